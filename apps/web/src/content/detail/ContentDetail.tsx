import { Box, Chip, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/errors.ts';
import { config } from '../../config.ts';
import { contentKeys } from '../api/keys.ts';
import { useItem } from '../api/get-item.ts';
import { ConflictAlert } from '../ConflictAlert.tsx';
import { formatDateTime } from '../fields/format.ts';
import { listPath } from '../links.ts';
import { stageLabel } from './detail-model.ts';
import { FieldSections } from './FieldSections.tsx';
import { ItemActions } from './ItemActions.tsx';
import { JournalPanel } from './JournalPanel.tsx';
import { itemPanels } from './panels.ts';
import { RelationshipsPanel } from './RelationshipsPanel.tsx';
import { PageSkeleton } from '../PageSkeleton.tsx';

/** One item: its fields by section, its stage and the actions the user may take, relationships and journal. */
export function ContentDetail({ type, idOrKey }: { type: ContentType; idOrKey: string }) {
  const query = useItem(type.name, idOrKey);
  const client = useQueryClient();
  const [conflict, setConflict] = useState(false);
  const reload = async () => {
    await client.invalidateQueries({ queryKey: contentKeys.type(type.name) });
    setConflict(false);
  };

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    const list = listPath(type);
    return (
      <Alert severity={missing ? 'warning' : 'error'}>
        <title>{`${type.label} not found · ${config.brand}`}</title>
        {missing
          ? `There is no ${type.label.toLowerCase()} “${idOrKey}”, or you may not see it.`
          : query.error.message}{' '}
        {list && <RouterLink to={list}>All {type.plural.toLowerCase()}</RouterLink>}
      </Alert>
    );
  }
  const item = query.data;
  const Panel = itemPanels.get(type.name);
  const stage = stageLabel(type, item.stage);
  const updated = item.updatedBy ? ` by ${item.updatedBy.name}` : '';
  return (
    <Box component="article" aria-labelledby="item-title">
      <title>{`${item.title} · ${type.label} · ${config.brand}`}</title>
      {conflict && <ConflictAlert onReload={() => void reload()} />}
      {item.deletedAt && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This {type.label.toLowerCase()} was deleted on {formatDateTime(item.deletedAt)}.
        </Alert>
      )}
      <Typography variant="overline" color="text.secondary">
        {type.label}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, mb: 1 }}>
        <Typography id="item-title" variant="h4" component="h1" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <ItemActions type={type} item={item} onConflict={() => setConflict(true)} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }} useFlexGap>
        {stage && <Chip label={stage} color={item.stage === 'published' ? 'success' : 'default'} size="small" />}
        <Typography variant="body2" color="text.secondary">
          Version {item.version} · updated {formatDateTime(item.updatedAt)}
          {updated}
        </Typography>
      </Stack>
      <FieldSections type={type} item={item} />
      {Panel && (
        <Suspense fallback={null}>
          <Panel item={item} />
        </Suspense>
      )}
      <Stack spacing={2}>
        <RelationshipsPanel type={type} item={item} />
        <JournalPanel type={type} item={item} />
      </Stack>
    </Box>
  );
}
