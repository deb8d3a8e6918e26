import { Typography } from '@mui/material';
import { displayText } from '../format.ts';
import type { DisplayProps } from '../types.ts';
import { EmptyValue } from './EmptyValue.tsx';

/** Text, long text (line breaks kept), numbers, yes/no and single enum values as their label. */
export function PlainDisplay({ field, value, refs, dense }: DisplayProps) {
  const text = displayText(field, value, refs);
  if (!text) return <EmptyValue dense={dense} />;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={dense ? { overflow: 'hidden', textOverflow: 'ellipsis' } : { whiteSpace: 'pre-line' }}
    >
      {text}
    </Typography>
  );
}
