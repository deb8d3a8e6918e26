import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState } from 'react';
import type { NewKey } from './types.ts';

export interface SecretDialogProps {
  /** The key just made; null: closed. */
  created: NewKey | null;
  /** Whose key it is, for the title. */
  organisation: string;
  /** Called when the admin says the key is stored: the secret is gone from the screen for good. */
  onDone: () => void;
}

/**
 * Shows a new key's secret, the one time the server gives it: only a click on the button closes the dialog (not a
 * stray click beside it or Escape), so that the secret is not lost before it is copied.
 */
export function SecretDialog({ created, organisation, onDone }: SecretDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const handleCopy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selected for a manual copy.
      setCopied('failed');
      document.getElementById('api-key-secret')?.focus();
    }
  };

  const handleDone = () => {
    setCopied(null);
    onDone();
  };

  return (
    <Dialog open={created !== null} aria-labelledby="secret-title" aria-describedby="secret-warning" fullWidth>
      <DialogTitle id="secret-title">New API key of {organisation}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" id="secret-warning" sx={{ mb: 2 }}>
          Copy this key now: it will not be shown again. Only its prefix is kept; a lost key cannot be read back, only
          replaced.
        </Alert>
        <TextField
          id="api-key-secret"
          label="API key"
          value={created?.secret ?? ''}
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy the key">
                    <IconButton aria-label="Copy the key" onClick={() => void handleCopy()} edge="end">
                      <ContentCopyOutlined />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
          helperText={`Key “${created?.name ?? ''}”, prefix ${created?.prefix ?? ''}`}
        />
        <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', mt: 1 }}>
          {copied === 'yes' && 'Copied to the clipboard.'}
          {copied === 'failed' && 'The clipboard is not available here: the key is selected, copy it by hand.'}
        </Typography>
        <DialogContentText variant="body2">
          The organisation enters the key at Settings in the external build, or sends it as the{' '}
          <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
            x-api-key
          </Typography>{' '}
          header. Keep it as you would a password.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={handleDone}>
          I have stored the key
        </Button>
      </DialogActions>
    </Dialog>
  );
}
