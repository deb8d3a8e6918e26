import {
  Chip,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { findContentType } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../content/fields/format.ts';
import { QueryStates } from '../../QueryStates.tsx';
import { useImports } from './api/list-imports.ts';
import type { ImportView } from './api/types.ts';
import { resultLine, rows, STATUS_COLOR, STATUS_LABEL } from './import-format.ts';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The counts of an import whose rows are not counted yet. */
const NONE = '–';

/** What an import's counts say at its stage. */
function counts(view: ImportView): string {
  if (view.status === 'done' || view.created + view.updated > 0) return resultLine(view);
  if (view.status === 'validated')
    return `${view.rowsValid.toLocaleString('en')} ready, ${view.rowsInvalid.toLocaleString('en')} with errors`;
  return view.rowsTotal > 0 ? rows(view.rowsTotal) : NONE;
}

/** The recent imports, newest first; each file name reopens its import at the step it stands at. */
export function RecentImports({ current }: { current: string | null }) {
  const query = useImports();
  return (
    <section aria-labelledby="recent-imports-heading">
      <Typography id="recent-imports-heading" variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        Recent imports
      </Typography>
      <QueryStates
        query={query}
        data={query.data?.imports}
        isEmpty={(list) => list.length === 0}
        denied="Your access does not include importing."
        what="The recent imports"
        empty="No file has been imported yet."
        height={120}
      >
        {(list) => (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Recent imports, newest first">
              <TableHead>
                <TableRow>
                  <TableCell>File</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={WIDE}>Rows</TableCell>
                  <TableCell sx={WIDE}>When</TableCell>
                  <TableCell sx={WIDE}>By</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((view) => (
                  <TableRow key={view.id} selected={view.id === current}>
                    <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                      <Link
                        component={RouterLink}
                        to={{ search: `?import=${encodeURIComponent(view.id)}` }}
                        aria-current={view.id === current ? 'true' : undefined}
                      >
                        {view.fileName}
                      </Link>
                    </TableCell>
                    <TableCell>{findContentType(view.type)?.plural ?? view.type}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={STATUS_COLOR[view.status]}
                        label={STATUS_LABEL[view.status]}
                      />
                      {counts(view) !== NONE && (
                        <Typography variant="caption" component="div" sx={{ display: { md: 'none' }, mt: 0.5 }}>
                          {counts(view)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={WIDE}>{counts(view)}</TableCell>
                    <TableCell sx={WIDE}>
                      <time dateTime={view.createdAt}>{formatDateTime(view.createdAt)}</time>
                    </TableCell>
                    <TableCell sx={WIDE}>{view.createdBy?.name ?? '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryStates>
    </section>
  );
}
