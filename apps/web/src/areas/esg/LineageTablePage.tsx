import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import {
  Box,
  Button,
  Container,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DownloadButton } from '../../api/DownloadButton.tsx';
import { withQueries } from '../../app/with-queries.tsx';
import { pathTo } from '../../routes/table.ts';
import { QueryStates } from '../QueryStates.tsx';
import { esgExportPath, lineageOptions, type Lineage, type LineageRow } from './api.ts';
import { EsgHeading, ItemLink, itemPaths } from './EsgBits.tsx';
import { LineageFilters } from './LineageFilters.tsx';
import { filterChoices, lineageFilters, lineageTableHref, otherViewHref, rowKey } from './lineage-view.ts';

const PAGE_SIZE = 50;
const TITLE = 'Lineage';

const disclosurePath = (id: string) => pathTo('FormView', { model: 'disclosure', id });

/** A code that links to its item, with its name below. */
function Ref({ to, code, name }: { to: string; code: string; name: string }) {
  return (
    <>
      <ItemLink to={to}>{code}</ItemLink>
      {name !== code && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {name}
        </Typography>
      )}
    </>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ fontStyle: 'italic' }}>
      {children}
    </Typography>
  );
}

/** The five cells of a path, the same in the table and the cards. */
function cellsOf(row: LineageRow): { label: string; content: ReactNode }[] {
  const { system, dataElement, metric, disclosure, framework } = row;
  return [
    {
      label: 'Source system',
      content: system ? (
        <ItemLink to={lineageTableHref(new URLSearchParams(), { system })} title={`Every path from ${system}`}>
          {system}
        </ItemLink>
      ) : (
        <Missing>{dataElement ? 'No system recorded' : '—'}</Missing>
      ),
    },
    {
      label: 'Data element',
      content: dataElement ? (
        <Ref to={itemPaths.dataelement(dataElement.id)} code={dataElement.code} name={dataElement.title} />
      ) : (
        <Missing>No data element</Missing>
      ),
    },
    {
      label: 'Metric',
      content: metric ? (
        <Ref to={itemPaths.metric(metric.id)} code={metric.code} name={metric.title} />
      ) : (
        <Missing>Not used by any metric</Missing>
      ),
    },
    {
      label: 'Disclosure',
      content: disclosure ? (
        <>
          <Ref to={disclosurePath(disclosure.id)} code={disclosure.code} name={disclosure.title} />
          {(disclosure.paragraph || disclosure.datapoint) && (
            <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {[disclosure.paragraph, disclosure.datapoint && `Datapoint ${disclosure.datapoint}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </>
      ) : (
        <Missing>{metric ? 'No disclosure' : '—'}</Missing>
      ),
    },
    {
      label: 'Framework',
      content: framework ? (
        <Ref to={itemPaths.framework(framework.id)} code={framework.code} name={framework.title} />
      ) : (
        <Missing>—</Missing>
      ),
    },
  ];
}

function PathTable({ rows }: { rows: readonly LineageRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Lineage paths: source system, data element, metric, disclosure, framework">
        <TableHead>
          <TableRow>
            {cellsOf(rows[0]!).map((cell) => (
              <TableCell key={cell.label} sx={{ fontWeight: 600 }}>
                {cell.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {cellsOf(row).map((cell, index) => (
                <TableCell
                  key={cell.label}
                  {...(index === 0 && { component: 'th', scope: 'row' })}
                  sx={{ verticalAlign: 'top', overflowWrap: 'anywhere', minWidth: 120 }}
                >
                  {cell.content}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** At phone width: one card per path, its five steps as a list of terms. */
function PathCards({ rows }: { rows: readonly LineageRow[] }) {
  return (
    <Stack component="ol" aria-label="Lineage paths" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 0.75 }}>
            {cellsOf(row).map((cell) => (
              <Box key={cell.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 1 }}>
                  {cell.label}
                </Typography>
                <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {cell.content}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

function Summary({ lineage }: { lineage: Lineage }) {
  const { totals } = lineage;
  const parts = [
    `${totals.rows} ${totals.rows === 1 ? 'path' : 'paths'}`,
    `${totals.dataElements} data elements`,
    `${totals.metrics} metrics`,
    `${totals.disclosures} disclosures`,
    `${totals.frameworks} frameworks`,
  ];
  if (totals.unusedDataElements) parts.push(`${totals.unusedDataElements} data elements not used by any metric`);
  if (totals.metricsWithoutDisclosure) parts.push(`${totals.metricsWithoutDisclosure} metrics without a disclosure`);
  if (lineage.capped)
    parts.push(`the table shows the first ${lineage.rows.length} of ${totals.rows}: narrow the filters`);
  return (
    <Typography role="status" sx={{ fontWeight: 500, mb: 1 }}>
      {parts.join(' · ')}
    </Typography>
  );
}

/** `/metrics/lineage/table`: one row per path source system → data element → metric → disclosure → framework. */
function LineageTablePage() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [search, setSearch] = useSearchParams();
  const filters = lineageFilters(search);
  const filterKey = filters.toString();
  const lineage = useQuery(lineageOptions(filters));
  const everything = useQuery(lineageOptions());
  const choices = useMemo(() => filterChoices(everything.data?.rows ?? []), [everything.data]);
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [filterKey]);

  const rows = lineage.data?.rows ?? [];
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const download = (format: 'xlsx' | 'csv') => ({
    path: esgExportPath('lineage', format, filters),
    fileName: `esg-lineage.${format}`,
  });

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <EsgHeading
        page="MetricsLineageTable"
        title={TITLE}
        intro="Where each reported figure comes from: the source system and data element it is computed from, the metric, and the framework disclosures it meets. One row per path; a data element no metric uses has a row of its own."
      />
      <LineageFilters search={search} onChange={(next) => setSearch(next, { replace: true })} choices={choices} />
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<AccountTreeOutlined />}
          component={RouterLink}
          to={otherViewHref('MetricsLineageSankey', search)}
        >
          Show as a flow
        </Button>
        <DownloadButton variant="outlined" target={download('xlsx')}>
          Excel (XLSX)
        </DownloadButton>
        <DownloadButton variant="outlined" target={download('csv')}>
          CSV
        </DownloadButton>
      </Stack>
      <QueryStates
        query={lineage}
        data={lineage.data}
        isEmpty={(data) => data.rows.length === 0}
        denied="Your access does not include the lineage of the metrics."
        what="The lineage"
        empty="No path matches these filters."
      >
        {(data) => (
          <>
            <Summary lineage={data} />
            {narrow ? <PathCards rows={shown} /> : <PathTable rows={shown} />}
            {rows.length > PAGE_SIZE && (
              <TablePagination
                component="div"
                count={rows.length}
                page={page}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_, next) => setPage(next)}
              />
            )}
          </>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(LineageTablePage);
