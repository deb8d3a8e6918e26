import Difference from '@mui/icons-material/Difference';
import {
  alpha,
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { countryName } from '@rh/core/content';
import type { Item } from '../../content/api/types.ts';
import type { CompareRow } from './compare-rows.ts';
import { statusOf, textOf } from './policy-data.ts';
import { day, PageLink, paths, StatusChip } from './PolicyBits.tsx';

/** One side's policies of an instrument: title (to its page), status and effective date; or "None". */
function Cell({ policies }: { policies: readonly Item[] }) {
  if (policies.length === 0) return <Typography color="text.secondary">None</Typography>;
  return (
    <Stack spacing={1} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {policies.map((policy) => (
        <li key={policy.id}>
          <PageLink to={paths.policy(policy.id)}>{policy.title}</PageLink>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
            <StatusChip status={statusOf(policy)} />
            <Typography variant="body2" color="text.secondary">
              {textOf(policy, 'effectiveOn') ? `Effective ${day(textOf(policy, 'effectiveOn'))}` : 'No effective date'}
            </Typography>
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

/** The marker of a row that differs: an icon and the difference in words (never colour alone). */
function Marker({ note }: { note: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', mt: 0.5 }} data-difference>
      <Difference fontSize="small" color="warning" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {note}
      </Typography>
    </Stack>
  );
}

/**
 * The comparison: a table (instrument, then a column per jurisdiction) from the small breakpoint up, and a card per
 * instrument with the two sides stacked on a phone, where two columns of titles would not be readable.
 */
export function CompareTable({ rows, left, right }: { rows: readonly CompareRow[]; left: string; right: string }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const marked = alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.16 : 0.08);
  const names = [countryName(left), countryName(right)] as const;

  if (narrow) {
    return (
      <Stack spacing={1.5} component="ul" aria-label="Instruments compared" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper
            key={row.instrument}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, bgcolor: row.difference ? marked : undefined }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            {row.note && <Marker note={row.note} />}
            {[row.left, row.right].map((policies, index) => (
              <Box key={names[index]} sx={{ mt: 1 }}>
                <Typography variant="overline" component="h3" color="text.secondary">
                  {names[index]}
                </Typography>
                <Cell policies={policies} />
              </Box>
            ))}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={`Climate policies of ${names[0]} and ${names[1]} by instrument`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '22%' }}>Instrument</TableCell>
            <TableCell sx={{ width: '39%' }}>{names[0]}</TableCell>
            <TableCell sx={{ width: '39%' }}>{names[1]}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.instrument} sx={{ bgcolor: row.difference ? marked : undefined, verticalAlign: 'top' }}>
              <TableCell component="th" scope="row">
                <Typography sx={{ fontWeight: 600 }}>{row.label}</Typography>
                {row.note && <Marker note={row.note} />}
              </TableCell>
              <TableCell>
                <Cell policies={row.left} />
              </TableCell>
              <TableCell>
                <Cell policies={row.right} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
