import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { registerField } from '../fields/register-field.js';
import {
  useEditConflict,
  type EditConflict,
  type RefetchAnswer,
  type Versioned,
} from './use-edit-conflict.js';

/** Options of {@link useEditorForm}. */
export interface EditorFormOptions<T extends Versioned, L extends T | undefined, F> {
  /** The thing as the editor opened it; undefined for a new one. */
  loaded: L;
  /** The form's values for a thing: the loaded one at first, the server's on Reload. */
  toForm: (thing: L | T) => F;
  /** Reads the thing again from the server: the editor's query's `refetch`. */
  refetch: () => Promise<RefetchAnswer<T>>;
}

/** What {@link useEditorForm} gives an editor. */
export interface EditorForm<F extends FieldValues> {
  form: UseFormReturn<F>;
  conflict: EditConflict;
  /** A kit field's props for the form's field `name`: its `register` props and its error. */
  field: <N extends FieldPath<F>>(
    name: N,
    rules?: RegisterOptions<F, N>,
  ) => ReturnType<typeof registerField<F, N>>;
}

/**
 * An editor's react-hook-form form, checked again on every change once submitted, and its side
 * of a save conflict ({@link useEditConflict}): a stale save keeps the form as typed, and Reload
 * puts the server's copy into it.
 */
export function useEditorForm<T extends Versioned, L extends T | undefined, F extends FieldValues>({
  loaded,
  toForm,
  refetch,
}: EditorFormOptions<T, L, F>): EditorForm<F> {
  const form = useForm<F>({
    defaultValues: toForm(loaded) as DefaultValues<F>,
    reValidateMode: 'onChange',
  });
  const conflict = useEditConflict<T>({
    loaded,
    refetch,
    reset: (fresh) => form.reset(toForm(fresh)),
  });
  return { form, conflict, field: (name, rules) => registerField(form, name, rules) };
}
