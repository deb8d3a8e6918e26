// PLACEHOLDER-16: the page of issue 16 replaces this file; until then the route says it is not built yet.
import { NotBuiltPage } from '../../pages/NotBuiltPage.tsx';

export default function V3DemoPage() {
  return (
    <NotBuiltPage
      name="ResearchCountryRegulationsV3Demo"
      path="/research/country-regulations/v3/demo"
      area="research"
    />
  );
}
