import type { ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { Identity } from '../auth/identity.ts';
import { holdsPairs, SEARCH_CONFIG, visibleWhere } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';

/**
 * Search in uploaded documents (issue 14): an item whose file field points to a stored file (`/api/files/<id>`) is
 * found by the words of that file's text (a regulation by its PDF). The text is indexed as body text (weight D), so a
 * match in it ranks like a match in the item's body; the hit says it was the document and on which page.
 */

/** Items found through their documents, with the files that matched: the same visibility as every other hit. */
export interface DocumentMatches {
  items: string[];
  files: string[];
}

export const NO_DOCUMENT_MATCHES: DocumentMatches = { items: [], files: [] };

/** The names of the file fields of these types (a regulation's `document`, evidence's `file`…). */
function fileFieldNames(types: readonly ContentType[]): string[] {
  return [...new Set(types.flatMap((type) => type.fields.filter((field) => field.kind === 'file').map((f) => f.name)))];
}

/**
 * The newest `limit` items of these types that the caller may see whose stored documents match the tsquery, each with
 * the matching file (an item with two matching files is listed twice). The files' own type must be readable too.
 */
export async function documentMatches(
  db: Database,
  identity: Identity,
  types: readonly ContentType[],
  readable: readonly ContentType[],
  tsquery: SQL,
  limit: number,
): Promise<DocumentMatches> {
  const withFiles = types.filter((type) => type.fields.some((field) => field.kind === 'file'));
  if (withFiles.length === 0) return NO_DOCUMENT_MATCHES;
  const urls = fileFieldNames(withFiles).map((name) => sql`(c.data->${name}->>'url')`);
  // One row per file field's url, joined to the file by an equality (a hash join, not a comparison per pair).
  const rows = await queryRows<{ item: string; file: string }>(
    db,
    sql`SELECT c.id AS item, f.id AS file
      FROM content_items c
        CROSS JOIN LATERAL (VALUES ${sql.join(urls, sql`, `)}) u(url)
        JOIN files f ON u.url = '/api/files/' || f.id::text,
        (SELECT ${tsquery} AS query) q
      WHERE c.type = ANY(${sql.param(withFiles.map((type) => type.name))}::text[])
        AND f.search @@ q.query AND f.for_type = ANY(${sql.param(readable.map((type) => type.name))}::text[])
        AND c.deleted_at IS NULL AND ${visibleWhere(identity.roles, { types: withFiles, alias: 'c' })}
      ORDER BY c.date DESC NULLS LAST, c.id DESC
      LIMIT ${limit}`,
  );
  return { items: rows.map((row) => row.item), files: rows.map((row) => row.file) };
}

/**
 * The match condition of a search on `content_search` (`query` its tsquery, `pairs` its phrases' word pairs): the
 * item's own text, or one of its matching documents.
 */
export function matchWhere(matches: DocumentMatches, pairs: SQL | null): SQL {
  const own = pairs ? sql`(search @@ query AND ${holdsPairs(pairs)})` : sql`search @@ query`;
  return matches.items.length ? sql`(${own} OR id = ANY(${sql.param(matches.items)}::uuid[]))` : own;
}

/** A CTE `docs (item, rank, files)`: per item found through documents, the best rank of its matching files. */
export function documentsCte(matches: DocumentMatches, tsquery: SQL): SQL {
  return sql`docs AS MATERIALIZED (
    SELECT d.item, max(ts_rank_cd(f.search, q.query, 1)) AS rank, array_agg(DISTINCT d.file) AS files
    FROM unnest(${sql.param(matches.items)}::uuid[], ${sql.param(matches.files)}::uuid[]) d(item, file)
      JOIN files f ON f.id = d.file, (SELECT ${tsquery} AS query) q
    GROUP BY d.item)`;
}

/**
 * For a result row `c` found only through its documents (`d` the docs row joined when `c.search` does not match):
 * the first page, in file order, that holds the whole query, as `dp (page, text)`.
 */
export function matchedPageJoin(tsquery: SQL): SQL {
  return sql`LEFT JOIN LATERAL (
    SELECT p.ord::int AS page, p.text FROM files f
      CROSS JOIN LATERAL jsonb_array_elements_text(f.pages) WITH ORDINALITY p(text, ord)
    WHERE f.id = ANY(d.files) AND to_tsvector(${SEARCH_CONFIG}, p.text) @@ (${tsquery})
    ORDER BY array_position(d.files, f.id), p.ord LIMIT 1) dp ON true`;
}

/** Whether any stored document of a readable type holds the word: a word found there is not misspelt. */
export function inDocuments(word: SQL, readable: readonly ContentType[]): SQL {
  return sql`EXISTS (SELECT 1 FROM files WHERE search @@ plainto_tsquery(${SEARCH_CONFIG}, ${word})
    AND for_type = ANY(${sql.param(readable.map((type) => type.name))}::text[]))`;
}
