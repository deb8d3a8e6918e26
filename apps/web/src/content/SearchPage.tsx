import { Container, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { withQueries } from '../app/with-queries.tsx';
import { config } from '../config.ts';
import { SearchBox } from './search/SearchBox.tsx';
import { SearchResults } from './search/SearchResults.tsx';

/** Full-text search across every type the user may read: `/search/:q`, narrowed by facets in the query string. */
function SearchPage() {
  const q = useParams().q?.trim() ?? '';
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`${q ? `“${q}”` : 'Search'} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Search
      </Typography>
      <SearchBox key={q} initial={q} />
      {q && <SearchResults key={q} q={q} />}
    </Container>
  );
}

export default withQueries(SearchPage);
