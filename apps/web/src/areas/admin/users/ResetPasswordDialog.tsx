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
import { useResetPassword } from './reset-password.ts';
import type { User } from './types.ts';

export interface ResetPasswordDialogProps {
  /** The user whose password to reset; null: closed. */
  user: User | null;
  onClose: () => void;
}

/**
 * Resets a user's password in two steps: a confirmation that says what happens, then the temporary password, shown
 * this once. Only the button closes the second step (not Escape or a click beside it): the password cannot be read
 * back, so it must not be lost before it is copied.
 */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const reset = useResetPassword();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const password = reset.data?.password ?? null;

  const handleClose = () => {
    setCopied(null);
    reset.reset(); // the password leaves the page with the dialog
    onClose();
  };

  const handleCopy = async () => {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is focused and selected for a manual copy.
      setCopied('failed');
      document.getElementById('temporary-password')?.focus();
    }
  };

  return (
    <Dialog
      open={user !== null}
      onClose={password ? undefined : handleClose}
      aria-labelledby="reset-title"
      aria-describedby="reset-text"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="reset-title">Reset the password of {user?.username}</DialogTitle>
      {password === null ? (
        <>
          <DialogContent>
            <DialogContentText id="reset-text">
              A new temporary password replaces the current one, which stops working at once, and {user?.username} is
              signed out everywhere. You will see the temporary password once, to hand it to them in person or through a
              channel you trust.
            </DialogContentText>
            {reset.error && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {reset.error.message}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={handleClose}>Cancel</Button>
            <Button
              variant="contained"
              color="warning"
              loading={reset.isPending}
              onClick={() => user && reset.mutate(user.id)}
            >
              Reset password
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <Alert severity="warning" id="reset-text" sx={{ mb: 2 }}>
              Copy this password now: it will not be shown again. Only a hash of it is kept. Ask {user?.username} to
              sign in with it soon; their old password and sessions have ended.
            </Alert>
            <TextField
              id="temporary-password"
              label="Temporary password"
              value={password}
              fullWidth
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace', fontSize: '1.1rem' } },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title="Copy the password">
                        <IconButton aria-label="Copy the password" onClick={() => void handleCopy()} edge="end">
                          <ContentCopyOutlined />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }} color="text.secondary">
              {copied === 'yes' && 'Copied to the clipboard.'}
              {copied === 'failed' && 'The clipboard is not available here: the password is selected, copy it by hand.'}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={handleClose}>
              Done: I have copied it
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
