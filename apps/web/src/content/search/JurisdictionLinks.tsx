import PublicIcon from '@mui/icons-material/Public';
import { Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { JurisdictionName } from '../api/search-content.ts';
import { countryPath } from '../fields/display/country-path.ts';

/**
 * The jurisdictions a search names, above its results: "United Kingdom: what changed and what is coming", each
 * opening its page (none in a build without one).
 */
export function JurisdictionLinks({ jurisdictions }: { jurisdictions: readonly JurisdictionName[] }) {
  const linked = jurisdictions.flatMap((jurisdiction) => {
    const path = countryPath(jurisdiction.code, undefined);
    return path ? [{ ...jurisdiction, path }] : [];
  });
  if (linked.length === 0) return null;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, mt: 2 }} aria-label="Jurisdictions">
      {linked.map((jurisdiction) => (
        <Paper
          component="li"
          key={jurisdiction.code}
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}
        >
          <PublicIcon color="primary" aria-hidden />
          <div>
            <Link
              component={RouterLink}
              to={jurisdiction.path}
              underline="always"
              variant="subtitle1"
              data-testid="search-jurisdiction"
            >
              {jurisdiction.name}: what changed and what is coming
            </Link>
            <Typography variant="body2" color="text.secondary">
              This week’s news, coming dates, initiatives, regulations and insights of the jurisdiction
            </Typography>
          </div>
        </Paper>
      ))}
    </Stack>
  );
}
