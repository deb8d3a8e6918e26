import Search from '@mui/icons-material/Search';
import { Container, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { contentType, fieldOf } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { isAggregateError, useAggregate, type AggregateQuery } from '../../content/api/aggregate.ts';
import { useDebounced } from '../../content/useDebounced.ts';
import { QueryStates } from '../QueryStates.tsx';
import { DocumentList, languageName } from './DocumentList.tsx';
import { DocumentView } from './DocumentView.tsx';
import { allOfIdsOptions, allOfOptions } from './list-query.ts';
import { INSTRUMENTS } from './policy-data.ts';
import { PageHeading } from './PolicyBits.tsx';

const DOC = contentType('doc');
const DOC_TYPES = fieldOf(DOC, 'docType').options ?? [];
const LANGUAGES = (fieldOf(DOC, 'language').options ?? []).map((option) => ({
  value: option.value,
  label: languageName(option.value),
}));
/** The library holds the documents of climate policies: those whose `policies` field names one. */
const OF_POLICIES = { 'policies.has': 'true' } as const;
const COUNTRIES: readonly AggregateQuery[] = [
  { id: 'countries', type: 'doc', filters: OF_POLICIES, by: ['country'], limit: 1000 },
];
const FILTERS = ['country', 'docType', 'language', 'instrument'] as const;

function Select(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">Any</MenuItem>
      {/* A value from the address before its options load (or no longer among them) stays choosable. */}
      {props.value && !props.options.some((option) => option.value === props.value) && (
        <MenuItem value={props.value}>{props.value}</MenuItem>
      )}
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The documents matching the address's search and filters; the instrument through the policies of that instrument. */
function Results({ params }: { params: Readonly<Record<string, string>> }) {
  const { instrument = '', ...filters } = params;
  const policies = useQuery({ ...allOfOptions('policy', { policyType: instrument }), enabled: Boolean(instrument) });
  const ids = policies.data?.items.map((item) => item.id) ?? [];
  const waiting = Boolean(instrument) && !policies.data;
  const noPolicy = Boolean(instrument) && policies.data !== undefined && ids.length === 0;
  const docParams = {
    ...OF_POLICIES,
    // Newest first; a search keeps the server's order of relevance.
    ...(!filters.q && { sort: '-documentDate' }),
    ...filters,
  };
  // An instrument's policies can be many (up to 1,000): their ids go in chunks, never in one huge address.
  const query = useQuery({
    ...allOfIdsOptions('doc', docParams, 'policies', instrument ? ids : null),
    enabled: !waiting && !noPolicy,
  });
  return (
    <QueryStates
      query={{
        isPending: waiting ? policies.isPending : !noPolicy && query.isPending,
        error: policies.error ?? query.error,
      }}
      data={noPolicy ? { items: [], capped: false } : query.data}
      isEmpty={(data) => data.items.length === 0}
      denied="Your access does not include the library’s documents."
      what="The documents"
      empty="No document matches."
    >
      {(data) => (
        <>
          <Typography sx={{ mb: 1 }} role="status">
            {data.capped ? `The first ${data.items.length} documents` : `${data.items.length} documents`}
          </Typography>
          <DocumentList items={data.items} />
        </>
      )}
    </QueryStates>
  );
}

/** `/impact/policies/library/:id?`: the documents of the climate policies, searchable and filtered; one by its id. */
function LibraryPage() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState(search.get('q') ?? '');
  const q = useDebounced(text.trim(), 300);
  const countries = useAggregate(COUNTRIES);
  const countryResult = countries.data?.results.countries;
  const countryOptions = useMemo(() => {
    if (!countryResult || isAggregateError(countryResult)) return [];
    return (countryResult.groups ?? [])
      .flatMap((group) =>
        group.key ? [{ value: group.key, label: countryResult.labels?.[group.key] ?? group.key }] : [],
      )
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [countryResult]);

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  useEffect(() => {
    if ((search.get('q') ?? '') !== q) set('q', q);
    // Only the settled text writes the address.
  }, [q]);
  const params = useMemo(
    () =>
      Object.fromEntries(
        ['q', ...FILTERS].flatMap((name) => (search.get(name) ? [[name, search.get(name)!] as const] : [])),
      ),
    [search],
  );

  if (id) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <DocumentView id={id} />
      </Container>
    );
  }
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Library · Climate Policy · ${config.brand}`}</title>
      <PageHeading
        overline="Climate Policy"
        title="Library"
        intro="The texts of the climate policies: laws, regulations, guidance, consultations and reports, with who issued them and when. Search their titles and summaries, or narrow by jurisdiction, type, language or instrument."
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          label="Search the library"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ minWidth: 260, flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Select
          label="Jurisdiction"
          value={params.country ?? ''}
          options={countryOptions}
          onChange={(v) => set('country', v)}
        />
        <Select
          label="Document type"
          value={params.docType ?? ''}
          options={DOC_TYPES}
          onChange={(v) => set('docType', v)}
        />
        <Select
          label="Language"
          value={params.language ?? ''}
          options={LANGUAGES}
          onChange={(v) => set('language', v)}
        />
        <Select
          label="Instrument"
          value={params.instrument ?? ''}
          options={INSTRUMENTS}
          onChange={(v) => set('instrument', v)}
        />
      </Stack>
      <Results params={params} />
    </Container>
  );
}

export default withQueries(LibraryPage);
