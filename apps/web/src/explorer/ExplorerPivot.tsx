import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { useMemo, useState } from 'react';
import { ApiError } from '../api/request.ts';
import type { ListParams } from '../content/api/types.ts';
import { buildPivot, pivotTable } from './pivot.ts';
import { downloadCsv, downloadXlsx } from './pivot-files.ts';
import { PivotTable } from './PivotTable.tsx';
import { usePivotCounts } from './usePivotCounts.ts';

export interface ExplorerPivotProps {
  type: ContentType;
  params: ListParams;
  /** One or two fields, with their labels. */
  by: readonly { name: string; label: string }[];
  linkTo: (rowKey: string | null | undefined, columnKey: string | null | undefined) => string | null;
}

/** Counts of the filtered items by one or two fields, as a table with totals, downloadable as CSV or Excel. */
export function ExplorerPivot({ type, params, by, linkTo }: ExplorerPivotProps) {
  const names = useMemo(() => by.map((field) => field.name), [by]);
  const counts = usePivotCounts(type.name, params, names);
  const [rows, columns] = by;
  // The grand total is the items matched (each once), as the list counts them: an item with several values of a
  // field (countries, topics) is in several cells, and the smallest groups may be left out.
  const pivot = useMemo(
    () =>
      counts.data && {
        ...buildPivot(counts.data.groups ?? [], counts.data.labels, by.length === 2),
        total: counts.data.total,
      },
    [counts.data, by.length],
  );
  const [failed, setFailed] = useState<string | null>(null);
  if (counts.isError) {
    const refused = counts.error instanceof ApiError && counts.error.status === 403;
    return <Alert severity={refused ? 'warning' : 'error'}>{counts.error.message}</Alert>;
  }
  if (!pivot || !rows) return <LinearProgress aria-label="Counting" />;

  const table = pivotTable(pivot, rows.label, columns?.label);
  const caption = `${type.plural} by ${by.map((field) => field.label.toLowerCase()).join(' and ')}`;
  const fileName = `${caption.toLowerCase().replace(/\W+/g, '-')}-${new Date().toISOString().slice(0, 10)}`;
  const handleXlsx = () =>
    downloadXlsx(table, caption, `${fileName}.xlsx`).catch((error: unknown) =>
      setFailed(error instanceof Error ? error.message : String(error)),
    );
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: 1 }}>
          {`${new Intl.NumberFormat('en').format(pivot.total)} ${type.plural.toLowerCase()}`}
          {pivot.rows.reduce((sum, row) => sum + row.total, 0) > pivot.total
            ? '; one with several values of a field counts under each'
            : ''}
          {counts.data?.capped ? '; the smallest groups are left out' : ''}
        </Typography>
        <Button startIcon={<FileDownloadOutlined />} onClick={() => downloadCsv(table, `${fileName}.csv`)}>
          Pivot as CSV
        </Button>
        <Button startIcon={<FileDownloadOutlined />} onClick={handleXlsx}>
          Pivot as Excel
        </Button>
      </Stack>
      {failed && (
        <Alert severity="error" onClose={() => setFailed(null)} sx={{ mb: 1 }}>
          {failed}
        </Alert>
      )}
      <PivotTable pivot={pivot} rowName={rows.label} columnName={columns?.label} linkTo={linkTo} caption={caption} />
    </Box>
  );
}
