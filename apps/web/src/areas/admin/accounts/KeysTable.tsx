import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../content/detail/ConfirmDialog.tsx';
import { keysNewestFirst } from './account-view.ts';
import { KeyCards, KeyTable } from './KeyViews.tsx';
import { useRevokeKey } from './revoke-key.ts';
import { useRotateKey } from './rotate-key.ts';
import type { Account, ApiKey, NewKey } from './types.ts';

export interface KeysTableProps {
  account: Account;
  /** Whether the user may revoke and rotate (the account's update right). */
  mayChange: boolean;
  /** A rotation's new key, with its secret: for the dialog that shows it once. */
  onRotated: (key: NewKey) => void;
}

type Pending = { action: 'revoke' | 'rotate'; key: ApiKey } | null;

/** The account's keys, newest first, each revocable and rotatable (after a confirmation) until revoked. */
export function KeysTable({ account, mayChange, onRotated }: KeysTableProps) {
  const [pending, setPending] = useState<Pending>(null);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const revoke = useRevokeKey();
  const rotate = useRotateKey();
  const running = pending?.action === 'rotate' ? rotate : revoke;

  const handleClose = () => {
    revoke.reset();
    rotate.reset();
    setPending(null);
  };

  const handleConfirm = () => {
    if (!pending) return;
    const ids = { accountId: account.id, keyId: pending.key.id };
    if (pending.action === 'revoke') revoke.mutate(ids, { onSuccess: handleClose });
    else
      rotate.mutate(ids, {
        onSuccess: (key) => {
          handleClose();
          onRotated(key);
        },
      });
  };

  if (account.keys.length === 0) {
    return <Typography color="text.secondary">This account has no key: create one to let it sign in.</Typography>;
  }
  const keys = keysNewestFirst(account.keys);
  const onAction = mayChange ? (action: 'revoke' | 'rotate', key: ApiKey) => setPending({ action, key }) : undefined;
  const name = pending?.key.name ?? '';
  const prefix = pending?.key.prefix ?? '';
  return (
    <>
      {narrow ? <KeyCards keys={keys} onAction={onAction} /> : <KeyTable keys={keys} onAction={onAction} />}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'rotate' ? `Rotate the key “${name}”?` : `Revoke the key “${name}”?`}
        confirmLabel={pending?.action === 'rotate' ? 'Rotate' : 'Revoke'}
        danger={pending?.action === 'revoke'}
        pending={running.isPending}
        error={running.error?.message}
        onClose={handleClose}
        onConfirm={handleConfirm}
      >
        {pending?.action === 'rotate'
          ? `A new key named “${name}” is made and shown once; this one (${prefix}…) stops working at once. Whoever uses it must switch to the new key.`
          : `The key ${prefix}… stops working at once, for good. The account's other keys keep working.`}
      </ConfirmDialog>
    </>
  );
}
