import { NotBuiltPage } from '../../../pages/NotBuiltPage.tsx';

/** Placeholder while issue 15 builds it. */
export default function ChooseTemplatePage() {
  return <NotBuiltPage name="ChooseTemplatePage" path="" area="policies" />;
}
