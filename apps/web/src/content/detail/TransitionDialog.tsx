import { TextField } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface TransitionDialogProps {
  /** The transition's label, e.g. "Submit for review". */
  label: string;
  itemTitle: string;
  from: string | null;
  to: string | null;
  pending: boolean;
  error?: string | null | undefined;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}

/** Confirms a workflow move, with an optional comment that goes into the journal. */
export function TransitionDialog(props: TransitionDialogProps) {
  const [comment, setComment] = useState('');
  return (
    <ConfirmDialog
      open
      title={props.label}
      confirmLabel={props.label}
      pending={props.pending}
      error={props.error}
      onConfirm={() => props.onConfirm(comment)}
      onClose={props.onClose}
    >
      <span>
        “{props.itemTitle}” moves from <strong>{props.from ?? 'no stage'}</strong> to <strong>{props.to}</strong>.
      </span>
      <TextField
        label="Comment (optional)"
        helperText="Kept in the journal with this step"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
