import { ExternalEntryPage } from './ExternalEntryPage.tsx';

/** /digitalgateway in the external builds. */
export default function DigitalGatewayPage() {
  return <ExternalEntryPage title="Digital Gateway" />;
}
