import {
  Button,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Dimension, SignalRow } from '../api/signals.ts';
import { ChangeChip } from './ChangeChip.tsx';
import { newsListPath, type Range } from './news-links.ts';
import { formatAverage } from './signal-format.ts';
import { Sparkline } from './Sparkline.tsx';

/** Rows shown before "Show all". */
const FIRST_ROWS = 10;

interface SignalsTableProps {
  dimension: Dimension;
  /** The heading: "Topics", "Countries"… */
  title: string;
  /** The name column's heading: "Topic", "Country"… */
  noun: string;
  rows: readonly SignalRow[];
  /** The current week, for the links to the News list. */
  week: Range;
}

/** One dimension's rows, largest rise first: each name opens the News list of this week filtered to it. */
export function SignalsTable({ dimension, title, noun, rows, week }: SignalsTableProps) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const id = `signals-${dimension}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ overflow: 'hidden' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No news in these weeks.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableCell>{noun}</TableCell>
                <TableCell align="right">This week</TableCell>
                <TableCell align="right">Weekly avg.</TableCell>
                <TableCell>Change</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Weeks</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={row.key} hover>
                  <TableCell sx={{ maxWidth: 260 }}>
                    <Link
                      component={RouterLink}
                      to={newsListPath(week, { dimension, key: row.key })}
                      title={`News of this week: ${row.label}`}
                    >
                      {row.label}
                    </Link>
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {row.current}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatAverage(row.average)}
                  </TableCell>
                  <TableCell>
                    <ChangeChip row={row} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    <Sparkline values={row.weeks} label={`Weekly counts, oldest first: ${row.weeks.join(', ')}`} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.length > FIRST_ROWS && (
        <Button size="small" sx={{ m: 1 }} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${rows.length}`}
        </Button>
      )}
    </Paper>
  );
}
