import { ExternalEntryPage } from './ExternalEntryPage.tsx';

/** /tempx in the external builds. */
export default function TempxPage() {
  return <ExternalEntryPage title="Tempx" />;
}
