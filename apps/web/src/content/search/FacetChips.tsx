import { Box, Chip, Stack, Typography } from '@mui/material';
import { countryName, findContentType } from '@rh/core/content';
import type { FacetCount, SearchAnswer } from '../api/search-content.ts';
import { FACETS, type FacetParam } from './search-params.ts';

function facetLabel(facet: string, entry: FacetCount): string {
  if (facet === 'type') return findContentType(entry.value)?.plural ?? entry.value;
  if (facet === 'country') return countryName(entry.value);
  return entry.label ?? entry.value;
}

export interface FacetChipsProps {
  facets: SearchAnswer['facets'];
  chosen: Record<FacetParam, string[]>;
  onToggle: (param: FacetParam, value: string) => void;
}

/** Each facet's values with their counts; a click narrows the search to it (any of the chosen), another widens. */
export function FacetChips({ facets, chosen, onToggle }: FacetChipsProps) {
  return (
    <Stack spacing={2.5} component="nav" aria-label="Narrow the search">
      {FACETS.map(({ facet, param, label }) => {
        const counts = facets[facet] ?? [];
        // A chosen value the answer no longer counts stays visible, so it can be taken away.
        const extra = chosen[param].filter((value) => !counts.some((entry) => entry.value === value));
        const entries: FacetCount[] = [...counts, ...extra.map((value) => ({ value, count: 0 }))];
        if (entries.length === 0) return null;
        return (
          <Box key={facet} role="group" aria-labelledby={`facet-${facet}`}>
            <Typography id={`facet-${facet}`} variant="subtitle2" component="h2" gutterBottom>
              {label}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {entries.map((entry) => {
                const on = chosen[param].includes(entry.value);
                return (
                  <Chip
                    key={entry.value}
                    size="small"
                    label={`${facetLabel(facet, entry)} (${entry.count.toLocaleString('en')})`}
                    title={facetLabel(facet, entry)}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    aria-pressed={on}
                    onClick={() => onToggle(param, entry.value)}
                    {...(on ? { onDelete: () => onToggle(param, entry.value) } : {})}
                  />
                );
              })}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
