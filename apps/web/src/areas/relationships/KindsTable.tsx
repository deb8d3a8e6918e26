import { Box, Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { COMPACT } from './LinksList.tsx';
import { changed, isChosen, kindParams, type Selection } from './selection.ts';
import { typeLabel, type LinkKind } from './types.ts';

const NUMBER = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
/** The kinds shown before "Show all": the most numerous, so that the list beside (below, on a phone) stays in reach. */
const FIRST = 15;

/**
 * The kinds of link and how many of each, the most numerous first. A row opens its links in the list beside (its
 * count is the row's link, for the keyboard; a click anywhere on the row does the same).
 */
export function KindsTable({ kinds, selection }: { kinds: readonly LinkKind[]; selection: Selection }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const hrefOf = (kind: LinkKind) => `?${changed(search, kindParams(kind)).toString()}`;
  const [expanded, setExpanded] = useState(false);
  // The chosen kind is always shown, even when it is not among the first.
  const chosenAt = kinds.findIndex((kind) => isChosen(selection, kind));
  const shown = expanded || chosenAt >= FIRST ? kinds : kinds.slice(0, FIRST);
  return (
    <>
      <Table size="small" aria-label="Links by kind" sx={COMPACT}>
        <TableHead>
          <TableRow>
            <TableCell>From</TableCell>
            <TableCell>Link</TableCell>
            <TableCell>To</TableCell>
            <TableCell sx={NUMBER}>Links</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((kind) => {
            const chosen = isChosen(selection, kind);
            return (
              <TableRow
                key={`${kind.from}.${kind.relation}.${kind.to}`}
                hover
                selected={chosen}
                onClick={() => void navigate(hrefOf(kind))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell component="th" scope="row">
                  {typeLabel(kind.from)}
                </TableCell>
                <TableCell>
                  <Typography variant="body2" color="text.secondary">
                    {kind.label}
                  </Typography>
                </TableCell>
                <TableCell>{typeLabel(kind.to)}</TableCell>
                <TableCell sx={NUMBER}>
                  <Link
                    component={RouterLink}
                    to={hrefOf(kind)}
                    aria-current={chosen ? 'true' : undefined}
                    aria-label={`${kind.count} links from ${typeLabel(kind.from, true)} to ${typeLabel(kind.to, true)} (${kind.label})`}
                    onClick={(event) => event.stopPropagation()}
                    sx={{ fontWeight: chosen ? 700 : 500 }}
                  >
                    {kind.count.toLocaleString()}
                  </Link>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {shown.length < kinds.length && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button size="small" onClick={() => setExpanded(true)}>
            Show all {kinds.length} kinds
          </Button>
        </Box>
      )}
    </>
  );
}
