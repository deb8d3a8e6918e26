import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { ACTIONS, effectiveGrants, extendedRoles, isRoleName } from '@rh/core';
import { useId } from 'react';

export interface EffectivePermissionsProps {
  /** The roles in effect: a user's own and those of their enabled groups, or a group's. */
  roles: readonly string[];
  /** Whose they are, for the table's name: "alice", "group Editors". */
  whose: string;
  /** A word on where the roles come from, under the heading. */
  note?: string;
  /** Where a role comes from when it is not the user's own: role → "group Editors". */
  origins?: Readonly<Record<string, string>>;
}

const ABBREVIATIONS: Record<string, string> = { create: 'C', read: 'R', update: 'U', delete: 'D' };

/**
 * What a set of roles allows, resource by resource, computed from the core role table (`effectiveGrants`, the same
 * `can` the server enforces with): the inherited roles count, and each row names the roles that give it.
 */
export function EffectivePermissions({ roles, whose, note, origins = {} }: EffectivePermissionsProps) {
  const headingId = useId();
  const givenBy = (from: readonly string[]) =>
    from.map((role) => (origins[role] ? `${role} (${origins[role]})` : role)).join(', ');
  const grants = effectiveGrants(roles);
  const inherited = roles
    .filter(isRoleName)
    .map((role) => [role, extendedRoles(role)] as const)
    .filter(([, parents]) => parents.length > 0);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Effective permissions
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {inherited.map(([role, parents]) => (
        <Typography key={role} variant="body2" color="text.secondary">
          {role} includes {parents.join(', ')}.
        </Typography>
      ))}
      {grants.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          No permission:{' '}
          {roles.some((role) => !isRoleName(role))
            ? 'a role is unknown, which denies all.'
            : 'no role grants anything.'}
        </Typography>
      ) : (
        <TableContainer sx={{ mt: 1 }}>
          <Table size="small" aria-label={`Effective permissions of ${whose}`}>
            <TableHead>
              <TableRow>
                <TableCell>Resource</TableCell>
                {ACTIONS.map((action) => (
                  <TableCell key={action} align="center" sx={{ px: { xs: 0.5, sm: 1 } }}>
                    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, textTransform: 'capitalize' }}>
                      {action}
                    </Box>
                    <Box
                      component="abbr"
                      title={action}
                      sx={{ display: { xs: 'inline', sm: 'none' }, textDecoration: 'none' }}
                    >
                      {ABBREVIATIONS[action]}
                    </Box>
                  </TableCell>
                ))}
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Given by</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {grants.map((grant) => (
                <TableRow key={grant.resource}>
                  <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                    <Box component="code" sx={{ fontSize: '0.8125rem' }}>
                      {grant.resource}
                    </Box>
                    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      by {givenBy(grant.from)}
                    </Typography>
                  </TableCell>
                  {ACTIONS.map((action) => (
                    <TableCell key={action} align="center" sx={{ px: { xs: 0.5, sm: 1 } }}>
                      {grant.actions.includes(action) ? (
                        <CheckOutlined fontSize="small" color="success" titleAccess={`may ${action}`} />
                      ) : (
                        <Box component="span" aria-label={`may not ${action}`} sx={{ color: 'text.disabled' }}>
                          —
                        </Box>
                      )}
                    </TableCell>
                  ))}
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{givenBy(grant.from)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
