import { NotBuiltPage } from '../../pages/NotBuiltPage.tsx';

/** Placeholder while issue 15 builds it. */
export default function StatsPage() {
  return <NotBuiltPage name="StatsPage" path="" area="policies" />;
}
