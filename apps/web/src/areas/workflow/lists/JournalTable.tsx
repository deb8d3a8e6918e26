import ArrowForward from '@mui/icons-material/ArrowForward';
import {
  Box,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../content/fields/format.ts';
import { itemPathOf } from '../../../content/links.ts';
import type { ActivityEntry } from '../../activity-api.ts';

const ACTION_LABEL: Record<ActivityEntry['action'], string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  transition: 'Moved',
  review: 'Reviewed',
  comment: 'Commented',
};

/** What happened: a move's step and its stages (from → to), or the kind of change and the fields it touched. */
function Change({ entry }: { entry: ActivityEntry }) {
  if (entry.action !== 'transition') {
    return (
      <Typography variant="body2">
        {ACTION_LABEL[entry.action]}
        {entry.fields.length > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {`: ${entry.fields.join(', ')}`}
          </Typography>
        )}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="body2" sx={{ mr: 0.5 }}>
        {entry.transition ?? 'Moved'}
      </Typography>
      {entry.fromStage && <Chip size="small" variant="outlined" label={entry.fromStage} />}
      <ArrowForward fontSize="small" aria-label="to" />
      {entry.toStage && <Chip size="small" color="primary" variant="outlined" label={entry.toStage} />}
    </Box>
  );
}

/** The workflow journal, newest first: when, who, the insight (a link), the change and its comment. */
export function JournalTable({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Workflow changes">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Insight</TableCell>
            <TableCell>Change</TableCell>
            <TableCell>Comment</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const path = itemPathOf(entry.type, entry.item);
            return (
              <TableRow key={entry.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </TableCell>
                <TableCell sx={{ color: entry.user ? undefined : 'text.secondary' }}>
                  {entry.user?.name ?? 'System'}
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  {path && !entry.item.deleted ? (
                    <Link component={RouterLink} to={path}>
                      {entry.item.title || 'Untitled'}
                    </Link>
                  ) : (
                    `${entry.item.title || 'Untitled'}${entry.item.deleted ? ' (deleted)' : ''}`
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <Change entry={entry} />
                </TableCell>
                <TableCell sx={{ minWidth: 160, color: entry.comment ? undefined : 'text.secondary' }}>
                  {entry.comment ?? '—'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
