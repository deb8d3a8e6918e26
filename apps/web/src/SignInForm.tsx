import { useState, type FormEvent } from 'react';
import { signIn } from './session-api.ts';

interface SignInFormProps {
  /** Called after the server accepted the credentials and set the session cookie. */
  onSignedIn: () => Promise<void>;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(username, password);
      await onSignedIn();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  }

  return (
    <form className="card" aria-labelledby="sign-in-title" onSubmit={handleSubmit}>
      <h2 id="sign-in-title">Sign in</h2>
      <label>
        Username or e-mail
        <input
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
