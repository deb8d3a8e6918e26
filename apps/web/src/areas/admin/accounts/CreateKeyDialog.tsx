import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState } from 'react';
import { serverIssues } from '../../../content/form/server-issues.ts';
import { useCreateKey } from './create-key.ts';
import type { NewKey } from './types.ts';

export interface CreateKeyDialogProps {
  open: boolean;
  accountId: string;
  onClose: () => void;
  /** The key made, with its secret: for the dialog that shows it once. */
  onCreated: (key: NewKey) => void;
}

/** Asks for a new key's name and makes the key. */
export function CreateKeyDialog({ open, accountId, onClose, onCreated }: CreateKeyDialogProps) {
  const create = useCreateKey();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const issues = serverIssues(create.error, ['name']);
  const nameError = missing ? 'Name the key' : issues?.fields.name;

  const handleClose = () => {
    setName('');
    setMissing(false);
    create.reset();
    onClose();
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setMissing(true);
    create.mutate(
      { accountId, name: name.trim() },
      {
        onSuccess: (key) => {
          handleClose();
          onCreated(key);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : handleClose}
      aria-labelledby="create-key-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="create-key-title">Create an API key</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            required
            autoFocus
            fullWidth
            margin="dense"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setMissing(false);
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? 'What the key is for: Intranet, data feed…'}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {issues && !issues.fields.name && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {issues.other.join(' ')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create key
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
