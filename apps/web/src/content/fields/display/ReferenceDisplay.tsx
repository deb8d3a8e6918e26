import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { referencePath } from '../../links.ts';
import { naturalCompare } from '../../natural-order.ts';
import { asList, refTitle } from '../format.ts';
import type { Refs } from '../../api/types.ts';
import type { DisplayProps } from '../types.ts';
import { EmptyValue } from './EmptyValue.tsx';

const sortByTitle = (ids: string[], refs: Refs) =>
  ids.toSorted((a, b) => naturalCompare(refTitle(refs, a), refTitle(refs, b)));

/** Referenced items by title, each a link to its detail page when its type has one and the user may read it. */
export function ReferenceDisplay({ field, value, refs, dense }: DisplayProps) {
  // Several references read in natural order of their titles (Art. 5 before Art. 19), whatever order they were picked.
  const ids = field.kind === 'references' ? sortByTitle(asList(value), refs) : asList(value);
  if (ids.length === 0) return <EmptyValue dense={dense} />;
  return (
    <Stack
      component="ul"
      direction={dense || field.kind === 'references' ? 'row' : 'column'}
      sx={{ flexWrap: dense ? 'nowrap' : 'wrap', columnGap: 1.5, rowGap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {ids.map((id) => {
        const ref = refs[id];
        // A link only where the user may open the item; its title shows either way.
        const path = ref?.readable ? referencePath(ref.type, id) : null;
        return (
          <Typography component="li" variant="body2" key={id} sx={{ whiteSpace: dense ? 'nowrap' : undefined }}>
            {path ? (
              <Link component={RouterLink} to={path}>
                {refTitle(refs, id)}
              </Link>
            ) : (
              <Typography component="span" variant="body2" color={ref ? undefined : 'text.secondary'}>
                {refTitle(refs, id)}
              </Typography>
            )}
          </Typography>
        );
      })}
    </Stack>
  );
}
