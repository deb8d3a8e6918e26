import { Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { withQueries } from '../app/with-queries.tsx';
import { config } from '../config.ts';
import { RecentSearches } from './search/RecentSearches.tsx';
import { SearchBox } from './search/SearchBox.tsx';
import { SearchResults } from './search/SearchResults.tsx';
import { useRecentSearches } from './search/useRecentSearches.ts';

/**
 * Full-text search across every type the user may read: `/search/:q`, narrowed by facets in the query string;
 * `/search` alone offers the field and the user's recent searches. Every search run is recorded among them.
 */
function SearchPage() {
  const q = useParams().q?.trim() ?? '';
  const recent = useRecentSearches();
  const { add } = recent;
  useEffect(() => {
    if (q) add(q);
  }, [q, add]);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`${q ? `“${q}”` : 'Search'} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Search
      </Typography>
      <SearchBox key={q} initial={q} />
      {q ? (
        <SearchResults key={q} q={q} />
      ) : (
        <RecentSearches list={recent.list} onRemove={recent.remove} onClear={recent.clear} />
      )}
    </Container>
  );
}

export default withQueries(SearchPage);
