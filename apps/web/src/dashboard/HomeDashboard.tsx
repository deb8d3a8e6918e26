import { horizon } from '@rh/core/areas';
import { withQueries } from '../app/with-queries.tsx';
import { AreaDashboard } from './AreaDashboard.tsx';

/** Horizon's dashboard as a section of Home (a lazy module of its own, so Home's first JS does not grow). */
function HomeDashboard() {
  return <AreaDashboard area={horizon} heading="h3" />;
}

export default withQueries(HomeDashboard);
