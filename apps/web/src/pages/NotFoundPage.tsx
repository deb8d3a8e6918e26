import { Button, Container, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';

/** The catch-all of spec §2. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <title>{`Page not found · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>
        There is no page at <code>{pathname}</code>. The link may be out of date, or the address mistyped.
      </Typography>
      <Button component={Link} to={pathTo('Home')} variant="contained">
        Go to Home
      </Button>
    </Container>
  );
}
