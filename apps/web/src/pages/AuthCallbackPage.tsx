import { CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';
import { useSession } from '../session/useSession.ts';
import { takeRedirect } from './SignInPage.tsx';

/**
 * `/auth/callback` as the browser app sees it; normally the server answers this address itself. An `error` goes
 * back to sign-in, which explains it; otherwise the session is loaded and the user goes on.
 */
/** The visits handled; outside the component because the shell's loading spinner unmounts and remounts it. */
const handledVisits = new Set<string>();

export default function AuthCallbackPage() {
  const { session } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const error = params.get('error');
  const { key } = useLocation();

  useEffect(() => {
    if (handledVisits.has(key)) return;
    handledVisits.add(key);
    if (error !== null) {
      void navigate(
        {
          pathname: pathTo('LoginCognitoAuth'),
          search: `?${new URLSearchParams({ error: error || 'provider_error' })}`,
        },
        { replace: true },
      );
      return;
    }
    void session.start().then(() => navigate(takeRedirect(), { replace: true }));
  }, [error, key, navigate, session]);

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <title>{`Signing in · ${config.brand}`}</title>
      <Stack spacing={3} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress aria-label="Signing in" />
        <Typography variant="h5" component="h1">
          Completing sign-in…
        </Typography>
      </Stack>
    </Container>
  );
}
