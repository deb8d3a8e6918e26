import { useState } from 'react';
import { signOut, type Me } from './session-api.ts';

interface SessionViewProps {
  me: Me;
  /** Called once the server has ended the session and no redirect is pending. */
  onSignedOut: () => void;
}

export function SessionView({ me, onSignedOut }: SessionViewProps) {
  const [error, setError] = useState<string | null>(null);

  async function handleSignOut() {
    setError(null);
    try {
      const redirect = await signOut();
      if (redirect) window.location.assign(redirect);
      else onSignedOut();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return (
    <section className="card" aria-labelledby="session-title">
      <h2 id="session-title">Signed in as {me.user.username}</h2>
      <dl>
        <dt>Username</dt>
        <dd data-testid="session-username">{me.user.username}</dd>
        <dt>E-mail</dt>
        <dd data-testid="session-email">{me.user.email ?? '—'}</dd>
        <dt>Roles</dt>
        <dd>
          <ul aria-label="Roles">
            {me.roles.map((role) => (
              <li key={role}>{role}</li>
            ))}
          </ul>
        </dd>
      </dl>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="button" onClick={handleSignOut}>
        Sign out
      </button>
    </section>
  );
}
