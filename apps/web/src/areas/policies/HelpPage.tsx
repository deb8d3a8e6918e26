import { NotBuiltPage } from '../../pages/NotBuiltPage.tsx';

/** Placeholder while issue 15 builds it. */
export default function HelpPage() {
  return <NotBuiltPage name="HelpPage" path="" area="policies" />;
}
