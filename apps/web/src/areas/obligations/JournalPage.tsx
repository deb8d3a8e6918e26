import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Container,
  FormControl,
  FormControlLabel,
  InputLabel,
  LinearProgress,
  Link as MuiLink,
  MenuItem,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { can } from '@rh/core';
import { contentType } from '@rh/core/content';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { useActivity, usePeople, type ActivityEntry } from '../activity-api.ts';
import { config, isFullBuild } from '../../config.ts';
import type { Refs } from '../../content/api/types.ts';
import { formatDateTime } from '../../content/fields/format.ts';
import { itemPathOf } from '../../content/links.ts';
import { useDebounced } from '../../content/useDebounced.ts';
import { useSession } from '../../session/useSession.ts';
import { changeRows } from './journal/changes.ts';
import {
  ACTIONS,
  JOURNAL_PAGE_SIZE,
  JOURNAL_TYPES,
  journalQuery,
  journalSearch,
  parseJournalFilter,
  periodReversed,
  type JournalFilter,
} from './journal/journal-filter.ts';

const ACTION_COLOR = {
  create: 'success',
  update: 'info',
  delete: 'error',
  restore: 'warning',
  transition: 'secondary',
  review: 'success',
  comment: 'default',
} as const;

const VERB = Object.fromEntries(ACTIONS.map((action) => [action.value, action.label]));

function PersonFilter({
  value,
  onChange,
}: {
  value: JournalFilter['user'];
  onChange: (next: JournalFilter['user']) => void;
}) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 250);
  const people = usePeople(q, true);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 220 }}
      options={people.data ?? []}
      value={value ? { id: value.id, name: value.name, email: '' } : null}
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

function Entry({ entry, refs }: { entry: ActivityEntry; refs: Refs }) {
  const type = contentType(entry.type);
  const path = itemPathOf(entry.type, entry.item);
  const rows = changeRows(entry.type, entry.changes ?? [], refs);
  const verb = entry.action === 'transition' && entry.transition ? entry.transition : VERB[entry.action];
  return (
    <Box component="li" sx={{ p: 2, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" variant="outlined" color={ACTION_COLOR[entry.action]} label={verb} />
        <Typography variant="body2" color="text.secondary">
          {type.label}
        </Typography>
        {path ? (
          <MuiLink
            component={Link}
            to={path}
            sx={{ fontWeight: 600, textDecoration: entry.item.deleted ? 'line-through' : undefined }}
          >
            {entry.item.title || 'Untitled'}
          </MuiLink>
        ) : (
          <Typography sx={{ fontWeight: 600 }}>{entry.item.title || 'Untitled'}</Typography>
        )}
        {entry.item.deleted && (
          <Typography variant="caption" color="text.secondary">
            (deleted)
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        by {entry.user?.name ?? 'the system'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {(entry.fromStage || entry.toStage) && entry.fromStage !== entry.toStage
          ? ` · stage ${entry.fromStage ?? 'none'} → ${entry.toStage ?? 'none'}`
          : ''}
      </Typography>
      {entry.comment && (
        <Typography
          variant="body2"
          component="blockquote"
          sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
        >
          {entry.comment}
        </Typography>
      )}
      {rows.length > 0 && entry.action !== 'create' && (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={`Changes to ${entry.item.title}`}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '20%' }}>Field</TableCell>
                <TableCell sx={{ width: '40%' }}>Before</TableCell>
                <TableCell sx={{ width: '40%' }}>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.field}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
                    {row.from || <em>empty</em>}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.to || <em>empty</em>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {rows.length > 0 && entry.action === 'create' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          With {rows.map((row) => row.label).join(', ')}.
        </Typography>
      )}
    </Box>
  );
}

/** /regdecomp/journal: every change to the chain (regulations to evidence), with old → new values, filterable. */
function JournalPage() {
  const { state } = useSession();
  const admin = can(state.roles, 'adminMenu', 'read');
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => parseJournalFilter(search, admin), [search, admin]);
  const readable = useMemo(
    () => JOURNAL_TYPES.filter((name) => can(state.roles, contentType(name).resource, 'read')),
    [state.roles],
  );
  const reversed = periodReversed(filter);
  const query = useMemo(() => journalQuery(filter, reversed ? [] : readable), [filter, readable, reversed]);
  const journal = useActivity(
    { ...query, detail: true },
    { pageSize: JOURNAL_PAGE_SIZE, enabled: query.types.length > 0 },
  );
  const entries = journal.data?.pages.flatMap((page) => page.entries) ?? [];
  const refs: Refs = Object.assign({}, ...(journal.data?.pages.map((page) => page.refs ?? {}) ?? []));
  const change = (next: Partial<JournalFilter>) => setSearch(journalSearch({ ...filter, ...next }), { replace: true });

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Journal · Obligations · ${config.brand}`}</title>
      <Typography variant="h4" component="h1">
        Journal
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every change to regulations, requirements, obligations, controls and their evidence, and to what they are mapped
        to: who, when, and each field’s value before and after. Newest first.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        component="form"
        aria-label="Filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="journal-type" shrink>
            Type
          </InputLabel>
          <Select
            labelId="journal-type"
            label="Type"
            displayEmpty
            notched
            value={filter.type ?? ''}
            onChange={(event) => change({ type: event.target.value || null })}
          >
            <MenuItem value="">All types</MenuItem>
            {readable.map((name) => (
              <MenuItem key={name} value={name}>
                {contentType(name).label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="journal-action" shrink>
            Action
          </InputLabel>
          <Select
            labelId="journal-action"
            label="Action"
            displayEmpty
            notched
            value={filter.action ?? ''}
            onChange={(event) => change({ action: (event.target.value || null) as JournalFilter['action'] })}
          >
            <MenuItem value="">All actions</MenuItem>
            {ACTIONS.map((action) => (
              <MenuItem key={action.value} value={action.value}>
                {action.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          size="small"
          type="date"
          label="From"
          value={filter.since ?? ''}
          onChange={(event) => change({ since: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={filter.until ?? ''}
          onChange={(event) => change({ until: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {admin ? (
          <PersonFilter value={filter.user} onChange={(user) => change({ user })} />
        ) : (
          isFullBuild() && (
            <FormControlLabel
              control={<Switch checked={filter.mine} onChange={(event) => change({ mine: event.target.checked })} />}
              label="Only my changes"
            />
          )
        )}
      </Stack>
      <Paper variant="outlined">
        {journal.isFetching && !journal.isFetchingNextPage && <LinearProgress aria-label="Loading changes" />}
        {reversed && (
          <Alert severity="warning" sx={{ m: 2 }}>
            The period ends before it starts: change “From” or “To”.
          </Alert>
        )}
        {readable.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            You may read none of the types this journal covers.
          </Typography>
        )}
        {journal.isError && <Alert severity="error">{journal.error.message}</Alert>}
        {journal.isSuccess && entries.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No changes match.
          </Typography>
        )}
        <Box component="ol" sx={{ m: 0, p: 0, '& > li:first-of-type': { borderTop: 0 } }} aria-label="Changes">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} refs={refs} />
          ))}
        </Box>
        {journal.hasNextPage && (
          <Box sx={{ p: 1.5, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
            <Button onClick={() => void journal.fetchNextPage()} loading={journal.isFetchingNextPage}>
              Show older changes
            </Button>
          </Box>
        )}
      </Paper>
    </Container>
  );
}

export default withQueries(JournalPage);
