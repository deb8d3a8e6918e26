import { Box, LinearProgress, Typography } from '@mui/material';
import type { ImportView } from './api/types.ts';
import { progressPercent, progressText } from './import-format.ts';

/** A running job's progress bar, with its rows in words; a moving bar until the job knows its total. */
export function JobProgress({ label, progress }: { label: string; progress: ImportView['progress'] }) {
  const percent = progressPercent(progress);
  const text = progressText(progress);
  return (
    <Box sx={{ my: 2 }}>
      <Typography id="import-progress-label" variant="body2" sx={{ mb: 0.5 }}>
        {label}
        {text ? ` ${text}` : '…'}
      </Typography>
      <LinearProgress
        aria-labelledby="import-progress-label"
        variant={percent === null ? 'indeterminate' : 'determinate'}
        {...(percent === null ? {} : { value: percent })}
      />
    </Box>
  );
}
