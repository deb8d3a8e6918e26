import { Box, Chip } from '@mui/material';
import { scopeOf } from '@rh/core/areas';
import type { ContentType } from '@rh/core/content';

/** The area scope an alert keeps, as the scoped list it was saved from shows it: "Scope: AI initiatives". */
export function ScopeChip({ type, area }: { type: ContentType; area: string }) {
  const scope = scopeOf(area, type.name);
  if (!scope) return null;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Chip size="small" color="primary" variant="outlined" label={`Scope: ${scope.label}`} />
    </Box>
  );
}
