import {
  Autocomplete,
  CircularProgress,
  TextField,
  type AutocompleteRenderInputParams,
  type SxProps,
  type Theme,
} from '@mui/material';
import { findContentType } from '@rh/core/content';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type Ref } from 'react';
import { getItemOptions } from '../api/get-item.ts';
import { listItemsOptions } from '../api/list-items.ts';
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

/** Chooses items of a type, searching its list as the user types (`GET /api/content/{to}?q=…&limit=10`). */
export function ReferenceAutocomplete(props: ReferenceAutocompleteProps) {
  const { to, multiple, value, onChange, label, refs = {}, size, error, helperText } = props;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebounced(text.trim());
  // The list is asked once the user opens the picker, not for every picker a page shows.
  const search = useQuery({
    ...listItemsOptions(to, { q, limit: '10' }, null),
    enabled: open && Boolean(findContentType(to)),
  });

  // Titles of chosen ids that neither the refs nor the search answers know: one small fetch each.
  const known = useMemo(() => {
    const titles = new Map<string, string>(Object.entries(refs).map(([id, ref]) => [id, ref.title]));
    for (const item of search.data?.items ?? []) titles.set(item.id, item.title);
    return titles;
  }, [refs, search.data]);
  const missing = value.filter((id) => !known.has(id));
  const fetched = useQueries({ queries: missing.map((id) => ({ ...getItemOptions(to, id), staleTime: 300_000 })) });
  fetched.forEach((answer, index) => answer.data && known.set(missing[index]!, answer.data.title));

  const option = (id: string): Option => ({ id, title: known.get(id) ?? 'Loading…' });
  const options: Option[] = (search.data?.items ?? []).map((item) => ({ id: item.id, title: item.title }));
  const message = search.isError ? `Could not search: ${search.error.message}` : helperText;

  const shared = {
    options,
    size,
    disabled: props.disabled,
    sx: props.sx,
    filterOptions: (all: Option[]) => all, // the server filters
    getOptionLabel: (entry: Option) => entry.title,
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    loading: search.isFetching,
    inputValue: text,
    onInputChange: (_: unknown, next: string, reason: string) => reason !== 'reset' && setText(next),
    onBlur: props.onBlur,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    noOptionsText: q ? 'No match; search looks for whole words' : 'Type to search',
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
      onChange={(_, next) => onChange(next.map((entry) => entry.id))}
    />
  ) : (
    <Autocomplete<Option, false>
      {...shared}
      value={value[0] ? option(value[0]) : null}
      onChange={(_, next) => onChange(next ? [next.id] : [])}
    />
  );
}
