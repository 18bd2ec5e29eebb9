import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * `register()` for MUI inputs: the ref goes to `inputRef` (react-hook-form focuses the input on an
 * error), plus the field's error message as helper text.
 */
export function muiField<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: FieldPath<T>) {
  const { ref, ...rest } = form.register(name);
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[name];
  return { ...rest, inputRef: ref, error: !!error, helperText: error?.message };
}

/** `muiField` for a required field: the label's asterisk and `aria-required` on the input. */
export function requeridoField<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: FieldPath<T>) {
  return { ...muiField(form, name), required: true, slotProps: { htmlInput: { 'aria-required': true } } };
}
