import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * What a kit field takes of a form's field: `register(name, rules)` and the field's error
 * message, so an editor names the field once:
 * `<TextField label="Title" limit={limit} {...registerField(form, 'title', rule)} />`.
 */
export function registerField<F extends FieldValues, N extends FieldPath<F>>(
  form: UseFormReturn<F>,
  name: N,
  rules?: RegisterOptions<F, N>,
) {
  const { error } = form.getFieldState(name, form.formState);
  return { ...form.register(name, rules), error: error?.message };
}
