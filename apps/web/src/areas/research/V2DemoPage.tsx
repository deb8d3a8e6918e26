// PLACEHOLDER-16: the page of issue 16 replaces this file; until then the route says it is not built yet.
import { NotBuiltPage } from '../../pages/NotBuiltPage.tsx';

export default function V2DemoPage() {
  return (
    <NotBuiltPage
      name="ResearchCountryRegulationsV2Demo"
      path="/research/country-regulations/v2/demo"
      area="research"
    />
  );
}
