import { Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';

/** External builds: what this service is and how access works (open without an API key). */
export default function AboutPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <title>{`About · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        About {config.brand}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '75ch' }}>
        {config.brand} is a regulatory-intelligence and compliance content service. This version is for client
        organisations: it shows the insights, initiatives and cases your organisation&apos;s subscription includes.
      </Typography>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            How access works
          </Typography>
          <Typography sx={{ mb: 1 }}>
            Your organisation receives an API key. Enter it once on the Settings page; it is checked with the service
            and then kept in this browser, so you do not sign in with a personal password.
          </Typography>
          <Typography>
            Remove the key on the Settings page when you stop using a shared computer, or when your organisation
            replaces the key.
          </Typography>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2}>
        <Button component={Link} to={pathTo('Settings')} variant="contained">
          Go to Settings
        </Button>
        <Button component={Link} to={pathTo('Contact')}>
          Contact
        </Button>
      </Stack>
    </Container>
  );
}
