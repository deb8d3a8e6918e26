import { asList } from '../format.ts';
import { ReferenceAutocomplete } from '../ReferenceAutocomplete.tsx';
import type { InputProps } from '../types.ts';

/** One item (reference) or several (references) of the field's target type, found by typing. */
export function ReferenceInput({ field, value, onChange, onBlur, error, inputRef, refs, disabled }: InputProps) {
  const multiple = field.kind === 'references';
  return (
    <ReferenceAutocomplete
      to={field.to ?? ''}
      multiple={multiple}
      value={asList(value)}
      onChange={(ids) => onChange(multiple ? ids : (ids[0] ?? null))}
      onBlur={onBlur}
      label={field.label}
      refs={refs}
      required={field.required}
      error={Boolean(error)}
      helperText={error ?? field.help}
      inputRef={inputRef}
      disabled={disabled}
    />
  );
}
