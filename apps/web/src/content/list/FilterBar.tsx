import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Search from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import type { ContentType } from '@rh/core/content';
import { useEffect, useState } from 'react';
import { useDebounced } from '../useDebounced.ts';
import { FilterControl } from './FilterControl.tsx';
import { activeFilterCount, filterFields, withFilter, type ListState } from './list-state.ts';

export interface FilterBarProps {
  type: ContentType;
  state: ListState;
  /**
   * Asks for a change of the view, made from the view current when it is applied: a second filter set before the
   * first has re-rendered the bar must build on it, not on the `state` this bar was rendered with.
   */
  onChange: (change: (current: ListState) => ListState) => void;
}

/** The text search and one control per filter the type declares (`list.filters`). */
export function FilterBar({ type, state, onChange }: FilterBarProps) {
  const [text, setText] = useState(state.q);
  const settled = useDebounced(text.trim(), 400);
  // Typing searches once the user pauses; a URL change from elsewhere (back button) shows in the box.
  useEffect(() => {
    if (settled !== state.q) onChange((current) => ({ ...current, q: settled }));
    // Only the settled text triggers a search (state changes of their own must not re-run it).
  }, [settled]);
  useEffect(() => setText((current) => (current.trim() === state.q ? current : state.q)), [state.q]);

  const filtered = activeFilterCount(state) > 0 || state.q !== '';
  return (
    <Box
      component="search"
      aria-label={`Filter ${type.plural.toLowerCase()}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        type="search"
        label={`Search ${type.plural.toLowerCase()}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && onChange((current) => ({ ...current, q: text.trim() }))}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: '2 1 260px', maxWidth: 420 }}
      />
      {filterFields(type).map((field) => (
        <FilterControl
          key={field.name}
          field={field}
          values={state.filters}
          onChange={(param, values) => onChange((current) => withFilter(current, param, values))}
        />
      ))}
      {filtered && (
        <Button
          startIcon={<FilterAltOffOutlined />}
          onClick={() => {
            setText('');
            onChange((current) => ({ ...current, q: '', filters: {} }));
          }}
          sx={{ alignSelf: 'center' }}
        >
          Clear
        </Button>
      )}
    </Box>
  );
}
