import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { findContentType } from '@rh/core/content';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Alert as MuiAlert } from '../../components/Alert.tsx';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import {
  alertsOptions,
  browserTimeZone,
  FREQUENCIES,
  useDeleteAlert,
  useSaveAlert,
  type Alert,
  type AlertQuery,
  type Frequency,
} from '../../areas/alerts/api.ts';
import { alertTypesFor } from './alert-types.ts';

function describe(alert: Alert): string {
  const type = findContentType(alert.contentType)?.plural ?? alert.contentType;
  const words = typeof alert.query.q === 'string' && alert.query.q ? ` with “${alert.query.q}”` : '';
  const how = FREQUENCIES.find((one) => one.value === alert.frequency)?.label ?? alert.frequency;
  return `New ${type.toLowerCase()}${words} · ${how}`;
}

/** A new alert for the organisation: a type it reads, optional search words, how often. */
function NewAlertForm({ roles }: { roles: readonly string[] }) {
  const types = useMemo(() => alertTypesFor(roles), [roles]);
  const save = useSaveAlert();
  const [name, setName] = useState('');
  const [contentType, setContentType] = useState(types[0]?.name ?? '');
  const [words, setWords] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('immediate');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query: AlertQuery = words.trim() ? { q: words.trim() } : {};
    const input = { name: name.trim(), contentType, query, frequency, email: false, enabled: true, digestHour: 8 };
    save.mutate({ input: { ...input, timeZone: browserTimeZone() } }, { onSuccess: () => setName('') });
  };

  if (types.length === 0) return null;
  return (
    <Box component="form" aria-label="New alert" onSubmit={handleSubmit} noValidate>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField label="Alert name" value={name} onChange={(event) => setName(event.target.value)} required />
        <TextField select label="Content" value={contentType} onChange={(event) => setContentType(event.target.value)}>
          {types.map((type) => (
            <MenuItem key={type.name} value={type.name}>
              {type.plural}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Search words (optional)" value={words} onChange={(event) => setWords(event.target.value)} />
        <TextField
          select
          label="How often"
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as Frequency)}
        >
          {FREQUENCIES.map((one) => (
            <MenuItem key={one.value} value={one.value}>
              {one.label}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!name.trim() || save.isPending} sx={{ mt: { md: 1 } }}>
          Create alert
        </Button>
      </Stack>
      {save.error && (
        <MuiAlert severity="error" sx={{ mt: 1 }}>
          The alert could not be saved. {save.error.message}
        </MuiAlert>
      )}
    </Box>
  );
}

/** The organisation's alerts: what they watch, and a form for another. */
export function ExternalAlerts({ roles }: { roles: readonly string[] }) {
  const alerts = useQuery(alertsOptions());
  const remove = useDeleteAlert();
  return (
    <Stack spacing={2}>
      {alerts.data && alerts.data.length === 0 && (
        <Typography color="text.secondary">
          Your organisation has no alert yet. Create one to be told of new items as they are published.
        </Typography>
      )}
      {alerts.data && alerts.data.length > 0 && (
        <List dense aria-label="Your organisation's alerts" disablePadding>
          {alerts.data.map((alert) => (
            <ListItem
              key={alert.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Delete the alert ${alert.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(alert.id)}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText primary={alert.name} secondary={describe(alert)} />
            </ListItem>
          ))}
        </List>
      )}
      <NewAlertForm roles={roles} />
    </Stack>
  );
}
