import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * `register()` for MUI inputs: MUI puts `ref` on the wrapper div, react-hook-form needs the
 * input itself (focus on error), so the ref goes to `inputRef`. Adds the field's error message
 * (a dotted name finds a nested field's error).
 */
export function muiField<T extends FieldValues, O = T>(form: UseFormReturn<T, unknown, O>, name: FieldPath<T>) {
  const { ref, ...rest } = form.register(name);
  const error = name.split('.').reduce<unknown>((acc, key) => (acc as Record<string, unknown> | undefined)?.[key], form.formState.errors) as
    { message?: string } | undefined;
  return { ...rest, inputRef: ref, error: !!error, helperText: error?.message };
}

/** `muiField` for a required field: the label's asterisk and `required`/`aria-required` on the input. */
export function requeridoField<T extends FieldValues, O = T>(form: UseFormReturn<T, unknown, O>, name: FieldPath<T>) {
  return { ...muiField(form, name), required: true, slotProps: { htmlInput: { 'aria-required': true } } };
}
