import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Alert as MuiAlert } from '../../components/Alert.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/errors.ts';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { ConfirmDialog } from '../../content/detail/ConfirmDialog.tsx';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { pathTo } from '../../routes/table.ts';
import { alertOptions, FREQUENCIES, useDeleteAlert, useTestDigest, type Alert } from './api.ts';
import { AlertListLink } from './AlertListLink.tsx';
import { QuerySummary } from './QuerySummary.tsx';
import { formatWhen } from './when.ts';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

function AlertDetail({ alert }: { alert: Alert }) {
  const navigate = useNavigate();
  const remove = useDeleteAlert();
  const [confirming, setConfirming] = useState(false);
  const frequency = FREQUENCIES.find((f) => f.value === alert.frequency);
  const test = useTestDigest();
  const hour = `${String(alert.digestHour).padStart(2, '0')}:00`;
  const when =
    alert.frequency === 'daily'
      ? `, every day at ${hour} (${alert.timeZone})`
      : alert.frequency === 'weekly'
        ? `, on Mondays at ${hour} (${alert.timeZone})`
        : '';
  return (
    <>
      <title>{`${alert.name} · Alerts · ${config.brand}`}</title>
      <Typography variant="overline" color="text.secondary">
        Alert
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {alert.name}
      </Typography>
      <QuerySummary contentType={alert.contentType} query={alert.query} />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, my: 3 }}
      >
        <Fact label="How often">
          {frequency?.label ?? alert.frequency}
          {when} — {frequency?.help}
        </Fact>
        <Fact label="E-mail">{alert.email ? 'Yes, when the server sends e-mail' : 'No'}</Fact>
        <Fact label="State">{alert.enabled ? 'On' : 'Paused'}</Fact>
        <Fact label="Last looked">
          {alert.lastRunAt ? `${formatWhen(alert.lastRunAt)}: ${alert.lastMatched} new` : 'Not yet'}
        </Fact>
        <Fact label="Next look">{alert.enabled ? formatWhen(alert.nextRunAt) : '—'}</Fact>
        <Fact label="Reports items created after">{new Date(alert.checkedUntil).toLocaleString()}</Fact>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to={pathTo('AlertsEdit', { id: alert.id })}>
          Edit
        </Button>
        <AlertListLink alert={alert} />
        <Button loading={test.isPending} onClick={() => test.mutate({ id: alert.id })}>
          Send a test digest
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          Delete
        </Button>
        <Button component={Link} to={pathTo('AlertsList')}>
          All alerts
        </Button>
      </Stack>
      {test.data && (
        <MuiAlert severity="success" role="status" sx={{ mt: 2 }}>
          A test digest of the last 7 days ({test.data.count} {test.data.count === 1 ? 'item' : 'items'}) is in{' '}
          <Link to={pathTo('Notifications')}>your notifications</Link>
          {test.data.emailed ? ', and on its way by e-mail' : ''}.
        </MuiAlert>
      )}
      {test.error && (
        <MuiAlert severity="error" sx={{ mt: 2 }}>
          The test digest could not be sent: {test.error.message}
        </MuiAlert>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this alert?"
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(alert.id, { onSuccess: () => void navigate(pathTo('AlertsList'), { replace: true }) })
        }
      >
        “{alert.name}” stops reporting new items. The notifications it already gave stay.
      </ConfirmDialog>
    </>
  );
}

/** One alert (`/alerts/{id}`, `/alert/{id}`): what it watches, how often, when it last looked. */
function AlertPage() {
  const { id = '' } = useParams();
  const alert = useQuery(alertOptions(id));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {alert.isPending ? (
        <PageSkeleton />
      ) : alert.error ? (
        <MuiAlert severity="error" role="alert">
          {alert.error instanceof ApiError && alert.error.status === 404
            ? 'You have no alert at this address.'
            : `The alert could not be loaded. ${alert.error.message}`}
        </MuiAlert>
      ) : (
        <AlertDetail alert={alert.data} />
      )}
    </Container>
  );
}

export default withQueries(AlertPage);
