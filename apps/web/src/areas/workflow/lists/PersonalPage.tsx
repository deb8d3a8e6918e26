// PLACEHOLDER-16: the page of issue 16 replaces this file; until then the route says it is not built yet.
import { NotBuiltPage } from '../../../pages/NotBuiltPage.tsx';

export default function PersonalPage() {
  return <NotBuiltPage name="WorkflowArticlesPersonal" path="/workflow/articles/personal" area="workflow" />;
}
