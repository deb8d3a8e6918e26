import {
  Autocomplete,
  Box,
  Button,
  Container,
  FormControl,
  FormControlLabel,
  InputLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { can } from '@rh/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { useDebounced } from '../../../content/useDebounced.ts';
import { useSession } from '../../../session/useSession.ts';
import { useActivity, usePeople } from '../../activity-api.ts';
import { WorkflowNav } from '../WorkflowNav.tsx';
import { JournalTable } from './JournalTable.tsx';
import {
  ARTICLE_STAGES,
  journalQuery,
  journalSearch,
  parseJournalFilter,
  periodProblem,
  type JournalFilter,
} from './journal-filter.ts';

/** An administrator's choice of person (the activity API answers another person's changes to administrators only). */
function PersonFilter({
  value,
  onChange,
}: {
  value: JournalFilter['user'];
  onChange: (next: JournalFilter['user']) => void;
}) {
  const [typed, setTyped] = useState('');
  const people = usePeople(useDebounced(typed.trim(), 250));
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240 }}
      options={people.data ?? []}
      value={value ? { ...value, email: '' } : null}
      filterOptions={(options) => options}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={people.isFetching}
      onInputChange={(_, text) => setTyped(text)}
      onChange={(_, person) => onChange(person && { id: person.id, name: person.name })}
      renderInput={(params) => <TextField {...params} label="Person" placeholder="Everyone" />}
    />
  );
}

/**
 * /workflow/articles/journal: every workflow change of insights (who moved which, when, from which stage to which,
 * with the comment), newest first: the content journal of the activity API, with the recent-activity table.
 */
function JournalPage() {
  const [search, setSearch] = useSearchParams();
  const admin = can(useSession().state.roles, 'adminMenu', 'read');
  const filter = useMemo(() => parseJournalFilter(search, admin), [search, admin]);
  const activity = useActivity(useMemo(() => journalQuery(filter), [filter]));
  const entries = useMemo(() => activity.data?.pages.flatMap((page) => page.entries) ?? [], [activity.data]);
  const problem = periodProblem(filter);
  const handleFilter = (change: Partial<JournalFilter>) =>
    setSearch(journalSearch({ ...filter, ...change }), { replace: true });

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Workflow journal · ${config.brand}`}</title>
      <Typography variant="h4" component="h1">
        Workflow journal
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Every move of an insight between stages: who, when, from → to and the comment, newest first.
      </Typography>
      <WorkflowNav current="WorkflowArticlesJournal" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="journal-changes">Changes</InputLabel>
          <Select
            labelId="journal-changes"
            label="Changes"
            value={filter.all ? 'all' : 'moves'}
            onChange={(event) => handleFilter({ all: event.target.value === 'all' })}
          >
            <MenuItem value="moves">Stage moves</MenuItem>
            <MenuItem value="all">Every change</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="journal-stage" shrink>
            Into or out of stage
          </InputLabel>
          <Select
            labelId="journal-stage"
            label="Into or out of stage"
            displayEmpty
            notched
            value={filter.stage}
            onChange={(event) => handleFilter({ stage: event.target.value })}
          >
            <MenuItem value="">Any stage</MenuItem>
            {ARTICLE_STAGES.map((stage) => (
              <MenuItem key={stage.name} value={stage.name}>
                {stage.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {(['since', 'until'] as const).map((bound) => (
          <TextField
            key={bound}
            size="small"
            type="date"
            label={bound === 'since' ? 'From' : 'To'}
            value={filter[bound]}
            onChange={(event) => handleFilter({ [bound]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        {admin ? (
          <PersonFilter value={filter.user} onChange={(user) => handleFilter({ user, mine: false })} />
        ) : (
          <FormControlLabel
            control={
              <Switch checked={filter.mine} onChange={(event) => handleFilter({ mine: event.target.checked })} />
            }
            label="Only my changes"
          />
        )}
      </Stack>
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem} The journal shows every date until it is mended.
        </Alert>
      )}
      <Paper variant="outlined">
        {activity.isFetching && !activity.isFetchingNextPage && <LinearProgress aria-label="Loading changes" />}
        {activity.isError && <Alert severity="error">{activity.error.message}</Alert>}
        {activity.isSuccess && entries.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No workflow changes match.
          </Typography>
        )}
        {entries.length > 0 && <JournalTable entries={entries} />}
        {activity.hasNextPage && (
          <Box sx={{ p: 1.5, textAlign: 'center' }}>
            <Button onClick={() => void activity.fetchNextPage()} loading={activity.isFetchingNextPage}>
              Show older changes
            </Button>
          </Box>
        )}
      </Paper>
    </Container>
  );
}

export default withQueries(JournalPage);
