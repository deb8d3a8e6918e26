import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, FormControlLabel, Paper, Snackbar, Stack, Switch, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType, fieldOf } from '@rh/core/content';
import { useState } from 'react';
import { useUpdateItem } from '../../../content/api/update-item.ts';
import type { Item } from '../../../content/api/types.ts';
import { isConflict } from '../../../content/ConflictAlert.tsx';
import { FieldInput } from '../../../content/fields/FieldInput.tsx';
import { asList } from '../../../content/fields/format.ts';
import { ClassificationValues } from './ClassificationValues.tsx';
import { useAutoBadgeSetting } from './useAutoBadgeSetting.ts';

const NEWS = contentType('newsitem');
const SHOWN = ['countries', 'newsTypes', 'topics', 'tags', 'impact'].map((name) => fieldOf(NEWS, name));
const EDITED = ['tags', 'topics'].map((name) => fieldOf(NEWS, name));

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Tags and topics edited in place, sent with the version read. */
function TagEditor({
  item,
  onDone,
  onConflict,
}: {
  item: Item;
  /** Closes the editor; `saved` when changes went to the server (the panel says so). */
  onDone: (saved?: boolean) => void;
  onConflict: () => void;
}) {
  const update = useUpdateItem(NEWS.name);
  const [values, setValues] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(EDITED.map((field) => [field.name, asList(item.data[field.name])])),
  );
  const handleSave = () => {
    const changes = Object.fromEntries(
      EDITED.filter((field) => !same(values[field.name]!, asList(item.data[field.name]))).map((field) => [
        field.name,
        values[field.name],
      ]),
    );
    if (Object.keys(changes).length === 0) return onDone();
    // Not mutate's own callbacks: the saved item's new version remounts this editor (its key) before they would
    // run, and they never run for an unmounted one, which left the editor open and silent after a save.
    void update.mutateAsync({ id: item.id, version: item.version, data: changes }).then(
      () => onDone(true),
      (error: unknown) => isConflict(error) && onConflict(),
    );
  };
  return (
    <Stack spacing={2} component="form" aria-label="Tags and topics" onSubmit={(event) => event.preventDefault()}>
      {EDITED.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          onChange={(next) => setValues((current) => ({ ...current, [field.name]: next as string[] }))}
          onBlur={() => undefined}
          refs={item.refs}
          disabled={update.isPending}
        />
      ))}
      {update.isError && !isConflict(update.error) && <Alert severity="error">{update.error.message}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" loading={update.isPending} onClick={handleSave}>
          Save tags
        </Button>
        <Button onClick={() => onDone()} disabled={update.isPending}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}

/** How the item is classified, values set by rules marked "auto"; tags and topics editable in place. */
export function ClassificationPanel({ item, onConflict }: { item: Item; onConflict: () => void }) {
  const [badges, setBadges] = useAutoBadgeSetting();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const handleDone = (changed?: boolean) => {
    setEditing(false);
    setSaved(Boolean(changed));
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="classification-title" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="classification-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Classification
        </Typography>
        {item.abilities.update && !editing && (
          <Button
            size="small"
            startIcon={<EditOutlined />}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Tag
          </Button>
        )}
      </Stack>
      {editing ? (
        <TagEditor key={item.version} item={item} onDone={handleDone} onConflict={onConflict} />
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '110px 1fr', rowGap: 1.25, columnGap: 1 }}
        >
          {SHOWN.map((field) => (
            <Box key={field.name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.label}
              </Typography>
              <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                <ClassificationValues field={field} item={item} badges={badges} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Snackbar
        open={saved}
        autoHideDuration={4000}
        onClose={() => setSaved(false)}
        message="Tags saved"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Switch size="small" checked={badges} onChange={(event) => setBadges(event.target.checked)} />}
        label={<Typography variant="body2">Mark what rules set</Typography>}
      />
    </Paper>
  );
}
