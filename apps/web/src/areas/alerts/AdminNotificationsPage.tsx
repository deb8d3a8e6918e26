import SendOutlined from '@mui/icons-material/SendOutlined';
import {
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
import { Alert as MuiAlert } from '../../components/Alert.tsx';
import { can } from '@rh/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api } from '../../api/request.ts';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { applyServerIssues } from '../../content/form/server-issues.ts';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { useSession } from '../../session/useSession.ts';
import { broadcastsOptions, useSendBroadcast, type BroadcastInput } from './api.ts';

interface Group {
  id: string;
  name: string;
}

const EMPTY: BroadcastInput = { title: '', body: '', link: null, groupId: null, email: false };
/** The fields the server may name in a refusal. */
const FIELDS = Object.keys(EMPTY);

function ComposeForm({ groups }: { groups: Group[] }) {
  const send = useSendBroadcast();
  const form = useForm<BroadcastInput>({ defaultValues: EMPTY });
  const [sentTo, setSentTo] = useState<number | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure([]);
    setSentTo(null);
    try {
      const sent = await send.mutateAsync({ ...values, link: values.link?.trim() || null });
      form.reset(EMPTY);
      setSentTo(sent.recipients);
    } catch (error) {
      // A refusal shows beside the fields it names (an empty title, a `javascript:` link), the rest above.
      setFailure(applyServerIssues(form, error, FIELDS));
    }
  });

  /** A text input bound to the form: its server message, else its help. */
  const text = (name: 'title' | 'body' | 'link', label: string, help?: string, extra: object = {}) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <TextField
          {...extra}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message ?? help}
        />
      )}
    />
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="New message"
      noValidate
      sx={{ p: 2, mb: 4 }}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        New message
      </Typography>
      {sentTo !== null && (
        <MuiAlert severity="success" sx={{ mb: 2 }}>
          Sent to {sentTo} {sentTo === 1 ? 'person' : 'people'}.
        </MuiAlert>
      )}
      {failure.length > 0 && (
        <MuiAlert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </MuiAlert>
      )}
      <Stack spacing={2}>
        {text('title', 'Title', undefined, { required: true })}
        {text('body', 'Message', undefined, { multiline: true, minRows: 3 })}
        {text('link', 'Link (optional)', 'A page of the application (/insights) or an https:// address')}
        <Controller
          name="groupId"
          control={form.control}
          render={({ field }) => (
            <TextField
              select
              label="To"
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              inputRef={field.ref}
              error={Boolean(errors.groupId)}
              helperText={errors.groupId?.message}
              sx={{ maxWidth: 360 }}
            >
              <MenuItem value="">Everyone</MenuItem>
              {groups.map((group) => (
                <MenuItem key={group.id} value={group.id}>
                  Group: {group.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="email"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label="Also send an e-mail (when the server sends e-mail)"
            />
          )}
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<SendOutlined />} loading={isSubmitting}>
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
