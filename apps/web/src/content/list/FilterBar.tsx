import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import { Box, Button, Collapse, InputAdornment, TextField, useMediaQuery, useTheme } from '@mui/material';
import { extraListFilters, type ContentType } from '@rh/core/content';
import { useEffect, useId, useState } from 'react';
import { useDebounced } from '../useDebounced.ts';
import { ExtraFilterControl, FilterControl } from './FilterControl.tsx';
import { activeFilterCount, filterFields, withFilter, type ListState } from './list-state.ts';

export interface FilterBarProps {
  type: ContentType;
  state: ListState;
  /**
   * Asks for a change of the view, made from the view current when it is applied: a second filter set before the
   * first has re-rendered the bar must build on it, not on the `state` this bar was rendered with.
   */
  onChange: (change: (current: ListState) => ListState) => void;
  /** Filters a fixed list's route sets: no control is offered for them. */
  locked?: ReadonlySet<string> | undefined;
}

/**
 * The filters beyond the fields that the bar offers: a workflow type's stage and "waiting for me". (A reader's unread
 * and starred have the reader's own controls; `createdAt.to` is set by the list as it holds still.)
 */
const BAR_PARAMS: ReadonlySet<string> = new Set(['stage', 'waiting']);

/**
 * The text search and one control per filter the type declares (`list.filters`), then the workflow's stage and
 * "waiting for me". Below `sm` the controls fold behind one "Filters (n)" button, so that on a phone the list starts
 * under the search box, not under a screenful of filters.
 */
export function FilterBar({ type, state, onChange, locked }: FilterBarProps) {
  const [text, setText] = useState(state.q);
  const settled = useDebounced(text.trim(), 400);
  // Typing searches once the user pauses; a URL change from elsewhere (back button) shows in the box.
  useEffect(() => {
    if (settled !== state.q) onChange((current) => ({ ...current, q: settled }));
    // Only the settled text triggers a search (state changes of their own must not re-run it).
  }, [settled]);
  useEffect(() => setText((current) => (current.trim() === state.q ? current : state.q)), [state.q]);

  const active = activeFilterCount(state);
  const filtered = active > 0 || state.q !== '';
  const folded = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [unfolded, setUnfolded] = useState(false);
  const controlsId = useId();
  const handleFilter = (param: string, values: string[]) => onChange((current) => withFilter(current, param, values));

  const controls = (
    <>
      {filterFields(type)
        .filter((field) => !locked?.has(field.name))
        .map((field) => (
          <FilterControl key={field.name} field={field} values={state.filters} onChange={handleFilter} />
        ))}
      {extraListFilters(type)
        .filter((filter) => BAR_PARAMS.has(filter.param) && !locked?.has(filter.param))
        .map((filter) => (
          <ExtraFilterControl
            key={filter.param}
            filter={filter}
            values={state.filters[filter.param] ?? []}
            onChange={handleFilter}
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
    </>
  );
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
        sx={{ flex: { xs: '1 1 160px', sm: '2 1 260px' }, maxWidth: 420 }}
      />
      {folded ? (
        <>
          <Button
            variant={active > 0 ? 'contained' : 'outlined'}
            startIcon={<FilterList />}
            aria-expanded={unfolded}
            aria-controls={controlsId}
            onClick={() => setUnfolded((current) => !current)}
            sx={{ alignSelf: 'center', flexShrink: 0 }}
          >
            Filters ({active})
          </Button>
          <Collapse in={unfolded} unmountOnExit sx={{ width: '100%' }}>
            <Box
              id={controlsId}
              sx={{
                // A grid, one control a row at full width: the controls' own flex sizes are for the wide bar.
                display: 'grid',
                gap: 1.5,
                '& > *': { maxWidth: 'none !important', minWidth: '0 !important' },
              }}
            >
              {controls}
            </Box>
          </Collapse>
        </>
      ) : (
        controls
      )}
    </Box>
  );
}
