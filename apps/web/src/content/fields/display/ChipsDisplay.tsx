import { Chip, Stack } from '@mui/material';
import { countryName } from '@rh/core/content';
import { asList, optionLabel } from '../format.ts';
import type { DisplayProps } from '../types.ts';
import { EmptyValue } from './EmptyValue.tsx';

/** Countries by name, enum lists by label, tags as they are: one chip each. */
export function ChipsDisplay({ field, value, dense }: DisplayProps) {
  const values = asList(value);
  if (values.length === 0) return <EmptyValue dense={dense} />;
  const label = (entry: string) =>
    field.kind === 'country' || field.kind === 'countries'
      ? countryName(entry)
      : field.kind === 'enums' || field.kind === 'enum'
        ? optionLabel(field, entry)
        : entry;
  return (
    <Stack
      direction="row"
      component="ul"
      sx={{ flexWrap: dense ? 'nowrap' : 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}
    >
      {values.map((entry) => (
        <li key={entry}>
          <Chip
            label={label(entry)}
            size="small"
            variant={field.kind === 'tags' ? 'outlined' : 'filled'}
            title={field.kind === 'country' || field.kind === 'countries' ? entry : undefined}
          />
        </li>
      ))}
    </Stack>
  );
}
