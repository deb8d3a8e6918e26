import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { Button, Container, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { useDebounced } from '../../../content/useDebounced.ts';
import { pathTo } from '../../../routes/table.ts';
import { isDenied } from '../../QueryStates.tsx';
import { useBulkSources } from './bulk-sources.ts';
import { BulkBar, BulkResults } from './BulkBar.tsx';
import { useSourceRows } from './list-source-rows.ts';
import { STATE_LABELS } from './source-row-view.ts';
import { SourceRowsGrid } from './SourceRowsGrid.tsx';
import type { BulkAction, BulkResult, SourceSort, SourceState } from './types.ts';

const PAGE_SIZES = [25, 50, 100] as const;
const STATES = Object.keys(STATE_LABELS) as SourceState[];
const SORTS: readonly SourceSort[] = [
  'name',
  'state',
  'lastFetchAt',
  'lastSuccessAt',
  'items30',
  'nextFetchAt',
  'regulator',
];
type ViewKey = 'q' | 'state' | 'regulator' | 'country' | 'sort' | 'dir' | 'page' | 'size';

/** The list's view, in the address: filters, sort and page (a link shares what one sees). */
function useListView() {
  const [params, setParams] = useSearchParams();
  const get = (key: ViewKey) => params.get(key) ?? '';
  const state: SourceState | 'all' = STATES.find((one) => one === get('state')) ?? 'all';
  const sort = SORTS.find((one) => one === get('sort')) ?? 'name';
  const pageSize = PAGE_SIZES.find((size) => size === Number(get('size'))) ?? PAGE_SIZES[0];
  const page = Math.max(0, Math.floor(Number(get('page')) || 0));
  /** Changes some of the view; a new filter or sort starts again at the first page. */
  const change = (next: Partial<Record<ViewKey, string>>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (!('page' in next)) out.delete('page');
        for (const [key, value] of Object.entries(next)) {
          if (value && value !== 'all' && value !== '0') out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  return {
    q: get('q'),
    state,
    regulator: get('regulator'),
    country: get('country'),
    sort,
    dir: get('dir') === 'desc' ? ('desc' as const) : ('asc' as const),
    page,
    pageSize,
    change,
  };
}

/**
 * `/admin/sources/table/rows`: the operational list of sources — each with its fetching state, last fetches, last
 * error, what it brought in 30 days and its next fetch — filtered, and enabled, disabled or fetched in bulk.
 */
function SourceRowsPage() {
  const view = useListView();
  const q = useDebounced(view.q.trim(), 300);
  const list = useSourceRows({
    ...(q ? { q } : {}),
    state: view.state,
    ...(view.regulator ? { regulator: view.regulator } : {}),
    ...(view.country ? { country: view.country } : {}),
    sort: view.sort,
    dir: view.dir,
    limit: view.pageSize,
    offset: view.page * view.pageSize,
  });
  const bulk = useBulkSources();
  const [selected, setSelected] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<{ action: BulkAction; results: BulkResult[] } | null>(null);
  const data = list.data;
  const canAct = data?.abilities.update ?? false;

  const handleAction = (action: BulkAction) => {
    setOutcome(null);
    bulk.mutate(
      { action, ids: selected },
      {
        onSuccess: (answer) => {
          setOutcome(answer);
          // What is done drops out of the choice; what failed stays ticked, to try again.
          setSelected(
            answer.results.filter((one) => one.result === 'failed' || one.result === 'busy').map((one) => one.id),
          );
        },
      },
    );
  };

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Sources (rows) · ${config.brand}`}</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            Sources (rows)
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: '75ch' }}>
            Every source with how its fetching stands. Tick sources to enable, disable or fetch them now; each says what
            happened. The Sources table edits their settings.
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to={pathTo('AdminSourcesTable')}
          variant="outlined"
          startIcon={<TableChartOutlined />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'flex-start' } }}
        >
          Sources table
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="search"
          size="small"
          label="Search name or address"
          value={view.q}
          onChange={(event) => view.change({ q: event.target.value })}
          sx={{ flex: 1, maxWidth: { md: 360 } }}
        />
        <TextField
          select
          size="small"
          label="State"
          value={view.state}
          onChange={(event) => view.change({ state: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="all">All states</MenuItem>
          {STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {STATE_LABELS[state]}
              {data ? ` (${data.counts[state]})` : ''}
            </MenuItem>
          ))}
        </TextField>
        {data && data.regulators.length > 0 && (
          <TextField
            select
            size="small"
            label="Regulator"
            value={data.regulators.some((one) => one.id === view.regulator) ? view.regulator : 'all'}
            onChange={(event) => view.change({ regulator: event.target.value })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="all">All regulators</MenuItem>
            {data.regulators.map((one) => (
              <MenuItem key={one.id} value={one.id}>
                {one.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {data && data.countries.length > 0 && (
          <TextField
            select
            size="small"
            label="Country"
            value={data.countries.includes(view.country) ? view.country : 'all'}
            onChange={(event) => view.change({ country: event.target.value })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="all">All countries</MenuItem>
            {data.countries.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {canAct && (
        <BulkBar
          count={selected.length}
          pending={bulk.isPending ? (bulk.variables?.action ?? null) : null}
          onAction={handleAction}
          onClear={() => setSelected([])}
        />
      )}
      {bulk.error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => bulk.reset()}>
          The action could not be done. {bulk.error.message}
        </Alert>
      )}
      {outcome && <BulkResults action={outcome.action} results={outcome.results} onClose={() => setOutcome(null)} />}
      {list.error ? (
        <Alert severity={isDenied(list.error) ? 'info' : 'error'}>
          {isDenied(list.error)
            ? 'Your access does not include the sources.'
            : `The sources could not be loaded. ${list.error.message}`}
        </Alert>
      ) : (
        <SourceRowsGrid
          rows={data?.sources ?? []}
          total={data?.total ?? 0}
          loading={list.isFetching}
          page={view.page}
          pageSize={view.pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(model) =>
            view.change(
              model.pageSize !== view.pageSize ? { size: String(model.pageSize) } : { page: String(model.page) },
            )
          }
          sort={{ field: view.sort, dir: view.dir }}
          onSort={(sort) => view.change(sort ? { sort: sort.field, dir: sort.dir } : { sort: '', dir: '' })}
          {...(canAct ? { selected, onSelect: setSelected } : {})}
          emptyText={view.q || view.state !== 'all' ? 'No source matches' : 'No source yet'}
        />
      )}
    </Container>
  );
}

export default withQueries(SourceRowsPage);
