import { can } from '@rh/core';
import { CONTENT_TYPES, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { Identity } from '../auth/identity.ts';
import { prefixQuery, SEARCH_CONFIG, visibleWhere } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';
import { forbidden } from '../http/errors.ts';

/** Matches ranked per query: the newest this many, so that a common word costs no more than a rare one. */
export const RANK_WINDOW = 1_000;

export interface SearchParams {
  q: string;
  types?: string[];
  countries?: string[];
  regulators?: string[];
  years?: number[];
  limit: number;
  offset: number;
}

export interface SearchResult {
  id: string;
  type: string;
  title: string;
  snippet: string;
  date: string | null;
  countries: string[];
}

export interface Facet {
  value: string;
  label?: string;
  count: number;
}

/** The field a type's snippets are cut from: its first long text with a search weight, else none. */
function snippetField(type: ContentType): string | undefined {
  return type.fields.find((field) => (field.kind === 'longtext' || field.kind === 'richtext') && field.search)?.name;
}

/** Text for a snippet, HTML tags removed and the rest escaped, so that only the <mark> of ts_headline is markup. */
function snippetSource(types: readonly ContentType[]): SQL {
  const cases = types
    .map((type) => [type.name, snippetField(type)] as const)
    .filter(([, field]) => field)
    .map(([name, field]) => sql`WHEN ${name} THEN data->>${field}`);
  const raw = cases.length ? sql`coalesce(CASE type ${sql.join(cases, sql` `)} END, title)` : sql`title`;
  return sql`replace(replace(replace(regexp_replace(${raw}, '<[^>]*>', ' ', 'g'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;
}

/** The types this caller may read; none is a 403. */
export function readableTypes(identity: Identity, wanted?: readonly string[]): ContentType[] {
  const readable = CONTENT_TYPES.filter((type) => can(identity.roles, type.resource, 'read'));
  if (readable.length === 0) throw forbidden('You may not read any content.');
  return wanted?.length ? readable.filter((type) => wanted.includes(type.name)) : readable;
}

/**
 * Full-text search across the items the caller may read (their type's grant and visibleWhere): web-style syntax (`"a phrase"`, `or`, `-word`), weighted
 * ranking within the newest RANK_WINDOW matches, snippets with the matches in <mark>, and facet counts.
 */
export async function search(db: Database, identity: Identity, params: SearchParams) {
  const types = readableTypes(identity, params.types);
  const names = types.map((type) => type.name);
  if (names.length === 0) {
    return { results: [], total: 0, capped: false, facets: { type: [], country: [], regulator: [], year: [] } };
  }
  const filters: SQL[] = [
    sql`type = ANY(${sql.param(names)}::text[])`,
    visibleWhere(identity.roles, { types }),
    sql`deleted_at IS NULL`,
    sql`search @@ query`,
  ];
  if (params.countries?.length) filters.push(sql`countries && ${sql.param(params.countries)}::text[]`);
  if (params.regulators?.length) filters.push(sql`regulator = ANY(${sql.param(params.regulators)}::uuid[])`);
  if (params.years?.length) {
    filters.push(sql`extract(year FROM date)::int = ANY(${sql.param(params.years)}::int[])`);
  }
  // One statement: the newest RANK_WINDOW matches, narrow (no item data), ranked among themselves; the page joins
  // back for its titles and snippets, and the facets count the same matches.
  const rows = await queryRows<{
    kind: 'result' | 'type' | 'country' | 'regulator' | 'year' | 'total';
    id: string | null;
    type: string | null;
    title: string | null;
    date: string | null;
    countries: string[] | null;
    snippet: string | null;
    value: string | null;
    label: string | null;
    count: number | null;
    n: number | null;
  }>(
    db,
    sql`WITH hits AS MATERIALIZED (
        SELECT id, type, date, countries, regulator, search, query
        FROM content_items, websearch_to_tsquery(${SEARCH_CONFIG}, ${params.q}) query
        WHERE ${sql.join(filters, sql` AND `)}
        ORDER BY date DESC NULLS LAST, id DESC LIMIT ${RANK_WINDOW}),
      page AS MATERIALIZED (
        SELECT id, row_number() OVER (ORDER BY ts_rank_cd(search, query, 1) DESC, date DESC NULLS LAST, id)::int AS n
        FROM hits ORDER BY n LIMIT ${params.limit} OFFSET ${params.offset})
      SELECT 'result' AS kind, c.id, c.type, c.title, c.date, c.countries,
        ts_headline(${SEARCH_CONFIG}, ${snippetSource(types)}, websearch_to_tsquery(${SEARCH_CONFIG}, ${params.q}),
          'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "')
          AS snippet, NULL AS value, NULL AS label, NULL::int AS count, p.n
        FROM page p JOIN content_items c ON c.id = p.id
      UNION ALL SELECT 'type', NULL, NULL, NULL, NULL, NULL, NULL, type, NULL, count(*)::int, NULL FROM hits
        GROUP BY type
      UNION ALL SELECT 'country', NULL, NULL, NULL, NULL, NULL, NULL, c, NULL, count(*)::int, NULL
        FROM hits, unnest(countries) c GROUP BY c
      UNION ALL SELECT 'regulator', NULL, NULL, NULL, NULL, NULL, NULL, h.regulator::text, r.title, count(*)::int, NULL
        FROM hits h JOIN content_items r ON r.id = h.regulator GROUP BY h.regulator, r.title
      UNION ALL SELECT 'year', NULL, NULL, NULL, NULL, NULL, NULL, extract(year FROM date)::int::text, NULL,
        count(*)::int, NULL FROM hits WHERE date IS NOT NULL GROUP BY extract(year FROM date)
      UNION ALL SELECT 'total', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, count(*)::int, NULL FROM hits`,
  );
  const facet = (name: string): Facet[] =>
    rows
      .filter((row) => row.kind === name)
      .map((row): Facet => {
        const entry = { value: row.value ?? '', count: row.count ?? 0 };
        return row.label === null ? entry : { ...entry, label: row.label };
      })
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, 50);
  const total = rows.find((row) => row.kind === 'total')?.count ?? 0;
  const results = rows
    .filter((row) => row.kind === 'result')
    .sort((a, b) => (a.n ?? 0) - (b.n ?? 0))
    .map((row): SearchResult => ({
      id: row.id!,
      type: row.type!,
      title: row.title!,
      snippet: row.snippet ?? '',
      date: row.date === null ? null : new Date(row.date).toISOString(),
      countries: row.countries ?? [],
    }));
  return {
    results,
    total,
    capped: total >= RANK_WINDOW,
    facets: { type: facet('type'), country: facet('country'), regulator: facet('regulator'), year: facet('year') },
  };
}

/** Type-ahead: titles that start with the words typed so far (the last word as a prefix), best first. */
export async function suggest(db: Database, identity: Identity, q: string, limit: number) {
  const tsquery = prefixQuery(q);
  if (!tsquery) return [];
  const types = readableTypes(identity);
  const names = types.map((type) => type.name);
  return queryRows<{ id: string; type: string; title: string }>(
    db,
    sql`SELECT id, type, title FROM content_items, to_tsquery('simple', ${tsquery}) query
      WHERE type = ANY(${sql.param(names)}::text[]) AND ${visibleWhere(identity.roles, { types })}
        AND deleted_at IS NULL AND search @@ query
      ORDER BY ts_rank_cd(search, query) DESC, date DESC NULLS LAST LIMIT ${limit}`,
  );
}
