import { Container, Paper, Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import { safeLocalStorage } from '../api/request.ts';
import { config } from '../config.ts';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { useSession } from '../session/useSession.ts';

/** How many resource:action rights the permission map grants. */
function grantedCount(permissions: Record<string, Record<string, boolean>>): number {
  return Object.values(permissions).reduce(
    (sum, actions) => sum + Object.values(actions).filter((granted) => granted).length,
    0,
  );
}

/** AuthDebug: the session as the browser sees it, for support staff. Secrets (the API key) are never shown. */
export default function AuthDebugPage() {
  const { state } = useSession();
  const storage = safeLocalStorage();
  const rows: [string, string][] = [
    ['Status', state.status],
    ['Signed in', state.isAuthenticated ? 'yes' : 'no'],
    ['Display name', state.displayName],
    ['User name', state.user?.username ?? '—'],
    ['E-mail', state.user?.email ?? '—'],
    ['Roles', state.roles.length > 0 ? state.roles.join(', ') : '—'],
    ['Account homepage', state.user?.homepage ?? '—'],
    ['Permissions granted', String(grantedCount(state.permissions))],
    ['Consecutive failed pings', String(state.pingFailures)],
    ['Connection Error dialog', state.connectionError ? 'shown' : 'not shown'],
    ['Last error', state.error ? `${state.error.message} (status ${state.error.status})` : '—'],
    ['Relogin flag', storage.getItem(STORAGE_KEYS.reloginTrigger) ?? 'not set'],
    ['Stored user state', storage.getItem(STORAGE_KEYS.userState) ?? 'not set'],
    ['Stored redirect', storage.getItem(STORAGE_KEYS.redirect) ?? 'not set'],
    ['API key', storage.getItem(STORAGE_KEYS.apiKey) ? 'stored (not shown)' : 'none'],
    ['Build', config.build],
    ['API mode', config.apiMode],
    ['Environment', config.environment],
    ['API address', config.apiUrl],
  ];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <title>{`Session details · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Session details
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        For support staff: what this browser knows about the current session. Nothing here is secret; the API key itself
        is never shown.
      </Typography>
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Session details">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '35%' }}>
                  {label}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
