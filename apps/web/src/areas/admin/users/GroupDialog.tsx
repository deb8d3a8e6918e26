import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { can } from '@rh/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerIssues } from '../../../content/form/server-issues.ts';
import { useSession } from '../../../session/useSession.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DialogPending } from './DialogPending.tsx';
import { EffectivePermissions } from './EffectivePermissions.tsx';
import { useGroup } from './get-group.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { RolePicker } from './RolePicker.tsx';
import { useSaveGroup } from './save-group.ts';
import { StatusChip } from './StatusChip.tsx';
import { useSwitchGroup } from './switch-group.ts';
import type { UserGroup } from './types.ts';

/** The `?group=` value of a group being made. */
export const NEW_GROUP = 'new';

const schema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  description: z.string().trim().max(2000),
  roles: z.array(z.string()),
  members: z.array(z.object({ id: z.string(), username: z.string(), email: z.string() })),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { name: '', description: '', roles: [], members: [] };
const FIELDS = Object.keys(EMPTY);

const valuesOf = (group: UserGroup): Values => ({
  name: group.name,
  description: group.description,
  roles: group.roles,
  members: group.members,
});

export interface GroupDialogProps {
  /** The group shown, `new` for a new one; null: closed. */
  id: string | null;
  onClose: () => void;
  /** A new group was saved: show it. */
  onCreated: (group: UserGroup) => void;
}

/** One user group to read, edit, enable or disable, or a new one to make. */
export function GroupDialog({ id, onClose, onCreated }: GroupDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const isNew = id === NEW_GROUP;
  const group = useGroup(id && !isNew ? id : null);
  const ready = isNew || group.data;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={narrow}
      aria-labelledby="group-title"
    >
      {ready ? (
        // A new key per record: the form starts from the record it shows.
        <GroupForm
          key={isNew ? NEW_GROUP : group.data?.id}
          group={isNew ? null : (group.data ?? null)}
          onClose={onClose}
          onCreated={onCreated}
        />
      ) : (
        <DialogPending titleId="group-title" title="User group" what="group" error={group.error} onClose={onClose} />
      )}
    </Dialog>
  );
}

function GroupForm({
  group,
  onClose,
  onCreated,
}: {
  group: UserGroup | null;
  onClose: () => void;
  onCreated: (group: UserGroup) => void;
}) {
  const { state } = useSession();
  const mayEdit = can(state.roles, 'userGroup', group ? 'update' : 'create');
  const mayDisable = can(state.roles, 'userGroup', 'delete');
  const mayEnable = can(state.roles, 'userGroup', 'update');
  const save = useSaveGroup();
  const toggle = useSwitchGroup();
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const form = useForm<Values>({
    defaultValues: group ? valuesOf(group) : EMPTY,
    resolver: zodResolver(schema),
  });
  const roles = useWatch({ control: form.control, name: 'roles' });
  const { errors, isSubmitting, isDirty } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ members, ...values }) => {
    setFailure([]);
    setSaved(false);
    try {
      const answer = await save.mutateAsync({
        ...(group ? { id: group.id } : {}),
        fields: { ...values, members: members.map((member) => member.id) },
      });
      if (!group) return onCreated(answer);
      form.reset(valuesOf(answer)); // what the server kept (names trimmed, members in its order)
      setSaved(true);
    } catch (error) {
      setFailure(applyServerIssues(form, error, FIELDS));
    }
  });

  const text = (name: 'name' | 'description', label: string, extra: object = {}) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <TextField
          {...extra}
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message}
          disabled={!mayEdit}
          fullWidth
        />
      )}
    />
  );

  return (
    // A column like the dialog's paper: the content scrolls between the title and the actions.
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogTitle id="group-title" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {group ? group.name : 'New user group'}
        {group && <StatusChip disabled={group.disabled} />}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {failure.length > 0 && (
            <Alert severity="error" role="alert">
              {failure.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          {saved && !isDirty && <Alert severity="success">Saved.</Alert>}
          {group?.disabled && (
            <Alert severity="info">This group is disabled: its members do not get its roles until it is enabled.</Alert>
          )}
          {text('name', 'Name', { required: true, autoComplete: 'off' })}
          {text('description', 'Description', { multiline: true, minRows: 2 })}
          <Controller
            name="roles"
            control={form.control}
            render={({ field }) => (
              <RolePicker
                value={field.value}
                onChange={field.onChange}
                disabled={!mayEdit}
                helperText={errors.roles?.message ?? 'Every member gets these while the group is enabled.'}
                error={Boolean(errors.roles)}
              />
            )}
          />
          <Controller
            name="members"
            control={form.control}
            render={({ field }) => (
              <MemberPicker
                value={field.value}
                onChange={field.onChange}
                disabled={!mayEdit}
                error={Boolean(errors.members)}
                helperText={
                  errors.members?.message ?? `${field.value.length} ${field.value.length === 1 ? 'member' : 'members'}`
                }
              />
            )}
          />
          <Divider />
          <EffectivePermissions
            roles={roles}
            whose={group ? `group ${group.name}` : 'the new group'}
            note={isDirty ? 'With the roles chosen above, not saved yet.' : 'What every member gets from this group.'}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {toggle.error && (
          <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
            {toggle.error.message}
          </Alert>
        )}
        {group &&
          (group.disabled
            ? mayEnable && (
                <Button loading={toggle.isPending} onClick={() => toggle.mutate({ id: group.id, enabled: true })}>
                  Enable
                </Button>
              )
            : mayDisable && (
                <Button color="error" loading={toggle.isPending} onClick={() => setDisabling(true)}>
                  Disable
                </Button>
              ))}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{mayEdit && isDirty ? 'Cancel' : 'Close'}</Button>
        {mayEdit && (
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={Boolean(group) && !isDirty}>
            {group ? 'Save' : 'Create group'}
          </Button>
        )}
      </DialogActions>
      {group && (
        <ConfirmDialog
          open={disabling}
          title={`Disable ${group.name}?`}
          confirm="Disable"
          pending={toggle.isPending}
          onCancel={() => setDisabling(false)}
          onConfirm={() => toggle.mutate({ id: group.id, enabled: false }, { onSettled: () => setDisabling(false) })}
        >
          Its {group.members.length} {group.members.length === 1 ? 'member loses' : 'members lose'} its roles at once.
          The group and its members are kept, to enable again.
        </ConfirmDialog>
      )}
    </Box>
  );
}
