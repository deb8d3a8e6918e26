// Placeholder while issue 14's helper builds this page: replaced in full.
export default function Page() {
  return null;
}
