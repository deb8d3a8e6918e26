import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import { Button, Stack, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../../../content/api/types.ts';
import { useUpdateItem } from '../../../content/api/update-item.ts';
import { isConflict } from '../../../content/ConflictAlert.tsx';
import { prefillSearch } from '../../../content/form/prefill.ts';
import { addPath, editPath } from '../../../content/links.ts';
import { useCanCreate } from '../api/can-create.ts';
import { TRIAGE_STATUSES, type TriageStatus } from './news-model.ts';
import { eventFromNews, insightFromNews } from './news-prefill.ts';

const NEWS = contentType('newsitem');
const EVENT = contentType('event');
const ARTICLE = contentType('article');
const ICONS = { relevant: StarOutlineOutlined, irrelevant: DoNotDisturbOnOutlined, archived: ArchiveOutlined };

/**
 * What the user may do with a news item, as the server says: mark it relevant, irrelevant or archived (the status,
 * by the normal update with its version), open an event or an insight filled in from it, edit it.
 */
export function NewsActions({ item, onConflict }: { item: Item; onConflict: () => void }) {
  const update = useUpdateItem(NEWS.name);
  const canEvent = useCanCreate(EVENT.name);
  const canInsight = useCanCreate(ARTICLE.name);
  const status = typeof item.data.status === 'string' ? item.data.status : 'new';
  const handleStatus = (next: TriageStatus | null) => {
    // Pressing the status it has takes it back to new.
    const value = next ?? 'new';
    update.mutate(
      { id: item.id, version: item.version, data: { status: value } },
      { onError: (error) => isConflict(error) && onConflict() },
    );
  };
  return (
    <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {item.abilities.update && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status}
            onChange={(_, next: TriageStatus | null) => handleStatus(next)}
            aria-label="Status"
            disabled={update.isPending}
          >
            {TRIAGE_STATUSES.map(({ value, label, key }) => {
              const Icon = ICONS[value];
              return (
                <Tooltip key={value} title={`${label} (key ${key} in News)`}>
                  <ToggleButton value={value} aria-label={label} sx={{ textTransform: 'none', px: 1.25 }}>
                    <Icon fontSize="small" sx={{ mr: 0.5 }} />
                    {label}
                  </ToggleButton>
                </Tooltip>
              );
            })}
          </ToggleButtonGroup>
        )}
        {item.abilities.update && (
          <Button size="small" startIcon={<EditOutlined />} component={RouterLink} to={editPath(NEWS, item.id)}>
            Edit
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canEvent && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EventOutlined />}
            component={RouterLink}
            to={`${addPath(EVENT)}?${prefillSearch(eventFromNews(item)).toString()}`}
          >
            Create event
          </Button>
        )}
        {canInsight && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ArticleOutlined />}
            component={RouterLink}
            to={`${addPath(ARTICLE)}?${prefillSearch(insightFromNews(item)).toString()}`}
          >
            Create insight
          </Button>
        )}
      </Stack>
      {update.isError && !isConflict(update.error) && <Alert severity="error">{update.error.message}</Alert>}
    </Stack>
  );
}
