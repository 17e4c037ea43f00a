import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { LIMITS, paths } from '@muster/shared-kernel/core';
import { TextField, useGoBack } from '@muster/shared-kernel/ui';
import { useLogin } from './use-login';
import { SubmitButton } from './account-form-parts';
import { CurrentPasswordField } from './password-fields';

interface LoginValues {
  username: string;
  password: string;
}

/** 'User Login': on success the session is stored and the user goes back one page. */
export function LoginPage() {
  const { register, handleSubmit } = useForm<LoginValues>({
    defaultValues: { username: '', password: '' },
    reValidateMode: 'onChange',
  });
  const login = useLogin();
  const goBack = useGoBack();

  const submit = handleSubmit(async ({ username, password }) => {
    try {
      await login.mutateAsync({ username: username.trim(), password });
      goBack();
    } catch {
      // The client has toasted the refusal; the form stays as it was.
    }
  });

  return (
    <section className="form-card">
      <h1>User Login</h1>
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="Username"
          autoComplete="username"
          required
          maxLength={LIMITS.user.username.maxLength}
          {...register('username', { required: true })}
        />
        <CurrentPasswordField label="Password" {...register('password', { required: true })} />
        <div className="btn-row">
          <SubmitButton pending={login.isPending} busy="Logging in...">
            Login
          </SubmitButton>
          <Link className="touch-link" to={paths.register()}>
            No account yet? Register
          </Link>
          <Link className="touch-link" to={paths.forgotPassword()}>
            Forgot your password?
          </Link>
        </div>
      </form>
    </section>
  );
}
