import { Container, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { withQueries } from '../app/with-queries.tsx';
import { config } from '../config.ts';
import { pathTo } from '../routes/table.ts';
import { getItemOptions, useItem } from './api/get-item.ts';
import type { Item } from './api/types.ts';
import { ContentForm } from './form/ContentForm.tsx';
import { prefillFromSearch } from './form/prefill.ts';
import { itemPath, listPath } from './links.ts';
import { ModelScreenGuard } from './ModelScreenGuard.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';
import { UnknownContent } from './UnknownContent.tsx';
import { useContentScreen, useItemParam } from './useContentScreen.ts';

/** Back where the user came from; on a first page of the session, to the item or the list. */
function useLeave(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key !== 'default' ? void navigate(-1) : void navigate(fallback));
}

function AddForm({ type }: { type: ContentType }) {
  const navigate = useNavigate();
  const leave = useLeave(listPath(type) ?? pathTo('Home'));
  // Values the address carries (a form opened filled in), read once: the form owns them from then on.
  const [search] = useSearchParams();
  const [initial] = useState(() => prefillFromSearch(type, search));
  return (
    <>
      <title>{`Add ${type.label.toLowerCase()} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Add {type.label.toLowerCase()}
      </Typography>
      <ContentForm
        type={type}
        initial={initial}
        onSaved={(item) => void navigate(itemPath(type, item), { replace: true })}
        onCancel={leave}
      />
    </>
  );
}

function EditForm({ type, id }: { type: ContentType; id: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useItem(type.name, id);
  // The version the user edits stays the one first read, even when the cache moves on, until they reload.
  const [base, setBase] = useState<Item>();
  if (!base && query.data) setBase(query.data);
  const leave = useLeave(base ? itemPath(type, base) : (listPath(type) ?? pathTo('Home')));

  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!base) return <PageSkeleton />;
  if (!base.abilities.update) {
    return <Alert severity="warning">You may not change this {type.label.toLowerCase()}.</Alert>;
  }
  const reload = async () => setBase(await client.fetchQuery({ ...getItemOptions(type.name, id), staleTime: 0 }));
  return (
    <>
      <title>{`Edit ${base.title} · ${config.brand}`}</title>
      <Typography variant="overline" color="text.secondary">
        Edit {type.label.toLowerCase()}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {base.title}
      </Typography>
      <ContentForm
        key={base.version}
        type={type}
        item={base}
        onSaved={(item) => void navigate(itemPath(type, item), { replace: true })}
        onCancel={leave}
        onReload={() => void reload()}
      />
    </>
  );
}

/** The generic add and edit screens: a type's add/edit routes, and `/form/{model}/new`, `/form/{model}/edit/{id}`. */
function ContentFormPage() {
  const screen = useContentScreen();
  const id = useItemParam();
  return (
    <ModelScreenGuard screen={screen}>
      <Container maxWidth="md" sx={{ py: 3 }}>
        {!screen.found ? (
          <UnknownContent screen={screen} />
        ) : screen.screen === 'edit' && id ? (
          <EditForm key={`${screen.type.name}:${id}`} type={screen.type} id={id} />
        ) : (
          <AddForm key={screen.type.name} type={screen.type} />
        )}
      </Container>
    </ModelScreenGuard>
  );
}

export default withQueries(ContentFormPage);
