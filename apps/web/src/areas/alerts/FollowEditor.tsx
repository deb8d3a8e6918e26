import { Button, Paper, Stack } from '@mui/material';
import { Alert as MuiAlert } from '../../components/Alert.tsx';
import type { FieldDef } from '@rh/core/content';
import { useState } from 'react';
import { FieldInput } from '../../content/fields/FieldInput.tsx';
import { api } from '../../api/request.ts';
import type { Preferences } from './api.ts';

const COUNTRIES: FieldDef = {
  name: 'countries',
  label: 'Countries I follow',
  kind: 'countries',
  help: 'News and events of these countries (and EU, International) show here',
};
const TOPICS: FieldDef = {
  name: 'topics',
  label: 'Topics I follow',
  kind: 'references',
  to: 'topic',
  help: 'With their subtopics',
};

/**
 * What the user follows, edited in place on Home. Its own module: the field inputs (select, autocomplete) load when
 * the user asks to change what they follow, not with Home.
 */
export function FollowEditor(props: { preferences: Preferences; onSaved: () => void; onCancel: () => void }) {
  const { preferences, onSaved, onCancel } = props;
  const [draft, setDraft] = useState(preferences);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const handleSubmit = () => {
    setSaving(true);
    setError(null);
    api.put<Preferences>('cosmos', '/me/preferences', { body: draft }).then(onSaved, (failure: unknown) => {
      setSaving(false);
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    });
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="form"
      aria-label="What I follow"
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Stack spacing={2}>
        <FieldInput
          field={COUNTRIES}
          value={draft.countries}
          onChange={(value) => setDraft({ ...draft, countries: (value as string[] | null) ?? [] })}
          onBlur={() => undefined}
        />
        <FieldInput
          field={TOPICS}
          value={draft.topics}
          onChange={(value) => setDraft({ ...draft, topics: (value as string[] | null) ?? [] })}
          onBlur={() => undefined}
        />
        {error && <MuiAlert severity="error">{error.message}</MuiAlert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            Save
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
