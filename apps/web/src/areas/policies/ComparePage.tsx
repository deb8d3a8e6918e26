import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Autocomplete, Button, Container, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { countryName } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { isAggregateError, useAggregate, type AggregateQuery } from '../../content/api/aggregate.ts';
import { QueryStates } from '../QueryStates.tsx';
import { CompareTable } from './CompareTable.tsx';
import { compareRows, pairProblem } from './compare-rows.ts';
import { allOfOptions } from './list-query.ts';
import { marketsOf, type Market } from './policy-data.ts';
import { PageHeading, PageLink, paths } from './PolicyBits.tsx';

const TITLE = 'Compare countries';
const QUERIES: readonly AggregateQuery[] = [{ id: 'markets', type: 'policy', by: ['country'], limit: 1000 }];

function Picker(props: {
  label: string;
  markets: readonly Market[];
  value: string;
  other: string;
  onChange: (code: string) => void;
}) {
  const { label, markets, value, other, onChange } = props;
  const chosen = markets.find((market) => market.country === value) ?? null;
  return (
    <Autocomplete
      options={markets.filter((market) => market.country !== other)}
      value={chosen}
      onChange={(_event, market) => onChange(market?.country ?? '')}
      getOptionLabel={(market) => `${market.name} (${market.total})`}
      isOptionEqualToValue={(a, b) => a.country === b.country}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ flex: 1, minWidth: 220 }}
      size="small"
    />
  );
}

/** The two sides' policies, then their rows. */
function Comparison({ left, right, onlyDifferences }: { left: string; right: string; onlyDifferences: boolean }) {
  const a = useQuery(allOfOptions('policy', { country: left }));
  const b = useQuery(allOfOptions('policy', { country: right }));
  const names = useMemo(() => ({ left: countryName(left), right: countryName(right) }), [left, right]);
  const rows = useMemo(
    () => (a.data && b.data ? compareRows(a.data.items, b.data.items, names) : null),
    [a.data, b.data, names],
  );
  return (
    <QueryStates
      query={{ isPending: a.isPending || b.isPending, error: a.error ?? b.error }}
      data={rows}
      isEmpty={(list) => list.length === 0}
      denied="Your access does not include climate policies."
      what="The comparison"
      empty={`Neither ${names.left} nor ${names.right} has climate policies recorded.`}
    >
      {(list) => {
        const differing = list.filter((row) => row.difference);
        const shown = onlyDifferences ? differing : list;
        return (
          <>
            <Typography sx={{ mb: 1 }} role="status">
              {list.length} instruments, {differing.length} with a difference.
            </Typography>
            {shown.length === 0 ? (
              <Typography color="text.secondary">The two have the same instruments at the same statuses.</Typography>
            ) : (
              <CompareTable rows={shown} left={left} right={right} />
            )}
          </>
        );
      }}
    </QueryStates>
  );
}

/** `/impact/policies/country/:country1?/:country2?`: two jurisdictions' climate policies side by side. */
function ComparePage() {
  const { country1 = '', country2 = '' } = useParams();
  const left = country1.toUpperCase();
  const right = country2.toUpperCase();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const onlyDifferences = search.get('differences') === 'only';
  const query = useAggregate(QUERIES);
  const result = query.data?.results.markets;
  const markets = useMemo(
    () => (result && !isAggregateError(result) ? marketsOf(result.groups ?? []) : null),
    [result],
  );
  const error = result && isAggregateError(result) ? new Error(result.error.message) : null;
  const problem = pairProblem(left, right);
  const go = (a: string, b: string) => {
    // A right-hand choice without a left-hand one takes the left place: the address has no gap.
    const [first, second] = a ? [a, b] : [b, ''];
    void navigate({ pathname: paths.compare(first, second), search: search.toString() });
  };
  const toggle = (only: boolean) => {
    const next = new URLSearchParams(search);
    if (only) next.set('differences', 'only');
    else next.delete('differences');
    setSearch(next, { replace: true });
  };

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${left && right && !problem ? `${countryName(left)} and ${countryName(right)}` : TITLE} · ${config.brand}`}</title>
      <PageHeading
        overline="Climate Policy"
        title={TITLE}
        intro="Two jurisdictions’ climate policies side by side, a row per instrument. A row is marked where only one has the instrument or where their policies’ statuses differ."
      />
      <QueryStates
        query={{ isPending: query.isPending, error: query.error ?? error }}
        data={markets}
        isEmpty={(list) => list.length === 0}
        denied="Your access does not include climate policies."
        what="The jurisdictions"
        empty="No climate policies are recorded yet."
        height={56}
      >
        {(list) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <Picker
              label="First jurisdiction"
              markets={list}
              value={left}
              other={right}
              onChange={(c) => go(c, right)}
            />
            <Button
              variant="outlined"
              startIcon={<SwapHoriz />}
              disabled={!left || !right}
              onClick={() => go(right, left)}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              Swap
            </Button>
            <Picker
              label="Second jurisdiction"
              markets={list}
              value={right}
              other={left}
              onChange={(c) => go(left, c)}
            />
          </Stack>
        )}
      </QueryStates>
      {problem ? (
        <Alert severity="warning">{problem}</Alert>
      ) : left && right ? (
        <>
          <FormControlLabel
            control={<Switch checked={onlyDifferences} onChange={(event) => toggle(event.target.checked)} />}
            label="Show only differences"
            sx={{ mb: 1 }}
          />
          <Comparison left={left} right={right} onlyDifferences={onlyDifferences} />
        </>
      ) : (
        <Typography color="text.secondary">
          Choose two jurisdictions to compare, or start from a <PageLink to={paths.market()}>market</PageLink>.
        </Typography>
      )}
    </Container>
  );
}

export default withQueries(ComparePage);
