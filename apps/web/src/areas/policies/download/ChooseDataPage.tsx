import { NotBuiltPage } from '../../../pages/NotBuiltPage.tsx';

/** Placeholder while issue 15 builds it. */
export default function ChooseDataPage() {
  return <NotBuiltPage name="ChooseDataPage" path="" area="policies" />;
}
