import { Chip, Stack } from '@mui/material';
import type { FixedList } from '@rh/core/areas/fixed-lists';

/** What a fixed list's route always shows ("Showing: published insights, newest first"): not removable like a filter. */
export function FixedNote({ fixed }: { fixed: FixedList }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <Chip size="small" color="primary" variant="outlined" label={`Showing: ${fixed.label}`} />
    </Stack>
  );
}
