import { Box, Button, Card, CardContent, Container, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/request.ts';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';
import { useSession } from '../session/useSession.ts';

/** The account's homepage when it is an address on this site (a path, or a URL of this origin), else Home. */
export function homepageTarget(homepage: string | null | undefined, origin = window.location.origin): string {
  if (!homepage) return pathTo('Home');
  if (homepage.startsWith('/') && !homepage.startsWith('//')) return homepage;
  try {
    const url = new URL(homepage);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not a URL: fall through to Home.
  }
  return pathTo('Home');
}

function refusalMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return 'This API key was not accepted. Check that it was copied in full and has not been revoked.';
  }
  const detail = error instanceof Error && error.message ? error.message : 'unknown error';
  return `The key could not be checked (${detail}). Nothing was stored; please try again.`;
}

/** External builds: the organisation's API key, checked with the server before it is stored in this browser. */
export default function SettingsPage() {
  const { state, session } = useSession();
  const navigate = useNavigate();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const organisation = state.isAuthenticated ? state.user?.username : null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await session.setApiKey(key.trim());
      setKey('');
      void navigate(homepageTarget(session.getState().user?.homepage));
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <title>{`Settings · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      {organisation && (
        <Card sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Your organisation
            </Typography>
            <Typography sx={{ mb: 2 }}>
              This browser uses the API key of <strong>{organisation}</strong>.
            </Typography>
            <Button variant="outlined" color="error" onClick={() => void session.signOut()}>
              Remove key
            </Button>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {organisation ? 'Use a different API key' : 'Enter your API key'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Your organisation&apos;s administrator gives you the key. It is checked before it is kept, and it stays in
            this browser only until you remove it.
          </Typography>
          <Box component="form" onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="API key">
            <Stack spacing={2}>
              {error && <Alert severity="error">{error}</Alert>}
              <TextField
                label="API key"
                type="password"
                value={key}
                onChange={(event) => setKey(event.target.value)}
                autoComplete="off"
                // Required without the label's asterisk, so the field's name stays its label.
                slotProps={{ htmlInput: { required: true } }}
                autoFocus={!organisation}
              />
              <Button type="submit" variant="contained" disabled={busy || !key.trim()}>
                Save key
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}
