import { Box, Breadcrumbs, Chip, Link, Stack, Typography } from '@mui/material';
import { can, type Action } from '@rh/core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { config } from '../../../config.ts';
import { pathTo } from '../../../routes/table.ts';
import { useSession } from '../../../session/useSession.ts';

/** What the user may do with accounts (the `account` grant): the actions a page offers. */
export function useAccountRights(): Record<Action, boolean> {
  const { roles } = useSession().state;
  return {
    create: can(roles, 'account', 'create'),
    read: can(roles, 'account', 'read'),
    update: can(roles, 'account', 'update'),
    // Disabling is the account's delete: it ends every key at once.
    delete: can(roles, 'account', 'delete'),
  };
}

/** The page's title in the browser tab and its heading block: trail back to the list, the one h1, a sentence. */
export function AccountHeading(props: { title: string; trail?: string; intro?: ReactNode; aside?: ReactNode }) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <title>{`${props.title} · Accounts · ${config.brand}`}</title>
      {props.trail && (
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, '& ol': { flexWrap: 'wrap' } }}>
          <Link component={RouterLink} to={pathTo('Accounts')} underline="always">
            Accounts
          </Link>
          <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
            {props.trail}
          </Typography>
        </Breadcrumbs>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {props.title}
        </Typography>
        {props.aside}
      </Stack>
      {props.intro && (
        <Typography color="text.secondary" sx={{ maxWidth: '75ch', mt: 1 }}>
          {props.intro}
        </Typography>
      )}
    </Box>
  );
}

/** Enabled or disabled, in words and colour. */
export function StatusChip({ disabled }: { disabled: boolean }) {
  return disabled ? (
    // Neutral rather than warning-orange, whose text fails contrast on white (axe).
    <Chip size="small" label="Disabled" variant="outlined" />
  ) : (
    <Chip size="small" label="Enabled" color="success" variant="outlined" />
  );
}

/** The account's role names, or that it has none. */
export function RoleChips({ roles }: { roles: readonly string[] }) {
  if (roles.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        No role
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {roles.map((role) => (
        <Chip key={role} size="small" label={role} />
      ))}
    </Box>
  );
}
