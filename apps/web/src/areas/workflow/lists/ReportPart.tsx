import {
  Grid,
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
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Chart } from '../../../components/charts/Chart.tsx';
import type { SeriesData } from '../../../components/charts/chart-data.ts';

/** One count of the report: what it is, how many, and the list behind it (none: no list filters by it). */
export interface CountRow {
  key: string | null;
  label: string;
  count: number;
  to?: string;
}

/**
 * A breakdown of the report: a bar chart (whose bars open the list behind them) and the same counts as a table with
 * links, side by side on a wide screen.
 */
export function ReportPart({
  title,
  what,
  rows,
  horizontal = false,
}: {
  title: string;
  /** The column's name for the categories ("Author"). */
  what: string;
  rows: readonly CountRow[];
  horizontal?: boolean;
}) {
  const navigate = useNavigate();
  const data = useMemo(
    (): SeriesData => ({
      categories: rows.map((row) => ({ key: row.key, label: row.label })),
      series: [{ name: 'Insights', values: rows.map((row) => row.count) }],
    }),
    [rows],
  );
  const names = useMemo(() => ({ category: what, value: 'Insights' }), [what]);
  const links = new Map(rows.map((row) => [row.key, row.to]));
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No published insights in this range.</Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Chart
              kind="bar"
              horizontal={horizontal}
              title={`Insights published, ${title.toLowerCase()}`}
              hideTitle
              names={names}
              data={data}
              height={horizontal ? Math.max(200, rows.length * 28) : 280}
              onSelect={(selection) => {
                const to = links.get(selection.category?.key ?? null);
                if (to) void navigate(to);
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <TableContainer sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label={`${title}: counts`}>
                <TableHead>
                  <TableRow>
                    <TableCell>{what}</TableCell>
                    <TableCell align="right">Insights</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.key ?? '(none)'}>
                      <TableCell component="th" scope="row">
                        {row.label}
                      </TableCell>
                      <TableCell align="right">
                        {row.to && row.count > 0 ? (
                          <Link component={RouterLink} to={row.to} aria-label={`${row.count} insights: ${row.label}`}>
                            {row.count}
                          </Link>
                        ) : (
                          row.count
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Grid>
        </Grid>
      )}
    </Paper>
  );
}
