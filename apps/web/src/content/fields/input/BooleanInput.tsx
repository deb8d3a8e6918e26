import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import type { InputProps } from '../types.ts';

/** Yes or no. */
export function BooleanInput({ field, value, onChange, onBlur, error, inputRef, disabled }: InputProps) {
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{ input: { ref: inputRef } }}
          />
        }
        label={field.label}
      />
      {(error ?? field.help) && <FormHelperText>{error ?? field.help}</FormHelperText>}
    </FormControl>
  );
}
