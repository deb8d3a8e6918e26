import {
  Box,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState } from 'react';
import { DownloadButton } from '../../../api/DownloadButton.tsx';
import { errorsCsvPath, useErrors } from './api/get-errors.ts';
import type { ImportView } from './api/types.ts';

const PAGE_SIZES = [10, 25, 50];

/** The errors the latest check or import stored, a page at a time, and all of them as a CSV file. */
export function ErrorList({ view }: { view: ImportView }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]!);
  const query = useErrors(view.id, page * size, size);
  const base = view.fileName.replace(/\.[^.]+$/, '');

  if (query.isPending) return <Skeleton variant="rounded" height={120} />;
  if (query.error) return <Alert severity="error">{`The errors could not be loaded. ${query.error.message}`}</Alert>;
  const { errors, total } = query.data;
  if (total === 0) return null;
  return (
    <Box component="section" aria-labelledby="import-errors-heading" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="import-errors-heading" variant="h6" component="h3">
          {`Errors (${total.toLocaleString('en')})`}
        </Typography>
        <DownloadButton size="small" target={{ path: errorsCsvPath(view.id), fileName: `${base}-errors.csv` }}>
          Download errors (CSV)
        </DownloadButton>
      </Box>
      <TableContainer component={Paper} variant="outlined" sx={{ mt: 1 }}>
        <Table size="small" aria-label="Errors by row">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Column</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Value</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error, index) => (
              <TableRow key={`${error.row}-${error.column ?? ''}-${index}`}>
                <TableCell>{error.row}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.column ?? 'The whole row'}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>
                  {error.value ?? ''}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > PAGE_SIZES[0]! && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setSize(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </Box>
  );
}
