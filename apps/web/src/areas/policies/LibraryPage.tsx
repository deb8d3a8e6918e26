import { NotBuiltPage } from '../../pages/NotBuiltPage.tsx';

/** Placeholder while issue 15 builds it. */
export default function LibraryPage() {
  return <NotBuiltPage name="LibraryPage" path="" area="policies" />;
}
