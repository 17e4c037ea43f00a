import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LIMITS } from '@muster/shared-kernel/core';
import { TextField } from '@muster/shared-kernel/ui';

/** The fields of a form that asks for a new password twice. */
export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

/**
 * A new password and its confirmation, as registration and Change Password ask for them: at
 * least 8 characters, and 'The passwords do not match.' under the confirmation until they do.
 * `label` names the first field ('Password', 'New Password'); the second is 'Confirm {label}'.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  label,
  register: registerOfForm,
  errors: errorsOfForm,
}: {
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // Every form of T has these two fields; react-hook-form's field paths cannot see it through T.
  const register = registerOfForm as unknown as UseFormRegister<NewPasswordValues>;
  const errors = errorsOfForm as FieldErrors<NewPasswordValues>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={LIMITS.user.newPassword.minLength}
        maxLength={LIMITS.user.newPassword.maxLength}
        {...register('password', { required: true, deps: ['passwordConfirm'] })}
      />
      <TextField
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirm?.message || undefined}
        {...register('passwordConfirm', {
          // An empty confirmation blocks the form without a message (the browser asks for it).
          validate: (value, form) =>
            value === form.password || (value !== '' && 'The passwords do not match.'),
        })}
      />
    </>
  );
}
