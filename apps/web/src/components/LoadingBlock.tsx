import { Box } from '@mui/material';

/**
 * A grey block where content is loading: what MUI's Skeleton draws without its animation, for the first page, where
 * Skeleton's 1.4 kB of gzip would count against Home's 175 kB.
 */
export function LoadingBlock({ height, width }: { height: number; width?: number }) {
  return (
    <Box aria-busy="true" sx={{ height, width, maxWidth: '100%', mb: 2, borderRadius: 1, bgcolor: 'action.hover' }} />
  );
}
