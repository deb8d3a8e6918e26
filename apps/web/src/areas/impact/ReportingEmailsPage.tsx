// PLACEHOLDER-16: the page of issue 16 replaces this file; until then the route says it is not built yet.
import { NotBuiltPage } from '../../pages/NotBuiltPage.tsx';

export default function ReportingEmailsPage() {
  return <NotBuiltPage name="ReportingmiEmails" path="/reportingmi/emails" area="esg" />;
}
