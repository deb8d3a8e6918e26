import { Box, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { use, useMemo } from 'react';
import { Link } from 'react-router';
import { config } from '../../config.ts';
import { loadScreenGrants } from '../../routes/access.ts';
import { pathTo } from '../../routes/table.ts';
import { byArea, entitledScreens } from './offer.ts';

/**
 * The areas an organisation is entitled to: the drawer's menu for its roles (menu flags of spec §6, then the route
 * guard) without what every key opens, each screen a link. Suspends until the screens' grants are loaded.
 */
export function GatewayAreas({ roles }: { roles: readonly string[] }) {
  const grants = use(loadScreenGrants());
  const areas = useMemo(() => byArea(entitledScreens(roles, config.build, grants)), [roles, grants]);
  if (areas.length === 0) {
    return (
      <Typography color="text.secondary">
        Your organisation&apos;s key opens no area beyond Home yet. Ask your administrator which roles it should have.
      </Typography>
    );
  }
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' } }}
    >
      {areas.map((area) => (
        <Box
          key={area.id}
          component="section"
          aria-labelledby={`gateway-area-${area.id}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Typography id={`gateway-area-${area.id}`} variant="h6" component="h3" gutterBottom>
            {area.label}
          </Typography>
          <List dense disablePadding>
            {area.screens.map((screen) => (
              <ListItem key={screen.route} disableGutters>
                <MuiLink component={Link} to={pathTo(screen.route)}>
                  {screen.label}
                </MuiLink>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
