import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const opened: { data: Uint8Array; worker: unknown }[] = [];
const workers: unknown[] = [];

vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: { workerSrc: '' },
  PDFWorker: class {
    constructor() {
      workers.push(this);
    }
  },
  getDocument: (params: { data: Uint8Array; worker: unknown }) => {
    opened.push(params);
    return { promise: Promise.resolve({ numPages: 1, bytes: params.data }) };
  },
}));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.mjs' }));

const fetches: string[] = [];

beforeEach(() => {
  opened.length = 0;
  fetches.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    fetches.push(url);
    return url.includes('missing')
      ? new Response(JSON.stringify({ message: 'No such file.' }), { status: 404 })
      : new Response(new Uint8Array([37, 80, 68, 70]));
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('opening PDFs', () => {
  it('opens a prefetched document without fetching it again, once; then fetches as usual', async () => {
    const { openPdf, prefetchPdf } = await import('./pdfjs.ts');
    prefetchPdf('/api/files/a');
    prefetchPdf('/api/files/a');
    expect(fetches).toEqual(['/api/files/a']);
    const doc = await openPdf('/api/files/a', new AbortController().signal);
    expect(doc.numPages).toBe(1);
    expect(fetches).toEqual(['/api/files/a']);
    await openPdf('/api/files/a', new AbortController().signal);
    expect(fetches).toEqual(['/api/files/a', '/api/files/a']);
    // Every document opens in the one worker, started once.
    expect(workers).toHaveLength(1);
    expect(opened.map((o) => o.worker)).toEqual([workers[0], workers[0]]);
  });

  it('reports a prefetch that failed when the document is opened, with the server’s message', async () => {
    const { openPdf, prefetchPdf } = await import('./pdfjs.ts');
    prefetchPdf('/api/files/missing');
    await expect(openPdf('/api/files/missing', new AbortController().signal)).rejects.toThrow('No such file.');
    expect(fetches).toEqual(['/api/files/missing']);
  });

  it('fetches a document that was not prefetched (another one was)', async () => {
    const { openPdf, prefetchPdf } = await import('./pdfjs.ts');
    prefetchPdf('/api/files/b');
    await openPdf('/api/files/c', new AbortController().signal);
    expect(fetches).toEqual(['/api/files/b', '/api/files/c']);
  });
});
