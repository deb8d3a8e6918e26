import LinkOff from '@mui/icons-material/LinkOff';
import {
  Autocomplete,
  Box,
  Chip,
  IconButton,
  CircularProgress,
  Link as MuiLink,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/request.ts';
import { contentKeys } from '../../../content/api/keys.ts';
import { lookupItemsOptions } from '../../../content/api/lookup-items.ts';
import type { Item, LookupItem } from '../../../content/api/types.ts';
import { useUpdateItem } from '../../../content/api/update-item.ts';
import { asList } from '../../../content/fields/format.ts';
import { itemPath } from '../../../content/links.ts';
import { useDebounced } from '../../../content/useDebounced.ts';

const CONTROL = contentType('control');

const label = (control: Pick<LookupItem, 'key' | 'title'>) =>
  control.key ? `${control.key} · ${control.title}` : control.title;

/**
 * The controls that meet an obligation, mapped in place: chips (code and title, each a link) with an unlink button,
 * and a search that adds the control picked at once (the obligation's `controls`, sent with its version). Read-only
 * for those who may not update the obligation.
 */
export function ControlMapping({ item }: { item: Item }) {
  const client = useQueryClient();
  const ids = asList(item.data.controls);
  const editable = item.abilities.update;
  const named = useQuery({
    ...lookupItemsOptions(CONTROL.name, { ids: [...ids].sort().join(',') }),
    enabled: ids.length > 0,
  });
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebounced(text.trim());
  const search = useQuery({ ...lookupItemsOptions(CONTROL.name, { q }), enabled: editable && open });
  const update = useUpdateItem(item.type);
  const [notice, setNotice] = useState<{ severity: 'success' | 'warning' | 'error'; text: string } | null>(null);

  const byId = new Map((named.data ?? []).map((control) => [control.id, control]));
  const titleOf = (id: string) => {
    const known = byId.get(id);
    if (known) return label(known);
    return item.refs[id]?.title ?? (named.isPending ? 'Loading…' : 'Control not available');
  };

  const save = (next: string[], done: string) => {
    setNotice(null);
    update.mutate(
      { id: item.id, version: item.version, data: { controls: next } },
      {
        onSuccess: () => setNotice({ severity: 'success', text: done }),
        onError: async (error) => {
          if (error instanceof ApiError && error.status === 409) {
            await client.invalidateQueries({ queryKey: contentKeys.item(item.type, item.id) });
            setNotice({
              severity: 'warning',
              text: 'Someone changed this obligation meanwhile: it has been reloaded with their change. Try again.',
            });
          } else {
            setNotice({ severity: 'error', text: `Not saved: ${error.message}` });
          }
        },
      },
    );
  };

  const options = (search.data ?? []).filter((control) => !ids.includes(control.id));
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Controls that meet it
      </Typography>
      {ids.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No control meets it yet: it counts as a gap.
        </Typography>
      ) : (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5, p: 0, mt: 0 }}
          component="ul"
          aria-label="Controls"
        >
          {ids.map((id) => (
            <Box
              component="li"
              key={id}
              sx={{ listStyle: 'none', display: 'inline-flex', alignItems: 'center', maxWidth: '100%' }}
            >
              <Chip
                variant="outlined"
                color="primary"
                sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
                label={
                  <MuiLink component={Link} to={itemPath(CONTROL, { id })} underline="hover" color="inherit">
                    {titleOf(id)}
                  </MuiLink>
                }
              />
              {editable && (
                <IconButton
                  size="small"
                  aria-label={`Unlink ${titleOf(id)}`}
                  title="Unlink"
                  disabled={update.isPending}
                  onClick={() =>
                    save(
                      ids.filter((other) => other !== id),
                      `Unlinked ${titleOf(id)}.`,
                    )
                  }
                  sx={{ ml: 0.25 }}
                >
                  <LinkOff fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {editable && (
        <Autocomplete<LookupItem>
          size="small"
          sx={{ maxWidth: 520 }}
          options={options}
          value={null}
          inputValue={text}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          filterOptions={(all) => all}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={search.isFetching}
          disabled={update.isPending}
          noOptionsText={q ? 'No control matches' : 'Type a code or words of the title'}
          onInputChange={(_, next, reason) => reason !== 'reset' && setText(next)}
          onChange={(_, picked) => {
            if (!picked) return;
            setText('');
            save([...ids, picked.id], `Linked ${label(picked)}.`);
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Link a control"
              placeholder="Search controls"
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: (
                    <>
                      {(search.isFetching || update.isPending) && (
                        <CircularProgress color="inherit" size={16} aria-label="Working" />
                      )}
                      {params.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
      )}
      {notice && (
        <Alert severity={notice.severity} sx={{ mt: 1.5 }} role="status" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
    </Box>
  );
}
