import Search from '@mui/icons-material/Search';
import { Box, Grid, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CountryMap } from '../../components/charts/CountryMap.tsx';
import type { CountryValue } from '../../components/charts/map-data.ts';
import { isAggregateError, useAggregate, type AggregateQuery } from '../../content/api/aggregate.ts';
import { QueryStates } from '../QueryStates.tsx';
import { filterMarkets, marketsOf, STATUS_ORDER, STATUSES, statusLabel, type Market } from './policy-data.ts';
import { PageHeading, PageLink, paths, StatusChip } from './PolicyBits.tsx';

const QUERIES: readonly AggregateQuery[] = [{ id: 'markets', type: 'policy', by: ['country', 'status'], limit: 1000 }];
/** The map's legend: most advanced first, as the dashboards colour it. */
const MAP_STATUSES = STATUS_ORDER.map((key) => ({
  key,
  label: statusLabel(key),
}));

function MarketCard({ market }: { market: Market }) {
  const statuses = STATUSES.filter((status) => market.byStatus[status.value]);
  const none = market.byStatus[''];
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, height: '100%', listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <PageLink to={paths.market(market.country)}>{market.name}</PageLink>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {market.total} {market.total === 1 ? 'policy' : 'policies'}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {statuses.map((status) => (
          <Box key={status.value} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 1 }}>
            <StatusChip status={status.value} />
            <Typography variant="body2">{market.byStatus[status.value]}</Typography>
          </Box>
        ))}
        {none ? (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <StatusChip status={null} />
            <Typography variant="body2">{none}</Typography>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** `/impact/policies/market`: every jurisdiction with policies, by status, on a map and in a searchable list. */
export function MarketsList() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useAggregate(QUERIES);
  const result = query.data?.results.markets;
  const markets = useMemo(
    () => (result && !isAggregateError(result) ? marketsOf(result.groups ?? []) : null),
    [result],
  );
  const error = result && isAggregateError(result) ? result.error : null;
  const values = useMemo(
    (): CountryValue[] =>
      (markets ?? []).flatMap((market) =>
        market.furthest
          ? [{ country: market.country, value: market.furthest, label: statusLabel(market.furthest) }]
          : [],
      ),
    [markets],
  );
  const shown = markets ? filterMarkets(markets, search) : [];

  return (
    <>
      <PageHeading
        overline="Climate Policy"
        title="Markets"
        intro="Every jurisdiction with climate policies: how many, and how far they have got. Choose a market on the map or in the list to see its policies, initiatives and documents."
      />
      <QueryStates
        query={{ isPending: query.isPending, error: query.error ?? (error ? new Error(error.message) : null) }}
        data={markets}
        isEmpty={(list) => list.length === 0}
        denied="Your access does not include climate policies."
        what="The markets"
        empty="No climate policies are recorded yet."
      >
        {(list) => (
          <Grid container spacing={2}>
            <Grid
              size={{ xs: 12, lg: 7 }}
              sx={{ alignSelf: 'flex-start', position: { lg: 'sticky' }, top: { lg: 80 } }}
            >
              <CountryMap
                title="Markets by their most advanced policy"
                headingLevel="h2"
                values={values}
                mode="status"
                statuses={MAP_STATUSES}
                valueName="Most advanced policy"
                height={300}
                onSelect={(code) => void navigate(paths.market(code))}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {list.length} markets
              </Typography>
              <TextField
                size="small"
                fullWidth
                type="search"
                label="Find a market"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Search fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
                sx={{ mb: 2 }}
              />
              {shown.length === 0 ? (
                <Typography color="text.secondary">No market matches “{search}”.</Typography>
              ) : (
                <Box
                  component="ul"
                  aria-label="Markets"
                  sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                >
                  {shown.map((market) => (
                    <MarketCard key={market.country} market={market} />
                  ))}
                </Box>
              )}
            </Grid>
          </Grid>
        )}
      </QueryStates>
    </>
  );
}
