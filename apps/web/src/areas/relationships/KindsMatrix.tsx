import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { COMPACT } from './LinksList.tsx';
import { changed, matrixOf, type Selection } from './selection.ts';
import { typeLabel, type LinkKind } from './types.ts';

const STICKY = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/** The summary as from type × to type (a pair's relations added up); a count opens the links of its pair. */
export function KindsMatrix({ kinds, selection }: { kinds: readonly LinkKind[]; selection: Selection }) {
  const [search] = useSearchParams();
  const matrix = useMemo(() => matrixOf(kinds), [kinds]);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Links from each type (rows) to each type (columns)" sx={COMPACT}>
        <TableHead>
          <TableRow>
            <TableCell sx={STICKY}>From ↓ · To →</TableCell>
            {matrix.columns.map((to) => (
              <TableCell key={to} sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {typeLabel(to, true)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {matrix.rows.map((from) => (
            <TableRow key={from} hover>
              <TableCell component="th" scope="row" sx={{ ...STICKY, whiteSpace: 'nowrap' }}>
                {typeLabel(from, true)}
              </TableCell>
              {matrix.columns.map((to) => {
                const count = matrix.counts.get(`${from}>${to}`);
                const chosen = selection.from === from && selection.to === to && !selection.relation;
                return (
                  <TableCell
                    key={to}
                    sx={{
                      textAlign: 'right',
                      fontVariantNumeric: 'tabular-nums',
                      ...(chosen ? { bgcolor: 'action.selected' } : {}),
                    }}
                  >
                    {count ? (
                      <Link
                        component={RouterLink}
                        to={`?${changed(search, { from, to, relation: null }).toString()}`}
                        aria-label={`${count} links from ${typeLabel(from, true)} to ${typeLabel(to, true)}`}
                        aria-current={chosen ? 'true' : undefined}
                      >
                        {count.toLocaleString()}
                      </Link>
                    ) : (
                      <Box component="span" sx={{ color: 'text.disabled' }} aria-label="none">
                        ·
                      </Box>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
