import {
  Box,
  Button,
  Chip,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { contentKeys } from '../../api/keys.ts';
import { listItems } from '../../api/list-items.ts';
import type { Item } from '../../api/types.ts';
import { FieldDisplay } from '../../fields/FieldDisplay.tsx';
import { formatDateTime } from '../../fields/format.ts';
import { itemPath } from '../../links.ts';
import { isSortable } from '../list-state.ts';
import { columnLabel, columnWidth, inSentence, type ListGroup } from './grouping.ts';

export type Order = { field: string; dir: 'asc' | 'desc' };

/** One value of a row: a field by the display of its kind, the stage as a chip, a date as a time. */
function Cell({ type, name, item }: { type: ContentType; name: string; item: Item }) {
  const field = type.fields.find((candidate) => candidate.name === name);
  // Lists of values wrap within their cell (the grid's dense display keeps one line); long texts stay on one.
  if (field) {
    const dense = field.kind === 'richtext' || field.kind === 'longtext';
    return <FieldDisplay field={field} value={item.data[name]} refs={item.refs} dense={dense} />;
  }
  if (name === 'stage') {
    const label = type.workflow?.stages.find((stage) => stage.name === item.stage)?.label ?? item.stage;
    return label ? <Chip size="small" label={label} /> : null;
  }
  if (name === 'createdAt' || name === 'updatedAt') {
    return <time dateTime={item[name]}>{formatDateTime(item[name])}</time>;
  }
  return null;
}

const TitleLink = ({ type, item }: { type: ContentType; item: Item }) => (
  <Link component={RouterLink} to={itemPath(type, item)} sx={{ fontWeight: 500 }}>
    {item.title}
  </Link>
);

interface GroupRowsProps {
  type: ContentType;
  group: ListGroup;
  columns: readonly string[];
  sort: Order;
  onSort: (order: Order) => void;
}

/**
 * The items of one group, in the list's order, a page at a time (the list's page size, keyset cursors): a table on a
 * wide screen, one block per item on a narrow one.
 */
export function GroupRows({ type, group, columns, sort, onSort }: GroupRowsProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const query = useInfiniteQuery({
    // Under the type's list key: a change of the type's items refreshes the group too.
    queryKey: [...contentKeys.list(type.name, group.params), 'pages'],
    queryFn: ({ pageParam, signal }) => listItems(type.name, group.params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  if (query.isPending) return <Skeleton variant="rounded" height={Math.min(group.count, 5) * 40 + 40} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const items = query.data.pages.flatMap((page) => page.items);
  const more = query.hasNextPage && (
    <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} sx={{ mt: 1 }}>
      {query.isFetchingNextPage ? 'Loading more…' : `Show more (${items.length} of ${group.count} shown)`}
    </Button>
  );
  if (!items.length) {
    return <Typography color="text.secondary">No {inSentence(type.plural)} here any more.</Typography>;
  }
  if (narrow) {
    return (
      <>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              <TitleLink type={type} item={item} />
              <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
                {columns.map((name) => (
                  <Box key={name} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {columnLabel(type, name)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                      <Cell type={type} name={name} item={item} />
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        {more}
      </>
    );
  }
  const header = (name: string) => {
    const label = columnLabel(type, name);
    if (!isSortable(type, name)) return label;
    const active = sort.field === name;
    return (
      <TableSortLabel
        active={active}
        direction={active ? sort.dir : 'asc'}
        onClick={() => onSort({ field: name, dir: active && sort.dir === 'asc' ? 'desc' : 'asc' })}
      >
        {label}
      </TableSortLabel>
    );
  };
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={group.label} sx={{ tableLayout: 'fixed', minWidth: 720 }}>
          <TableHead>
            <TableRow>
              {[type.titleField, ...columns].map((name) => (
                <TableCell
                  key={name}
                  scope="col"
                  sortDirection={sort.field === name ? sort.dir : false}
                  sx={{ width: columnWidth(type, name) ?? undefined }}
                >
                  {header(name)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} hover>
                <TableCell component="th" scope="row">
                  <TitleLink type={type} item={item} />
                </TableCell>
                {columns.map((name) => (
                  <TableCell key={name}>
                    <Cell type={type} name={name} item={item} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {more}
    </>
  );
}
