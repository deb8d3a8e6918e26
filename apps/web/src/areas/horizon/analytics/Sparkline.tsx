import { Box } from '@mui/material';

const WIDTH = 96;
const HEIGHT = 24;

/**
 * Weekly counts as a small line, the last week (the current one) marked: enough to see a rise at a glance without a
 * charting library on the page.
 */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const point = (value: number, index: number) => [index * step, HEIGHT - 2 - (value / max) * (HEIGHT - 4)] as const;
  const points = values.map((value, index) => point(value, index).join(',')).join(' ');
  const [lastX, lastY] = point(values.at(-1) ?? 0, values.length - 1);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`-3 0 ${WIDTH + 6} ${HEIGHT}`}
      sx={{ width: WIDTH, height: HEIGHT, display: 'block', color: 'primary.main', overflow: 'visible' }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
      <circle cx={lastX} cy={lastY} r={2.5} fill="currentColor" />
    </Box>
  );
}
