import { Box, Button, Card, CardContent, Container, Divider, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { useQuery } from '@tanstack/react-query';
import { withQueries } from '../app/with-queries.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api, safeLocalStorage } from '../api/request.ts';
import { InitialisingSpinner } from '../app/shell/InitialisingSpinner.tsx';
import { config, isFullBuild } from '../config.ts';
import { pathTo } from '../routes/table.ts';
import { takeRedirectFrom } from '../session/session.ts';
import { useSession } from '../session/useSession.ts';
import { oidcErrorMessage } from './oidc-errors.ts';

/** The answer of `GET /api/auth/config`: which ways of signing in this server offers. */
interface AuthConfig {
  local: boolean;
  oidc: boolean;
  apiMode: string;
  build: string;
  passwordMinLength: number;
}

/** The remembered address to return to after signing in (see takeRedirectFrom). */
export const takeRedirect = () => takeRedirectFrom(safeLocalStorage());

const authConfigQuery = {
  queryKey: ['auth', 'config'],
  queryFn: () => api.get<AuthConfig>('cosmos', '/auth/config'),
  staleTime: Infinity,
};

function LocalSignInForm({ onSubmitting }: { onSubmitting(): void }) {
  const { session } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    onSubmitting();
    try {
      // On success the session goes to the remembered address itself.
      await session.signIn(username.trim(), password);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Sign-in failed.');
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label="Sign in with a password"
    >
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Username or e-mail"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          // Required without the label's asterisk, so the field's name stays its label.
          slotProps={{ htmlInput: { required: true } }}
          autoFocus
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          slotProps={{ htmlInput: { required: true } }}
        />
        <Button type="submit" variant="contained" disabled={busy || !username.trim() || !password}>
          Sign in
        </Button>
      </Stack>
    </Box>
  );
}

/** Leaves for the identity provider; the server carries the return address through the round trip. */
function handleOidcSignIn() {
  window.location.assign(`${config.apiUrl}/auth/oidc/login?redirect=${encodeURIComponent(takeRedirect())}`);
}

/** Sign-in (LoginCognitoAuth, and Auth with action signin): the organisation's identity provider and/or a password. */
function SignInPage() {
  const { state } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const { data, error, isPending, refetch } = useQuery(authConfigQuery);
  // A signed-in visitor goes on at once; after a sign-in made on this page, the session navigates itself.
  const signingIn = useRef(false);

  useEffect(() => {
    if (state.isAuthenticated && !signingIn.current) void navigate(takeRedirect(), { replace: true });
  }, [navigate, state.isAuthenticated]);

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <title>{`Sign in · ${config.brand}`}</title>
      <Card>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Sign in
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Sign in to {config.brand} to continue.
          </Typography>
          {providerError && (
            <Alert severity="error" sx={{ mb: 3 }}>
              {oidcErrorMessage(providerError)}
            </Alert>
          )}
          {!isFullBuild() ? (
            <Alert severity="info">
              This version is opened with your organisation&apos;s API key.{' '}
              <Link to={pathTo('Settings')}>Enter the key on the Settings page</Link>.
            </Alert>
          ) : isPending ? (
            <InitialisingSpinner />
          ) : error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Retry
                </Button>
              }
            >
              The sign-in options could not be loaded: {error.message}
            </Alert>
          ) : (
            <Stack spacing={3}>
              {data.oidc && (
                <Button variant="contained" size="large" onClick={handleOidcSignIn}>
                  Sign in with your organisation
                </Button>
              )}
              {data.oidc && data.local && <Divider>or</Divider>}
              {data.local && <LocalSignInForm onSubmitting={() => (signingIn.current = true)} />}
              {!data.oidc && !data.local && (
                <Alert severity="warning">No way of signing in is turned on here. Ask your administrator.</Alert>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}

export default withQueries(SignInPage);
