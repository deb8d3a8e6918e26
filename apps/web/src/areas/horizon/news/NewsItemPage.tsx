import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Chip, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType, fieldOf } from '@rh/core/content';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { useItem } from '../../../content/api/get-item.ts';
import { contentKeys } from '../../../content/api/keys.ts';
import type { Item } from '../../../content/api/types.ts';
import { useUpdateItem } from '../../../content/api/update-item.ts';
import { ConflictAlert } from '../../../content/ConflictAlert.tsx';
import { JournalPanel } from '../../../content/detail/JournalPanel.tsx';
import { RelationshipsPanel } from '../../../content/detail/RelationshipsPanel.tsx';
import { FieldDisplay } from '../../../content/fields/FieldDisplay.tsx';
import { asList, formatDateTime, htmlToText, optionLabel, refTitle } from '../../../content/fields/format.ts';
import { ReferenceAutocomplete } from '../../../content/fields/ReferenceAutocomplete.tsx';
import { listPath, referencePath } from '../../../content/links.ts';
import { ReadingStar } from '../../../content/list/reader/ReadingStar.tsx';
import { PageSkeleton } from '../../../content/PageSkeleton.tsx';
import { AutoBadge } from './AutoBadge.tsx';
import { ClassificationPanel } from './ClassificationPanel.tsx';
import { isAutoValue } from './news-model.ts';
import { NewsActions } from './NewsActions.tsx';
import { RelatedNewsPanel } from './RelatedNewsPanel.tsx';
import { SuggestionsPanel } from './SuggestionsPanel.tsx';
import { useAutoBadgeSetting } from './useAutoBadgeSetting.ts';

const NEWS = contentType('newsitem');
const STATUS = fieldOf(NEWS, 'status');

/** A referenced item by title, linked when the user may open it. */
function RefLink({ item, id }: { item: Item; id: string }) {
  const ref = item.refs[id];
  const path = ref?.readable ? referencePath(ref.type, id) : null;
  return path ? (
    <Link component={RouterLink} to={path}>
      {refTitle(item.refs, id)}
    </Link>
  ) : (
    <span>{refTitle(item.refs, id)}</span>
  );
}

/** Where it comes from and when: regulator, source, date, the original. */
function Provenance({ item }: { item: Item }) {
  const [badges] = useAutoBadgeSetting();
  const { regulator, source, publishedAt, url } = item.data;
  const parts = [
    typeof regulator === 'string' && (
      <span key="regulator">
        <RefLink item={item} id={regulator} />
        {badges && isAutoValue(item.data.autoTags, 'regulator') && <AutoBadge />}
      </span>
    ),
    typeof source === 'string' && (
      <span key="source">
        via <RefLink item={item} id={source} />
      </span>
    ),
    typeof publishedAt === 'string' && (
      <time key="date" dateTime={publishedAt}>
        {formatDateTime(publishedAt)}
      </time>
    ),
    typeof url === 'string' && /^https?:\/\//i.test(url) && (
      <Link key="url" href={url} target="_blank" rel="noopener noreferrer">
        Original <OpenInNew sx={{ fontSize: 14, verticalAlign: 'text-bottom' }} />
      </Link>
    ),
  ].filter(Boolean);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      divider={<span aria-hidden>·</span>}
      sx={{ flexWrap: 'wrap', color: 'text.secondary', typography: 'body2' }}
    >
      {parts}
    </Stack>
  );
}

/**
 * The regulations the news item is marked as changing (`changes`): a change flags their obligations and the controls
 * meeting them for review. Those who may update news items mark it with one more regulation here.
 */
function ChangesLine({ item, onConflict }: { item: Item; onConflict: () => void }) {
  const ids = asList(item.data.changes);
  const [picking, setPicking] = useState(false);
  const update = useUpdateItem(NEWS.name);
  if (ids.length === 0 && !item.abilities.update) return null;
  const mark = (picked: string[]) => {
    const added = picked.find((id) => !ids.includes(id));
    if (!added) return;
    update.mutate(
      { id: item.id, version: item.version, data: { changes: [...ids, added] } },
      {
        onSuccess: () => setPicking(false),
        onError: (error) => error instanceof ApiError && error.status === 409 && onConflict(),
      },
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="changes-title" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id="changes-title" variant="subtitle2" component="h2">
          Changes to
        </Typography>
        {ids.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            no regulation
          </Typography>
        ) : (
          ids.map((id, index) => (
            <span key={id}>
              <RefLink item={item} id={id} />
              {index < ids.length - 1 ? ',' : ''}
            </span>
          ))
        )}
        {item.abilities.update && !picking && (
          <Button size="small" onClick={() => setPicking(true)}>
            Mark as a change to a regulation…
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Obligations under a regulation marked here, and the controls that meet them, are flagged for review.
      </Typography>
      {picking && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
          <ReferenceAutocomplete
            to="regulation"
            multiple={false}
            value={[]}
            onChange={mark}
            label="Regulation it changes"
            size="small"
            disabled={update.isPending}
            sx={{ flex: 1, minWidth: 240 }}
          />
          <Button size="small" onClick={() => setPicking(false)} disabled={update.isPending}>
            Cancel
          </Button>
        </Stack>
      )}
      {update.isError && !(update.error instanceof ApiError && update.error.status === 409) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          Not saved: {update.error.message}
        </Alert>
      )}
    </Paper>
  );
}

function NewsItemView({ item }: { item: Item }) {
  const client = useQueryClient();
  const [conflict, setConflict] = useState(false);
  const reload = async () => {
    await client.invalidateQueries({ queryKey: contentKeys.type(NEWS.name) });
    setConflict(false);
  };
  const status = typeof item.data.status === 'string' ? item.data.status : 'new';
  const summary = typeof item.data.summary === 'string' ? item.data.summary.trim() : '';
  const content = typeof item.data.content === 'string' ? item.data.content : '';
  // Many feeds repeat the summary at the start of the content: the content alone then.
  const showSummary = summary !== '' && !htmlToText(content).startsWith(summary);
  return (
    <Box component="article" aria-labelledby="item-title">
      <title>{`${item.title} · ${NEWS.label} · ${config.brand}`}</title>
      {conflict && <ConflictAlert onReload={() => void reload()} />}
      {item.deletedAt && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This news item was deleted on {formatDateTime(item.deletedAt)}.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="overline" color="text.secondary">
              {NEWS.label}
            </Typography>
            <Chip
              size="small"
              label={optionLabel(STATUS, status)}
              color={status === 'relevant' ? 'success' : status === 'new' ? 'info' : 'default'}
            />
            <ReadingStar item={item} />
          </Stack>
          <Typography id="item-title" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {item.title}
          </Typography>
          <Provenance item={item} />
        </Box>
        <NewsActions item={item} onConflict={() => setConflict(true)} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Paper variant="outlined" component="section" aria-label="Text" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
            {showSummary && (
              <Typography variant="body1" sx={{ fontWeight: 500, mb: content ? 2 : 0 }}>
                {summary}
              </Typography>
            )}
            {content && <FieldDisplay field={fieldOf(NEWS, 'content')} value={content} refs={item.refs} />}
            {!summary && !content && <Typography color="text.secondary">The feed gave no text.</Typography>}
          </Paper>
          <ChangesLine item={item} onConflict={() => setConflict(true)} />
          <RelatedNewsPanel item={item} />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <ClassificationPanel item={item} onConflict={() => setConflict(true)} />
          <SuggestionsPanel item={item} onConflict={() => setConflict(true)} />
        </Grid>
      </Grid>
      <Stack spacing={2}>
        <RelationshipsPanel type={NEWS} item={item} />
        <JournalPanel type={NEWS} item={item} />
      </Stack>
    </Box>
  );
}

/** A news item: text, provenance, classification with what rules set, suggestions, related news and triage. */
function NewsItemPage() {
  const { id = '' } = useParams();
  const query = useItem(NEWS.name, id);
  const list = listPath(NEWS);
  let body;
  if (query.isPending) body = <PageSkeleton />;
  else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <Alert severity={missing ? 'warning' : 'error'}>
        <title>{`News item not found · ${config.brand}`}</title>
        {missing ? `There is no news item “${id}”, or you may not see it.` : query.error.message}{' '}
        {list && <RouterLink to={list}>All news</RouterLink>}
      </Alert>
    );
  } else body = <NewsItemView key={query.data.id} item={query.data} />;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {body}
    </Container>
  );
}

export default withQueries(NewsItemPage);
