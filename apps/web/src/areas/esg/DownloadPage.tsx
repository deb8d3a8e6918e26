import {
  Box,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../api/DownloadButton.tsx';
import { withQueries } from '../../app/with-queries.tsx';
import { QueryStates } from '../QueryStates.tsx';
import {
  esgExportOptions,
  esgExportPath,
  lineageOptions,
  type EsgExport,
  type EsgExportFormat,
  type EsgExportPreview,
} from './api.ts';
import { EsgHeading } from './EsgBits.tsx';
import { LineageFilters } from './LineageFilters.tsx';
import { filterChoices, lineageFilters, withFilter, type ChoiceFilter } from './lineage-view.ts';

const PREVIEW_ROWS = 10;

/** What each export holds and which of the lineage's filters it takes. */
const EXPORTS: Readonly<
  Record<EsgExport, { label: string; help: string; pickers: readonly ChoiceFilter[]; params: readonly string[] }>
> = {
  catalogue: {
    label: 'The metrics catalogue',
    help: 'One row per metric: its definition, unit, topic, data elements, frameworks and disclosures.',
    pickers: ['framework', 'metric'],
    params: ['framework', 'metric', 'topic', 'q'],
  },
  lineage: {
    label: 'The lineage',
    help: 'One row per path: source system, data element, metric, disclosure and framework.',
    pickers: ['framework', 'metric', 'dataElement', 'system'],
    params: ['framework', 'metric', 'dataElement', 'system', 'topic', 'q'],
  },
};

/** The export's filters from the address: the lineage's parameters that this export takes. */
function exportFilters(what: EsgExport, search: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const [name, value] of lineageFilters(search))
    if (EXPORTS[what].params.includes(name)) filters.append(name, value);
  return filters;
}

function Preview({ preview }: { preview: EsgExportPreview }) {
  const rows = preview.rows.slice(0, PREVIEW_ROWS);
  return (
    <>
      <Typography role="status" sx={{ fontWeight: 600, mb: 1 }}>
        {`${preview.total} ${preview.total === 1 ? 'row' : 'rows'} of ${preview.columns.length} columns`}
      </Typography>
      {rows.length > 0 && (
        // Focusable, so that a keyboard can scroll it (its cells hold no link to tab to).
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label="Preview of the file"
          sx={{ overflowX: 'auto', maxHeight: 420 }}
        >
          <Table size="small" stickyHeader aria-label={`The first ${rows.length} rows of the file`}>
            <TableHead>
              <TableRow>
                {preview.columns.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index}>
                  {row.map((cell, column) => (
                    <TableCell
                      key={column}
                      sx={{ verticalAlign: 'top', minWidth: 120, maxWidth: 320, overflowWrap: 'break-word' }}
                    >
                      {cell ?? ''}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {preview.total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`The first ${rows.length} rows; the file holds all ${preview.total}.`}
        </Typography>
      )}
    </>
  );
}

/** `/metrics/download`: the metrics catalogue or the lineage, filtered, as XLSX or CSV, with a preview. */
function DownloadPage() {
  const [search, setSearch] = useSearchParams();
  const what: EsgExport = search.get('what') === 'lineage' ? 'lineage' : 'catalogue';
  const format: EsgExportFormat = search.get('format') === 'csv' ? 'csv' : 'xlsx';
  const filters = exportFilters(what, search);
  const preview = useQuery(esgExportOptions(what, filters));
  const everything = useQuery(lineageOptions());
  const choices = useMemo(() => filterChoices(everything.data?.rows ?? []), [everything.data]);
  const set = (name: string, value: string) => setSearch(withFilter(search, name, [value]), { replace: true });

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <EsgHeading
        page="MetricsDownload"
        title="Download"
        intro="Take the metrics catalogue or the lineage away as an Excel workbook or a CSV file, filtered as you choose."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Stack spacing={3}>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' } }}>
            <FormControl>
              <FormLabel id="esg-export-what">What to download</FormLabel>
              <RadioGroup
                aria-labelledby="esg-export-what"
                value={what}
                onChange={(event) => set('what', event.target.value)}
              >
                {(Object.keys(EXPORTS) as EsgExport[]).map((name) => (
                  <FormControlLabel
                    key={name}
                    value={name}
                    control={<Radio />}
                    label={
                      <Box sx={{ py: 0.5 }}>
                        <Typography>{EXPORTS[name].label}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {EXPORTS[name].help}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id="esg-export-format">Format</FormLabel>
              <RadioGroup
                aria-labelledby="esg-export-format"
                value={format}
                onChange={(event) => set('format', event.target.value)}
              >
                <FormControlLabel value="xlsx" control={<Radio />} label="Excel workbook (XLSX)" />
                <FormControlLabel value="csv" control={<Radio />} label="CSV" />
              </RadioGroup>
            </FormControl>
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              Filters
            </Typography>
            <LineageFilters
              search={search}
              onChange={(next) => setSearch(next, { replace: true })}
              choices={choices}
              pickers={EXPORTS[what].pickers}
            />
          </Box>
          <Box>
            <DownloadButton
              variant="contained"
              disabled={!preview.data}
              target={{ path: esgExportPath(what, format, filters), fileName: `esg-${what}.${format}` }}
            >
              {`Download ${format === 'xlsx' ? 'XLSX' : 'CSV'}`}
            </DownloadButton>
          </Box>
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Preview
      </Typography>
      <QueryStates
        query={preview}
        data={preview.data}
        denied="Your access does not include the metrics."
        what="The preview"
        height={200}
      >
        {(data) => <Preview preview={data} />}
      </QueryStates>
    </Container>
  );
}

export default withQueries(DownloadPage);
