import { Container } from '@mui/material';
import { withQueries } from '../app/with-queries.tsx';
import { config } from '../config.ts';
import { ROUTES } from '../routes/table.ts';
import { ContentList } from './list/ContentList.tsx';
import { listScopeOf } from './list/list-scope.ts';
import { UnknownContent } from './UnknownContent.tsx';
import { useContentScreen } from './useContentScreen.ts';

const routeOf = (name: string) => ROUTES.find((route) => route.name === name);

/** The generic list screen of the route's content type, within the scope the route's area puts on it. */
function ContentListPage() {
  const screen = useContentScreen();
  const scope = screen.found ? listScopeOf(screen.type, screen.routeName, config.build, routeOf) : null;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      {screen.found ? (
        <ContentList key={`${screen.type.name}:${scope?.area ?? ''}`} type={screen.type} scope={scope} />
      ) : (
        <UnknownContent screen={screen} />
      )}
    </Container>
  );
}

export default withQueries(ContentListPage);
