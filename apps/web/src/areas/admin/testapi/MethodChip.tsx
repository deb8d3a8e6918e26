import { Chip } from '@mui/material';

/** An HTTP method as a small label; a DELETE in the error colour (the only one that warns). */
export function MethodChip({ method }: { method: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={method === 'DELETE' ? 'error' : 'default'}
      label={method}
      sx={{ minWidth: 64, fontWeight: 600, flexShrink: 0 }}
    />
  );
}
