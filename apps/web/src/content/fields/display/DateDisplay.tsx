import { Typography } from '@mui/material';
import { displayText } from '../format.ts';
import type { DisplayProps } from '../types.ts';
import { EmptyValue } from './EmptyValue.tsx';

/** Dates, date-times (in the reader's time zone) and date ranges, with the machine value in `<time>`. */
export function DateDisplay({ field, value, refs, dense }: DisplayProps) {
  const text = displayText(field, value, refs);
  if (!text) return <EmptyValue dense={dense} />;
  const machine = typeof value === 'string' ? value : undefined;
  return (
    <Typography component="span" variant="body2">
      {machine ? <time dateTime={machine}>{text}</time> : text}
    </Typography>
  );
}
