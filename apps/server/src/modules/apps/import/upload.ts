import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { importChunks } from '../../../db/schema.ts';
import type { Database } from '../../../db/client.ts';
import { badRequest, HttpError } from '../../../http/errors.ts';
import type { ImportFormat } from './rows.ts';

/** The stored file's chunk size: rows of `import_chunks` hold at most this many bytes. */
export const CHUNK_BYTES = 1024 * 1024;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const tooLarge = (maxBytes: number) =>
  // The connection closes after the answer: the rest of the body is not read (body-drain.ts drains what it can).
  new HttpError(
    413,
    `The file is larger than the ${maxBytes} bytes an import may hold.`,
    { maxBytes },
    { connection: 'close' },
  );

export const notSpreadsheet = (why: string) =>
  new HttpError(415, `This file is neither a CSV (UTF-8 text) nor an XLSX workbook: ${why}.`);

export interface ReceivedFile {
  size: number;
  sha256: string;
  format: ImportFormat;
}

/**
 * Streams a request body into `import_chunks` as it arrives, a MiB per row: the whole file is never in memory.
 * Decides the format from the content (an XLSX is a zip; anything else must be UTF-8 text without NUL, read as
 * CSV) and refuses a file above `maxBytes` (413) or of another kind (415) without waiting for its end.
 */
export async function receiveFile(
  db: Database,
  body: Readable,
  importId: string,
  maxBytes: number,
): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let format: ImportFormat | null = null;
  let head = Buffer.alloc(0);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;
  const store = async (bytes: Buffer) => {
    await db.insert(importChunks).values({ importId, seq, bytes });
    seq += 1;
  };
  const checkText = (chunk: Buffer, final: boolean) => {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: !final });
    } catch {
      throw notSpreadsheet('it is not UTF-8 text');
    }
    if (text.includes('\u0000')) throw notSpreadsheet('it holds NUL characters (a binary file)');
  };
  for await (const part of body) {
    const chunk = Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array);
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    hash.update(chunk);
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (format === null) {
      head = Buffer.concat([head, chunk.subarray(0, ZIP.length)]).subarray(0, ZIP.length);
      if (head.length >= ZIP.length) {
        format = head.equals(ZIP) ? 'xlsx' : 'csv';
        // The text check starts with the first bytes, which may have come in earlier, smaller parts.
        if (format === 'csv') for (const earlier of pending) checkText(earlier, false);
      }
    } else if (format === 'csv') checkText(chunk, false);
    while (pendingBytes >= CHUNK_BYTES) {
      // One part (the usual case) is cut without a copy.
      const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
      await store(joined.subarray(0, CHUNK_BYTES));
      pending = [joined.subarray(CHUNK_BYTES)];
      pendingBytes = joined.length - CHUNK_BYTES;
    }
  }
  if (size === 0) throw badRequest('The file is empty.');
  // A file shorter than a zip signature is text.
  if (format === null) {
    format = 'csv';
    for (const earlier of pending) checkText(earlier, false);
  }
  if (format === 'csv') checkText(Buffer.alloc(0), true);
  if (pendingBytes > 0) await store(Buffer.concat(pending));
  return { size, sha256: hash.digest('hex'), format };
}
