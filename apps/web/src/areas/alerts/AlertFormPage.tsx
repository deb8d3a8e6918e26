import {
  Box,
  Button,
  Checkbox,
  Container,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { Alert as MuiAlert } from '../../components/Alert.tsx';
import { can } from '@rh/core';
import { CONTENT_TYPES, findContentType, type ContentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/errors.ts';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { CONFLICT_MESSAGE, isConflict } from '../../content/ConflictAlert.tsx';
import { screenRoute } from '../../content/links.ts';
import { FilterBar } from '../../content/list/FilterBar.tsx';
import type { ListState } from '../../content/list/list-state.ts';
import { serverIssues } from '../../content/form/server-issues.ts';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { pathTo } from '../../routes/table.ts';
import { useSession } from '../../session/useSession.ts';
import { alertQueryToState, alertScope, describeAlertQuery, stateToAlertQuery } from './alert-query.ts';
import { ScopeChip } from './ScopeChip.tsx';
import { AlertPreviewPanel } from './AlertPreviewPanel.tsx';
import {
  alertOptions,
  browserTimeZone,
  FREQUENCIES,
  preferencesOptions,
  useSaveAlert,
  type Alert,
  type AlertInput,
  type Frequency,
} from './api.ts';

/** "08:00" … the hours a digest can be sent at. */
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: `${String(hour).padStart(2, '0')}:00` }));

/** Types an alert can watch: those with a list screen that the user may read. */
function watchableTypes(roles: readonly string[]): ContentType[] {
  return CONTENT_TYPES.filter((type) => screenRoute(type, 'list') && can(roles, type.resource, 'read')).sort((a, b) =>
    a.plural.localeCompare(b.plural),
  );
}

/** A name that says what is watched: "News: France, sanctions". */
function suggestedName(type: ContentType, state: ListState): string {
  const parts = describeAlertQuery(type, stateToAlertQuery(state))
    .filter((part) => !part.refType)
    .flatMap((part) => part.values);
  return parts.length ? `${type.plural}: ${parts.slice(0, 3).join(', ')}` : `All ${type.plural.toLowerCase()}`;
}

interface FormProps {
  existing: Alert | null;
  /** Reads the alert again and starts the form over from it (after a 409). */
  onReload: () => void;
  initialType: ContentType;
  initialState: ListState;
  /** The area whose scope the alert keeps (saved from a scoped list), if any. */
  initialScope: string | null;
  /** A new alert's digest hour: the administrator's default digest time (/admin/preferences). */
  defaultHour: number;
}

function AlertForm({ existing, initialType, initialState, initialScope, onReload, defaultHour }: FormProps) {
  const { state: session } = useSession();
  const navigate = useNavigate();
  const save = useSaveAlert();
  const types = useMemo(() => watchableTypes(session.roles), [session.roles]);
  const [type, setType] = useState(initialType);
  const [view, setView] = useState(initialState);
  // The scope stays with the type it was saved for: another type is watched whole.
  const scope = type.name === initialType.name ? initialScope : null;
  const [name, setName] = useState(existing?.name ?? '');
  const [frequency, setFrequency] = useState<Frequency>(existing?.frequency ?? 'immediate');
  const [email, setEmail] = useState(existing?.email ?? true);
  const [enabled, setEnabled] = useState(existing?.enabled ?? true);
  const [digestHour, setDigestHour] = useState(existing?.digestHour ?? defaultHour);
  // The hour is the user's clock: the browser's zone, where they are now.
  const timeZone = useMemo(browserTimeZone, []);
  const [nameError, setNameError] = useState<string | null>(null);
  // The version the form was filled from: a newer one read meanwhile (another tab) must make the save a 409.
  const [version] = useState(existing?.version);

  const query = useMemo(() => stateToAlertQuery(view, scope), [view, scope]);
  const inputOf = (finalName: string): AlertInput => ({
    name: finalName,
    contentType: type.name,
    query,
    frequency,
    email,
    enabled,
    digestHour,
    timeZone,
  });

  const submit = () => {
    const finalName = name.trim() || suggestedName(type, view);
    if (finalName.length > 200) {
      setNameError('At most 200 characters');
      return;
    }
    const input = inputOf(finalName);
    save.mutate(
      { ...(existing ? { id: existing.id, version } : {}), input },
      { onSuccess: (saved) => void navigate(pathTo('AlertView', { id: saved.id })) },
    );
  };

  const error = save.error;
  // The one reading of a refusal every form shares: the name's issue beside it, the rest above the form.
  const refused = error && !isConflict(error) ? serverIssues(error, ['name']) : null;
  const nameMessage = nameError ?? refused?.fields.name;
  return (
    <Box
      component="form"
      noValidate
      aria-label={existing ? 'Edit alert' : 'New alert'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {error &&
        (isConflict(error) ? (
          <MuiAlert
            severity="warning"
            role="alert"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                Reload
              </Button>
            }
          >
            {CONFLICT_MESSAGE}
          </MuiAlert>
        ) : (
          <MuiAlert severity="error" role="alert" sx={{ mb: 2 }}>
            {(refused?.other ?? []).map((message) => (
              <div key={message}>{message}</div>
            ))}
          </MuiAlert>
        ))}
      <Stack spacing={3}>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
            if (refused) save.reset();
          }}
          placeholder={suggestedName(type, view)}
          helperText={nameMessage ?? 'Left empty, the alert is named after its filters'}
          error={Boolean(nameMessage)}
          sx={{ maxWidth: 560 }}
        />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            What to watch
          </Typography>
          <TextField
            select
            size="small"
            label="Content"
            value={type.name}
            onChange={(event) => {
              const next = findContentType(event.target.value);
              if (next) {
                setType(next);
                setView(alertQueryToState(next, {}));
              }
            }}
            sx={{ minWidth: 240, mb: 2 }}
          >
            {types.map((candidate) => (
              <MenuItem key={candidate.name} value={candidate.name}>
                {candidate.plural}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            New {type.plural.toLowerCase()} that match these filters are reported. No filter: every new one.
          </Typography>
          {scope && <ScopeChip type={type} area={scope} />}
          <FilterBar key={type.name} type={type} state={view} onChange={setView} />
        </Paper>
        <AlertPreviewPanel
          contentType={type.name}
          query={query}
          input={() => inputOf((name.trim() || suggestedName(type, view)).slice(0, 200))}
        />
        <FormControl>
          <FormLabel id="alert-frequency">How often</FormLabel>
          <RadioGroup
            aria-labelledby="alert-frequency"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as Frequency)}
          >
            {FREQUENCIES.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={
                  <span>
                    {option.label}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      — {option.help}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        {frequency !== 'immediate' && (
          <TextField
            select
            size="small"
            label={frequency === 'weekly' ? 'Sent on Mondays at' : 'Sent every day at'}
            value={digestHour}
            onChange={(event) => setDigestHour(Number(event.target.value))}
            helperText={`Your time (${timeZone}). The first digest comes at the next such time.`}
            sx={{ maxWidth: 360 }}
          >
            {HOURS.map((hour) => (
              <MenuItem key={hour.value} value={hour.value}>
                {hour.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box>
          <FormControlLabel
            control={<Checkbox checked={email} onChange={(event) => setEmail(event.target.checked)} />}
            label="Also send an e-mail"
          />
          <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
            Sent to your address when the server is set up for e-mail; the notification comes either way.
          </FormHelperText>
        </Box>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
          label={enabled ? 'On' : 'Paused'}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {existing ? 'Save changes' : 'Create alert'}
          </Button>
          <Button component={Link} to={existing ? pathTo('AlertView', { id: existing.id }) : pathTo('AlertsList')}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * Add (`/alerts/add?type=newsitem&countries=FR…`, as "Save as alert" on a list opens it) and edit
 * (`/alerts/edit/{id}`) of an alert: a name, the list's own filter bar, how often, e-mail.
 */
function AlertFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const existing = useQuery({ ...alertOptions(id ?? ''), enabled: Boolean(id) });
  // A new alert starts at the administrator's default digest time; 08:00 if it cannot be read.
  const preferences = useQuery({ ...preferencesOptions(), enabled: !id });
  const [generation, setGeneration] = useState(0);
  const title = id ? 'Edit alert' : 'New alert';

  let body;
  if ((id && existing.isPending) || (!id && preferences.isPending)) body = <PageSkeleton />;
  else if (id && existing.error) {
    body = (
      <MuiAlert severity="error" role="alert">
        {existing.error instanceof ApiError && existing.error.status === 404
          ? 'You have no alert at this address.'
          : 'The alert could not be loaded.'}
      </MuiAlert>
    );
  } else {
    const alert = existing.data ?? null;
    const typeName = alert?.contentType ?? search.get('type') ?? 'newsitem';
    const type = findContentType(typeName) ?? findContentType('newsitem')!;
    const fromUrl = new URLSearchParams(search);
    fromUrl.delete('type');
    fromUrl.delete('scope');
    const state = alert
      ? alertQueryToState(type, alert.query)
      : alertQueryToState(
          type,
          Object.fromEntries([...new Set(fromUrl.keys())].map((key) => [key, fromUrl.getAll(key)])),
        );
    body = (
      <AlertForm
        key={`${alert?.id ?? 'new'}:${generation}`}
        existing={alert}
        initialType={type}
        initialState={state}
        initialScope={alertScope(type, alert ? alert.query : search)}
        defaultHour={Number(preferences.data?.digestTime?.slice(0, 2) ?? 8)}
        onReload={() => void existing.refetch().then(() => setGeneration((n) => n + 1))}
      />
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`${title} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {body}
    </Container>
  );
}

export default withQueries(AlertFormPage);
