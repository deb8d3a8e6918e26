import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { AlertTitle, Button, Container, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { Link } from 'react-router';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';

export interface NotBuiltPageProps {
  /** The route name of spec §2. */
  name: string;
  /** The route's path pattern. */
  path: string;
}

/**
 * The honest stand-in for a route of the table without a page: it says so plainly, so nobody mistakes an empty
 * screen for a finished one. Every route has a page today (routes/access.test.ts); this stays the fallback for a
 * route added to the table before its page. No menu entry leads here (app/shell/menu.test.ts).
 */
export function NotBuiltPage({ name, path }: NotBuiltPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <title>{`${name} (not built yet) · ${config.brand}`}</title>
      <Alert severity="warning" variant="outlined" icon={<ConstructionOutlined />} data-testid="not-built">
        <AlertTitle>
          <Typography variant="h5" component="h1">
            {name} is not built yet
          </Typography>
        </AlertTitle>
        <Typography sx={{ mb: 1 }}>
          This screen is a placeholder and arrives in a later release; until then nothing on this page shows or changes
          any data.
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Address: <code>{path}</code>
        </Typography>
        <Button component={Link} to={pathTo('Home')} variant="contained">
          Go to Home
        </Button>
      </Alert>
    </Container>
  );
}
