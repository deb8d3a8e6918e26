import {
  Autocomplete,
  Box,
  Button,
  Container,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { contentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { useDebounced } from '../../content/useDebounced.ts';
import { pathTo } from '../../routes/table.ts';
import { QueryStates } from '../QueryStates.tsx';
import {
  ESG_TOPICS,
  interoperabilityOptions,
  type InteropCell,
  type InteropFramework,
  type Interoperability,
  type InteropRow,
} from './api.ts';
import { EsgHeading, ItemLink, itemPaths } from './EsgBits.tsx';
import { TOPIC_LABELS } from './LineageFilters.tsx';
import { withFilter } from './lineage-view.ts';

/** The page's filters, as the interoperability API's parameters. */
const FILTERS = ['topic', 'pillar', 'framework', 'q'] as const;
const PILLARS = contentType('metric').fields.find((field) => field.name === 'pillar')?.options ?? [];

function interopFilters(search: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const name of FILTERS) for (const value of search.getAll(name)) if (value.trim()) filters.append(name, value);
  return filters;
}

const disclosurePath = (id: string) => pathTo('FormView', { model: 'disclosure', id });

/** A cell: the disclosure codes of the framework that the metric meets, each opening its disclosure. */
function CellContent({ cell }: { cell: InteropCell }) {
  if (cell.disclosures.length === 0) {
    return cell.listed ? (
      <Typography variant="body2" color="text.secondary" component="span" sx={{ fontStyle: 'italic' }}>
        Reported under it, no datapoint
      </Typography>
    ) : (
      <Typography variant="body2" color="text.secondary" component="span" aria-label="None">
        —
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {cell.disclosures.map((disclosure) => (
        <li key={disclosure.id}>
          <ItemLink
            to={disclosurePath(disclosure.id)}
            title={[disclosure.title, disclosure.paragraph].filter(Boolean).join(' — ')}
          >
            {disclosure.code}
          </ItemLink>
          {disclosure.datapoint && disclosure.datapoint !== disclosure.code && (
            <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {disclosure.datapoint}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}

function MetricName({ row }: { row: InteropRow }) {
  return (
    <>
      <ItemLink to={itemPaths.metric(row.metric.id)}>{row.metric.code}</ItemLink>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {row.metric.title}
      </Typography>
      {row.metric.topic && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {TOPIC_LABELS.get(row.metric.topic) ?? row.metric.topic}
        </Typography>
      )}
    </>
  );
}

function FrameworkHead({ framework }: { framework: InteropFramework }) {
  return (
    <>
      <ItemLink to={itemPaths.framework(framework.id)} title={framework.title}>
        {framework.code}
      </ItemLink>
      {framework.issuer && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {framework.issuer}
        </Typography>
      )}
    </>
  );
}

function Matrix({ data }: { data: Interoperability }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto', maxHeight: '75vh' }}>
      <Table size="small" stickyHeader aria-label="Metrics and their disclosures in each framework">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, minWidth: 200, left: 0, zIndex: 3 }}>Metric</TableCell>
            {data.frameworks.map((framework) => (
              <TableCell key={framework.id} sx={{ fontWeight: 600, minWidth: 130, verticalAlign: 'bottom' }}>
                <FrameworkHead framework={framework} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((row) => (
            <TableRow key={row.metric.id} hover>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  verticalAlign: 'top',
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  bgcolor: 'background.paper',
                  borderRight: 1,
                  borderRightColor: 'divider',
                }}
              >
                <MetricName row={row} />
              </TableCell>
              {row.cells.map((cell) => (
                <TableCell key={cell.framework} sx={{ verticalAlign: 'top' }}>
                  <CellContent cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** At phone width: one card per metric, listing only the frameworks where it has something. */
function Cards({ data }: { data: Interoperability }) {
  const byId = new Map(data.frameworks.map((framework) => [framework.id, framework]));
  return (
    <Stack component="ul" spacing={1} aria-label="Metrics and their disclosures" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.rows.map((row) => {
        const filled = row.cells.filter((cell) => cell.disclosures.length > 0 || cell.listed);
        return (
          <Paper key={row.metric.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <MetricName row={row} />
            {filled.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                In no framework yet.
              </Typography>
            ) : (
              <Box
                component="dl"
                sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 0.75 }}
              >
                {filled.map((cell) => {
                  const framework = byId.get(cell.framework);
                  return (
                    <Box key={cell.framework} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ pr: 1 }}>
                        {framework ? <FrameworkHead framework={framework} /> : cell.framework}
                      </Box>
                      <Box component="dd" sx={{ m: 0 }}>
                        <CellContent cell={cell} />
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** `/metrics/interoperability`: each metric's equivalent disclosures across the frameworks, as a matrix. */
function InteroperabilityPage() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [search, setSearch] = useSearchParams();
  const filters = interopFilters(search);
  const matrix = useQuery(interoperabilityOptions(filters));
  const everything = useQuery(interoperabilityOptions());
  const frameworks = everything.data?.frameworks ?? [];
  const byId = useMemo(() => new Map(frameworks.map((framework) => [framework.id, framework])), [frameworks]);
  const update = (name: string, values: string[]) => setSearch(withFilter(search, name, values), { replace: true });

  const words = search.get('q') ?? '';
  const [typed, setTyped] = useState(words);
  const settled = useDebounced(typed, 400);
  useEffect(() => setTyped(words), [words]);
  useEffect(() => {
    if (settled.trim() !== words) update('q', [settled]);
    // Only a pause in typing writes the words.
  }, [settled]);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <EsgHeading
        page="MetricsInteroperability"
        title="Interoperability"
        intro="One metric, its equivalents across the frameworks: for each metric, the disclosure requirements and datapoints of ESRS, ISSB (IFRS S1–S2), GRI and the SFDR principal adverse impacts that it meets. A code opens its disclosure; a column heading its framework."
      />
      <Box
        role="search"
        aria-label="Filter the matrix"
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
          alignItems: 'start',
        }}
      >
        <TextField
          size="small"
          type="search"
          label="Metric"
          helperText="Words in its code or name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <TextField
          select
          size="small"
          label="ESRS topic"
          value={search.get('topic') ?? ''}
          onChange={(event) => update('topic', [event.target.value])}
        >
          <MenuItem value="">Any topic</MenuItem>
          {ESG_TOPICS.map((topic) => (
            <MenuItem key={topic} value={topic}>
              {TOPIC_LABELS.get(topic) ?? topic}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Pillar"
          value={search.get('pillar') ?? ''}
          onChange={(event) => update('pillar', [event.target.value])}
        >
          <MenuItem value="">Any pillar</MenuItem>
          {PILLARS.map((pillar) => (
            <MenuItem key={pillar.value} value={pillar.value}>
              {pillar.label}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          multiple
          size="small"
          limitTags={2}
          options={frameworks.map((framework) => framework.id)}
          value={search.getAll('framework')}
          getOptionLabel={(id) => byId.get(id)?.code ?? id}
          onChange={(_, ids) => update('framework', ids)}
          renderInput={(params) => <TextField {...params} label="Frameworks" />}
        />
        {filters.size > 0 && (
          <Box>
            <Button
              onClick={() => {
                const next = new URLSearchParams(search);
                for (const name of FILTERS) next.delete(name);
                setTyped('');
                setSearch(next, { replace: true });
              }}
            >
              Clear the filters
            </Button>
          </Box>
        )}
      </Box>
      <QueryStates
        query={matrix}
        data={matrix.data}
        isEmpty={(data) => data.rows.length === 0}
        denied="Your access does not include the metrics."
        what="The matrix"
        empty="No metric matches these filters."
      >
        {(data) => (
          <>
            <Typography role="status" sx={{ fontWeight: 500, mb: 1 }}>
              {`${data.rows.length} ${data.rows.length === 1 ? 'metric' : 'metrics'} across ${data.frameworks.length} ${data.frameworks.length === 1 ? 'framework' : 'frameworks'}`}
            </Typography>
            {narrow ? <Cards data={data} /> : <Matrix data={data} />}
          </>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(InteroperabilityPage);
