import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Alert } from '../../../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useCreateItem } from '../../../../content/api/create-item.ts';
import { fileRefOf, uploadFile } from '../../../chain-api.ts';
import { chainKey } from './chain-key.ts';

const EVIDENCE = contentType('evidence');
const KINDS = EVIDENCE.fields.find((field) => field.name === 'evidenceType')?.options ?? [];
const today = () => new Date().toISOString().slice(0, 10);

/** "Add evidence" of a control: title, date, kind, and a file uploaded or a link (one of them). */
export function EvidenceDialog({
  controlId,
  open,
  onClose,
}: {
  controlId: string;
  open: boolean;
  onClose: (added: boolean) => void;
}) {
  const client = useQueryClient();
  const create = useCreateItem(EVIDENCE.name);
  const [title, setTitle] = useState('');
  const [collectedOn, setCollectedOn] = useState(today);
  const [kind, setKind] = useState('');
  const [source, setSource] = useState<'file' | 'link'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setTitle('');
    setCollectedOn(today());
    setKind('');
    setFile(null);
    setLink('');
    setError(null);
  };
  const ready = title.trim() && collectedOn && (source === 'file' ? file : /^https?:\/\/\S+$/.test(link.trim()));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setError(null);
    try {
      const data: Record<string, unknown> = { title: title.trim(), control: controlId, collectedOn };
      if (kind) data.evidenceType = kind;
      if (source === 'file' && file) {
        setUploading(true);
        data.file = fileRefOf(await uploadFile(EVIDENCE.name, file));
      } else {
        data.link = link.trim();
      }
      await create.mutateAsync(data);
      await client.invalidateQueries({ queryKey: chainKey(controlId) });
      reset();
      onClose(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };

  const busy = uploading || create.isPending;
  return (
    <Dialog open={open} onClose={() => !busy && onClose(false)} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>Add evidence</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 300 } }}
              autoFocus
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Dated"
                type="date"
                required
                value={collectedOn}
                onChange={(event) => setCollectedOn(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
              <TextField
                select
                label="Kind"
                value={kind}
                onChange={(event) => setKind(event.target.value)}
                sx={{ flex: 1 }}
              >
                <MenuItem value="">
                  <em>None</em>
                </MenuItem>
                {KINDS.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={source}
              onChange={(_, next: 'file' | 'link' | null) => next && setSource(next)}
              aria-label="Evidence kept as"
            >
              <ToggleButton value="file">Upload a file</ToggleButton>
              <ToggleButton value="link">Give a link</ToggleButton>
            </ToggleButtonGroup>
            {source === 'file' ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button variant="outlined" component="label">
                  Choose a file
                  <input hidden type="file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
                </Button>
                <Typography
                  variant="body2"
                  color={file ? 'text.primary' : 'text.secondary'}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {file ? file.name : 'No file chosen'}
                </Typography>
              </Stack>
            ) : (
              <TextField
                label="Link"
                type="url"
                required
                placeholder="https://…"
                value={link}
                onChange={(event) => setLink(event.target.value)}
                helperText="Where it is kept (document store, ticket, share)"
              />
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!ready} loading={busy}>
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
