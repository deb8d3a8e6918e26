import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { findContentType } from '@rh/core/content';
import { useState } from 'react';
import { DownloadButton } from '../../../api/DownloadButton.tsx';
import { formatDateTime } from '../../../content/fields/format.ts';
import { useDeleteReport } from './api/delete-report.ts';
import { exportTarget } from './api/export-target.ts';
import { FORMATS, type SavedReport } from './api/types.ts';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** A report's schedule in words, with its next time and what went wrong the last time. */
function scheduleText(report: SavedReport): string {
  if (report.schedule === 'none') return 'Not e-mailed';
  const next = report.nextRunAt ? `, next ${formatDateTime(report.nextRunAt)}` : '';
  return `${report.schedule === 'daily' ? 'Daily' : 'Weekly'} as ${report.scheduleFormat.toUpperCase()}${next}`;
}

/** The user's saved reports: each opened in the builder, exported as it stands now, or deleted (after a question). */
export function SavedReports({
  reports,
  openId,
  onOpen,
}: {
  reports: SavedReport[];
  openId: string | null;
  onOpen: (report: SavedReport) => void;
}) {
  const remove = useDeleteReport();
  const [asking, setAsking] = useState<SavedReport | null>(null);
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Your saved reports">
          <TableHead>
            <TableRow>
              <TableCell>Report</TableCell>
              <TableCell sx={WIDE}>Content</TableCell>
              <TableCell sx={WIDE}>E-mail</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.map((report) => (
              <TableRow key={report.id} selected={report.id === openId}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {report.name}
                  </Typography>
                  {report.lastError && (
                    <Typography variant="caption" color="error">
                      Last e-mail failed: {report.lastError}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={WIDE}>{findContentType(report.type)?.plural ?? report.type}</TableCell>
                <TableCell sx={WIDE}>{scheduleText(report)}</TableCell>
                <TableCell>
                  <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => onOpen(report)} aria-label={`Open ${report.name}`}>
                      Open
                    </Button>
                    {FORMATS.map((format) => (
                      <DownloadButton
                        key={format}
                        size="small"
                        target={exportTarget(format, { id: report.id })}
                        aria-label={`Export ${report.name} as ${format.toUpperCase()}`}
                      >
                        {format.toUpperCase()}
                      </DownloadButton>
                    ))}
                    <Button size="small" onClick={() => setAsking(report)} aria-label={`Delete ${report.name}`}>
                      Delete
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {remove.error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {`The report could not be deleted. ${remove.error.message}`}
        </Alert>
      )}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="delete-report-title">
        <DialogTitle id="delete-report-title">Delete “{asking?.name}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The report and its schedule are deleted; the items it shows are not touched.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => remove.mutate(asking!.id, { onSuccess: () => setAsking(null) })}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
