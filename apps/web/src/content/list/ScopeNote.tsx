import { Chip, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../routes/table.ts';
import type { ListScope } from './list-scope.ts';

/**
 * Which part of the type a scoped list shows: "Scope: AI initiatives", not removable like a filter (the area's
 * route puts it there), with a link to the whole list where this build has one.
 */
export function ScopeNote({ scope, plural }: { scope: ListScope; plural: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <Chip size="small" color="primary" variant="outlined" label={`Scope: ${scope.label}`} />
      {scope.wholeList && (
        <Link component={RouterLink} to={pathTo(scope.wholeList)} variant="body2">
          All {plural.toLowerCase()}
        </Link>
      )}
    </Stack>
  );
}
