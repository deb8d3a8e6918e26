import { TextField } from '@mui/material';
import { isoToLocalInput, localInputToIso } from '../input-values.ts';
import type { InputProps } from '../types.ts';

/** A date (`YYYY-MM-DD`), or a date and time entered in the reader's time zone and held as an ISO instant. */
export function DateInput({ field, value, onChange, onBlur, error, inputRef, disabled }: InputProps) {
  const withTime = field.kind === 'datetime';
  const shown = withTime ? isoToLocalInput(value) : typeof value === 'string' ? value : '';
  return (
    <TextField
      label={field.label}
      name={field.name}
      type={withTime ? 'datetime-local' : 'date'}
      value={shown}
      onChange={(event) => onChange(withTime ? localInputToIso(event.target.value) : event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? field.help}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
