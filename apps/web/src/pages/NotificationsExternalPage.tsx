import { Alert, AlertTitle, Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';

/** External builds' notifications page: honest until the alerts release brings notifications. */
export default function NotificationsExternalPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <title>{`Notifications · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Notifications
      </Typography>
      <Alert severity="info" variant="outlined" sx={{ mb: 3 }} data-testid="not-built">
        <AlertTitle>Notifications are not available yet</AlertTitle>
        Notifications about new and changed content arrive with the alerts release. Until then none are collected or
        sent.
      </Alert>
      <Button component={Link} to={pathTo('Home')} variant="contained">
        Go to Home
      </Button>
    </Container>
  );
}
