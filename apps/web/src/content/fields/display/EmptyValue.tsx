import { Typography } from '@mui/material';

/** What an empty field shows: a dash on the detail page, nothing in a table cell. */
export function EmptyValue({ dense }: { dense?: boolean | undefined }) {
  if (dense) return null;
  return (
    <Typography component="span" color="text.secondary" aria-label="empty">
      —
    </Typography>
  );
}
