import { Checkbox, FormControlLabel } from '@mui/material';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** A labelled checkbox bound to a boolean form field. */
export function CheckboxField<T extends FieldValues>({ form, name, label }: { form: UseFormReturn<T>; name: FieldPath<T>; label: string }) {
  const { ref, onChange, onBlur } = form.register(name);
  return <FormControlLabel control={<Checkbox name={name} onChange={onChange} onBlur={onBlur} slotProps={{ input: { ref } }} />} label={label} />;
}
