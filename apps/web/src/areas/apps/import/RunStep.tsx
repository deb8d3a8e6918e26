import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { findContentType } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import { listPath } from '../../../content/links.ts';
import type { ImportDetail } from './api/get-import.ts';
import type { ImportView } from './api/types.ts';
import { useStartJob } from './api/start-job.ts';
import { ErrorList } from './ErrorList.tsx';
import { rows, skipped, unchanged } from './import-format.ts';
import { JobProgress } from './JobProgress.tsx';

/** The import's result as four figures: what it created, changed, found the same and left out. */
function Result({ view }: { view: ImportView }) {
  const figures = [
    ['Created', view.created],
    ['Updated', view.updated],
    ['Unchanged', unchanged(view)],
    ['Skipped', skipped(view)],
  ] as const;
  return (
    <Box component="section" aria-label="Result">
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 3, sm: 6 }, my: 2 }}>
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h4" sx={{ m: 0 }}>
              {value.toLocaleString('en')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Step 4: the import itself, a background job writing in batches as the user who started it. Rows with errors are
 * skipped and listed; with a key field, a row matching an existing item updates it.
 */
export function RunStep({ detail, onBack, onNew }: { detail: ImportDetail; onBack: () => void; onNew: () => void }) {
  const { import: view, fields } = detail;
  const job = useStartJob();
  const type = findContentType(view.type);
  const list = type ? listPath(type) : null;
  const keyLabel = fields.find((field) => field.name === view.keyField)?.label;
  const importing = view.status === 'importing';
  const done = view.status === 'done';
  const failed = view.status === 'failed';

  return (
    <Box>
      {!importing && !done && (
        <>
          <Typography sx={{ mb: 1, maxWidth: '75ch' }}>
            {view.status === 'validated'
              ? `${rows(view.rowsValid)} of ${view.rowsTotal.toLocaleString('en')} are ready; rows with errors are skipped.`
              : 'Rows with errors are skipped; check all rows first to know how many.'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
            {keyLabel
              ? `A row whose ${keyLabel} matches an existing ${type?.label.toLowerCase() ?? 'item'} updates it; the others create new ones.`
              : 'Every row creates a new item: no key field is chosen, so importing the same file again would duplicate them.'}
          </Typography>
        </>
      )}
      {importing && <JobProgress label="Importing:" progress={view.progress} />}
      {done && (
        <Alert severity={skipped(view) > 0 ? 'warning' : 'success'} role="status">
          {`Imported ${view.fileName} into ${type?.plural ?? view.type}${skipped(view) > 0 ? ': rows with errors were skipped, they are listed below.' : '.'}${unchanged(view) > 0 ? ' Unchanged rows matched an item that already held the same values.' : ''}`}
        </Alert>
      )}
      {done && <Result view={view} />}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`The import stopped${view.error ? `: ${view.error}` : '.'} Rows written before it stopped are kept; with a key field, importing again finishes it without duplicates.`}
        </Alert>
      )}
      {job.isError && <Alert severity="error" sx={{ mb: 2 }}>{`The import did not start. ${job.error.message}`}</Alert>}
      {(done || failed) && <ErrorList view={view} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {!done && (
          <Button onClick={onBack} disabled={importing}>
            Back to preview
          </Button>
        )}
        {!done && (
          <Button
            variant="contained"
            startIcon={<PlayArrowOutlined />}
            loading={job.isPending || importing}
            loadingPosition="start"
            onClick={() => job.mutate({ id: view.id, job: 'run' })}
          >
            {failed ? 'Import again' : 'Import'}
          </Button>
        )}
        {done && list && (
          <Button component={RouterLink} to={list} variant="contained">
            {`Open ${type?.plural ?? 'the list'}`}
          </Button>
        )}
        {done && <Button onClick={onNew}>Import another file</Button>}
      </Stack>
    </Box>
  );
}
