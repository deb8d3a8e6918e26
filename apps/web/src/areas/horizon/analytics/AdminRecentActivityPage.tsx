import { withQueries } from '../../../app/with-queries.tsx';
import { ActivityScreen } from './ActivityScreen.tsx';

/** /admin/recentactivity (adminMenu): everyone's changes, narrowed to one person when chosen. */
function AdminRecentActivityPage() {
  return <ActivityScreen admin />;
}

export default withQueries(AdminRecentActivityPage);
