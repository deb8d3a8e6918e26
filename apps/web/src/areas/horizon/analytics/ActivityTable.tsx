import {
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
import { actionText, agoText, detailText, typeLabel } from './activity-text.ts';

const ACTION_COLOR = {
  create: 'success',
  update: 'info',
  delete: 'error',
  restore: 'warning',
  transition: 'secondary',
  review: 'success',
  comment: 'default',
} as const;

function ItemLink({ entry }: { entry: ActivityEntry }) {
  const path = itemPathOf(entry.type, entry.item);
  const title = entry.item.title || 'Untitled';
  return (
    <>
      {path ? (
        <Link component={RouterLink} to={path} sx={entry.item.deleted ? { textDecoration: 'line-through' } : undefined}>
          {title}
        </Link>
      ) : (
        title
      )}
      {entry.item.deleted && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          (deleted)
        </Typography>
      )}
    </>
  );
}

/** The changes, newest first: when, who, what, the item (a link to its page) and what changed. */
export function ActivityTable({ entries, now }: { entries: readonly ActivityEntry[]; now: number }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Item</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(entry.at)}>
                <time dateTime={entry.at}>{agoText(entry.at, now)}</time>
              </TableCell>
              <TableCell sx={{ color: entry.user ? undefined : 'text.secondary' }}>
                {entry.user?.name ?? 'System'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Chip size="small" variant="outlined" color={ACTION_COLOR[entry.action]} label={actionText(entry)} />
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {typeLabel(entry.type)}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <ItemLink entry={entry} />
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, color: 'text.secondary' }}>
                {detailText(entry)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
