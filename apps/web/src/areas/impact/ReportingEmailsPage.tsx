import {
  Box,
  Button,
  Chip,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { can } from '@rh/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { pathTo } from '../../routes/table.ts';
import { useSession } from '../../session/useSession.ts';
import { QueryStates } from '../QueryStates.tsx';
import {
  getMiEmail,
  listMiEmails,
  miEmailKeys,
  runMiEmails,
  sendMiEmail,
  type MiEmail,
  type MiEmailSettings,
  type MiEmailStatus,
} from './api.ts';
import { dayText, PageHeading, PageLink, Trail } from './Bits.tsx';
import { emailCounts, emailWhen, STATUS_COLOR, STATUS_LABEL } from './emails.ts';

const TITLE = 'Reporting MI e-mails';
type Filter = MiEmailStatus | 'all';

function EmailRow({ email, onOpen }: { email: MiEmail; onOpen: () => void }) {
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" color={STATUS_COLOR[email.status]} label={STATUS_LABEL[email.status]} />
        <Chip size="small" variant="outlined" label={email.kind === 'reminder' ? 'Reminder' : 'Overdue'} />
        <Button
          variant="text"
          onClick={onOpen}
          sx={{ textTransform: 'none', textAlign: 'left', p: 0.25, minWidth: 0, textDecoration: 'underline' }}
        >
          {email.subject}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
        To {email.to} · {emailWhen(email)} · item due {dayText(email.dueOn)}
      </Typography>
    </Box>
  );
}

function EmailDialog({
  id,
  settings,
  mayManage,
  onClose,
}: {
  id: string;
  settings: MiEmailSettings;
  mayManage: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const one = useQuery({ queryKey: miEmailKeys.one(id), queryFn: ({ signal }) => getMiEmail(id, signal) });
  const send = useMutation({
    mutationFn: () => sendMiEmail(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: miEmailKeys.all }),
  });
  const email = one.data?.email;
  const sendable = email && (email.status === 'scheduled' || email.status === 'failed');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="email-title">
      <DialogTitle id="email-title">{email?.subject ?? 'E-mail'}</DialogTitle>
      <DialogContent dividers>
        <QueryStates
          query={one}
          data={email}
          denied="Your access does not include reporting MI e-mails."
          what="The e-mail"
          height={200}
        >
          {(data) => (
            <>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
              >
                <Typography component="dt" variant="body2" color="text.secondary">
                  Status
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {STATUS_LABEL[data.status]} · {emailWhen(data)}
                  {data.attempts > 0 ? ` · ${data.attempts} attempt${data.attempts === 1 ? '' : 's'}` : ''}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  To
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {data.to}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Item
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  <PageLink to={pathTo('ReportingmiItem', { id: data.itemId })}>
                    {data.itemTitle ?? 'The item'}
                  </PageLink>
                  {` · due ${dayText(data.dueOn)}`}
                </Typography>
              </Box>
              {data.error && (
                <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
                  The mail server answered: {data.error}
                </Alert>
              )}
              <Typography variant="subtitle2" component="h3">
                {data.status === 'sent' ? 'The message as sent' : 'The message'}
              </Typography>
              <Box
                component="pre"
                sx={{
                  m: 0,
                  mt: 0.5,
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: 'inherit',
                  fontSize: '0.875rem',
                }}
              >
                {data.body}
              </Box>
            </>
          )}
        </QueryStates>
        {send.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            It was not sent. {send.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {mayManage && sendable && (
          <Button
            onClick={() => send.mutate()}
            disabled={!settings.emailEnabled || send.isPending}
            title={settings.emailEnabled ? undefined : 'No mail server is configured'}
          >
            {send.isPending ? 'Sending…' : 'Send now'}
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Emails({ data, mayManage }: { data: MiEmailSettings & { emails: MiEmail[] }; mayManage: boolean }) {
  const [params, setParams] = useSearchParams();
  const filter = (params.get('status') as Filter | null) ?? 'all';
  const open = params.get('open');
  const counts = emailCounts(data.emails);
  const shown = filter === 'all' ? data.emails : data.emails.filter((email) => email.status === filter);
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name === 'status' },
    );
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_, value: Filter | null) => value && setParam('status', value === 'all' ? null : value)}
        aria-label="Show e-mails by status"
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        <ToggleButton value="all">All ({data.emails.length})</ToggleButton>
        {(['scheduled', 'sent', 'failed', 'cancelled'] as const).map((status) => (
          <ToggleButton key={status} value={status}>
            {STATUS_LABEL[status]} ({counts[status]})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <Typography color="text.secondary">No e-mails {filter === 'all' ? 'yet' : 'with this status'}.</Typography>
      ) : (
        <Box component="ul" aria-label="E-mails" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((email) => (
            <EmailRow key={email.id} email={email} onOpen={() => setParam('open', email.id)} />
          ))}
        </Box>
      )}
      {open && <EmailDialog id={open} settings={data} mayManage={mayManage} onClose={() => setParam('open', null)} />}
    </>
  );
}

/** `/reportingmi/emails`: the reminders to the owners of Reporting MI items, sent or scheduled, each openable. */
function ReportingEmailsPage() {
  const { state } = useSession();
  const mayManage = can(state.roles, 'impactreportingmi', 'update');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: miEmailKeys.list(), queryFn: ({ signal }) => listMiEmails(signal) });
  const run = useMutation({
    mutationFn: runMiEmails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: miEmailKeys.all }),
  });
  const settings = list.data;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`${TITLE} · IMPACT · ${config.brand}`}</title>
      <Trail
        links={[
          { to: pathTo('ImpactReporting'), label: 'IMPACT' },
          { to: pathTo('ReportingmiItems'), label: 'Reporting MI' },
        ]}
        current="E-mails"
      />
      <PageHeading
        overline="Reporting MI"
        title={TITLE}
        intro={
          <>
            Reminders to the owner of each <PageLink to={pathTo('ReportingmiItems')}>reporting MI item</PageLink>:{' '}
            {settings?.reminderDays ?? 7} days before its due date, and the day after it when it is not delivered
            (status {settings ? settings.deliveredStatuses.join(' or ') : 'submitted or published'}). Scheduled and
            failed ones first, soonest first.
          </>
        }
      />
      {settings && !settings.emailEnabled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No mail server is configured (SMTP_URL), so these e-mails stay scheduled and none is sent. An administrator
          sets SMTP_URL (and MAIL_FROM) on the server; they then go out at their time.
        </Alert>
      )}
      {mayManage && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              The server schedules them from the items’ due dates and sends those due in the background. To do it now:
            </Typography>
            <Button variant="outlined" onClick={() => run.mutate()} disabled={run.isPending}>
              {run.isPending ? 'Working…' : 'Schedule and send due now'}
            </Button>
          </Stack>
          {run.data && (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {run.data.scheduled} scheduled, {run.data.cancelled} cancelled, {run.data.sent} sent.
            </Typography>
          )}
          {run.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {run.error.message}
            </Alert>
          )}
        </Paper>
      )}
      <QueryStates
        query={list}
        data={list.data}
        denied="Your access does not include reporting MI e-mails (the impactreportingmi right: reporting MI supervisors)."
        what="The e-mails"
      >
        {(data) => <Emails data={data} mayManage={mayManage} />}
      </QueryStates>
    </Container>
  );
}

export default withQueries(ReportingEmailsPage);
