import { Alert, Container, Typography } from '@mui/material';
import { AREA_ROUTES } from '@rh/core/areas';
import { withQueries } from '../app/with-queries.tsx';
import { config } from '../config.ts';
import { useRouteName } from '../routes/useRouteName.ts';
import { AreaDashboard } from './AreaDashboard.tsx';

/** The home of an area: the dashboard its declaration holds, found from the route's name. */
function DashboardPage() {
  const name = useRouteName();
  const screen = name ? AREA_ROUTES.get(name) : undefined;
  if (screen?.screen !== 'dashboard') {
    return (
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <Alert severity="error">This page has no dashboard declared.</Alert>
      </Container>
    );
  }
  const { area } = screen;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${area.label} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {area.label}
      </Typography>
      <AreaDashboard area={area} />
    </Container>
  );
}

export default withQueries(DashboardPage);
