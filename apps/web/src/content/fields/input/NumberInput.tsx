import { TextField } from '@mui/material';
import { useState } from 'react';
import { parseNumberInput } from '../input-values.ts';
import type { InputProps } from '../types.ts';

/** A number; the text typed stays as typed while the value held is a number or null. */
export function NumberInput({ field, value, onChange, onBlur, error, inputRef, disabled }: InputProps) {
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  // A reset from outside (reload after a conflict) shows the new value.
  const shown = parseNumberInput(text) === (typeof value === 'number' ? value : null) ? text : String(value ?? '');
  return (
    <TextField
      label={field.label}
      name={field.name}
      type="number"
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumberInput(event.target.value));
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? field.help}
      fullWidth
      slotProps={{ htmlInput: { min: field.min, max: field.max, step: 'any' } }}
    />
  );
}
