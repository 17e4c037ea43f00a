import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { orNull, login } from '@muster/shared-kernel/client';
import { TextField, useGoBack } from '@muster/shared-kernel/ui';

/** 'User Login': on success the session is stored and the user goes back one page. */
export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const goBack = useGoBack();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const answer = await orNull(login({ username: username.trim(), password }));
    setPending(false);
    if (answer) goBack();
  }

  return (
    <section className="form-card">
      <h1>User Login</h1>
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="btn-row">
          <button type="submit" className="btn" disabled={pending}>
            {pending ? 'Logging in...' : 'Login'}
          </button>
          <Link to="/register">No account yet? Register</Link>
        </div>
      </form>
    </section>
  );
}
