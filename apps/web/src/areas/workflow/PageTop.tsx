import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { config } from '../../config.ts';
import { WorkflowNav, type WorkflowPage } from './WorkflowNav.tsx';

/** The head of the board, dashboard and diagram pages: the document title, the one h1, an intro and the sub-navigation. */
export function PageTop({ title, intro, current }: { title: string; intro: ReactNode; current: WorkflowPage }) {
  return (
    <>
      <title>{`${title} · Editorial workflow · ${config.brand}`}</title>
      <Box component="header" sx={{ mb: 1 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          Editorial workflow · insights
        </Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '75ch', mt: 0.5 }}>
          {intro}
        </Typography>
      </Box>
      <WorkflowNav current={current} />
    </>
  );
}
