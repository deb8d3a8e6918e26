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
import { withQueries } from '../../../app/with-queries.tsx';
import { useSession } from '../../../session/useSession.ts';
import { QueryStates } from '../../QueryStates.tsx';
import { AddButton, AdminHeading, ListFilters, PAGE_SIZES, useListState } from './AdminListBits.tsx';
import { GroupDialog, NEW_GROUP } from './GroupDialog.tsx';
import { useGroups } from './list-groups.ts';
import { StatusChip } from './StatusChip.tsx';
import type { UserGroup } from './types.ts';

const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

function GroupRoles({ roles }: { roles: readonly string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {roles.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No role
        </Typography>
      ) : (
        roles.map((role) => <Chip key={role} size="small" label={role} />)
      )}
    </Box>
  );
}

function GroupRow({ group, onOpen }: { group: UserGroup; onOpen: () => void }) {
  const members = `${group.members.length} ${group.members.length === 1 ? 'member' : 'members'}`;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Link component="button" variant="body2" onClick={onOpen} sx={{ fontWeight: 600, textAlign: 'left' }}>
          {group.name}
        </Link>
        {/* A phone shows the description, roles and members here, the screen being too narrow for their columns. */}
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          {group.description && (
            <Typography variant="caption" color="text.secondary" component="p">
              {group.description}
            </Typography>
          )}
          <Typography variant="caption" component="p" sx={{ mb: 0.5 }}>
            {members}
          </Typography>
          <GroupRoles roles={group.roles} />
        </Box>
      </TableCell>
      <TableCell sx={{ ...WIDE, maxWidth: 360 }}>{group.description || '—'}</TableCell>
      <TableCell sx={WIDE}>
        <GroupRoles roles={group.roles} />
      </TableCell>
      <TableCell sx={WIDE} align="right" aria-label={members}>
        {group.members.length}
      </TableCell>
      <TableCell>
        <StatusChip disabled={group.disabled} />
      </TableCell>
    </TableRow>
  );
}

/**
 * User groups (`/usergroups`): named sets of people who get the same roles while the group is enabled. A row opens
 * the group to edit its roles and members and to see what its roles allow.
 */
function GroupsPage() {
  const { state } = useSession();
  const allowed = can(state.roles, 'userGroup', 'read');
  const mayCreate = can(state.roles, 'userGroup', 'create');
  const list = useListState('group');
  const groups = useGroups(list.params, allowed);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <AdminHeading
        title="User groups"
        intro="Every member of an enabled group gets its roles; disabling a group takes them away at once."
        action={mayCreate && <AddButton label="Add group" onClick={() => list.change({ group: NEW_GROUP })} />}
      />
      <ListFilters label="Search by name" q={list.q} status={list.status} onChange={list.change} />
      <QueryStates
        query={allowed ? groups : { isPending: false, error: null }}
        data={allowed ? groups.data : null}
        isEmpty={(page) => page.total === 0}
        denied="Your access does not include user groups."
        what="The user groups"
        empty={
          allowed
            ? list.q
              ? `No group matches “${list.q}”.`
              : 'No group here yet.'
            : 'Your access does not include user groups.'
        }
      >
        {(page) => (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="User groups">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell sx={WIDE}>Description</TableCell>
                    <TableCell sx={WIDE}>Roles</TableCell>
                    <TableCell sx={WIDE} align="right">
                      Members
                    </TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.items.map((group) => (
                    <GroupRow key={group.id} group={group} onOpen={() => list.change({ group: group.id })} />
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
      <GroupDialog
        id={list.open}
        onClose={() => list.change({ group: null })}
        onCreated={(group) => list.change({ group: group.id })}
      />
    </Container>
  );
}

export default withQueries(GroupsPage);
