import { Autocomplete, Chip, TextField } from '@mui/material';
import { countryName, type FieldDef } from '@rh/core/content';
import { asList, countriesByName, optionLabel } from '../format.ts';
import type { InputProps } from '../types.ts';

/** The values a picker offers and how each reads: countries by name, enum options by label, tags free. */
function choicesOf(field: FieldDef): { values: readonly string[]; label: (value: string) => string } {
  if (field.kind === 'country' || field.kind === 'countries') return { values: countriesByName(), label: countryName };
  if (field.kind === 'enums') {
    return { values: (field.options ?? []).map((option) => option.value), label: (v) => optionLabel(field, v) };
  }
  return { values: [], label: (value) => value };
}

/** Countries, a country, enum lists and tags (tags take any text: type and press Enter). */
export function ChoicesInput({ field, value, onChange, onBlur, error, inputRef, disabled }: InputProps) {
  const { values, label } = choicesOf(field);
  const tags = field.kind === 'tags';
  const input = (params: object) => (
    <TextField
      {...params}
      label={field.label}
      name={field.name}
      required={field.required}
      error={Boolean(error)}
      helperText={error ?? field.help ?? (tags ? 'Type a tag and press Enter' : undefined)}
      inputRef={inputRef}
    />
  );
  if (field.kind === 'country') {
    return (
      <Autocomplete
        options={values}
        getOptionLabel={label}
        value={typeof value === 'string' && value ? value : null}
        onChange={(_, next) => onChange(next ?? null)}
        onBlur={onBlur}
        disabled={disabled}
        renderInput={input}
        fullWidth
      />
    );
  }
  return (
    <Autocomplete
      multiple
      freeSolo={tags}
      options={values}
      getOptionLabel={label}
      value={asList(value)}
      onChange={(_, next) => onChange([...new Set(next.map((entry) => entry.trim()).filter(Boolean))])}
      onBlur={onBlur}
      disabled={disabled}
      filterSelectedOptions
      renderValue={(selected, getItemProps) =>
        selected.map((entry, index) => {
          const { key, ...chip } = getItemProps({ index });
          return <Chip key={key} size="small" label={label(entry)} {...chip} />;
        })
      }
      renderInput={input}
      fullWidth
    />
  );
}
