import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { LIMITS, USERNAME_PATTERN, paths } from '@muster/shared-kernel/core';
import { ApiRequestError } from '@muster/shared-kernel/client';
import { TextField } from '@muster/shared-kernel/ui';
import { useRegister } from './use-register';
import { SubmitButton } from './account-form-parts';
import { NewPasswordFields } from './password-fields';
import { readInvite } from './invite-token';
import { roleWord } from './role-words';
import { useInvitation } from './use-invitation';

interface RegisterValues {
  username: string;
  display: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

const EMPTY: RegisterValues = {
  username: '',
  display: '',
  email: '',
  password: '',
  passwordConfirm: '',
};

/** Registration, optionally through an invite link whose roles the new user receives. */
export function RegisterPage() {
  const { token } = useParams();
  const invite = useMemo(() => (token ? readInvite(token) : null), [token]);
  const lookup = useInvitation(invite?.token);
  // The server's word on the link: 410 (used, revoked, expired) or 404 (not this site's). Any
  // other failure (offline) leaves the token's own claims to go by; the server checks it anyway.
  const refusal =
    lookup.error instanceof ApiRequestError && [404, 410].includes(lookup.error.status)
      ? lookup.error
      : null;
  const gone = refusal?.status === 410 ? refusal.serverMessage : undefined;
  const usable = invite !== null && refusal === null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues: EMPTY, reValidateMode: 'onChange' });
  const registration = useRegister();
  const navigate = useNavigate();

  const submit = handleSubmit(async (form) => {
    try {
      await registration.mutateAsync({
        username: form.username.trim(),
        display: form.display.trim() || form.username.trim(),
        email: form.email.trim(),
        password: form.password,
        ...(usable ? { registrationToken: invite.token } : {}),
      });
      void navigate(paths.registerComplete());
    } catch {
      // The client has toasted the refusal; the form stays as it was.
    }
  });

  return (
    <section className="form-card">
      <h1>Register</h1>
      {token && (!invite || refusal?.status === 404) && (
        <p className="error-text" role="alert">
          This invitation link is not valid. You can still register without it.
        </p>
      )}
      {gone !== undefined && (
        <p className="error-text" role="alert">
          {gone}. Ask for a new link; registering now gives no roles.
        </p>
      )}
      {usable && (
        <div className="card invite-roles">
          {lookup.isPending && lookup.fetchStatus !== 'paused' ? (
            <p>Checking this invitation...</p>
          ) : !lookup.data && invite.expired ? (
            <p>This invitation has expired; ask for a new link. Registering now gives no roles.</p>
          ) : (
            <>
              <p>This invitation gives your account these roles:</p>
              <ul>
                {(lookup.data?.roles ?? invite.roles).map((role) => (
                  <li key={role}>{roleWord(role)}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="Username"
          autoComplete="username"
          required
          pattern={USERNAME_PATTERN}
          title="2 to 32 letters, digits, underscores, dots or dashes"
          {...register('username', { required: true })}
        />
        <TextField
          label="Display Name"
          autoComplete="nickname"
          maxLength={LIMITS.user.display.maxLength}
          {...register('display')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={LIMITS.user.email.maxLength}
          {...register('email', { required: true })}
        />
        <NewPasswordFields label="Password" register={register} errors={errors} />
        <SubmitButton pending={registration.isPending} busy="Registering...">
          Register
        </SubmitButton>
      </form>
    </section>
  );
}
