import Replay from '@mui/icons-material/Replay';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import type { ListPanelProps } from '../../content/list/list-panels.ts';
import { useJob, useRerunRules } from './api/rerun-rules.ts';

const count = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
const doneText = (result: Record<string, unknown>) =>
  `Done: ${count(Number(result.checked ?? 0), 'item')} checked, ${Number(result.changed ?? 0).toLocaleString('en')} changed by ${count(Number(result.rules ?? 0), 'rule')}.`;

/** The rules' list: re-run the enabled rules on the stored news items, with the job's progress. */
export function RerunRulesPanel({ canChange }: ListPanelProps) {
  const rerun = useRerunRules();
  const job = useJob(rerun.data?.id);
  if (!canChange) return null;
  const current = job.data ?? rerun.data;
  const running = current && (current.status === 'queued' || current.status === 'running');
  const percent = current && current.total ? Math.round((current.done / current.total) * 100) : 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Re-run the rules">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Rules apply to arriving items. Re-run them to tag the items already stored with what the enabled rules set now
          (what people set stays).
        </Typography>
        <Button
          variant="outlined"
          startIcon={<Replay />}
          loading={rerun.isPending || Boolean(running)}
          onClick={() => rerun.mutate(undefined)}
        >
          Re-run on past items
        </Button>
      </Stack>
      {rerun.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {rerun.error.message}
        </Alert>
      )}
      {current && (
        <Box sx={{ mt: 2 }} role="status">
          {running && (
            <>
              <LinearProgress
                variant={current.total ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label="Progress"
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {current.status === 'queued'
                  ? 'Waiting to start…'
                  : `${current.done.toLocaleString('en')} of ${current.total.toLocaleString('en')} items checked`}
              </Typography>
            </>
          )}
          {/* The box is the live region: the notice inside it is not one of its own. */}
          {current.status === 'done' && (
            <Alert severity="success" role="none">
              {doneText(current.result ?? {})}
            </Alert>
          )}
          {current.status === 'failed' && <Alert severity="error">The re-run failed: {current.error}</Alert>}
        </Box>
      )}
    </Paper>
  );
}
