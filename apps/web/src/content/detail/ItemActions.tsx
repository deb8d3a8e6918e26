import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { Button, Stack, Typography } from '@mui/material';
import type { ContentType } from '@rh/core/content';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRemoveItem } from '../api/remove-item.ts';
import { useRestoreItem } from '../api/restore-item.ts';
import { useTransitionItem } from '../api/transition-item.ts';
import type { Item } from '../api/types.ts';
import { isConflict } from '../ConflictAlert.tsx';
import { editPath } from '../links.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { stageLabel, transitionLabel } from './detail-model.ts';
import { TransitionDialog } from './TransitionDialog.tsx';

export interface ItemActionsProps {
  type: ContentType;
  item: Item;
  /** A 409: the page says so and offers a reload. */
  onConflict: () => void;
}

/** What the server says the user may do with the item: workflow steps, edit, delete, restore. */
export function ItemActions({ type, item, onConflict }: ItemActionsProps) {
  const transition = useTransitionItem(type.name);
  const remove = useRemoveItem(type.name);
  const restore = useRestoreItem(type.name);
  const [step, setStep] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const failed = (close: () => void) => (error: Error) => {
    if (!isConflict(error)) return;
    close();
    onConflict();
  };
  const closeStep = () => {
    setStep(null);
    transition.reset();
  };
  const closeDelete = () => {
    setConfirmDelete(false);
    remove.reset();
  };
  const target = type.workflow?.transitions.find((candidate) => candidate.name === step);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {item.abilities.transitions.map((name, index) => (
        <Button key={name} variant={index === 0 ? 'contained' : 'outlined'} onClick={() => setStep(name)}>
          {transitionLabel(type, name)}
        </Button>
      ))}
      {/* A step the user may not take for a reason of their own shows, disabled, with that reason. */}
      {(item.abilities.withheld ?? []).map(({ name, reason }) => (
        <Stack key={name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" disabled aria-describedby={`withheld-${name}`}>
            {transitionLabel(type, name)}
          </Button>
          <Typography id={`withheld-${name}`} variant="body2" color="text.secondary">
            {reason}
          </Typography>
        </Stack>
      ))}
      {item.abilities.update && (
        <Button startIcon={<EditOutlined />} variant="outlined" component={RouterLink} to={editPath(type, item.id)}>
          Edit
        </Button>
      )}
      {item.abilities.delete && (
        <Button startIcon={<DeleteOutlined />} color="error" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      )}
      {item.deletedAt && item.abilities.restore && (
        <Button
          startIcon={<RestoreFromTrash />}
          variant="contained"
          loading={restore.isPending}
          onClick={() => restore.mutate(item.id)}
        >
          Restore
        </Button>
      )}
      {restore.isError && <span role="alert">{restore.error.message}</span>}

      {step && (
        <TransitionDialog
          label={transitionLabel(type, step)}
          itemTitle={item.title}
          from={stageLabel(type, item.stage)}
          to={stageLabel(type, target?.to ?? null)}
          pending={transition.isPending}
          error={transition.isError && !isConflict(transition.error) ? transition.error.message : null}
          onClose={closeStep}
          onConfirm={(comment) =>
            transition.mutate(
              { id: item.id, name: step, version: item.version, comment },
              { onSuccess: closeStep, onError: failed(closeStep) },
            )
          }
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete this ${type.label.toLowerCase()}?`}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        error={remove.isError && !isConflict(remove.error) ? remove.error.message : null}
        onClose={closeDelete}
        onConfirm={() =>
          remove.mutate(
            { id: item.id, version: item.version },
            { onSuccess: closeDelete, onError: failed(closeDelete) },
          )
        }
      >
        “{item.title}” moves to the deleted {type.plural.toLowerCase()}. It can be restored from there.
      </ConfirmDialog>
    </Stack>
  );
}
