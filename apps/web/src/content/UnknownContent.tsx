import { AlertTitle, Button } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { Link } from 'react-router';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';
import type { ContentScreen } from './useContentScreen.ts';

/** What a generic screen shows when no content type answers to its route or its `/form/{model}`. */
export function UnknownContent({ screen }: { screen: Extract<ContentScreen, { found: false }> }) {
  const what = screen.model
    ? `No content type named “${screen.model}”`
    : `No content type shows ${screen.routeName ?? 'this page'}`;
  return (
    <Alert severity="warning" variant="outlined" data-testid="unknown-content-type">
      <title>{`${what} · ${config.brand}`}</title>
      <AlertTitle component="h1">{what}</AlertTitle>
      The address names a kind of content this application does not have. Check the link, or start again from Home.
      <Button component={Link} to={pathTo('Home')} sx={{ display: 'block', mt: 1 }}>
        Go to Home
      </Button>
    </Alert>
  );
}
