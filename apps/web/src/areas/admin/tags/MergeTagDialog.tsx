import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/errors.ts';
import { useMergeTag } from './api/merge-tag.ts';
import { tagUsageKey, type TagUsage } from './api/tag-usage.ts';
import { mergeSummary } from './tag-format.ts';

interface Props {
  from: TagUsage;
  /** Every tag: the others are what it can be merged into. */
  tags: readonly TagUsage[];
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Merges a tag into another chosen with a picker, after a confirmation saying how many items move. */
export function MergeTagDialog({ from, tags, onClose, onDone }: Props) {
  const client = useQueryClient();
  const merge = useMergeTag();
  const [into, setInto] = useState<TagUsage | null>(null);
  const others = tags
    .filter((tag) => tag.id !== from.id)
    .sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || a.name.localeCompare(b.name));

  const handleMerge = async () => {
    if (!into) return;
    try {
      const result = await merge.mutateAsync({ id: from.id, version: from.version, into: into.id });
      onDone(
        `“${result.from.name}” merged into “${result.into.name}”: ${result.moved.toLocaleString('en')} item${result.moved === 1 ? '' : 's'} changed.`,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await client.invalidateQueries({ queryKey: tagUsageKey });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="merge-tag-title">
      <DialogTitle id="merge-tag-title">Merge “{from.name}” into another tag</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Every item and rule carrying <code>{from.slug}</code> carries the tag you choose instead, in one step.
        </Typography>
        <Autocomplete
          options={others}
          value={into}
          onChange={(_event, value) => setInto(value)}
          groupBy={(tag) => tag.group ?? 'No group'}
          getOptionLabel={(tag) => `${tag.name} (${tag.slug})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} autoFocus label="Merge into" />}
          sx={{ pt: 1 }}
        />
        {into && (
          <Alert severity="warning" sx={{ mt: 2 }} role="status">
            {mergeSummary(from, into)}
          </Alert>
        )}
        {merge.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {merge.error.message}
            {merge.error instanceof ApiError && merge.error.status === 409 && ' The list has been reloaded.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="warning"
          disabled={!into}
          loading={merge.isPending}
          onClick={() => void handleMerge()}
        >
          {into ? `Merge into “${into.name}”` : 'Merge'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
