import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Remove from '@mui/icons-material/Remove';
import { Box, Typography } from '@mui/material';
import type { SignalRow } from '../api/signals.ts';
import { formatChange, formatRatio, trendOf } from './signal-format.ts';

const LOOK = {
  up: { Icon: ArrowUpward, color: 'success.main', word: 'up' },
  down: { Icon: ArrowDownward, color: 'error.main', word: 'down' },
  flat: { Icon: Remove, color: 'text.secondary', word: 'unchanged' },
} as const;

/** The change against the average: an arrow and colour for its direction, the difference and the ratio. */
export function ChangeChip({ row }: { row: Pick<SignalRow, 'change' | 'ratio' | 'current'> }) {
  const { Icon, color, word } = LOOK[trendOf(row)];
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, whiteSpace: 'nowrap' }}>
      <Icon fontSize="small" titleAccess={word} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {formatChange(row.change)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {formatRatio(row)}
      </Typography>
    </Box>
  );
}
