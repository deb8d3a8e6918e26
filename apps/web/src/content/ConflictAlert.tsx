import { AlertTitle, Button } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { ApiError } from '../api/errors.ts';

/** The words for a stale change (409): the same on every screen. */
export const CONFLICT_MESSAGE = 'Someone else changed this item since you opened it. Reload to see their changes.';

/**
 * A stale change: the 409 of a version that is no longer current. (A 409 that lists issues is a taken key, such as
 * a code already in use; the form shows that on its field.)
 */
export function isConflict(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const issues = (error.data as { data?: { issues?: unknown } } | undefined)?.data?.issues;
  return !Array.isArray(issues) || issues.length === 0;
}

/** A 409 answer, said plainly, with the way out. */
export function ConflictAlert({ onReload, detail }: { onReload: () => void; detail?: string }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="conflict"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          Reload
        </Button>
      }
      sx={{ mb: 2 }}
    >
      <AlertTitle>Changed by someone else</AlertTitle>
      {CONFLICT_MESSAGE}
      {detail && ` ${detail}`}
    </Alert>
  );
}
