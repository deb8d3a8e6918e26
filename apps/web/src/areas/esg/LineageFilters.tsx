import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { Autocomplete, Box, Button, MenuItem, TextField, useMediaQuery, useTheme } from '@mui/material';
import { contentType } from '@rh/core/content';
import { useEffect, useId, useMemo, useState } from 'react';
import { useDebounced } from '../../content/useDebounced.ts';
import { ESG_TOPICS } from './api.ts';
import { hasFilters, lineageFilters, withFilter, type ChoiceFilter, type FilterChoice } from './lineage-view.ts';

/** The ESRS topics as the metric declaration labels them ("E1 Climate change"). */
export const TOPIC_LABELS: ReadonlyMap<string, string> = new Map(
  (contentType('metric').fields.find((field) => field.name === 'topic')?.options ?? []).map((option) => [
    option.value,
    option.label,
  ]),
);

const PICKERS: readonly { name: ChoiceFilter; label: string }[] = [
  { name: 'framework', label: 'Framework' },
  { name: 'metric', label: 'Metric' },
  { name: 'dataElement', label: 'Data element' },
  { name: 'system', label: 'Source system' },
];

export interface LineageFiltersProps {
  /** The page's address search; the filters are its lineage parameters. */
  search: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  /** What each picker offers (from the unfiltered lineage). */
  choices: Record<ChoiceFilter, FilterChoice[]>;
  /** Which pickers to show (default all). */
  pickers?: readonly ChoiceFilter[];
}

/** One picker of several values: its choices by code, with their names below. */
function Picker({
  label,
  choices,
  values,
  onChange,
}: {
  label: string;
  choices: FilterChoice[];
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const byValue = useMemo(() => new Map(choices.map((choice) => [choice.value, choice])), [choices]);
  // A value in the address that the choices do not know (an item since deleted) still shows, so it can be removed.
  const selected = values.map((value) => byValue.get(value) ?? { value, label: value, title: value });
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={2}
      options={choices}
      value={selected}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      getOptionLabel={(option) => option.label}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {option.label}
            </Box>
            {option.title !== option.label && (
              <Box component="span" sx={{ display: 'block', fontSize: '0.85em', color: 'text.secondary' }}>
                {option.title}
              </Box>
            )}
          </Box>
        </li>
      )}
      onChange={(_, chosen) => onChange(chosen.map((choice) => choice.value))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/**
 * The lineage's filters: framework, metric, data element, system (several values each), ESRS topic and words, all
 * kept in the address as the lineage API's own parameters.
 */
export function LineageFilters({ search, onChange, choices, pickers }: LineageFiltersProps) {
  const words = search.get('q') ?? '';
  const [typed, setTyped] = useState(words);
  const settled = useDebounced(typed, 400);
  // The address may change under the field (a link, the back button): the field follows it.
  useEffect(() => setTyped(words), [words]);
  useEffect(() => {
    if (settled.trim() !== words) onChange(withFilter(search, 'q', [settled]));
    // Only a pause in typing writes the words.
  }, [settled]);

  const shown = pickers ? PICKERS.filter((picker) => pickers.includes(picker.name)) : PICKERS;
  // At phone width the filters fold under one button, so that the content starts on the first screen.
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = lineageFilters(search).size;
  const toggle = narrow && (
    <Button
      variant="outlined"
      startIcon={<FilterListOutlined />}
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen(!open)}
      sx={{ mb: open ? 1.5 : 2 }}
    >
      {`${open ? 'Hide the filters' : 'Filters'}${active ? ` (${active} set)` : ''}`}
    </Button>
  );
  return (
    <>
      {toggle}
      <Box
        id={id}
        role="search"
        aria-label="Filter the lineage"
        hidden={narrow && !open}
        sx={{
          display: narrow && !open ? 'none' : 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          alignItems: 'start',
          mb: 2,
        }}
      >
        {shown.map((picker) => (
          <Picker
            key={picker.name}
            label={picker.label}
            choices={choices[picker.name]}
            values={search.getAll(picker.name)}
            onChange={(values) => onChange(withFilter(search, picker.name, values))}
          />
        ))}
        <TextField
          select
          size="small"
          label="ESRS topic"
          value={search.get('topic') ?? ''}
          onChange={(event) => onChange(withFilter(search, 'topic', [event.target.value]))}
        >
          <MenuItem value="">Any topic</MenuItem>
          {ESG_TOPICS.map((topic) => (
            <MenuItem key={topic} value={topic}>
              {TOPIC_LABELS.get(topic) ?? topic}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label="Words"
          helperText="In the codes and names"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {hasFilters(search) && (
          <Box>
            <Button
              onClick={() => {
                const next = new URLSearchParams(search);
                for (const name of lineageFilters(search).keys()) next.delete(name);
                setTyped('');
                onChange(next);
              }}
            >
              Clear the filters
            </Button>
          </Box>
        )}
      </Box>
    </>
  );
}
