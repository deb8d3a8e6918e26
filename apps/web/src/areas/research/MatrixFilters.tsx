import { Autocomplete, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { COUNTRY_CODES, countryName } from '@rh/core/content';
import { useEffect, useMemo, useState } from 'react';
import type { CountryRegulations, MatrixColumns } from './api.ts';
import { hasFilters, regulationOptions, type MatrixState } from './matrix-query.ts';

const COLUMN_LABELS: Record<MatrixColumns, string> = { area: 'Topic areas', topic: 'Topics', kind: 'Types' };

interface Option {
  value: string;
  label: string;
  group?: string;
}

function Multi(props: {
  label: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  grouped?: boolean;
}) {
  const { label, options, value, onChange, grouped } = props;
  const chosen = value.map((item) => options.find((option) => option.value === item) ?? { value: item, label: item });
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      onChange={(_event, next) => onChange(next.map((option) => option.value))}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      {...(grouped && { groupBy: (option: Option) => option.group ?? '' })}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: '1 1 200px' }}
      limitTags={2}
    />
  );
}

/** Words, applied on Enter or when the field is left (not on every key: each change asks the server). */
function Words({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() !== value) onChange(text.trim());
  };
  return (
    <TextField
      size="small"
      label="Words"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      helperText="Enter to apply"
      sx={{ minWidth: 180, flex: '1 1 180px' }}
    />
  );
}

/** The matrix's dimension switch and a filter per dimension (jurisdictions, topics, types, statuses, words). */
export function MatrixFilters({
  state,
  data,
  onChange,
}: {
  state: MatrixState;
  data: CountryRegulations | undefined;
  onChange: (next: MatrixState) => void;
}) {
  const countries = useMemo<Option[]>(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [],
  );
  const topics = useMemo<Option[]>(() => {
    const list = data?.topics ?? [];
    const name = new Map(list.map((topic) => [topic.id, topic.name]));
    return list
      .map((topic) => ({
        value: topic.id,
        label: topic.name,
        group: topic.parent ? (name.get(topic.parent) ?? '') : topic.name,
      }))
      .sort((a, b) => a.group.localeCompare(b.group) || Number(a.label !== a.group) - Number(b.label !== b.group));
  }, [data?.topics]);
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id="matrix-columns" component="span" variant="body2">
          Columns
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={state.columns}
          aria-labelledby="matrix-columns"
          onChange={(_event, columns: MatrixColumns | null) => columns && onChange({ ...state, columns })}
        >
          {(Object.keys(COLUMN_LABELS) as MatrixColumns[]).map((columns) => (
            <ToggleButton key={columns} value={columns}>
              {COLUMN_LABELS[columns]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Multi
          label="Jurisdictions"
          options={countries}
          value={state.country}
          onChange={(country) => onChange({ ...state, country })}
        />
        <Multi
          label="Topics"
          options={topics}
          grouped
          value={state.topics}
          onChange={(next) => onChange({ ...state, topics: next })}
        />
        <Multi
          label="Types"
          options={regulationOptions('kind')}
          value={state.kind}
          onChange={(kind) => onChange({ ...state, kind })}
        />
        <Multi
          label="Statuses"
          options={regulationOptions('status')}
          value={state.status}
          onChange={(status) => onChange({ ...state, status })}
        />
        <Words value={state.q} onChange={(q) => onChange({ ...state, q })} />
        {hasFilters(state) && (
          <Button
            onClick={() => onChange({ columns: state.columns, country: [], topics: [], kind: [], status: [], q: '' })}
            sx={{ alignSelf: 'center' }}
          >
            Clear filters
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
