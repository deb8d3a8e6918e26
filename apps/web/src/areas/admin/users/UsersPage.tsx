import {
  Box,
  Chip,
  Container,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { can } from '@rh/core';
import { useState } from 'react';
import { withQueries } from '../../../app/with-queries.tsx';
import { useSession } from '../../../session/useSession.ts';
import { QueryStates } from '../../QueryStates.tsx';
import { AddButton, AdminHeading, ListFilters, PAGE_SIZES, useListState } from './AdminListBits.tsx';
import { AddUserDialog } from './AddUserDialog.tsx';
import { useUsers } from './list-users.ts';
import { StatusChip } from './StatusChip.tsx';
import type { User } from './types.ts';
import { UserDialog } from './UserDialog.tsx';
import { when } from './user-view.ts';

/** Hidden below the `sm` breakpoint (the phone shows these under the username). */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const WIDEST = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The user's roles: their own filled, those only through a group outlined. */
function UserRoles({ user }: { user: User }) {
  const groupRoles = user.roles.filter((role) => !user.acgroups.includes(role) && role !== 'norole');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {user.acgroups.map((role) => (
        <Chip key={role} size="small" label={role} />
      ))}
      {groupRoles.map((role) => (
        <Chip key={role} size="small" variant="outlined" label={role} title="Through a group" />
      ))}
      {user.acgroups.length + groupRoles.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No role
        </Typography>
      )}
    </Box>
  );
}

function UserRow({ user, onOpen }: { user: User; onOpen: () => void }) {
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Link component="button" variant="body2" onClick={onOpen} sx={{ fontWeight: 600, textAlign: 'left' }}>
          {user.username}
        </Link>
        {/* A phone shows the e-mail and roles here, the screen being too narrow for their columns. */}
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
            {user.email}
          </Typography>
          <UserRoles user={user} />
        </Box>
      </TableCell>
      <TableCell sx={{ ...WIDE, overflowWrap: 'anywhere' }}>{user.email}</TableCell>
      <TableCell sx={WIDE}>
        <UserRoles user={user} />
      </TableCell>
      <TableCell sx={WIDEST}>
        {user.groups.map((group) => group.name + (group.disabled ? ' (disabled)' : '')).join(', ') || '—'}
      </TableCell>
      <TableCell>
        <StatusChip disabled={user.disabled} />
      </TableCell>
      <TableCell sx={WIDEST}>{when(user.lastLoginAt)}</TableCell>
    </TableRow>
  );
}

/**
 * Users (`/ugroups`): the people who sign in, their roles and groups. A row opens the user: roles to edit, the
 * permissions they add up to, a password reset, disable and enable.
 */
function UsersPage() {
  const { state } = useSession();
  const allowed = can(state.roles, 'user', 'read');
  const mayCreate = can(state.roles, 'user', 'create');
  const list = useListState('user');
  const users = useUsers(list.params, allowed);
  const [adding, setAdding] = useState(false);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <AdminHeading
        title="Users"
        intro="The people who sign in: their roles, given directly or through their groups, and what those allow."
        action={mayCreate && <AddButton label="Add user" onClick={() => setAdding(true)} />}
      />
      <ListFilters label="Search by username or e-mail" q={list.q} status={list.status} onChange={list.change} />
      <QueryStates
        query={allowed ? users : { isPending: false, error: null }}
        data={allowed ? users.data : null}
        isEmpty={(page) => page.total === 0}
        denied="Your access does not include users."
        what="The users"
        empty={
          allowed ? (list.q ? `No user matches “${list.q}”.` : 'No user here.') : 'Your access does not include users.'
        }
      >
        {(page) => (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="Users">
                <TableHead>
                  <TableRow>
                    <TableCell>Username</TableCell>
                    <TableCell sx={WIDE}>E-mail</TableCell>
                    <TableCell sx={WIDE}>Roles</TableCell>
                    <TableCell sx={WIDEST}>Groups</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell sx={WIDEST}>Last sign-in</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.items.map((user) => (
                    <UserRow key={user.id} user={user} onOpen={() => list.change({ user: user.id })} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={page.total}
              page={list.page}
              rowsPerPage={list.params.limit}
              rowsPerPageOptions={[...PAGE_SIZES]}
              onPageChange={(_, next) => list.change({ page: next ? String(next) : null })}
              onRowsPerPageChange={(event) => list.change({ size: event.target.value, page: null })}
            />
          </Paper>
        )}
      </QueryStates>
      <UserDialog id={list.open} onClose={() => list.change({ user: null })} />
      <AddUserDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(user) => {
          setAdding(false);
          list.change({ user: user.id });
        }}
      />
    </Container>
  );
}

export default withQueries(UsersPage);
