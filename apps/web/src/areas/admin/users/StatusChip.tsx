import { Chip } from '@mui/material';

/** Enabled or disabled, said in words (not by colour alone). */
export function StatusChip({ disabled }: { disabled: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={disabled ? 'Disabled' : 'Enabled'}
      color={disabled ? 'default' : 'success'}
    />
  );
}
