import { Box, Skeleton } from '@mui/material';

/** A page's shape while its data loads. */
export function PageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading">
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="text" width="25%" />
      <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
    </Box>
  );
}
