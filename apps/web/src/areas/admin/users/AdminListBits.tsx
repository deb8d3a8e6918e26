import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Box, Button, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { config } from '../../../config.ts';
import { useDebounced } from '../../../content/useDebounced.ts';
import type { ListParams, Status } from './types.ts';

export const PAGE_SIZES = [25, 50, 100] as const;
const STATUSES: readonly Status[] = ['enabled', 'disabled', 'all'];

/** The page's heading, under the Admin overline, with its title in the browser tab. */
export function AdminHeading({ title, intro, action }: { title: string; intro: ReactNode; action?: ReactNode }) {
  return (
    <Box component="header" sx={{ mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <title>{`${title} · Admin · ${config.brand}`}</title>
      <Box sx={{ flex: '1 1 20rem' }}>
        <Typography variant="overline" color="text.secondary" component="p">
          Admin
        </Typography>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '80ch', mt: 0.5 }}>
          {intro}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * The list's search, status and page, kept in the address (`?q=…&status=…&page=…`) so that a list can be linked to
 * and the back button returns to it. `open` is the record shown in a dialog, under its own parameter.
 */
export function useListState(openParam: string) {
  const [search, setSearch] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as Status)
    : 'enabled';
  const size = Number(search.get('size'));
  const limit = (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
  const page = Math.max(0, Number(search.get('page')) || 0);
  const q = search.get('q') ?? '';
  const params: ListParams = { status, limit, offset: page * limit, ...(q ? { q } : {}) };

  const change = (values: Record<string, string | null>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(values)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: !(openParam in values) },
    );
  return { params, page, q, status, open: search.get(openParam), change };
}

/** A search box that asks once typing pauses, and a status choice; both go back to the first page. */
export function ListFilters({
  label,
  q,
  status,
  onChange,
}: {
  label: string;
  q: string;
  status: Status;
  onChange: (values: Record<string, string | null>) => void;
}) {
  const [text, setText] = useState(q);
  const settled = useDebounced(text.trim());
  // Only the typing asks (`settled` alone): a change of the address (the back button) resets the box below.
  useEffect(() => {
    if (settled !== q) onChange({ q: settled, page: null });
  }, [settled]);
  useEffect(() => setText(q), [q]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        type="search"
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        sx={{ flex: '1 1 auto', maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Status"
        value={status}
        size="small"
        onChange={(event) =>
          onChange({ status: event.target.value === 'enabled' ? null : event.target.value, page: null })
        }
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="enabled">Enabled</MenuItem>
        <MenuItem value="disabled">Disabled</MenuItem>
        <MenuItem value="all">All</MenuItem>
      </TextField>
    </Stack>
  );
}
