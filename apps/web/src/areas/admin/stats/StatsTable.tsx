import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { ChartDataTable } from '../../../components/charts/ChartDataTable.tsx';
import { fileNameOf, tableCsv, type ChartTable } from '../../../components/charts/chart-table.ts';
import { downloadText } from '../../../components/charts/download.ts';

/**
 * A table of the statistics that has no chart: titled, with a CSV download of the same rows as the charts' tables
 * (the charts' own table and CSV code), and an honest sentence when it has no row.
 */
export function StatsTable({
  title,
  table,
  empty,
  note,
}: {
  title: string;
  table: ChartTable;
  empty: string;
  note?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          aria-label={`Download CSV: ${title}`}
          disabled={table.rows.length === 0}
          onClick={() => downloadText(tableCsv(table), `${fileNameOf(title)}.csv`)}
        >
          CSV
        </Button>
      </Stack>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {table.rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {empty}
        </Typography>
      ) : (
        <ChartDataTable id={`${id}-table`} caption={title} table={table} />
      )}
    </Paper>
  );
}
