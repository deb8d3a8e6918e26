import { Chip, Stack } from '@mui/material';
import { countryName } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import { asList, optionLabel } from '../format.ts';
import type { DisplayProps } from '../types.ts';
import { useCountryPath } from './country-path.ts';
import { EmptyValue } from './EmptyValue.tsx';

/**
 * Countries by name, enum lists by label, tags as they are: one chip each. A country's chip opens its page: the
 * current area's country page, else the jurisdiction page.
 */
export function ChipsDisplay({ field, value, dense }: DisplayProps) {
  const values = asList(value);
  const isCountry = field.kind === 'country' || field.kind === 'countries';
  const countryPath = useCountryPath();
  if (values.length === 0) return <EmptyValue dense={dense} />;
  const label = (entry: string) =>
    isCountry
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
      {values.map((entry) => {
        const path = isCountry ? countryPath(entry) : undefined;
        const common = {
          label: label(entry),
          size: 'small',
          variant: field.kind === 'tags' ? 'outlined' : 'filled',
          title: isCountry ? entry : undefined,
        } as const;
        return (
          <li key={entry}>
            {path ? <Chip {...common} component={RouterLink} to={path} clickable /> : <Chip {...common} />}
          </li>
        );
      })}
    </Stack>
  );
}
