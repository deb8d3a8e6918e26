import { TextField } from '@mui/material';
import type { InputProps } from '../types.ts';
import { InputGroup } from './InputGroup.tsx';

interface FileValue {
  name?: string;
  url?: string;
}

/** A document kept elsewhere, by link: its name and its address. Both empty holds null. */
export function FileInput({ field, value, onChange, onBlur, error, inputRef, disabled }: InputProps) {
  const file: FileValue = value && typeof value === 'object' ? (value as FileValue) : {};
  const change = (next: FileValue) =>
    onChange(!next.name && !next.url ? null : { name: next.name ?? '', url: next.url ?? '' });
  return (
    <InputGroup field={field} error={error} disabled={disabled}>
      <TextField
        label="File name"
        value={file.name ?? ''}
        onChange={(event) => change({ ...file, name: event.target.value })}
        onBlur={onBlur}
        inputRef={inputRef}
        error={Boolean(error)}
        disabled={disabled}
      />
      <TextField
        label="Address (https://…)"
        type="url"
        value={file.url ?? ''}
        onChange={(event) => change({ ...file, url: event.target.value })}
        onBlur={onBlur}
        error={Boolean(error)}
        disabled={disabled}
        sx={{ flex: 1 }}
      />
    </InputGroup>
  );
}
