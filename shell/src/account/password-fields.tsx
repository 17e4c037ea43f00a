import type { ComponentPropsWithRef } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LIMITS } from '@muster/shared-kernel/core';
import { TextField, type FieldProps } from '@muster/shared-kernel/ui';

type PasswordFieldProps = FieldProps & ComponentPropsWithRef<'input'>;

/** A password the form cannot go without, hidden as it is typed. */
function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" required {...props} />;
}

/**
 * The password the account has now, as login, Change Password and Delete Account ask for it;
 * takes `register(name, rules)` like any {@link TextField}.
 */
export function CurrentPasswordField(props: PasswordFieldProps) {
  return (
    <PasswordField
      autoComplete="current-password"
      maxLength={LIMITS.user.password.maxLength}
      {...props}
    />
  );
}

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
      <PasswordField
        label={label}
        autoComplete="new-password"
        minLength={LIMITS.user.newPassword.minLength}
        maxLength={LIMITS.user.newPassword.maxLength}
        {...register('password', { required: true, deps: ['passwordConfirm'] })}
      />
      <PasswordField
        label={`Confirm ${label}`}
        autoComplete="new-password"
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
