import { Container } from '@mui/material';
import { withQueries } from '../app/with-queries.tsx';
import { ContentDetail } from './detail/ContentDetail.tsx';
import { NoItemChosen } from './detail/NoItemChosen.tsx';
import { ModelScreenGuard } from './ModelScreenGuard.tsx';
import { UnknownContent } from './UnknownContent.tsx';
import { useContentScreen, useItemParam } from './useContentScreen.ts';

/**
 * The generic detail screen: the item the route names (`:id`, or the type's key as `:code`/`:keyword`), at a type's
 * detail route or at the read view `/form/{model}/view/{id}` of any type.
 */
function ContentDetailPage() {
  const screen = useContentScreen();
  const idOrKey = useItemParam() ?? '';
  return (
    <ModelScreenGuard screen={screen}>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {screen.found && !idOrKey ? (
          <NoItemChosen type={screen.type} />
        ) : screen.found ? (
          <ContentDetail key={`${screen.type.name}:${idOrKey}`} type={screen.type} idOrKey={idOrKey} />
        ) : (
          <UnknownContent screen={screen} />
        )}
      </Container>
    </ModelScreenGuard>
  );
}

export default withQueries(ContentDetailPage);
