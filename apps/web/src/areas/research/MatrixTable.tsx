import {
  Box,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CountryRegulations, MatrixCell } from './api.ts';
import { cellState, type MatrixState } from './matrix-query.ts';
import { count, PageLink, RegulationLink, researchPaths, StatusChip } from './ResearchBits.tsx';

const cellId = (row: string, column: string | null) => `${row}\u0000${column ?? ''}`;

function useCells(data: CountryRegulations) {
  return useMemo(() => new Map(data.cells.map((cell) => [cellId(cell.row, cell.column), cell])), [data.cells]);
}

/** A cell's regulations, each a link with its status, and the way to the rest. */
function CellList({ cell, state, label }: { cell: MatrixCell; state: MatrixState; label: string }) {
  const more = cell.count - cell.items.length;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {cell.items.map((item) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <RegulationLink item={item} />
          <StatusChip status={item.status} />
        </Box>
      ))}
      {more > 0 && (
        <li>
          <PageLink to={researchPaths.v4(cellState(state, cell.row, cell.column))}>{`${more} more`}</PageLink>
        </li>
      )}
    </Stack>
  );
}

/** The count of a cell, as a link that narrows the matrix to it. */
function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  return (
    <Link component={RouterLink} to={to} underline="always" aria-label={label} sx={{ fontWeight: 600 }}>
      {count}
    </Link>
  );
}

/** Jurisdictions down, columns across: a table whose first column stays in view when it scrolls sideways. */
export function MatrixTable({ data, state }: { data: CountryRegulations; state: MatrixState }) {
  const cells = useCells(data);
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.default', zIndex: 1 } as const;
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%', overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="The matrix (scrolls sideways)"
    >
      <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px' }}>
          {`${count(data.total, 'regulation')}: jurisdictions × ${data.columns === 'kind' ? 'types' : data.columns === 'topic' ? 'topics' : 'topic areas'}. Each count opens its cell.`}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, zIndex: 2, minWidth: 150 }}>Jurisdiction</TableCell>
            {data.cols.map((col) => (
              <TableCell key={col.key ?? 'none'} sx={{ minWidth: 170 }}>
                {col.parent && (
                  <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {col.parent}
                  </Typography>
                )}
                {col.label}{' '}
                <Typography component="span" variant="body2" color="text.secondary">{`(${col.total})`}</Typography>
              </TableCell>
            ))}
            <TableCell>All</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={sticky}>
                <PageLink to={researchPaths.jurisdiction(row.key)}>{row.label}</PageLink>
              </TableCell>
              {data.cols.map((col) => {
                const cell = cells.get(cellId(row.key, col.key));
                return (
                  <TableCell key={col.key ?? 'none'}>
                    {cell ? (
                      <Stack spacing={0.5}>
                        <CountLink
                          count={cell.count}
                          to={researchPaths.v4(cellState(state, row.key, col.key))}
                          label={`${count(cell.count, 'regulation')} of ${row.label} in ${col.label}: show only them`}
                        />
                        <CellList cell={cell} state={state} label={`${row.label}, ${col.label}`} />
                      </Stack>
                    ) : (
                      <Typography color="text.secondary" aria-label="none">
                        –
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
              <TableCell>
                <CountLink
                  count={row.total}
                  to={researchPaths.v4({ ...state, country: [row.key] })}
                  label={`${count(row.total, 'regulation')} of ${row.label}: show only them`}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...sticky, color: 'text.primary', fontSize: 14 }}>
              All jurisdictions
            </TableCell>
            {data.cols.map((col) => (
              <TableCell key={col.key ?? 'none'} sx={{ color: 'text.primary', fontSize: 14 }}>
                {col.total}
              </TableCell>
            ))}
            <TableCell sx={{ color: 'text.primary', fontSize: 14 }}>{data.total}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** At phone width: a jurisdiction picker, then its columns as a list. */
export function MatrixList({ data, state }: { data: CountryRegulations; state: MatrixState }) {
  const cells = useCells(data);
  const [picked, setPicked] = useState<string | null>(null);
  const current = data.rows.find((row) => row.key === picked) ?? data.rows[0];
  if (!current) return null;
  const columns = data.cols.filter((col) => cells.has(cellId(current.key, col.key)));
  return (
    <Stack spacing={2}>
      <FormControl size="small" fullWidth>
        <InputLabel id="matrix-country">Jurisdiction</InputLabel>
        <Select
          labelId="matrix-country"
          label="Jurisdiction"
          value={current.key}
          onChange={(event) => setPicked(event.target.value)}
        >
          {data.rows.map((row) => (
            <MenuItem key={row.key} value={row.key}>{`${row.label} (${row.total})`}</MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography>
        <PageLink to={researchPaths.jurisdiction(current.key)}>{current.label}</PageLink>
        {`: ${count(current.total, 'regulation')}`}
      </Typography>
      {columns.map((col) => {
        const cell = cells.get(cellId(current.key, col.key))!;
        return (
          <Box key={col.key ?? 'none'} component="section" aria-label={col.label}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
              {col.parent ? `${col.parent} › ${col.label}` : col.label}{' '}
              <CountLink
                count={cell.count}
                to={researchPaths.v4(cellState(state, current.key, col.key))}
                label={`${count(cell.count, 'regulation')} of ${current.label} in ${col.label}: show only them`}
              />
            </Typography>
            <CellList cell={cell} state={state} label={`${current.label}, ${col.label}`} />
          </Box>
        );
      })}
    </Stack>
  );
}
