import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  Alert as MuiAlert,
  Box,
  Button,
  Checkbox,
  Container,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { can } from '@rh/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/request.ts';
import { ApiError } from '../../api/errors.ts';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { useSession } from '../../session/useSession.ts';
import { broadcastsOptions, useSendBroadcast, type BroadcastInput } from './api.ts';

interface Group {
  id: string;
  name: string;
}

const EMPTY: BroadcastInput = { title: '', body: '', link: null, groupId: null, email: false };

/** Field messages of a refused send (400 issues by path). */
function issuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues = (error.data as { data?: { issues?: { path: string; message: string }[] } } | undefined)?.data?.issues;
  return Object.fromEntries((issues ?? []).map((issue) => [issue.path.split('.').pop() ?? issue.path, issue.message]));
}

function ComposeForm({ groups }: { groups: Group[] }) {
  const send = useSendBroadcast();
  const [draft, setDraft] = useState(EMPTY);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const issues = issuesOf(send.error);
  const set = (change: Partial<BroadcastInput>) => {
    setDraft((current) => ({ ...current, ...change }));
    setSentTo(null);
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="New message"
      noValidate
      sx={{ p: 2, mb: 4 }}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(draft, {
          onSuccess: (sent) => {
            setDraft(EMPTY);
            setSentTo(sent.recipients);
          },
        });
      }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        New message
      </Typography>
      {sentTo !== null && (
        <MuiAlert severity="success" sx={{ mb: 2 }}>
          Sent to {sentTo} {sentTo === 1 ? 'person' : 'people'}.
        </MuiAlert>
      )}
      {send.error && !Object.keys(issues).length && (
        <MuiAlert severity="error" role="alert" sx={{ mb: 2 }}>
          {send.error.message}
        </MuiAlert>
      )}
      <Stack spacing={2}>
        <TextField
          label="Title"
          required
          value={draft.title}
          onChange={(event) => set({ title: event.target.value })}
          error={Boolean(issues.title)}
          helperText={issues.title}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Message"
          multiline
          minRows={3}
          value={draft.body}
          onChange={(event) => set({ body: event.target.value })}
          error={Boolean(issues.body)}
          helperText={issues.body}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <TextField
          label="Link (optional)"
          value={draft.link ?? ''}
          onChange={(event) => set({ link: event.target.value.trim() || null })}
          error={Boolean(issues.link)}
          helperText={issues.link ?? 'A page of the application (/insights) or an https:// address'}
        />
        <TextField
          select
          label="To"
          value={draft.groupId ?? ''}
          onChange={(event) => set({ groupId: event.target.value || null })}
          error={Boolean(issues.groupId)}
          helperText={issues.groupId}
          sx={{ maxWidth: 360 }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group.id} value={group.id}>
              Group: {group.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={draft.email} onChange={(event) => set({ email: event.target.checked })} />}
          label="Also send an e-mail (when the server sends e-mail)"
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<SendOutlined />} disabled={send.isPending}>
            Send
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Administrators' messages (`/admin/notifications`): write one to everyone or a group, and see those sent. */
function AdminNotificationsPage() {
  const { state } = useSession();
  const allowed = can(state.roles, 'adminNotifications', 'create');
  const sent = useQuery({ ...broadcastsOptions(), enabled: allowed });
  const groups = useQuery({
    queryKey: ['usergroups', 'enabled'],
    queryFn: ({ signal }) =>
      api
        .get<{ items: Group[] }>('cosmos', '/usergroups', { query: { status: 'enabled', limit: 100 }, signal })
        .then((answer) => answer.items),
    enabled: allowed && can(state.roles, 'userGroup', 'read'),
  });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Notifications to users · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Notifications to users
      </Typography>
      {!allowed ? (
        <MuiAlert severity="warning">Sending messages to users needs the adminNotifications right.</MuiAlert>
      ) : (
        <>
          <ComposeForm groups={groups.data ?? []} />
          <Typography variant="h6" component="h2" gutterBottom>
            Sent
          </Typography>
          {sent.isPending ? (
            <PageSkeleton />
          ) : sent.error ? (
            <MuiAlert severity="error">The messages sent could not be loaded. {sent.error.message}</MuiAlert>
          ) : sent.data.length === 0 ? (
            <Typography color="text.secondary">No message sent yet.</Typography>
          ) : (
            <Table size="small" aria-label="Messages sent">
              <TableHead>
                <TableRow>
                  <TableCell>Sent</TableCell>
                  <TableCell>Title</TableCell>
                  <TableCell>To</TableCell>
                  <TableCell align="right">Recipients</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>By</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sent.data.map((message) => (
                  <TableRow key={message.id}>
                    <TableCell>{new Date(message.createdAt).toLocaleString()}</TableCell>
                    <TableCell>{message.title}</TableCell>
                    <TableCell>{message.group ? message.group.name : 'Everyone'}</TableCell>
                    <TableCell align="right">{message.recipients}</TableCell>
                    <TableCell>{message.email ? 'Yes' : 'No'}</TableCell>
                    <TableCell>{message.sentBy ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Container>
  );
}

export default withQueries(AdminNotificationsPage);
