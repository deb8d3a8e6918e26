import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import type { ImportDetail } from './api/get-import.ts';
import { PREVIEW_ROWS, usePreview } from './api/get-preview.ts';
import { useStartJob } from './api/start-job.ts';
import { ErrorList } from './ErrorList.tsx';
import { rows } from './import-format.ts';
import { JobProgress } from './JobProgress.tsx';
import { ERROR_TEXT, PreviewTable } from './PreviewTable.tsx';
import type { PreviewRow } from './api/types.ts';

/** How many problems of the preview are listed above its table (all are in the table). */
const LISTED = 10;

/** The preview's problems as a list: what a narrow screen shows without scrolling the table sideways. */
function ProblemList({ rows: previewRows }: { rows: readonly PreviewRow[] }) {
  const problems = previewRows.flatMap((row) =>
    row.errors.map((error) => `Row ${row.row}${error.column ? `, ${error.column}` : ''}: ${error.message}`),
  );
  if (problems.length === 0) return null;
  return (
    <Box component="ul" aria-label="Problems in the preview" sx={{ mt: 0, mb: 1, pl: 3 }}>
      {problems.slice(0, LISTED).map((problem, index) => (
        <Typography key={index} component="li" variant="body2" sx={{ color: ERROR_TEXT }}>
          {problem}
        </Typography>
      ))}
      {problems.length > LISTED && (
        <Typography component="li" variant="body2" color="text.secondary">
          {`and ${(problems.length - LISTED).toLocaleString('en')} more in the table`}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Step 3: the first rows as the type's schema sees them, then a check of every row (the dry run, a background job:
 * nothing is written) whose errors are listed and downloadable.
 */
export function PreviewStep({
  detail,
  onBack,
  onNext,
}: {
  detail: ImportDetail;
  onBack: () => void;
  onNext: () => void;
}) {
  const { import: view, fields } = detail;
  const preview = usePreview(view.id);
  const job = useStartJob();
  const checking = view.status === 'validating';
  const checked = view.status === 'validated';
  const previewErrors = preview.data?.rows.filter((row) => row.errors.length > 0).length ?? 0;

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        {`The first ${PREVIEW_ROWS} rows of ${view.fileName}, each checked as it would be imported. `}
        Cells with a problem are highlighted, with what is wrong under them. Check all rows to find every problem before
        importing: nothing is written.
      </Typography>
      {preview.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : preview.error ? (
        <Alert severity="error">{`The preview could not be made. ${preview.error.message}`}</Alert>
      ) : preview.data.rows.length === 0 ? (
        <Alert severity="info">The file has no rows below its column names.</Alert>
      ) : (
        <>
          <Typography variant="body2" role="status" sx={{ mb: 1 }}>
            {previewErrors === 0
              ? `No problem in the first ${rows(preview.data.rows.length)}.`
              : `${rows(previewErrors)} of the first ${preview.data.rows.length.toLocaleString('en')} with problems.`}
          </Typography>
          <ProblemList rows={preview.data.rows} />
          <PreviewTable rows={preview.data.rows} columns={view.columns} mapping={view.mapping} fields={fields} />
        </>
      )}
      {checking && <JobProgress label="Checking all rows:" progress={view.progress} />}
      {checked && (
        <Alert severity={view.rowsInvalid > 0 ? 'warning' : 'success'} role="status" sx={{ mt: 2 }}>
          {`All ${rows(view.rowsTotal)} checked: ${view.rowsValid.toLocaleString('en')} ready to import, ${view.rowsInvalid.toLocaleString('en')} with errors (skipped by the import).`}
        </Alert>
      )}
      {view.status === 'failed' && view.error && (
        <Alert severity="error" sx={{ mt: 2 }}>{`The check stopped. ${view.error}`}</Alert>
      )}
      {job.isError && <Alert severity="error" sx={{ mt: 2 }}>{`The check did not start. ${job.error.message}`}</Alert>}
      {checked && view.rowsInvalid > 0 && <ErrorList view={view} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button onClick={onBack} disabled={checking}>
          Back to mapping
        </Button>
        <Button
          variant={checked ? 'outlined' : 'contained'}
          startIcon={<FactCheckOutlined />}
          loading={job.isPending || checking}
          loadingPosition="start"
          onClick={() => job.mutate({ id: view.id, job: 'validate' })}
        >
          {checked ? 'Check again' : 'Check all rows'}
        </Button>
        <Button variant={checked ? 'contained' : 'text'} onClick={onNext} disabled={checking}>
          Continue to import
        </Button>
      </Stack>
    </Box>
  );
}
