import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../Alert.tsx';
import { visuallyHidden } from './visually-hidden.ts';
import { useId, useState, type ReactNode } from 'react';
import type { ChartSelection } from './chart-data.ts';
import { ChartDataTable } from './ChartDataTable.tsx';
import { fileNameOf, tableCsv, type ChartTable } from './chart-table.ts';
import { downloadText, downloadUrl } from './download.ts';

export interface ChartFrameProps {
  title: string;
  /** The heading's element: h2 on a page, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Hide the title (a tile that shows its own): it stays the chart's accessible name and the table's caption. */
  hideTitle?: boolean;
  table: ChartTable;
  /** The drawing's PNG as a data URL, once drawn. */
  pngOf: (() => string | undefined) | undefined;
  onSelect?: ((selection: ChartSelection) => void) | undefined;
  error?: Error | null;
  /** The drawing (the element ECharts draws in) and anything beside it (a map's band). */
  children: ReactNode;
}

/**
 * The frame every chart and map shares: its title, a "Table" toggle that shows its numbers as a table (reachable by
 * keyboard; rows select like marks), and its downloads as PNG (the drawing) and CSV (the table).
 */
export function ChartFrame({
  title,
  headingLevel = 'h2',
  hideTitle,
  table,
  pngOf,
  onSelect,
  error,
  children,
}: ChartFrameProps) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const headingId = `${id}-title`;
  const tableId = `${id}-table`;
  const fileName = fileNameOf(title);

  const handlePng = () => {
    const url = pngOf?.();
    if (url) downloadUrl(url, `${fileName}.png`);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 1 }}>
        <Typography
          id={headingId}
          variant="h6"
          component={headingLevel}
          sx={{ flex: '1 1 auto', minWidth: 0, ...(hideTitle && visuallyHidden) }}
        >
          {title}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
          <Button
            size="small"
            startIcon={<TableChartOutlined />}
            aria-expanded={showTable}
            aria-controls={showTable ? tableId : undefined}
            onClick={() => setShowTable(!showTable)}
          >
            Table
          </Button>
          <Button
            size="small"
            startIcon={<FileDownloadOutlined />}
            aria-label="Download PNG"
            disabled={!pngOf}
            onClick={handlePng}
          >
            PNG
          </Button>
          <Button
            size="small"
            startIcon={<FileDownloadOutlined />}
            aria-label="Download CSV"
            onClick={() => downloadText(tableCsv(table), `${fileName}.csv`)}
          >
            CSV
          </Button>
        </Stack>
      </Stack>
      {error ? (
        <Alert severity="warning" role="alert">
          The chart could not be drawn ({error.message}); its numbers are in the table.
        </Alert>
      ) : null}
      <Box sx={{ position: 'relative' }}>{children}</Box>
      {showTable && <ChartDataTable id={tableId} caption={title} table={table} onSelect={onSelect} />}
    </Paper>
  );
}
