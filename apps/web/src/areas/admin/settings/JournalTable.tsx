import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime } from '../../../content/fields/format.ts';
import type { JournalEntry } from './appconfig-api.ts';

export interface JournalTableProps {
  entries: JournalEntry[];
  /** The table's accessible name. */
  label: string;
  /** How a stored value reads (a JSON text; null: the default applied). */
  describe: (stored: string | null) => string;
  /** The setting's name, when the journal holds several. */
  nameOf?: (key: string) => string;
}

/** The journal of settings' changes, newest first: when, who, what from what to what. */
export function JournalTable({ entries, label, describe, nameOf }: JournalTableProps) {
  if (entries.length === 0) {
    return <Typography color="text.secondary">No change has been made yet: the defaults apply.</Typography>;
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            {nameOf && <TableCell>Setting</TableCell>}
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
              <TableCell>{entry.whoName ?? 'former user'}</TableCell>
              {nameOf && <TableCell>{nameOf(entry.key)}</TableCell>}
              <TableCell>{describe(entry.oldValue)}</TableCell>
              <TableCell>{describe(entry.newValue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A stored JSON text as a person reads it; null is the default. */
export function readableValue(stored: string | null): string {
  if (stored === null) return 'default';
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return stored;
  }
}
