import { Box, Button, Stack, Typography } from '@mui/material';
import { countryName } from '@rh/core/content';
import type { CountryValue } from './map-data.ts';

interface MapBandProps {
  /** Jurisdictions with a value that the map cannot show: EU, International, and countries too small for it. */
  entries: readonly CountryValue[];
  colorOf: (entry: CountryValue) => string;
  onSelect?: ((code: string) => void) | undefined;
}

const valueText = (entry: CountryValue) =>
  entry.label ?? (typeof entry.value === 'number' ? entry.value.toLocaleString('en') : entry.value);

/** The band under a map: the jurisdictions it has no shape for, with their values, chosen like a country. */
export function MapBand({ entries, colorOf, onSelect }: MapBandProps) {
  if (entries.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        Beside the map:
      </Typography>
      {entries.map((entry) => {
        const content = (
          <>
            <Box
              aria-hidden
              component="span"
              sx={{
                width: 12,
                height: 12,
                borderRadius: 0.5,
                bgcolor: colorOf(entry),
                border: 1,
                borderColor: 'divider',
                flex: 'none',
              }}
            />
            <span>
              {countryName(entry.country)}: <strong>{valueText(entry)}</strong>
            </span>
          </>
        );
        return onSelect ? (
          <Button
            key={entry.country}
            size="small"
            variant="outlined"
            color="inherit"
            onClick={() => onSelect(entry.country)}
            sx={{ gap: 0.75, py: 0.25, borderColor: 'divider' }}
          >
            {content}
          </Button>
        ) : (
          <Stack
            key={entry.country}
            direction="row"
            component="span"
            sx={{ gap: 0.75, alignItems: 'center', typography: 'body2' }}
          >
            {content}
          </Stack>
        );
      })}
    </Stack>
  );
}
