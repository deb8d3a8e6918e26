import { FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { InputProps } from '../types.ts';

/** A field edited through several inputs (a date range, a file): one fieldset, its label, the inputs side by side. */
export function InputGroup({
  field,
  error,
  disabled,
  children,
}: Pick<InputProps, 'field' | 'error' | 'disabled'> & { children: ReactNode }) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={field.required} fullWidth disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {field.label}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {children}
      </Stack>
      {(error ?? field.help) && <FormHelperText>{error ?? field.help}</FormHelperText>}
    </FormControl>
  );
}
