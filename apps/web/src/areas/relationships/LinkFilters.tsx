import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Chip, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDebounced } from '../../content/useDebounced.ts';
import { relationLabelOf, type Selection } from './selection.ts';
import { typeLabel, type LinkKind, type LinkSort } from './types.ts';

const SORTS: Record<LinkSort, string> = { from: 'From item', to: 'To item', newest: 'Newest link' };

/** The types offered on one side: those with links on that side, and the chosen one even without. */
function sideTypes(kinds: readonly LinkKind[], side: 'from' | 'to', chosen: string | null): string[] {
  const names = new Set(kinds.map((kind) => kind[side]));
  if (chosen) names.add(chosen);
  return [...names].sort((a, b) => typeLabel(a).localeCompare(typeLabel(b)));
}

/** The list's filters: the two types, the relation (set from the summary), words of either title, and the order. */
export function LinkFilters({
  kinds,
  selection,
  onChange,
}: {
  kinds: readonly LinkKind[];
  selection: Selection;
  onChange: (values: Record<string, string | null>) => void;
}) {
  const [text, setText] = useState(selection.q);
  const settled = useDebounced(text.trim());
  // Only typing asks (`settled` alone): a change of the address (the back button) resets the box below.
  useEffect(() => {
    if (settled !== selection.q) onChange({ q: settled });
  }, [settled]);
  useEffect(() => setText(selection.q), [selection.q]);

  const typeSelect = (side: 'from' | 'to', label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={selection[side] ?? ''}
      onChange={(event) => onChange({ [side]: event.target.value || null, relation: null })}
      sx={{ minWidth: 150, flex: '1 1 150px' }}
    >
      <MenuItem value="">Any type</MenuItem>
      {sideTypes(kinds, side, selection[side]).map((name) => (
        <MenuItem key={name} value={name}>
          {typeLabel(name)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={1.5} sx={{ mb: 1.5 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {typeSelect('from', 'From')}
        {typeSelect('to', 'To')}
        <TextField
          select
          size="small"
          label="Order"
          value={selection.sort}
          onChange={(event) => onChange({ sort: event.target.value === 'from' ? null : event.target.value })}
          sx={{ minWidth: 140, flex: '0 1 140px' }}
        >
          {Object.entries(SORTS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label="Words in either title"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flex: '1 1 220px' }}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {selection.relation && (
          <Chip
            label={`Link: ${relationLabelOf(kinds, selection)}`}
            onDelete={() => onChange({ relation: null })}
            aria-label={`Link ${relationLabelOf(kinds, selection)}; remove this filter`}
          />
        )}
      </Stack>
    </Stack>
  );
}
