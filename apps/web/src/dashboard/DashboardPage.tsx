import { Container, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { AREA_ROUTES } from '@rh/core/areas';
import { dashboardOf } from '@rh/core/areas/dashboards';
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
  const { area, route } = screen;
  const own = dashboardOf(area.id, route)?.title;
  const title = own ? `${area.label}: ${own}` : area.label;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${title} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <AreaDashboard area={area} route={route} />
    </Container>
  );
}

export default withQueries(DashboardPage);
