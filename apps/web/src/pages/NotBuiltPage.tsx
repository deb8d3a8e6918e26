import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Alert, AlertTitle, Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';
import { notBuiltPlan } from './not-built-plans.ts';

export interface NotBuiltPageProps {
  /** The route name of spec §2. */
  name: string;
  /** The route's path pattern. */
  path: string;
  /** The route table's area of the route, which says what the screen will show when the route does not. */
  area?: string;
}

/**
 * The honest stand-in for a route whose page does not exist yet: it says so plainly and what will be there, so
 * nobody mistakes an empty screen for a finished one. No menu entry leads here (app/shell/menu.test.ts).
 */
export function NotBuiltPage({ name, path, area }: NotBuiltPageProps) {
  const plan = notBuiltPlan(name, area);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <title>{`${name} (not built yet) · ${config.brand}`}</title>
      <Alert severity="warning" variant="outlined" icon={<ConstructionOutlined />} data-testid="not-built">
        <AlertTitle>
          <Typography variant="h5" component="h1">
            {name} is not built yet
          </Typography>
        </AlertTitle>
        {plan && (
          <Typography sx={{ mb: 1 }} data-testid="not-built-plan">
            What will be here: {plan}
          </Typography>
        )}
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
