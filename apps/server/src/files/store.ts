import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SEARCH_CONFIG } from '../content/query.ts';
import type { Database } from '../db/client.ts';
import { sqlState } from '../db/errors.ts';
import { files } from '../db/schema.ts';

/** A stored file as the API answers it (apps/web/src/areas/chain-api.ts `StoredFile`). */
export interface StoredFile {
  id: string;
  name: string;
  mediaType: string;
  size: number;
  /** `/api/files/<id>`: what a file field stores as its url. */
  url: string;
  /** A PDF's number of pages (0 for other files). */
  pages: number;
}

/**
 * The text indexed when the whole is more than a tsvector holds (its distinct words over 1 MB together: random or
 * garbled text): the rest of the PDF is kept and shown but not searched.
 */
const FALLBACK_INDEXED_CHARS = 1_000_000;
/** PostgreSQL's program_limit_exceeded: "string is too long for tsvector". */
const TOO_LONG = '54000';

export const fileUrl = (id: string) => `/api/files/${id}`;

export interface NewFile {
  name: string;
  mediaType: string;
  bytes: Buffer;
  forType: string;
  pages: string[];
  createdBy: string | null;
}

/**
 * Stores an upload with its sha256; a PDF's text is indexed as body text (weight D), like an item's body: all of it,
 * or its first FALLBACK_INDEXED_CHARS when the whole is too much for a tsvector.
 */
export async function insertFile(db: Database, file: NewFile): Promise<StoredFile> {
  const text = file.pages.join('\n\n');
  try {
    return await insertWithText(db, file, text);
  } catch (error) {
    if (sqlState(error) !== TOO_LONG) throw error;
    return insertWithText(db, file, text.slice(0, FALLBACK_INDEXED_CHARS));
  }
}

async function insertWithText(db: Database, file: NewFile, text: string): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const [row] = await db
    .insert(files)
    .values({
      name: file.name,
      mediaType: file.mediaType,
      size: file.bytes.length,
      sha256,
      bytes: file.bytes,
      forType: file.forType,
      pages: file.pages,
      search: text ? sql`setweight(to_tsvector(${SEARCH_CONFIG}, ${text}), 'D')` : null,
      createdBy: file.createdBy,
    })
    .returning({ id: files.id });
  const id = row!.id;
  return {
    id,
    name: file.name,
    mediaType: file.mediaType,
    size: file.bytes.length,
    url: fileUrl(id),
    pages: file.pages.length,
  };
}

/** A file's bytes and what serving them needs; null when there is no such file. */
export async function readFileRow(db: Database, id: string) {
  const [row] = await db
    .select({
      name: files.name,
      mediaType: files.mediaType,
      sha256: files.sha256,
      forType: files.forType,
      bytes: files.bytes,
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

/** A file's page texts and the type it was uploaded for; null when there is no such file. */
export async function readFileText(db: Database, id: string) {
  const [row] = await db.select({ forType: files.forType, pages: files.pages }).from(files).where(eq(files.id, id));
  return row ? { forType: row.forType, pages: row.pages as string[] } : null;
}
