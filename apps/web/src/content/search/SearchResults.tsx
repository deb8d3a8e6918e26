import NotificationAddOutlined from '@mui/icons-material/NotificationAddOutlined';
import { Box, Button, Chip, Link, LinearProgress, Pagination, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { countryName, findContentType } from '@rh/core/content';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isFullBuild } from '../../config.ts';
import { pathTo } from '../../routes/table.ts';
import { useSearch, type SearchAnswer, type SearchResult } from '../api/search-content.ts';
import { formatDate } from '../fields/format.ts';
import { screenRoute } from '../links.ts';
import { FacetChips } from './FacetChips.tsx';
import { JurisdictionLinks } from './JurisdictionLinks.tsx';
import { openPath } from './open-path.ts';
import { alertFromSearch, alertTypeName } from './search-alert.ts';
import { pageCount, parseSearch, searchQuery, toggleFacet, type SearchState } from './search-params.ts';

function Result({ result }: { result: SearchResult }) {
  const path = openPath(result.type, result);
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

/**
 * What the server did with the words: corrected them when they found little ("Showing results for …", with the way
 * back to the words as typed), and widened them with a name's aliases ("Also searched: …").
 */
function QueryNotes({ q, data }: { q: string; data: SearchAnswer }) {
  const [search] = useSearchParams();
  const exact = new URLSearchParams(search);
  exact.set('exact', 'true');
  exact.delete('page');
  const expanded = data.expanded ?? [];
  return (
    <>
      {data.correction && (
        <Typography data-testid="search-correction" sx={{ mt: 0.5 }}>
          Showing results for <strong>{data.correction.query}</strong>.{' '}
          <Link component={RouterLink} to={`${pathTo('Search', { q })}?${exact.toString()}`}>
            Search instead for {q}
          </Link>
        </Typography>
      )}
      {expanded.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="search-expanded" sx={{ mt: 0.5 }}>
          Also searched: {expanded.map((variant) => `“${variant}”`).join(', ')}
        </Typography>
      )}
    </>
  );
}

/** "Save as alert": the type chosen (news by default) filtered by the words and facets; full build only. */
function SaveAsAlert({ state }: { state: SearchState }) {
  const type = findContentType(alertTypeName(state));
  if (!isFullBuild() || !type || !screenRoute(type, 'list')) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<NotificationAddOutlined />}
      component={RouterLink}
      to={`${pathTo('AlertsAdd')}?${alertFromSearch(type, state)}`}
      title={`Be told of new ${type.plural.toLowerCase()} that match this search`}
      sx={{ flexShrink: 0 }}
    >
      Save as alert
    </Button>
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
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="results-heading" variant="subtitle1" component="h2" aria-live="polite">
              {data
                ? `${data.total.toLocaleString('en')} ${data.total === 1 ? 'result' : 'results'} for “${data.correction?.query ?? q}”`
                : ' '}
            </Typography>
            {data && <QueryNotes q={q} data={data} />}
          </Box>
          <SaveAsAlert state={state} />
        </Stack>
        {data?.jurisdictions && <JurisdictionLinks jurisdictions={data.jurisdictions} />}
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
