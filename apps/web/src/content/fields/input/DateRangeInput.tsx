import { TextField } from '@mui/material';
import type { InputProps } from '../types.ts';
import { InputGroup } from './InputGroup.tsx';

interface Range {
  start?: string;
  end?: string | null;
}

/** Two dates, start and end; both empty holds null. */
export function DateRangeInput({ field, value, onChange, onBlur, error, inputRef, disabled }: InputProps) {
  const range: Range = value && typeof value === 'object' ? (value as Range) : {};
  const change = (next: Range) =>
    onChange(!next.start && !next.end ? null : { start: next.start ?? '', end: next.end || null });
  return (
    <InputGroup field={field} error={error} disabled={disabled}>
      <TextField
        label="Start"
        type="date"
        value={range.start ?? ''}
        onChange={(event) => change({ ...range, start: event.target.value })}
        onBlur={onBlur}
        inputRef={inputRef}
        error={Boolean(error)}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="End"
        type="date"
        value={range.end ?? ''}
        onChange={(event) => change({ ...range, end: event.target.value })}
        onBlur={onBlur}
        error={Boolean(error)}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.start } }}
      />
    </InputGroup>
  );
}
