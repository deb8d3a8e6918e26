import { Container, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { withQueries } from '../app/with-queries.tsx';
import { GatewayAreas } from '../areas/external/GatewayAreas.tsx';
import { GatewayLatest } from '../areas/external/GatewayLatest.tsx';
import { GatewayWelcome } from '../areas/external/GatewayWelcome.tsx';
import { HomepageLink } from '../areas/external/HomepageLink.tsx';
import { useGateway } from '../areas/external/get-gateway.ts';
import { QueryStates } from '../areas/QueryStates.tsx';
import { config } from '../config.ts';
import { useSession } from '../session/useSession.ts';

/**
 * `/digitalgateway` in the external builds: the organisation's entry page — who it is, its start page, the areas its
 * key opens and the newest items in them. Open without a key (spec §2): then a welcome that says what it is.
 */
function DigitalGatewayPage() {
  const { state } = useSession();
  const keyed = state.isAuthenticated;
  const gateway = useGateway(keyed);
  const settling = state.status === 'initialising' || state.status === 'loading';

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <title>{`Digital Gateway · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Digital Gateway
      </Typography>
      {settling && !keyed ? (
        <Skeleton variant="rounded" height={200} />
      ) : !keyed ? (
        <GatewayWelcome />
      ) : (
        <Stack spacing={4}>
          <section aria-labelledby="gateway-organisation">
            <Typography id="gateway-organisation" variant="h5" component="h2" gutterBottom>
              {state.user?.username ?? 'Your organisation'}
            </Typography>
            <HomepageLink homepage={state.user?.homepage ?? null} />
          </section>
          <section aria-labelledby="gateway-areas">
            <Typography id="gateway-areas" variant="h5" component="h2" gutterBottom>
              Your areas
            </Typography>
            <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
              <GatewayAreas roles={state.roles} />
            </Suspense>
          </section>
          <section aria-labelledby="gateway-latest">
            <Typography id="gateway-latest" variant="h5" component="h2" gutterBottom>
              Latest for you
            </Typography>
            <QueryStates
              query={gateway}
              data={gateway.data?.latest}
              denied="Your key does not give access to the newest items."
              what="The newest items"
              height={200}
            >
              {(latest) => <GatewayLatest latest={latest} />}
            </QueryStates>
          </section>
        </Stack>
      )}
    </Container>
  );
}

export default withQueries(DigitalGatewayPage);
