import { MenuItem, Stack, TextField } from '@mui/material';
import type { FieldDef } from '@rh/core/content';

export interface GroupByProps {
  fields: readonly Pick<FieldDef, 'name' | 'label'>[];
  by: readonly string[];
  onChange: (by: string[]) => void;
}

const NONE = '';

/** Two choosers: the field whose values make the pivot's rows, then the one that makes its columns. */
export function GroupBy({ fields, by, onChange }: GroupByProps) {
  const [first = NONE, second = NONE] = by;
  const choose = (label: string, value: string, options: typeof fields, apply: (name: string) => string[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(apply(event.target.value))}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={NONE}>
        <em>None</em>
      </MenuItem>
      {options.map((field) => (
        <MenuItem key={field.name} value={field.name}>
          {field.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      {choose('Group rows by', first, fields, (name) =>
        name ? [name, ...(second !== name && second ? [second] : [])] : [],
      )}
      {first &&
        choose(
          'Then columns by',
          second,
          fields.filter((field) => field.name !== first),
          (name) => (name ? [first, name] : [first]),
        )}
    </Stack>
  );
}
