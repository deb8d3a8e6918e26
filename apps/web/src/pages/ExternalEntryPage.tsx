import { Alert, AlertTitle, Button, Container, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';

/**
 * An external build's partner entry point (open without an API key, spec §2). The spec names these routes but not
 * their content, so the page says so instead of inventing one.
 */
export function ExternalEntryPage({ title }: { title: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <title>{`${title} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="warning" variant="outlined" sx={{ mb: 3 }} data-testid="not-built">
        <AlertTitle>The content of this page is not built yet</AlertTitle>
        {title} is an entry point for a partner programme. What it shows has not been specified, so this page is a
        placeholder: it arrives in a later release and, until then, shows and stores nothing.
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button component={Link} to={pathTo('About')} variant="contained">
          About this service
        </Button>
        <Button component={Link} to={pathTo('Settings')}>
          Settings
        </Button>
      </Stack>
    </Container>
  );
}
