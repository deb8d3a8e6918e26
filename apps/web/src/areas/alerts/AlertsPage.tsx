import AddOutlined from '@mui/icons-material/AddOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { Alert as MuiAlert } from '../../components/Alert.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { pathTo } from '../../routes/table.ts';
import { alertsOptions, FREQUENCIES, type Alert } from './api.ts';
import { AlertListLink } from './AlertListLink.tsx';
import { QuerySummary } from './QuerySummary.tsx';
import { formatWhen } from './when.ts';

const frequencyLabel = (alert: Alert) => FREQUENCIES.find((f) => f.value === alert.frequency)?.label ?? alert.frequency;

function AlertCard({ alert }: { alert: Alert }) {
  return (
    <Card component="article" variant="outlined" aria-labelledby={`alert-${alert.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
          <MuiLink
            id={`alert-${alert.id}`}
            component={Link}
            to={pathTo('AlertView', { id: alert.id })}
            variant="h6"
            underline="hover"
          >
            {alert.name}
          </MuiLink>
          {!alert.enabled && (
            <Typography variant="body2" color="warning.main">
              Paused
            </Typography>
          )}
        </Stack>
        <QuerySummary contentType={alert.contentType} query={alert.query} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {frequencyLabel(alert)}
          {alert.email ? ', with e-mail' : ''} ·{' '}
          {alert.lastRunAt
            ? `last looked ${formatWhen(alert.lastRunAt)}, ${alert.lastMatched} new`
            : `first look ${formatWhen(alert.nextRunAt)}`}
        </Typography>
      </CardContent>
      <CardActions>
        <AlertListLink alert={alert} />
        <Button size="small" component={Link} to={pathTo('AlertsEdit', { id: alert.id })}>
          Edit
        </Button>
      </CardActions>
    </Card>
  );
}

/** The user's alerts (`/alerts`, `/alerts/list`): saved searches that report new matches. */
function AlertsPage() {
  const alerts = useQuery(alertsOptions());
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Alerts · ${config.brand}`}</title>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h4" component="h1">
          Alerts
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} component={Link} to={pathTo('AlertsAdd')}>
          New alert
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        An alert is a saved search: when new items match it, you get a notification (and an e-mail if you ask).{' '}
        <MuiLink component={Link} to={pathTo('Notifications')}>
          Your notifications
        </MuiLink>
      </Typography>
      {alerts.isPending ? (
        <PageSkeleton />
      ) : alerts.error ? (
        <MuiAlert severity="error" role="alert">
          Your alerts could not be loaded. {alerts.error.message}
        </MuiAlert>
      ) : alerts.data.length === 0 ? (
        <MuiAlert severity="info" icon={<NotificationsActiveOutlined />}>
          You have no alert yet. Filter News the way you want and choose “Save as alert”, or create one here.
        </MuiAlert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {alerts.data.map((alert) => (
            <AlertCard key={alert.id} alert={alert} />
          ))}
        </Box>
      )}
    </Container>
  );
}

export default withQueries(AlertsPage);
