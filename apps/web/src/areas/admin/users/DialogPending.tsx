import { Button, DialogActions, DialogContent, DialogTitle, Skeleton } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';

/**
 * A dialog's body while its record loads, or when it could not be loaded: the title, a placeholder or the error, and
 * Close. `titleId` names the dialog (its `aria-labelledby`).
 */
export function DialogPending(props: {
  titleId: string;
  title: string;
  what: string;
  error: Error | null;
  onClose: () => void;
}) {
  const { titleId, title, what, error, onClose } = props;
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">
            The {what} could not be loaded. {error.message}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={240} aria-label="Loading" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
