import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { IconButton, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useQuery } from '@tanstack/react-query';
import { lookupItemsOptions } from '../../../content/api/lookup-items.ts';
import type { Item } from '../../../content/api/types.ts';
import { useUpdateItem } from '../../../content/api/update-item.ts';
import { isConflict } from '../../../content/ConflictAlert.tsx';
import { acceptSuggestion, openSuggestions, rejectSuggestion, type Suggestion } from './news-model.ts';

/**
 * What suggestion rules propose for the item: each accepted (the tag or topic joins the item) or rejected (the rules
 * will not propose it again), by the normal update with the version read. Shown to those who may change the item.
 */
export function SuggestionsPanel({ item, onConflict }: { item: Item; onConflict: () => void }) {
  const suggestions = openSuggestions(item.data);
  const update = useUpdateItem('newsitem');
  const topicIds = suggestions.filter((s) => s.field === 'topics').map((s) => s.value);
  const topics = useQuery({
    ...lookupItemsOptions('topic', { ids: [...topicIds].sort().join(',') }),
    enabled: topicIds.length > 0,
  });
  if (suggestions.length === 0 || !item.abilities.update) return null;
  const label = (suggestion: Suggestion) =>
    suggestion.field === 'tags'
      ? suggestion.value
      : (topics.data?.find((topic) => topic.id === suggestion.value)?.title ?? 'Topic…');
  const change = (data: Record<string, unknown>) =>
    update.mutate(
      { id: item.id, version: item.version, data },
      { onError: (error) => isConflict(error) && onConflict() },
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="suggestions-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="suggestions-title" variant="h6" component="h2">
        Suggested
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Suggestion rules matched this item. Accept what fits; rejected suggestions are not made again.
      </Typography>
      {update.isError && !isConflict(update.error) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {update.error.message}
        </Alert>
      )}
      <List dense disablePadding>
        {suggestions.map((suggestion) => (
          <ListItem
            key={suggestion.entry}
            disableGutters
            secondaryAction={
              <Stack direction="row">
                <Tooltip title="Accept">
                  <IconButton
                    aria-label={`Accept ${label(suggestion)}`}
                    color="success"
                    disabled={update.isPending}
                    onClick={() => change(acceptSuggestion(item.data, suggestion))}
                  >
                    <CheckOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Reject">
                  <IconButton
                    aria-label={`Reject ${label(suggestion)}`}
                    disabled={update.isPending}
                    onClick={() => change(rejectSuggestion(item.data, suggestion))}
                  >
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            }
          >
            <ListItemText primary={label(suggestion)} secondary={suggestion.field === 'tags' ? 'Tag' : 'Topic'} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
