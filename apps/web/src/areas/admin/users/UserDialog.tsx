import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { can } from '@rh/core';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../routes/table.ts';
import { useSession } from '../../../session/useSession.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DialogPending } from './DialogPending.tsx';
import { EffectivePermissions } from './EffectivePermissions.tsx';
import { useUser } from './get-user.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { RolePicker } from './RolePicker.tsx';
import { StatusChip } from './StatusChip.tsx';
import { useSwitchUser } from './switch-user.ts';
import type { User } from './types.ts';
import { useUpdateUser } from './update-user.ts';
import { groupOrigins, resetRefusal, rolesWith, sameSet, signInWords, when } from './user-view.ts';

export interface UserDialogProps {
  /** The user shown; null: closed. */
  id: string | null;
  onClose: () => void;
}

/** One user: how they sign in, their roles (editable), groups, effective permissions, and what an admin may do. */
export function UserDialog({ id, onClose }: UserDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const user = useUser(id);
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={narrow}
      aria-labelledby="user-title"
    >
      {user.data ? (
        <UserDetail user={user.data} onClose={onClose} />
      ) : (
        <DialogPending titleId="user-title" title="User" what="user" error={user.error} onClose={onClose} />
      )}
    </Dialog>
  );
}

function UserDetail({ user, onClose }: { user: User; onClose: () => void }) {
  const { state } = useSession();
  const mayUpdate = can(state.roles, 'user', 'update');
  const mayDisable = can(state.roles, 'user', 'delete');
  const self = state.user?.username;
  const [roles, setRoles] = useState<string[]>(user.acgroups);
  const [resetting, setResetting] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const update = useUpdateUser();
  const toggle = useSwitchUser();
  // A reload of the record (after a save, or a change by another admin) shows its roles.
  useEffect(() => setRoles(user.acgroups), [user.acgroups]);
  const dirty = !sameSet(roles, user.acgroups);
  const refusal = resetRefusal(user, self);
  const isSelf = Boolean(self && self.toLowerCase() === user.username.toLowerCase());

  const handleSave = () =>
    update.mutate({
      id: user.id,
      fields: { username: user.username, email: user.email, acgroups: roles, homepage: user.homepage },
    });

  return (
    <>
      <DialogTitle id="user-title" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {user.username}
        <StatusChip disabled={user.disabled} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: 0.5 }}
          >
            {(
              [
                ['E-mail', user.email],
                ['Signs in with', signInWords(user)],
                ['Last sign-in', when(user.lastLoginAt)],
                ['Created', when(user.createdAt)],
              ] as const
            ).map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>

          <Box>
            <RolePicker
              value={roles}
              onChange={setRoles}
              label="Roles given directly"
              disabled={!mayUpdate || update.isPending}
              helperText="Any role of the role table; the groups below add theirs."
            />
            {update.isSuccess && !dirty && (
              <Alert severity="success" sx={{ mt: 1 }}>
                Roles saved: they apply from {user.username}’s next request.
              </Alert>
            )}
            {update.error && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {update.error.message}
              </Alert>
            )}
            {mayUpdate && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button variant="contained" disabled={!dirty} loading={update.isPending} onClick={handleSave}>
                  Save roles
                </Button>
                <Button disabled={!dirty || update.isPending} onClick={() => setRoles(user.acgroups)}>
                  Undo
                </Button>
              </Stack>
            )}
          </Box>

          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Groups
            </Typography>
            {user.groups.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                In no group.
              </Typography>
            ) : (
              <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                {user.groups.map((group) => (
                  <Typography component="li" variant="body2" key={group.id}>
                    <Link component={RouterLink} to={`${pathTo('Usergroups')}?group=${encodeURIComponent(group.id)}`}>
                      {group.name}
                    </Link>
                    {group.disabled ? ' (disabled: gives nothing)' : ''}: {group.roles.join(', ') || 'no role'}
                  </Typography>
                ))}
              </Stack>
            )}
          </Box>

          <Divider />
          <EffectivePermissions
            roles={dirty ? rolesWith(roles, user) : user.roles}
            origins={groupOrigins(roles, user)}
            whose={user.username}
            note={
              dirty
                ? 'With the roles chosen above, not saved yet, and those of the enabled groups.'
                : 'From the roles given directly and those of the enabled groups.'
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {toggle.error && (
          <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
            {toggle.error.message}
          </Alert>
        )}
        {mayUpdate && (
          <Button disabled={refusal !== null} title={refusal ?? undefined} onClick={() => setResetting(true)}>
            Reset password
          </Button>
        )}
        {user.disabled
          ? mayUpdate && (
              <Button loading={toggle.isPending} onClick={() => toggle.mutate({ id: user.id, enabled: true })}>
                Enable
              </Button>
            )
          : mayDisable && (
              <Button
                color="error"
                disabled={isSelf}
                title={isSelf ? 'This is your own account.' : undefined}
                loading={toggle.isPending}
                onClick={() => setDisabling(true)}
              >
                Disable
              </Button>
            )}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {refusal && mayUpdate && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 3, pb: 1.5, display: 'block' }}>
          Password reset: {refusal}
        </Typography>
      )}
      <ResetPasswordDialog user={resetting ? user : null} onClose={() => setResetting(false)} />
      <ConfirmDialog
        open={disabling}
        title={`Disable ${user.username}?`}
        confirm="Disable"
        pending={toggle.isPending}
        onCancel={() => setDisabling(false)}
        onConfirm={() => toggle.mutate({ id: user.id, enabled: false }, { onSettled: () => setDisabling(false) })}
      >
        {user.username} is signed out everywhere at once and cannot sign in until enabled again. Their roles and groups
        are kept.
      </ConfirmDialog>
    </>
  );
}
