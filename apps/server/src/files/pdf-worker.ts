import { parentPort, workerData } from 'node:worker_threads';
import { pdfPageTexts, UnreadablePdfError } from './pdf-text.ts';

/** Runs pdfPageTexts off the server's thread (see readPdfText): posts `{ pages }` or `{ error, unreadable }`. */
const { bytes } = workerData as { bytes: Uint8Array };
try {
  parentPort!.postMessage({ pages: await pdfPageTexts(bytes) });
} catch (error) {
  parentPort!.postMessage({ error: (error as Error).message, unreadable: error instanceof UnreadablePdfError });
}
