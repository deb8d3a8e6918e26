import { NotBuiltPage } from '../../pages/NotBuiltPage.tsx';

/** Placeholder while issue 15 builds it. */
export default function ComparePage() {
  return <NotBuiltPage name="ComparePage" path="" area="policies" />;
}
