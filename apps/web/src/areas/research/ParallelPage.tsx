import {
  Autocomplete,
  Box,
  Chip,
  Container,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
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
import { countryName } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { QueryStates } from '../QueryStates.tsx';
import {
  getParallel,
  getParallelChoices,
  type ParallelReading,
  type ParallelRegulation,
  type ParallelRequirement,
  type ParallelTopic,
} from './api.ts';
import { exampleIds, idsOf, nameOf, onlyOf, rowsShown, topicName } from './parallel-data.ts';
import { count, PageHeading, PageLink, RegulationLink, researchPaths, StatusChip } from './ResearchBits.tsx';

const TITLE = 'Parallel reading';
const DENIED = 'Your access does not include parallel reading (researchParallel).';

function Picker(props: {
  label: string;
  choices: readonly ParallelRegulation[];
  value: string | undefined;
  taken: readonly string[];
  onChange: (id: string | null) => void;
}) {
  const { label, choices, value, taken, onChange } = props;
  return (
    <Autocomplete
      size="small"
      options={choices.filter((choice) => choice.id === value || !taken.includes(choice.id))}
      value={choices.find((choice) => choice.id === value) ?? null}
      onChange={(_event, choice) => onChange(choice?.id ?? null)}
      getOptionLabel={(choice) =>
        `${nameOf(choice)} (${choice.country ? countryName(choice.country) : '—'}, ${choice.requirements} requirements)`
      }
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ flex: { md: '1 1 240px' }, width: { xs: '100%', md: 'auto' }, minWidth: 0 }}
    />
  );
}

function Requirements({ list }: { list: readonly ParallelRequirement[] }) {
  if (list.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing on this topic
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {list.map((requirement) => (
        <Box key={requirement.id}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {requirement.title ? `${requirement.reference} — ${requirement.title}` : requirement.reference}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {requirement.text}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function OnlyChip({ topic, view }: { topic: ParallelTopic; view: ParallelReading }) {
  const only = view.regulations.find((regulation) => regulation.id === topic.onlyIn);
  if (!only || view.regulations.length < 2) return null;
  return <Chip size="small" variant="outlined" label={`Only ${nameOf(only)}`} sx={{ mt: 0.5, fontWeight: 600 }} />;
}

/** Topics down, regulations across (wide screens). */
function ParallelTable({ view, rows }: { view: ParallelReading; rows: readonly ParallelTopic[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Comparison">
      <Table size="small" aria-label="Requirements side by side" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 200 }}>Topic</TableCell>
            {view.regulations.map((regulation) => (
              <TableCell key={regulation.id}>{nameOf(regulation)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((topic) => (
            <TableRow key={topic.key ?? 'none'} id={`topic-${topic.key ?? 'none'}`}>
              <TableCell component="th" scope="row">
                {topic.parent && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {topic.parent}
                  </Typography>
                )}
                {topic.label}
                <Box>
                  <OnlyChip topic={topic} view={view} />
                </Box>
              </TableCell>
              {view.regulations.map((regulation) => (
                <TableCell key={regulation.id}>
                  <Requirements list={topic.requirements[regulation.id] ?? []} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A section per topic, each regulation's requirements one under the other (phones). */
function ParallelList({ view, rows }: { view: ParallelReading; rows: readonly ParallelTopic[] }) {
  return (
    <Stack spacing={2}>
      {rows.map((topic) => (
        <Paper variant="outlined" key={topic.key ?? 'none'} component="section" sx={{ p: 1.5 }}>
          <Typography variant="subtitle1" component="h3">
            {topicName(topic)}
          </Typography>
          <OnlyChip topic={topic} view={view} />
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            {view.regulations.map((regulation) => (
              <Box key={regulation.id}>
                <Typography variant="subtitle2" component="h4">
                  {nameOf(regulation)}
                </Typography>
                <Requirements list={topic.requirements[regulation.id] ?? []} />
              </Box>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Comparison({ ids, onlyDifferences }: { ids: readonly string[]; onlyDifferences: boolean }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const reading = useQuery({
    queryKey: ['research', 'parallel', ids.join(',')],
    queryFn: ({ signal }) => getParallel(ids, signal),
  });
  return (
    <QueryStates query={reading} data={reading.data} denied={DENIED} what="The comparison">
      {(view) => {
        const rows = rowsShown(view, onlyDifferences);
        const shared = view.topics.filter((topic) => topic.presentIn.length === view.regulations.length).length;
        return (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
              {view.regulations.map((regulation) => (
                <Paper key={regulation.id} variant="outlined" sx={{ p: 1.5, flex: 1 }}>
                  <Typography variant="subtitle1" component="h2">
                    <RegulationLink item={regulation} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[regulation.citation, regulation.country && countryName(regulation.country)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
                    <StatusChip status={regulation.status} />
                    <Typography variant="body2">{`${count(regulation.requirements, 'requirement')} recorded`}</Typography>
                  </Stack>
                </Paper>
              ))}
            </Stack>
            <Box component="section" aria-labelledby="only-heading">
              <Typography variant="h6" component="h2" id="only-heading">
                What one requires that the others do not
              </Typography>
              <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, my: 0.5 }}>
                {onlyOf(view).map(({ regulation, topics }) => (
                  <li key={regulation.id}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>{`${nameOf(regulation)}: `}</Typography>
                    {topics.length ? topics.map((topic) => topicName(topic)).join('; ') : 'no topic of its own'}
                  </li>
                ))}
              </Stack>
              <Typography variant="body2" color="text.secondary" role="status">
                {`${view.topics.length} topics, ${shared} covered by all ${view.regulations.length}.`}
              </Typography>
            </Box>
            {rows.length === 0 ? (
              <Typography color="text.secondary">Every topic is covered by all of them.</Typography>
            ) : narrow ? (
              <ParallelList view={view} rows={rows} />
            ) : (
              <ParallelTable view={view} rows={rows} />
            )}
          </Stack>
        );
      }}
    </QueryStates>
  );
}

/**
 * `/research/parallel` (researchParallel:read): two or three regulations side by side, their requirements aligned by
 * topic, and the topics only one of them covers. The regulations chosen live in the address.
 */
function ParallelPage() {
  const [search, setSearch] = useSearchParams();
  const ids = useMemo(() => idsOf(search), [search]);
  const onlyDifferences = search.get('differences') === 'only';
  const choices = useQuery({
    queryKey: ['research', 'parallel-choices'],
    queryFn: ({ signal }) => getParallelChoices(signal),
  });
  const set = (next: readonly (string | undefined)[]) => {
    const params = new URLSearchParams(search);
    const list = next.filter((id): id is string => Boolean(id));
    if (list.length) params.set('regulations', list.join(','));
    else params.delete('regulations');
    setSearch(params);
  };
  const toggle = (only: boolean) => {
    const params = new URLSearchParams(search);
    if (only) params.set('differences', 'only');
    else params.delete('differences');
    setSearch(params, { replace: true });
  };
  const example = choices.data ? exampleIds(choices.data) : null;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${TITLE} · ${config.brand}`}</title>
      <PageHeading
        title={TITLE}
        intro="Two or three regulations side by side: their requirements — the provisions the obligations register records — aligned by the topics analysts tagged them with, and the topics only one of them covers."
      />
      <QueryStates
        query={choices}
        data={choices.data}
        isEmpty={(list) => list.length < 2}
        denied={DENIED}
        what="The regulations"
        empty="Fewer than two regulations have requirements recorded: there is nothing to compare yet."
        height={56}
      >
        {(list) => (
          <Stack spacing={1.5} sx={{ mb: 2 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
              {['First regulation', 'Second regulation', 'Third regulation (optional)'].map((label, index) => (
                <Picker
                  key={label}
                  label={label}
                  choices={list}
                  value={ids[index]}
                  taken={ids}
                  onChange={(id) => {
                    const next: (string | undefined)[] = [...ids];
                    next[index] = id ?? undefined;
                    set(next);
                  }}
                />
              ))}
            </Stack>
            {example && example.join(',') !== ids.join(',') && (
              <Typography variant="body2">
                For example: <PageLink to={researchPaths.parallel(example)}>DORA, NIS2 and the PRA’s SS1/21</PageLink>,
                three approaches to operational resilience.
              </Typography>
            )}
          </Stack>
        )}
      </QueryStates>
      {ids.length >= 2 ? (
        <>
          <FormControlLabel
            control={<Switch checked={onlyDifferences} onChange={(event) => toggle(event.target.checked)} />}
            label="Show only topics not covered by all"
            sx={{ mb: 1 }}
          />
          <Comparison ids={ids} onlyDifferences={onlyDifferences} />
        </>
      ) : (
        !choices.isPending &&
        !choices.error && <Typography color="text.secondary">Choose two or three regulations to compare.</Typography>
      )}
    </Container>
  );
}

export default withQueries(ParallelPage);
