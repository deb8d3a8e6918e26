import { TextField } from '@mui/material';
import type { InputProps } from '../types.ts';

/** Text, long text, URLs and e-mail addresses. */
export function TextInput({ field, value, onChange, onBlur, error, inputRef, disabled }: InputProps) {
  const multiline = field.kind === 'longtext';
  return (
    <TextField
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
      type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      // No maxLength: the browser would cut a pasted text short in silence; the schema refuses it, naming the limit.
      fullWidth
    />
  );
}
