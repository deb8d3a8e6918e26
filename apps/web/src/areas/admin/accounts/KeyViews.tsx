import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '../../../components/charts/visually-hidden.ts';
import { whenText } from './account-view.ts';
import type { ApiKey } from './types.ts';

export interface KeyViewProps {
  keys: readonly ApiKey[];
  /** Absent: the user may not change keys, and no action shows. */
  onAction?: ((action: 'revoke' | 'rotate', key: ApiKey) => void) | undefined;
}

function KeyState({ apiKey }: { apiKey: ApiKey }) {
  return apiKey.revokedAt ? (
    <Chip size="small" variant="outlined" label={`Revoked ${whenText(apiKey.revokedAt)}`} />
  ) : (
    <Chip size="small" variant="outlined" color="success" label="Active" />
  );
}

/** Rotate and Revoke of a working key; each button names its key for a screen reader. */
function KeyActions({ apiKey, onAction }: { apiKey: ApiKey; onAction: NonNullable<KeyViewProps['onAction']> }) {
  if (apiKey.revokedAt) return null;
  return (
    <Box sx={{ display: 'inline-flex', gap: 1 }}>
      <Button size="small" onClick={() => onAction('rotate', apiKey)}>
        Rotate<Box sx={visuallyHidden}> key {apiKey.name}</Box>
      </Button>
      <Button size="small" color="error" onClick={() => onAction('revoke', apiKey)}>
        Revoke<Box sx={visuallyHidden}> key {apiKey.name}</Box>
      </Button>
    </Box>
  );
}

/** The keys as a table, on screens wide enough for one. */
export function KeyTable({ keys, onAction }: KeyViewProps) {
  return (
    // Focusable and named: a keyboard user scrolls it sideways where the screen is narrower than the table.
    <TableContainer tabIndex={0} role="region" aria-label="API keys table" sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Prefix</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell>State</TableCell>
            {onAction && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id} sx={key.revokedAt ? { '& td': { color: 'text.secondary' } } : undefined}>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{key.name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{key.prefix}…</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenText(key.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenText(key.lastUsedAt) || 'Never'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <KeyState apiKey={key} />
              </TableCell>
              {onAction && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <KeyActions apiKey={key} onAction={onAction} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The keys as a list of cards, on a phone: a table there would hide the actions beyond its right edge. */
export function KeyCards({ keys, onAction }: KeyViewProps) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {keys.map((key) => (
        <Paper component="li" variant="outlined" key={key.id} sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{key.name}</Typography>
            <KeyState apiKey={key} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {key.prefix}…
            </Box>
            {` · created ${whenText(key.createdAt)}`}
            <br />
            {key.lastUsedAt ? `Last used ${whenText(key.lastUsedAt)}` : 'Never used'}
          </Typography>
          {onAction && !key.revokedAt && (
            <Box sx={{ mt: 1, ml: -1 }}>
              <KeyActions apiKey={key} onAction={onAction} />
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
