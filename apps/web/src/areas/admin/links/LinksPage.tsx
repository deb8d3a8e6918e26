import Refresh from '@mui/icons-material/Refresh';
import { Button, Container, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { useDebounced } from '../../../content/useDebounced.ts';
import { isDenied } from '../../QueryStates.tsx';
import { useCheckLinks } from './check-links.ts';
import { LinkCounts, RunStatus } from './LinkCounts.tsx';
import { LINK_STATE_LABELS, linkKey, LinksGrid } from './LinksGrid.tsx';
import { useLinks } from './list-links.ts';
import type { LinkRow, LinkState } from './types.ts';

const PAGE_SIZES = [25, 50, 100] as const;
const STATES = Object.keys(LINK_STATE_LABELS) as LinkState[];
type ViewKey = 'q' | 'state' | 'host' | 'page' | 'size';

/** The list's view, in the address. The broken links show first: what the screen is for. */
function useListView() {
  const [params, setParams] = useSearchParams();
  const get = (key: ViewKey) => params.get(key) ?? '';
  const stateParam = get('state');
  const state: LinkState | 'all' =
    stateParam === 'all' ? 'all' : (STATES.find((one) => one === stateParam) ?? 'broken');
  const pageSize = PAGE_SIZES.find((size) => size === Number(get('size'))) ?? PAGE_SIZES[0];
  const page = Math.max(0, Math.floor(Number(get('page')) || 0));
  const change = (next: Partial<Record<ViewKey, string>>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (!('page' in next)) out.delete('page');
        for (const [key, value] of Object.entries(next)) {
          if (value && !(key === 'state' && value === 'broken') && value !== '0') out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  return { q: get('q'), host: get('host'), state, page, pageSize, change };
}

/**
 * `/admin/links`: the items' outbound links found broken by the background check (HEAD requests through the safe
 * fetcher, paced per host; daily for links not checked for a day), with the counts, filters and re-checks.
 */
function LinksPage() {
  const view = useListView();
  const q = useDebounced(view.q.trim(), 300);
  const list = useLinks({
    state: view.state,
    ...(view.host ? { host: view.host } : {}),
    ...(q ? { q } : {}),
    limit: view.pageSize,
    offset: view.page * view.pageSize,
  });
  const check = useCheckLinks();
  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());
  const data = list.data;
  const run = data?.run ?? null;
  const going = run?.status === 'queued' || run?.status === 'running';
  // The spinners of re-checked links stop once the run that checks them has ended.
  useEffect(() => {
    if (run && !going && !check.isPending) setChecking(new Set());
  }, [run, going, check.isPending]);

  const handleRecheck = useCallback(
    (row: LinkRow) => {
      setChecking((was) => new Set([...was, linkKey(row)]));
      check.mutate({ itemId: row.itemId, url: row.url });
    },
    [check],
  );
  const hostTotal = useMemo(() => data?.hosts.length ?? 0, [data]);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Broken links · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Broken links
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        The addresses items point to — news items’ links, sources, regulations, events and more — checked in the
        background, one request at a time per site. Links not checked for a day are checked again every day.
      </Typography>
      {list.error ? (
        <Alert severity={isDenied(list.error) ? 'info' : 'error'}>
          {isDenied(list.error)
            ? 'Your access does not include the links’ check.'
            : `The links could not be loaded. ${list.error.message}`}
        </Alert>
      ) : (
        <>
          <Paper
            variant="outlined"
            sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <RunStatus run={run} />
            {data?.abilities.check && (
              <Button
                variant="contained"
                startIcon={<Refresh />}
                disabled={going || check.isPending}
                onClick={() => check.mutate({})}
                sx={{ ml: { sm: 'auto' } }}
              >
                Re-check all links
              </Button>
            )}
          </Paper>
          {check.error && (
            <Alert severity="error" sx={{ mb: 2 }} onClose={() => check.reset()}>
              The check could not be started. {check.error.message}
            </Alert>
          )}
          {data && (
            <LinkCounts
              counts={data.counts}
              hosts={hostTotal}
              state={view.state}
              onState={(state) => view.change({ state })}
            />
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField
              type="search"
              size="small"
              label="Search item or address"
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
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="all">All links</MenuItem>
              {STATES.map((state) => (
                <MenuItem key={state} value={state}>
                  {LINK_STATE_LABELS[state]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Host"
              value={data?.hosts.some((one) => one.host === view.host) ? view.host : 'all'}
              onChange={(event) => view.change({ host: event.target.value === 'all' ? '' : event.target.value })}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="all">All hosts</MenuItem>
              {(data?.hosts ?? []).map((one) => (
                <MenuItem key={one.host} value={one.host}>
                  {one.host || '(none)'} — {one.broken} broken of {one.total}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <LinksGrid
            rows={data?.links ?? []}
            total={data?.total ?? 0}
            loading={list.isFetching && !going}
            page={view.page}
            pageSize={view.pageSize}
            pageSizes={PAGE_SIZES}
            onPage={(model) =>
              view.change(
                model.pageSize !== view.pageSize ? { size: String(model.pageSize) } : { page: String(model.page) },
              )
            }
            {...(data?.abilities.check ? { onRecheck: handleRecheck } : {})}
            checking={checking}
            emptyText={view.state === 'broken' && !view.q && !view.host ? 'No broken link found' : 'No link matches'}
          />
        </>
      )}
    </Container>
  );
}

export default withQueries(LinksPage);
