import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** pdf.js's own copies of the 14 standard fonts, so that it reads text set in them without a warning. */
const STANDARD_FONTS = `${pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/** pdf.js refused the file: broken, encrypted, or not a PDF after all. */
export class UnreadablePdfError extends Error {}

/**
 * The text of a PDF, one string per page (lines kept, each trimmed; '' for a page without text, e.g. a scan).
 * pdf.js runs in this thread (its legacy Node build sets up its worker in-process) with scripts and fonts off:
 * only the text layer is wanted. Throws UnreadablePdfError when pdf.js cannot open the file.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of (detaches) the buffer it is given: give it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: VerbosityLevel.ERRORS,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    throw new UnreadablePdfError((error as Error).message);
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(
        text
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .join('\n')
          .replace(/\n{3,}/g, '\n\n')
          // The database stores neither NUL nor unpaired surrogates, which broken fonts' maps can give.
          .replaceAll('\u0000', '')
          .toWellFormed()
          .trim(),
      );
      page.cleanup();
    }
    return pages;
  } catch (error) {
    throw new UnreadablePdfError((error as Error).message);
  } finally {
    await task.destroy();
  }
}

/** How long reading one PDF's text may take before the PDF counts as unreadable. */
const READ_TIMEOUT_MS = 60_000;

/** The limiter is full: as many tasks run and wait as it takes. */
export class BusyError extends Error {}

/**
 * At most `concurrency` tasks run at a time; up to `queueSize` more wait for a free place in the order they came;
 * beyond that `run` throws BusyError at once instead of letting work pile up.
 */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  readonly concurrency: number;
  readonly queueSize: number;

  constructor(concurrency: number, queueSize: number) {
    this.concurrency = concurrency;
    this.queueSize = queueSize;
  }

  /** How many tasks run and how many wait now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.queueSize) throw new BusyError('busy, try again shortly');
      // The task that ends hands its place over (running stays the same).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * The server's PDF readers: each is a worker thread that takes a core and up to 512 MB, so two at a time, eight
 * uploads waiting behind them, and the ninth told to come back (503) rather than exhausting the machine.
 */
export const pdfReaders = new Limiter(2, 8);

/**
 * pdfPageTexts in a worker thread: a long PDF's parsing (seconds of CPU for hundreds of pages) does not hold up the
 * server's other requests, and one that takes longer than READ_TIMEOUT_MS or too much memory is given up on.
 * Through `limiter` (the server's pdfReaders): throws BusyError when it is full.
 */
export function readPdfText(
  bytes: Uint8Array,
  timeoutMs = READ_TIMEOUT_MS,
  limiter: Limiter = pdfReaders,
): Promise<string[]> {
  return limiter.run(() => readInWorker(bytes, timeoutMs));
}

function readInWorker(bytes: Uint8Array, timeoutMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf-worker.ts', import.meta.url), {
      workerData: { bytes },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new UnreadablePdfError(`reading its text took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const settle = (action: () => void) => {
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    worker.once('message', (message: { pages?: string[]; error?: string; unreadable?: boolean }) =>
      settle(() => {
        if (message.pages) resolve(message.pages);
        else if (message.unreadable) reject(new UnreadablePdfError(message.error));
        else reject(new Error(message.error));
      }),
    );
    // A worker that runs out of memory stops with an error: the PDF is more than the server will read.
    worker.once('error', (error) => settle(() => reject(new UnreadablePdfError(error.message))));
    worker.once('exit', (code) => settle(() => reject(new UnreadablePdfError(`its reader stopped (${code})`))));
  });
}
