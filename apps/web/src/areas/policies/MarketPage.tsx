import { NotBuiltPage } from '../../pages/NotBuiltPage.tsx';

/** Placeholder while issue 15 builds it. */
export default function MarketPage() {
  return <NotBuiltPage name="MarketPage" path="" area="policies" />;
}
