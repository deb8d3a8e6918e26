import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/errors.ts';
import { useUpdateItem } from '../../../content/api/update-item.ts';
import { tagUsageKey, type TagUsage } from './api/tag-usage.ts';

/** The longest name a tag takes (its declaration's `max`). */
const MAX_NAME = 100;

interface Props {
  tag: TagUsage;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Renames a tag through the generic update; its slug, which items store, stays. */
export function RenameTagDialog({ tag, onClose, onDone }: Props) {
  const client = useQueryClient();
  const update = useUpdateItem('tag');
  const [name, setName] = useState(tag.name);
  const trimmed = name.trim();
  const problem = !trimmed ? 'A tag needs a name' : trimmed.length > MAX_NAME ? `At most ${MAX_NAME} characters` : null;

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (problem || trimmed === tag.name) return;
    try {
      await update.mutateAsync({ id: tag.id, version: tag.version, data: { name: trimmed } });
      onDone(`“${tag.name}” is now “${trimmed}”.`);
    } catch (error) {
      // A stale version: the list is read again, so that a second try starts from what is stored now.
      if (error instanceof ApiError && error.status === 409) await client.invalidateQueries({ queryKey: tagUsageKey });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rename-tag-title">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id="rename-tag-title">Rename “{tag.name}”</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Items store the tag as <code>{tag.slug}</code>, which stays: the new name shows wherever the tag does.
          </Typography>
          {update.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {update.error.message}
              {update.error instanceof ApiError && update.error.status === 409 && ' The list has been reloaded.'}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            required
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: MAX_NAME + 20 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            loading={update.isPending}
            disabled={Boolean(problem) || trimmed === tag.name}
          >
            Rename
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
