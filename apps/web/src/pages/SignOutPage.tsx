import { CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { config } from '../config.ts';
import { useSession } from '../session/useSession.ts';

/**
 * The visits (history entries) already signed out. Kept outside the component: while the session reloads, the
 * shell shows its spinner instead of this page, which then mounts afresh and must not sign out a second time.
 */
const handledVisits = new Set<string>();

/**
 * SignOutCognitoAuth: ends the session once; the session then goes on (to sign-in, to the identity provider's
 * sign-out page, or back in after a failed ping).
 */
export default function SignOutPage() {
  const { session } = useSession();
  const { key } = useLocation();

  useEffect(() => {
    if (handledVisits.has(key)) return;
    handledVisits.add(key);
    void session.signOut();
  }, [key, session]);

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <title>{`Signing out · ${config.brand}`}</title>
      <Stack spacing={3} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress aria-label="Signing out" />
        <Typography variant="h5" component="h1">
          Signing you out…
        </Typography>
      </Stack>
    </Container>
  );
}
