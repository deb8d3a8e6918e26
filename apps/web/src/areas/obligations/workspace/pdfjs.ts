/**
 * pdf.js, loaded when a PDF is first shown (its own lazy chunk, never on the first page); its worker is a separate
 * file Vite emits (`?url`), started by pdf.js from our own origin (the CSP's script-src 'self' covers it).
 */
import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  return loading;
}

export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** Fetches a PDF (same origin, the session's cookie) and opens it. */
export async function openPdf(url: string, signal: AbortSignal): Promise<PdfDocument> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) {
    let message = `The document could not be loaded (HTTP ${response.status}).`;
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new Error(message);
  }
  const data = new Uint8Array(await response.arrayBuffer());
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({ data }).promise;
}

/** The strings of a page's text items, as the text layer makes one element of each. */
export async function pageStrings(doc: PdfDocument, pageNumber: number): Promise<string[]> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : ''));
}
