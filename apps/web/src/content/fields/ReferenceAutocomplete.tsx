import {
  Autocomplete,
  CircularProgress,
  TextField,
  type AutocompleteRenderInputParams,
  type SxProps,
  type Theme,
} from '@mui/material';
import { findContentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type Ref, type SyntheticEvent } from 'react';
import { lookupItemsOptions } from '../api/lookup-items.ts';
import type { Refs } from '../api/types.ts';
import { useDebounced } from '../useDebounced.ts';

export interface ReferenceAutocompleteProps {
  /** The target content type's name. */
  to: string;
  multiple: boolean;
  /** Ids chosen. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  label: string;
  /** Titles already known (the item's refs); others are fetched. */
  refs?: Refs | undefined;
  required?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement> | undefined;
  disabled?: boolean | undefined;
  sx?: SxProps<Theme>;
}

interface Option {
  id: string;
  title: string;
}

/** Did the change come from the list of options (a click on one, Enter on the highlighted one), not from a chip? */
function isChoosing(event: SyntheticEvent): boolean {
  if ('key' in event && event.key === 'Enter') return true;
  const target = event.target as Element | null;
  return Boolean(target?.closest?.('[role="option"]'));
}

/** Chooses items of a type by title, looking them up as the user types (`GET /api/content/{to}/lookup?q=…`). */
export function ReferenceAutocomplete(props: ReferenceAutocompleteProps) {
  const { to, multiple, value, onChange, label, refs = {}, size, error, helperText } = props;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebounced(text.trim());
  const known = Boolean(findContentType(to));
  // Asked once the user opens the picker, not for every picker a page shows.
  const search = useQuery({ ...lookupItemsOptions(to, { q }), enabled: open && known });

  // Titles of chosen ids that neither the refs nor the search answers know: one lookup for all of them.
  const answered = useMemo(() => {
    const map = new Map<string, string>(Object.entries(refs).map(([id, ref]) => [id, ref.title]));
    for (const item of search.data ?? []) map.set(item.id, item.title);
    return map;
  }, [refs, search.data]);
  const missing = value.filter((id) => !answered.has(id));
  const named = useQuery({
    ...lookupItemsOptions(to, { ids: [...missing].sort().join(',') }),
    enabled: known && missing.length > 0,
  });
  const titles = new Map([...answered, ...(named.data ?? []).map((item) => [item.id, item.title] as const)]);

  const option = (id: string): Option => ({
    id,
    title: titles.get(id) ?? (named.isPending ? 'Loading…' : 'Item not available'),
  });
  const options: Option[] = (search.data ?? []).map((item) => ({ id: item.id, title: item.title }));
  const message = search.isError ? `Could not search: ${search.error.message}` : helperText;
  // One item chosen: its title shows in the box while the user is not searching (the box holds what is typed).
  const shown = !multiple && !open && !text && value[0] ? option(value[0]).title : text;

  const shared = {
    options,
    size,
    disabled: props.disabled,
    sx: props.sx,
    filterOptions: (all: Option[]) => all, // the server filters
    getOptionLabel: (entry: Option) => entry.title,
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    loading: search.isFetching,
    inputValue: shown,
    onInputChange: (_: unknown, next: string, reason: string) => reason !== 'reset' && setText(next),
    onBlur: props.onBlur,
    open,
    onOpen: () => setOpen(true),
    onClose: () => {
      setOpen(false);
      if (!multiple) setText('');
    },
    noOptionsText: q ? 'No match' : 'Type to search',
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={label}
        required={props.required}
        error={error || search.isError}
        helperText={message}
        inputRef={props.inputRef}
        slotProps={{
          ...params.slotProps,
          input: {
            ...params.slotProps.input,
            endAdornment: (
              <>
                {search.isFetching && <CircularProgress color="inherit" size={16} aria-label="Searching" />}
                {params.slotProps.input.endAdornment}
              </>
            ),
          },
        }}
      />
    ),
  };

  return multiple ? (
    <Autocomplete<Option, true>
      {...shared}
      multiple
      value={value.map(option)}
      onChange={(event, next, reason) => {
        // MUI takes choosing a chosen item again for removing it: a topic was lost this way. Choosing keeps it;
        // only its chip (or Backspace) removes it.
        if (reason === 'removeOption' && isChoosing(event)) return;
        onChange(next.map((entry) => entry.id));
      }}
    />
  ) : (
    <Autocomplete<Option, false>
      {...shared}
      value={value[0] ? option(value[0]) : null}
      onChange={(_, next) => onChange(next ? [next.id] : [])}
    />
  );
}
