import { Button, Container, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import type { FieldDef } from '@rh/core/content';
import { useState } from 'react';
import { ApiError } from '../../../api/errors.ts';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { FieldInput } from '../../../content/fields/FieldInput.tsx';
import { QueryStates } from '../../QueryStates.tsx';
import { issuesByPath } from './issues.ts';
import { JournalTable } from './JournalTable.tsx';
import {
  usePreferenceDefaults,
  useSavePreferenceDefaults,
  type PreferenceDefaults,
  type PreferenceDefaultsAnswer,
} from './preferences-api.ts';

const COUNTRIES: FieldDef = {
  name: 'countries',
  label: 'Countries followed by default',
  kind: 'countries',
  help: 'Home’s “what is new” and the unread counts use them for users who have not chosen their own',
};
const TOPICS: FieldDef = {
  name: 'topics',
  label: 'Topics followed by default',
  kind: 'references',
  to: 'topic',
  help: 'With their subtopics',
};
/** Digests go out on the hour. */
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/** A journaled value (the defaults as JSON) in a line. */
export function describeDefaults(stored: string | null): string {
  if (stored === null) return 'factory defaults';
  try {
    const value = JSON.parse(stored) as Partial<PreferenceDefaults>;
    const countries = value.countries?.length ? value.countries.join(', ') : 'no country';
    const topics = value.topics?.length ?? 0;
    return `${countries} · ${topics} topic${topics === 1 ? '' : 's'} · digest ${value.digestTime ?? '08:00'}`;
  } catch {
    return stored;
  }
}

function DefaultsForm({ answer }: { answer: PreferenceDefaultsAnswer }) {
  const save = useSavePreferenceDefaults();
  const [draft, setDraft] = useState(answer.defaults);
  const [saved, setSaved] = useState(false);
  const issues = save.error instanceof ApiError ? issuesByPath(save.error) : {};
  const disabled = !answer.canUpdate;

  const handleSubmit = () => {
    setSaved(false);
    save.mutate(draft, { onSuccess: (next) => (setDraft(next.defaults), setSaved(true)) });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="Default preferences"
      sx={{ p: 2, mb: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <FieldInput
          field={COUNTRIES}
          value={draft.countries}
          disabled={disabled}
          error={issues.countries}
          onChange={(value) => setDraft({ ...draft, countries: (value as string[] | null) ?? [] })}
          onBlur={() => undefined}
        />
        <FieldInput
          field={TOPICS}
          value={draft.topics}
          disabled={disabled}
          error={issues.topics}
          onChange={(value) => setDraft({ ...draft, topics: (value as string[] | null) ?? [] })}
          onBlur={() => undefined}
        />
        <TextField
          select
          label="Digest time"
          value={draft.digestTime}
          disabled={disabled}
          onChange={(event) => setDraft({ ...draft, digestTime: event.target.value })}
          error={Boolean(issues.digestTime)}
          helperText={
            issues.digestTime ?? 'The time a new alert’s daily or weekly digest is proposed at, in the user’s time zone'
          }
          sx={{ maxWidth: 240 }}
        >
          {HOURS.map((hour) => (
            <MenuItem key={hour} value={hour}>
              {hour}
            </MenuItem>
          ))}
        </TextField>
        {save.error && <Alert severity="error">Nothing was saved. {save.error.message}</Alert>}
        {saved && (
          <Alert severity="success" role="status">
            Saved. Users who have not chosen their own preferences follow these now.
          </Alert>
        )}
        {answer.canUpdate ? (
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save
            </Button>
            <Button onClick={() => setDraft(answer.factory)}>Back to the factory defaults</Button>
          </Stack>
        ) : (
          <Alert severity="info">
            You may read the defaults; changing them takes the right to update the admin menu.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** `/admin/preferences`: what users follow until they choose their own, and the digest time proposed to them. */
function PreferencesPage() {
  const query = usePreferenceDefaults();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Preferences · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Default preferences
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        What a user follows until they choose their own on Home: countries and topics. A user’s own choice always wins,
        even an empty one. Every change is recorded below.
      </Typography>
      <QueryStates
        query={query}
        data={query.data}
        denied="Your access does not include the users’ default preferences."
        what="The default preferences"
        height={320}
      >
        {(answer) => (
          <>
            <DefaultsForm answer={answer} />
            <Typography variant="h5" component="h2" gutterBottom>
              Changes
            </Typography>
            <JournalTable
              entries={answer.journal}
              label="Changes of the default preferences, newest first"
              describe={describeDefaults}
            />
          </>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(PreferencesPage);
