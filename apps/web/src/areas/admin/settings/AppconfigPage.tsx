import { Button, Chip, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState } from 'react';
import { ApiError } from '../../../api/errors.ts';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { QueryStates } from '../../QueryStates.tsx';
import { useAppconfig, useSaveAppconfig, type AppconfigAnswer, type Setting } from './appconfig-api.ts';
import { issuesByPath } from './issues.ts';
import { JournalTable, readableValue } from './JournalTable.tsx';

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** What the form sends for a field: a number for integer settings (the server says when it is not one). */
const parse = (setting: Setting, text: string): unknown =>
  setting.input === 'integer' && /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text;

/** The settings' form: one field per setting, grouped; only the changed ones are sent, all or none saved. */
function SettingsForm({ answer }: { answer: AppconfigAnswer }) {
  const save = useSaveAppconfig();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<number | null>(null);
  const text = (setting: Setting) => draft[setting.key] ?? asText(setting.value);
  const changed = answer.settings.filter((setting) => text(setting) !== asText(setting.value));
  const issues = save.error instanceof ApiError ? issuesByPath(save.error) : {};
  const groups = [...new Set(answer.settings.map((setting) => setting.group))];

  const handleSubmit = () => {
    setSaved(null);
    const body = Object.fromEntries(changed.map((setting) => [setting.key, parse(setting, text(setting))]));
    save.mutate(body, {
      onSuccess: () => {
        setSaved(changed.length);
        setDraft({});
      },
    });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="Run-time settings"
      sx={{ p: 2, mb: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Stack spacing={3}>
        {groups.map((group) => (
          <Stack key={group} component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              {group}
            </Typography>
            {answer.settings
              .filter((setting) => setting.group === group)
              .map((setting) => (
                <Stack key={setting.key} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField
                    label={setting.label}
                    name={setting.key}
                    value={text(setting)}
                    disabled={!answer.canUpdate}
                    onChange={(event) => setDraft({ ...draft, [setting.key]: event.target.value })}
                    error={Boolean(issues[setting.key])}
                    helperText={
                      issues[setting.key] ??
                      `${setting.description} Default: ${asText(setting.default)}. Key: ${setting.key}.`
                    }
                    slotProps={{ htmlInput: setting.input === 'integer' ? { inputMode: 'numeric' } : {} }}
                    sx={{ flex: 1, maxWidth: 640 }}
                  />
                  <div>
                    {setting.changed ? (
                      <Chip size="small" color="primary" variant="outlined" label="Changed" />
                    ) : (
                      <Chip size="small" variant="outlined" label="Default" />
                    )}
                  </div>
                </Stack>
              ))}
          </Stack>
        ))}
        {save.error && <Alert severity="error">Nothing was saved. {save.error.message}</Alert>}
        {saved !== null && (
          <Alert severity="success" role="status">
            {saved === 0 ? 'Nothing to save: no value changed.' : `Saved ${saved} setting${saved > 1 ? 's' : ''}.`}
          </Alert>
        )}
        {answer.canUpdate ? (
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={save.isPending || changed.length === 0}>
              Save
            </Button>
            <Button onClick={() => setDraft({})} disabled={changed.length === 0}>
              Undo changes
            </Button>
          </Stack>
        ) : (
          <Alert severity="info">You may read these settings; changing them takes the app configuration right.</Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** `/admin/appconfig`: the settings an administrator may change while the server runs, and who changed them. */
function AppconfigPage() {
  const query = useAppconfig();
  const labels = new Map((query.data?.settings ?? []).map((setting) => [setting.key, setting.label]));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`App configuration · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        App configuration
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        Settings that take effect while the server runs, on the next request. Each value is checked before it is saved,
        and every change is recorded below with who made it.
      </Typography>
      <QueryStates
        query={query}
        data={query.data}
        denied="Your access does not include the app configuration."
        what="The settings"
        height={320}
      >
        {(answer) => (
          <>
            <SettingsForm answer={answer} />
            <Typography variant="h5" component="h2" gutterBottom>
              Changes
            </Typography>
            <JournalTable
              entries={answer.journal}
              label="Changes of the settings, newest first"
              describe={readableValue}
              nameOf={(key) => labels.get(key) ?? key}
            />
          </>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(AppconfigPage);
