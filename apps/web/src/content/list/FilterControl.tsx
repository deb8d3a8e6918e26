import { Autocomplete, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { countryName, type ExtraListFilter, type FieldDef } from '@rh/core/content';
import { countriesByName, optionLabel } from '../fields/format.ts';
import { ReferenceAutocomplete } from '../fields/ReferenceAutocomplete.tsx';
import { RANGE_KINDS } from './list-state.ts';

export interface FilterControlProps {
  field: FieldDef;
  /** Parameter → values, for this field's parameters. */
  values: Readonly<Record<string, readonly string[]>>;
  onChange: (param: string, values: string[]) => void;
}

const WIDTH = { minWidth: 200, maxWidth: 320, flex: '1 1 200px' } as const;

/** The filter of one field, by kind: a range for dates and numbers, choices for enums, countries, items and tags. */
export function FilterControl({ field, values, onChange }: FilterControlProps) {
  const current = values[field.name] ?? [];
  const set = (next: string[]) => onChange(field.name, next);

  if (RANGE_KINDS.has(field.kind)) {
    const type = field.kind === 'number' ? 'number' : 'date';
    const bound = (which: 'from' | 'to') => (
      <TextField
        size="small"
        type={type}
        label={`${field.label} ${which}`}
        value={values[`${field.name}.${which}`]?.[0] ?? ''}
        onChange={(event) => onChange(`${field.name}.${which}`, [event.target.value])}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1 }}
      />
    );
    return (
      <Stack direction="row" spacing={1} sx={{ ...WIDTH, minWidth: 300 }} role="group" aria-label={field.label}>
        {bound('from')}
        {bound('to')}
      </Stack>
    );
  }
  if (field.kind === 'enum' || field.kind === 'enums' || field.kind === 'boolean') {
    const choices =
      field.kind === 'boolean'
        ? [
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]
        : (field.options ?? []);
    return (
      <TextField
        select
        size="small"
        label={field.label}
        value={current}
        onChange={(event) => set(event.target.value as unknown as string[])}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as string[])
                .map((value) => (field.kind === 'boolean' ? value : optionLabel(field, value)))
                .join(', '),
          },
        }}
        sx={WIDTH}
      >
        {choices.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (field.kind === 'reference' || field.kind === 'references') {
    return (
      <ReferenceAutocomplete
        to={field.to ?? ''}
        multiple
        value={current}
        onChange={set}
        label={field.label}
        size="small"
        sx={WIDTH}
      />
    );
  }
  const countries = field.kind === 'country' || field.kind === 'countries';
  return (
    <Autocomplete
      multiple
      size="small"
      freeSolo={!countries}
      options={countries ? countriesByName() : []}
      getOptionLabel={countries ? countryName : (value) => value}
      value={[...current]}
      onChange={(_, next) => set(next.map((value) => value.trim()).filter(Boolean))}
      renderValue={(selected, getItemProps) =>
        selected.map((value, index) => {
          const { key, ...chip } = getItemProps({ index });
          return <Chip key={key} size="small" label={countries ? countryName(value) : value} {...chip} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={field.label} placeholder={countries ? undefined : 'Type and press Enter'} />
      )}
      sx={WIDTH}
    />
  );
}

export interface ExtraFilterControlProps {
  filter: ExtraListFilter;
  /** Its values now. */
  values: readonly string[];
  onChange: (param: string, values: string[]) => void;
}

/**
 * A filter beyond the fields (core's extraListFilters) that offers choices: a switch for a yes-only one ("Waiting
 * for me"), a multiple choice otherwise (the workflow stage).
 */
export function ExtraFilterControl({ filter, values, onChange }: ExtraFilterControlProps) {
  const options = filter.options ?? [];
  if (filter.single && options.length === 1) {
    const only = options[0]!;
    return (
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={values[0] === only.value}
            onChange={(event) => onChange(filter.param, event.target.checked ? [only.value] : [])}
          />
        }
        label={only.label}
        sx={{ alignSelf: 'center', mx: 0 }}
      />
    );
  }
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={filter.single ? (values[0] ?? '') : [...values]}
      onChange={(event) => {
        const value = event.target.value as unknown as string | string[];
        onChange(filter.param, Array.isArray(value) ? value : value ? [value] : []);
      }}
      slotProps={{
        select: {
          multiple: !filter.single,
          renderValue: (selected) =>
            (Array.isArray(selected) ? selected : [selected])
              .map((value) => options.find((option) => option.value === value)?.label ?? String(value))
              .join(', '),
        },
      }}
      sx={WIDTH}
    >
      {filter.single && <MenuItem value="">Any</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
