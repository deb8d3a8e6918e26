import { Chip, Link, Stack, Typography } from '@mui/material';
import { countryName, type FieldDef } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../../../content/api/types.ts';
import { asList, optionLabel, refTitle } from '../../../content/fields/format.ts';
import { referencePath } from '../../../content/links.ts';
import { AutoBadge } from './AutoBadge.tsx';
import { isAutoValue } from './news-model.ts';

/** How one value of a field reads: a country by name, an option by label, an item by title (a link if allowed). */
function ValueLabel({ field, value, item }: { field: FieldDef; value: string; item: Item }) {
  if (field.kind === 'country' || field.kind === 'countries') return <>{countryName(value)}</>;
  if (field.kind === 'enum' || field.kind === 'enums') return <>{optionLabel(field, value)}</>;
  if (field.kind === 'reference' || field.kind === 'references') {
    const ref = item.refs[value];
    const path = ref?.readable ? referencePath(ref.type, value) : null;
    return path ? (
      <Link component={RouterLink} to={path} underline="hover" color="inherit">
        {refTitle(item.refs, value)}
      </Link>
    ) : (
      <>{refTitle(item.refs, value)}</>
    );
  }
  return <>{value}</>;
}

/**
 * A classification field's values, one chip each, with the "auto" badge on those a rule set (per the item's
 * `autoTags`) while `badges` is on.
 */
export function ClassificationValues({ field, item, badges }: { field: FieldDef; item: Item; badges: boolean }) {
  const values = asList(item.data[field.name]);
  if (values.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  const single = field.kind === 'enum' || field.kind === 'reference' || field.kind === 'country';
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {values.map((value) => {
        const auto = badges && isAutoValue(item.data.autoTags, field.name, single ? undefined : value);
        return (
          <li key={value}>
            <Chip
              size="small"
              variant={field.kind === 'tags' ? 'outlined' : 'filled'}
              label={
                <>
                  <ValueLabel field={field} value={value} item={item} />
                  {auto && <AutoBadge />}
                </>
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}
