import { Alert, Box, Chip, Link, LinearProgress, Pagination, Stack, Typography } from '@mui/material';
import { countryName, findContentType } from '@rh/core/content';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSearch, type SearchResult } from '../api/search-content.ts';
import { formatDate } from '../fields/format.ts';
import { itemPathOf } from '../links.ts';
import { FacetChips } from './FacetChips.tsx';
import { pageCount, parseSearch, searchQuery, toggleFacet } from './search-params.ts';

function Result({ result }: { result: SearchResult }) {
  const path = itemPathOf(result.type, result);
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="overline" color="text.secondary">
        {findContentType(result.type)?.label ?? result.type}
        {result.date && ` · ${formatDate(result.date.slice(0, 10))}`}
      </Typography>
      <Typography variant="h6" component="h3">
        {path ? (
          <Link component={RouterLink} to={path}>
            {result.title}
          </Link>
        ) : (
          result.title
        )}
      </Typography>
      {/* The server escapes the text and adds only <mark> around matches. */}
      <Typography
        variant="body2"
        sx={{ '& mark': { bgcolor: 'warning.light', color: 'inherit', px: 0.25 } }}
        dangerouslySetInnerHTML={{ __html: result.snippet }}
      />
      {result.countries.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
          {result.countries.map((code) => (
            <Chip key={code} size="small" label={countryName(code)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The results of `q`, the facets to narrow them and the pages. */
export function SearchResults({ q }: { q: string }) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parseSearch(q, search), [q, search]);
  const answer = useSearch(searchQuery(state));
  const data = answer.data;

  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
      <Box>
        {data && (
          <FacetChips
            facets={data.facets}
            chosen={state.chosen}
            onToggle={(p, v) => setSearch(toggleFacet(search, p, v))}
          />
        )}
      </Box>
      <Box component="section" aria-labelledby="results-heading">
        <Typography id="results-heading" variant="subtitle1" component="h2" aria-live="polite">
          {data ? `${data.total.toLocaleString('en')} ${data.total === 1 ? 'result' : 'results'} for “${q}”` : ' '}
        </Typography>
        {answer.isFetching && <LinearProgress sx={{ my: 1 }} aria-label="Searching" />}
        {answer.isError && <Alert severity="error">{answer.error.message}</Alert>}
        {data?.results.length === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Nothing found. Try other words, or remove a facet.
          </Alert>
        )}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data?.results.map((result) => (
            <Result key={result.id} result={result} />
          ))}
        </Box>
        {data && data.total > data.results.length && (
          <Pagination
            sx={{ mt: 3 }}
            page={state.page}
            count={pageCount(data.total)}
            onChange={(_, page) => {
              const next = new URLSearchParams(search);
              if (page > 1) next.set('page', String(page));
              else next.delete('page');
              setSearch(next);
            }}
          />
        )}
      </Box>
    </Box>
  );
}
