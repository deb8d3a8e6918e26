import { Container } from '@mui/material';
import { withQueries } from '../app/with-queries.tsx';
import { ContentList } from './list/ContentList.tsx';
import { UnknownContent } from './UnknownContent.tsx';
import { useContentScreen } from './useContentScreen.ts';

/** The generic list screen of the route's content type. */
function ContentListPage() {
  const screen = useContentScreen();
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      {screen.found ? <ContentList key={screen.type.name} type={screen.type} /> : <UnknownContent screen={screen} />}
    </Container>
  );
}

export default withQueries(ContentListPage);
