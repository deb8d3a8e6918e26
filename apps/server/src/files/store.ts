import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SEARCH_CONFIG } from '../content/query.ts';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema.ts';

/** A stored file as the API answers it (apps/web/src/areas/obligations/api.ts `StoredFile`). */
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

/** The text indexed per file: beyond this, a PDF's later pages are kept and shown but not searched. */
const MAX_INDEXED_CHARS = 1_000_000;

export const fileUrl = (id: string) => `/api/files/${id}`;

export interface NewFile {
  name: string;
  mediaType: string;
  bytes: Buffer;
  forType: string;
  pages: string[];
  createdBy: string | null;
}

/** Stores an upload with its sha256; a PDF's text is indexed as body text (weight D), like an item's body. */
export async function insertFile(db: Database, file: NewFile): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const text = file.pages.join('\n\n').slice(0, MAX_INDEXED_CHARS);
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
