import { Box, Card, CardContent, Container, Link as MuiLink, Stack, Typography } from '@mui/material';
import { menuFlags } from '@rh/core';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { menuLabel, visibleMenu } from '../app/shell/menu.ts';
import { WhenVisible } from '../components/WhenVisible.tsx';
import { config, isFullBuild } from '../config.ts';
import { opensFor } from '../routes/access.ts';
import { pathTo } from '../routes/table.ts';
import { useSession } from '../session/useSession.ts';
import { BUILT_SCREEN_GRANTS } from '../routes/built-screen-grants.ts';
import { LoadingBlock } from '../components/LoadingBlock.tsx';

// The news of the week reads server state: it comes in its own small chunk, after the page.
const WhatsNew = lazy(() => import('../areas/alerts/WhatsNew.tsx'));
// Horizon's dashboard: charts and their data come in chunks of their own, when the user scrolls to it.
const HomeDashboard = lazy(() => import('../dashboard/HomeDashboard.tsx'));

/** The signed-in start page: a greeting and a card per area this user may open (the menu's own rules). */
export default function HomePage() {
  const { state } = useSession();
  const groups = useMemo(
    () =>
      visibleMenu(
        menuFlags(state.roles, config.build),
        config.build,
        opensFor(state.roles, config.build, BUILT_SCREEN_GRANTS),
      )
        // Home links to itself; the card would be noise.
        .map((group) => ({ ...group, items: group.items.filter((item) => item.route !== 'Home') }))
        .filter((group) => group.items.length > 0),
    [state.roles],
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
          <Suspense fallback={<LoadingBlock height={240} />}>
            <WhatsNew />
          </Suspense>
        ) : (
          <Typography color="text.secondary">News for your organisation is in the areas below.</Typography>
        )}
      </Box>
      <Box component="section" aria-labelledby="home-areas">
        <Typography id="home-areas" variant="h5" component="h2" gutterBottom>
          Your areas
        </Typography>
        {groups.length === 0 ? (
          <Typography role="status" color="text.secondary">
            Your account has no areas assigned yet. Ask your administrator for access to the areas you need.
          </Typography>
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
      {isFullBuild() && (
        <Box component="section" aria-labelledby="home-dashboard" sx={{ mt: 5 }}>
          <Typography id="home-dashboard" variant="h5" component="h2" gutterBottom>
            Horizon at a glance
          </Typography>
          {/* Below the fold, loaded when scrolled to: the charts are not part of Home's first load (≤ 175 kB). */}
          <WhenVisible placeholder={<LoadingBlock height={320} />}>
            <Suspense fallback={<LoadingBlock height={320} />}>
              <HomeDashboard />
            </Suspense>
          </WhenVisible>
        </Box>
      )}
    </Container>
  );
}
