import { Button, Container, Skeleton, Stack, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { ExternalOffer } from '../areas/external/ExternalOffer.tsx';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';
import { useSession } from '../session/useSession.ts';

/**
 * `/tempx` in the external builds. The spec names the route (open without a key, like Settings and the Digital
 * Gateway) and nothing of its content. Decision: it is the organisation's preview — "temporary access" — page: what
 * this service offers an outside organisation, area by area, which read-only role opens each, and, with a key, which
 * of them the organisation's key already includes. It is derived from the role and menu declarations (the same ones
 * the drawer and the server's checks use), so it never shows content the visitor may not read. It holds nothing else.
 */
export default function TempxPage() {
  const { state } = useSession();
  const keyed = state.isAuthenticated;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <title>{`Tempx · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Tempx: preview of the service
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '75ch' }}>
        What an organisation can open with this service, before or after it has a key: each screen and the read-only
        role that opens it. Your administrator chooses the roles of your organisation&apos;s key; ask them for an area
        that is not included.
      </Typography>
      <Alert severity="info" variant="outlined" sx={{ mb: 3, maxWidth: '75ch' }}>
        This page is the preview space of the external builds: it lists what is offered, not the content itself.
        {keyed ? ' The last column says what your key includes.' : ' No key is stored in this browser.'}
      </Alert>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <ExternalOffer roles={keyed ? state.roles : null} />
      </Suspense>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button component={Link} to={pathTo(keyed ? 'DigitalGateway' : 'Settings')} variant="contained">
          {keyed ? 'Your Digital Gateway' : 'Enter your API key in Settings'}
        </Button>
        <Button component={Link} to={pathTo('About')}>
          About this service
        </Button>
      </Stack>
    </Container>
  );
}
