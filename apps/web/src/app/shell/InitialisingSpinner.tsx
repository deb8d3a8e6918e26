import { Box, CircularProgress } from '@mui/material';

/** Shown while the session starts and while a page module loads (spec §2). */
export function InitialisingSpinner() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', p: 4 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
