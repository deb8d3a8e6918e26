import { MenuItem, TextField } from '@mui/material';
import type { InputProps } from '../types.ts';

/** One of the field's options; optional fields can be left empty. */
export function EnumInput({ field, value, onChange, onBlur, error, inputRef, disabled }: InputProps) {
  return (
    <TextField
      select
      label={field.label}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? field.help}
      fullWidth
    >
      {!field.required && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {(field.options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
