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

let worker: Promise<InstanceType<PdfJs['PDFWorker']>> | undefined;

/**
 * pdf.js's worker, started once and shared by every document opened (a document's `destroy` leaves a worker it
 * was given running): the next document opens without waiting for the worker's 1.3 MB script again.
 */
function pdfWorker(): Promise<InstanceType<PdfJs['PDFWorker']>> {
  if (!worker) {
    worker = loadPdfJs().then((pdfjs) => new pdfjs.PDFWorker());
    // A failed start is tried again by the next document.
    worker.catch(() => {
      worker = undefined;
    });
  }
  return worker;
}

/**
 * Loads pdf.js and starts its worker ahead of any document (a page about to show one calls it when it mounts, so
 * that this overlaps with its own data's request); a failure is left to the opening of a document to report.
 */
export function warmPdfJs(): void {
  pdfWorker().catch(() => undefined);
}

async function getDocument(data: Uint8Array): Promise<PdfDocument> {
  const [pdfjs, shared] = await Promise.all([loadPdfJs(), pdfWorker()]);
  return pdfjs.getDocument({ data, worker: shared }).promise;
}

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

/** One document opened ahead of its viewer (an opened document serves one viewer, which destroys it when done). */
let prefetched: { url: string; doc: Promise<PdfDocument> } | null = null;

/**
 * Starts fetching and opening a PDF (pdf.js loaded, the document parsed in its worker) before a viewer asks for
 * it: a page that knows its document early (the workspace, from its answer) overlaps that with its own rendering.
 * The next `openPdf` of that url takes it; a later prefetch replaces (and closes) an unused one.
 */
export function prefetchPdf(url: string): void {
  if (prefetched?.url === url) return;
  const unused = prefetched;
  const doc = fetchPdf(url).then(getDocument);
  // Unused, or failed: the viewer's own opening reports a failure, not this.
  doc.catch(() => undefined);
  prefetched = { url, doc };
  if (unused) void unused.doc.then((old) => old.loadingTask.destroy()).catch(() => undefined);
}

/** Takes the document prefetched for `url`, if there is one (once). */
function takePrefetched(url: string): Promise<PdfDocument> | null {
  if (prefetched?.url !== url) return null;
  const { doc } = prefetched;
  prefetched = null;
  return doc;
}

/** Opens a PDF: the one prefetched for it, else fetched now (same origin, the session's cookie). */
export async function openPdf(url: string, signal: AbortSignal): Promise<PdfDocument> {
  const early = takePrefetched(url);
  if (early) return early;
  return getDocument(await fetchPdf(url, signal));
}

/** The strings of a page's text items, as the text layer makes one element of each. */
export async function pageStrings(doc: PdfDocument, pageNumber: number): Promise<string[]> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : ''));
}
