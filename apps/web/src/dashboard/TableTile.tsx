import {
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { Area, Tile } from '@rh/core/areas';
import { findContentType, type ContentType, type FieldDef } from '@rh/core/content';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../content/api/types.ts';
import { FieldDisplay } from '../content/fields/FieldDisplay.tsx';
import { itemPathOf, itemRoutePath } from '../content/links.ts';
import { areaDetailRoute } from './tile-links.ts';

type TableDef = Extract<Tile, { kind: 'table' }>;

/** Cards a phone shows before "Show all": a hundred would make the page a long scroll past the tiles below. */
const PHONE_CARDS = 10;

/** A column of the table: a field of the type, or the workflow's stage. */
type Column = { name: string; label: string; field?: FieldDef };

/** The tile's columns that the type has (a field, or `stage` when it has a workflow), labelled as the type says. */
export function tableColumns(type: ContentType, names: readonly string[]): Column[] {
  return names.flatMap((name): Column[] => {
    const field = type.fields.find((candidate) => candidate.name === name);
    if (field) return [{ name, label: field.label, field }];
    return name === 'stage' && type.workflow ? [{ name, label: 'Stage' }] : [];
  });
}

interface TableTileProps {
  area: Area;
  tile: TableDef;
  items: readonly Item[];
  /** Every item of the tile's query, shown or not. */
  total: number;
  /** The whole list, with the tile's filters. */
  link: string | undefined;
}

/**
 * The items themselves as a table of the tile's columns, each cell shown by its field kind's display (as the generic
 * list shows it), each title opening the item's page in the area; cards on a phone; a link to the whole list.
 */
export function TableTile({ area, tile, items, total, link }: TableTileProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [showAll, setShowAll] = useState(false);
  const type = findContentType(tile.query.type);
  if (!type) return null;
  const columns = tableColumns(type, tile.columns);
  const route = areaDetailRoute(area, type.name);
  const pathOf = (item: Item) => (route ? itemRoutePath(route, item) : itemPathOf(type.name, item));
  // Dense in the table's one-line cells; wrapping in a phone's cards, whose width is the screen's.
  const cell = (item: Item, column: Column, dense = true) => {
    if (column.field?.name === type.titleField) {
      const path = pathOf(item);
      return path ? (
        <Link component={RouterLink} to={path} sx={{ fontWeight: 500 }}>
          {item.title}
        </Link>
      ) : (
        item.title
      );
    }
    if (column.field)
      return <FieldDisplay field={column.field} value={item.data[column.name]} refs={item.refs} dense={dense} />;
    const stage = type.workflow?.stages.find((one) => one.name === item.stage);
    return stage ? <Chip size="small" label={stage.label} /> : null;
  };
  const more = link && (
    <Link component={RouterLink} to={link} variant="body2" sx={{ mt: 1, alignSelf: 'flex-start' }}>
      Open the list ({total.toLocaleString('en')})
    </Link>
  );

  if (phone) {
    const [first, ...rest] = columns;
    const shown = showAll ? items : items.slice(0, PHONE_CARDS);
    return (
      <Stack sx={{ gap: 1 }}>
        <Stack component="ol" aria-label={tile.title} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
          {shown.map((item) => (
            <Box component="li" key={item.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
              {first && <Typography sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>{cell(item, first)}</Typography>}
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 0.5 }}>
                {rest.map((column) => (
                  <Box key={column.name} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.label}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
                      {cell(item, column, false)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
        {shown.length < items.length && (
          <Button size="small" onClick={() => setShowAll(true)} sx={{ alignSelf: 'flex-start' }}>
            Show all {items.length}
          </Button>
        )}
        {more}
      </Stack>
    );
  }

  return (
    <Stack>
      <TableContainer
        // Focusable, so that a keyboard can scroll it; unnamed, so that it does not repeat the tile's name.
        tabIndex={0}
        sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label={tile.title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.name} scope="col">
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.name}
                    sx={column.field?.name === type.titleField ? { minWidth: 220 } : { whiteSpace: 'nowrap' }}
                  >
                    {cell(item, column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more}
    </Stack>
  );
}
