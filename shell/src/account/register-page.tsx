import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { orNull, register } from '@muster/shared-kernel/client';
import { readInvite } from './invite-token';
import { TextField } from '@muster/shared-kernel/ui';

interface Form {
  username: string;
  display: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

const EMPTY: Form = { username: '', display: '', email: '', password: '', passwordConfirm: '' };

/** Registration, optionally through an invite link whose roles the new user receives. */
export function RegisterPage() {
  const { token } = useParams();
  const invite = useMemo(() => (token ? readInvite(token) : null), [token]);
  const [form, setForm] = useState<Form>(EMPTY);
  const [pending, setPending] = useState(false);
  const [showMismatch, setShowMismatch] = useState(false);
  const navigate = useNavigate();
  const mismatch = form.passwordConfirm !== '' && form.password !== form.passwordConfirm;

  const field = (key: keyof Form) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.password !== form.passwordConfirm) {
      setShowMismatch(true);
      return;
    }
    setPending(true);
    const answer = await orNull(
      register({
        username: form.username.trim(),
        display: form.display.trim() || form.username.trim(),
        email: form.email.trim(),
        password: form.password,
        ...(invite ? { registrationToken: invite.token } : {}),
      }),
    );
    setPending(false);
    if (answer) void navigate('/registerComplete');
  }

  return (
    <section className="form-card">
      <h1>Register</h1>
      {token && !invite && (
        <p className="error-text" role="alert">
          This invitation link is not valid. You can still register without it.
        </p>
      )}
      {invite && (
        <div className="card invite-roles">
          <p>
            {invite.expired
              ? 'This invitation has expired; ask for a new link. Registering now gives no roles.'
              : 'This invitation gives your account these roles:'}
          </p>
          {!invite.expired && (
            <ul>
              {invite.roles.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="Username"
          autoComplete="username"
          required
          pattern="[A-Za-z0-9_.\-]{2,32}"
          title="2 to 32 letters, digits, underscores, dots or dashes"
          {...field('username')}
        />
        <TextField label="Display Name" autoComplete="nickname" {...field('display')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          {...field('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          error={mismatch && showMismatch ? 'The passwords do not match.' : undefined}
          {...field('passwordConfirm')}
        />
        <button type="submit" className="btn" disabled={pending}>
          {pending ? 'Registering...' : 'Register'}
        </button>
      </form>
    </section>
  );
}
