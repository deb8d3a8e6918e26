import { TextField } from '@mui/material';
import type { InputProps } from '../types.ts';

const RICH_HELP = 'Formatting is HTML (<p>, <strong>, <em>, <ul>, <a href="…">); scripts are removed when saved.';

/** Text, long text, rich text (HTML typed as text for now), URLs and e-mail addresses. */
export function TextInput({ field, value, onChange, onBlur, error, inputRef, disabled }: InputProps) {
  const multiline = field.kind === 'longtext' || field.kind === 'richtext';
  const help = field.kind === 'richtext' ? [field.help, RICH_HELP].filter(Boolean).join('. ') : field.help;
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
      helperText={error ?? help}
      type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
      multiline={multiline}
      minRows={field.kind === 'richtext' ? 8 : multiline ? 3 : undefined}
      fullWidth
      slotProps={{
        htmlInput: {
          maxLength: field.max,
          ...(field.kind === 'richtext' ? { spellCheck: true, style: { fontFamily: 'monospace' } } : {}),
        },
      }}
    />
  );
}
