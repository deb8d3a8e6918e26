import { useEffect, useState } from 'react';
import { SessionView } from './SessionView.tsx';
import { SignInForm } from './SignInForm.tsx';
import { fetchMe, type Me } from './session-api.ts';
import './styles.css';

const brand = import.meta.env.VITE_BRAND || 'Regulatory Horizon';

type SessionState =
  { kind: 'loading' } | { kind: 'signedOut' } | { kind: 'signedIn'; me: Me } | { kind: 'failed'; message: string };

export function App() {
  const [session, setSession] = useState<SessionState>({ kind: 'loading' });

  async function loadSession() {
    try {
      const me = await fetchMe();
      setSession(me ? { kind: 'signedIn', me } : { kind: 'signedOut' });
    } catch (error) {
      setSession({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  useEffect(() => {
    void loadSession();
  }, []);

  return (
    <main className="page">
      <h1>{brand}</h1>
      <p className="notice" role="note">
        The web client is not built yet (next issue). This page only signs you in and shows your session.
      </p>
      {session.kind === 'loading' && <p>Checking your session…</p>}
      {session.kind === 'failed' && (
        <p role="alert" className="error">
          Could not check your session: {session.message}
        </p>
      )}
      {(session.kind === 'signedOut' || session.kind === 'failed') && <SignInForm onSignedIn={loadSession} />}
      {session.kind === 'signedIn' && (
        <SessionView me={session.me} onSignedOut={() => setSession({ kind: 'signedOut' })} />
      )}
    </main>
  );
}
