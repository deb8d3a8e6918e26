import { Alert, Box, Card, CardContent, Container, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import { menuFlags } from '@rh/core';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { menuLabel, visibleMenu } from '../app/shell/menu.ts';
import { config, isFullBuild } from '../config.ts';
import { opensFor } from '../routes/access.ts';
import { pathTo } from '../routes/table.ts';
import { useScreenGrants } from '../routes/useScreenGrants.ts';
import { useSession } from '../session/useSession.ts';

// The news of the week reads server state: it comes in its own chunk, with the query library, after the page.
const WhatsNew = lazy(() => import('../areas/alerts/WhatsNew.tsx'));

/** The signed-in start page: a greeting and a card per area this user may open (the menu's own rules). */
export default function HomePage() {
  const { state } = useSession();
  const grants = useScreenGrants();
  const groups = useMemo(
    () =>
      visibleMenu(
        menuFlags(state.roles, config.build),
        config.build,
        opensFor(state.roles, config.build, grants ?? new Map()),
      )
        // Home links to itself; the card would be noise.
        .map((group) => ({ ...group, items: group.items.filter((item) => item.route !== 'Home') }))
        .filter((group) => group.items.length > 0),
    [state.roles, grants],
  );

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <title>{`Home · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome, {state.displayName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {config.brand} brings regulatory news, insights, obligations and compliance content together in one place: what
        is new for you first, then the areas your access includes.
      </Typography>

      <Box component="section" aria-labelledby="home-news" sx={{ mb: 5 }}>
        <Typography id="home-news" variant="h5" component="h2" gutterBottom>
          What&apos;s new
        </Typography>
        {isFullBuild() ? (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <WhatsNew />
          </Suspense>
        ) : (
          <Alert severity="info" variant="outlined">
            News for your organisation is in the areas below.
          </Alert>
        )}
      </Box>
      <Box component="section" aria-labelledby="home-areas">
        <Typography id="home-areas" variant="h5" component="h2" gutterBottom>
          Your areas
        </Typography>
        {grants === null ? (
          <Skeleton variant="rounded" height={160} />
        ) : groups.length === 0 ? (
          <Alert severity="info">
            Your account has no areas assigned yet. Ask your administrator for access to the areas you need.
          </Alert>
        ) : (
          // A CSS grid rather than MUI's Grid: the same layout without its weight on the first page.
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
          >
            {groups.map((group) => {
              const Icon = group.icon;
              return (
                <Card
                  key={group.id}
                  component="article"
                  aria-labelledby={`home-card-${group.id}`}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                      <Icon color="primary" />
                      <Typography id={`home-card-${group.id}`} variant="h6" component="h3">
                        {group.label}
                      </Typography>
                    </Stack>
                    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                      {group.items.map((item) => (
                        <li key={item.route ?? item.label}>
                          {item.route && !item.disabled ? (
                            <MuiLink component={Link} to={pathTo(item.route)} underline="hover">
                              {menuLabel(item)}
                            </MuiLink>
                          ) : (
                            <Typography variant="body2" color="text.disabled">
                              {menuLabel(item)}
                            </Typography>
                          )}
                        </li>
                      ))}
                    </Stack>
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        )}
      </Box>
    </Container>
  );
}
