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

/** Fetches a PDF's bytes (same origin, the session's cookie); a refusal's message is the error's. */
async function fetchPdf(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(url, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
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
  return new Uint8Array(await response.arrayBuffer());
}

/** One document fetched ahead of its viewer (its bytes go to pdf.js's worker, so they serve one opening). */
let prefetched: { url: string; bytes: Promise<Uint8Array> } | null = null;

/**
 * Starts fetching a PDF, and loading pdf.js, before a viewer asks for them: a page that knows its document early
 * (the workspace, from its answer) overlaps the download with its own rendering. The next `openPdf` of that url
 * takes the bytes; a later prefetch replaces an unused one.
 */
export function prefetchPdf(url: string): void {
  if (prefetched?.url === url) return;
  const bytes = fetchPdf(url);
  // Unused, or failed: the viewer's own opening reports a failure, not this.
  bytes.catch(() => undefined);
  prefetched = { url, bytes };
  void loadPdfJs().catch(() => undefined);
}

/** Takes the prefetched bytes of `url`, if they were prefetched (once). */
function takePrefetched(url: string): Promise<Uint8Array> | null {
  if (prefetched?.url !== url) return null;
  const { bytes } = prefetched;
  prefetched = null;
  return bytes;
}

/** Fetches a PDF (same origin, the session's cookie; or the bytes prefetched for it) and opens it. */
export async function openPdf(url: string, signal: AbortSignal): Promise<PdfDocument> {
  const data = await (takePrefetched(url) ?? fetchPdf(url, signal));
  signal.throwIfAborted();
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({ data }).promise;
}

/** The strings of a page's text items, as the text layer makes one element of each. */
export async function pageStrings(doc: PdfDocument, pageNumber: number): Promise<string[]> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : ''));
}
