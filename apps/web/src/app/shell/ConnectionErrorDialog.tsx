import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { pathTo } from '../../routes/table.ts';
import { DIALOG_MAX_WIDTH } from '../theme.ts';

/**
 * The blocking dialog of spec §2/§4, shown after two consecutive failed pings. It cannot be dismissed: the
 * only way on is LOGIN, a full-page load of the sign-out route so the app starts afresh. It has no `onClose`, so
 * neither a backdrop click nor Escape closes it.
 */
export function ConnectionErrorDialog({ open }: { open: boolean }) {
  const handleLogin = () => window.location.assign(pathTo('SignOutCognitoAuth'));
  return (
    <Dialog
      open={open}
      aria-labelledby="connection-error-title"
      aria-describedby="connection-error-text"
      slotProps={{ paper: { sx: { maxWidth: DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id="connection-error-title">Connection Error</DialogTitle>
      <DialogContent>
        <DialogContentText id="connection-error-text">
          Looks like there are some server connection issues. Please try to login again...
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={handleLogin} autoFocus>
          LOGIN
        </Button>
      </DialogActions>
    </Dialog>
  );
}
