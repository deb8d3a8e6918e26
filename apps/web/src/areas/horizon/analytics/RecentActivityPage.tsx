import { withQueries } from '../../../app/with-queries.tsx';
import { ActivityScreen } from './ActivityScreen.tsx';

/** /recentactivity: changes to the content the user may read. */
function RecentActivityPage() {
  return <ActivityScreen admin={false} />;
}

export default withQueries(RecentActivityPage);
