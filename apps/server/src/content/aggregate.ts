import { can } from '@rh/core';
import { findContentType, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { Identity } from '../auth/identity.ts';
import { queryRows, type Database } from '../db/client.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { dimensionOf, monthOf, type Dimension, type Keyed } from './aggregate-dimensions.ts';
import { labelsOf } from './aggregate-labels.ts';
import { present, type ItemView } from './present.ts';
import { MAX_LIMIT, parseListQuery, type RawQuery } from './query.ts';
import { listPage } from './reads.ts';

/** Most groups one query answers (the largest counts first); `limit` may ask for fewer. */
export const MAX_GROUPS = 1000;
/** Most items a query of kind `items` answers: a page of the list (a dashboard's table tile shows up to 100). */
export const MAX_ITEMS = MAX_LIMIT;

/** One query of `POST /api/aggregate` (validated by its zod schema in aggregate-routes.ts). */
export interface AggregateQuery {
  id: string;
  type: string;
  scope?: string | undefined;
  filters?: Record<string, string | string[]> | undefined;
  by?: string[] | undefined;
  month?: string | undefined;
  kind?: 'count' | 'items' | undefined;
  sort?: string | undefined;
  limit?: number | undefined;
}

export interface Group {
  key: string | null;
  key2?: string | null;
  /** `YYYY-MM`; absent on the group of items without that date. */
  month?: string;
  count: number;
}

export type AggregateResult =
  | {
      total: number;
      groups?: Group[];
      /** More groups matched than were answered (the smallest were left out). */
      capped?: boolean;
      labels?: Record<string, string>;
      items?: ItemView[];
    }
  | { error: { message: string; status: number } };

/** Filter parameters that belong to the query itself, not to its filters. */
const NOT_FILTERS = new Set(['sort', 'limit', 'cursor', 'format', 'scope']);

/**
 * The type of a query and the SQL of its items: the list API's own filters and scope (parseListQuery, with the
 * visibility rule), or null when the caller may not read the type. Bad input throws a 400 naming the query.
 */
function whereOf(query: AggregateQuery, roles: readonly string[]): { type: ContentType; where: SQL } | null {
  const type = findContentType(query.type);
  if (!type) throw badRequest(`There is no content type ${query.type}.`);
  if (!can(roles, type.resource, 'read')) return null;
  const raw: RawQuery = {};
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    if (NOT_FILTERS.has(name)) throw badRequest(`${name} is not a filter; give it beside them.`);
    raw[name] = value;
  }
  if (query.scope) raw.scope = query.scope;
  return { type, where: parseListQuery(type, raw, roles).where };
}

async function countGroups(db: Database, type: ContentType, where: SQL, query: AggregateQuery) {
  const dims: Dimension[] = (query.by ?? []).map((name, i) => dimensionOf(type, name, i + 1));
  const month = query.month ? monthOf(type, query.month) : null;
  const keys: Keyed[] = [...dims, ...(month ? [month] : [])];
  if (keys.length === 0) {
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM content_items WHERE ${where}`);
    return { total: row?.n ?? 0, groups: null, dims, capped: false };
  }
  const cap = Math.min(query.limit ?? MAX_GROUPS, MAX_GROUPS);
  const joins = dims.flatMap((dim) => (dim.join ? [dim.join] : []));
  const first = dims.length
    ? sql.join(
        dims.map((dim) => dim.first),
        sql` AND `,
      )
    : sql`true`;
  const [k1, k2, k3] = [0, 1, 2].map((i) => keys[i]?.key ?? sql`NULL::text`);
  const [s1, s2, s3] = [0, 1, 2].map((i) => keys[i]?.show(sql.raw(`k${i + 1}`)) ?? sql.raw(`k${i + 1}`));
  // One scan: the groups, largest first, each row carrying the grand total (each item once, on the first row of its
  // values). A plain GROUP BY, not GROUPING SETS: PostgreSQL hashes it, where the grouping sets were sorted on disk
  // for a million news items (its estimate of the groups is the product of the keys' distinct values).
  const rows = await queryRows<{
    everything: number;
    k1: string | null;
    k2: string | null;
    k3: string | null;
    n: number;
  }>(
    db,
    sql`SELECT (sum(count(*) FILTER (WHERE f)) OVER ())::int AS everything, ${s1} AS k1, ${s2} AS k2, ${s3} AS k3,
        count(*)::int AS n
      FROM (SELECT ${k1} AS k1, ${k2} AS k2, ${k3} AS k3, ${first} AS f
        FROM content_items ${sql.join(joins, sql` `)} WHERE ${where}) s
      GROUP BY s.k1, s.k2, s.k3
      ORDER BY 5 DESC, 2, 3, 4 LIMIT ${cap + 1}`,
  );
  const total = rows[0]?.everything ?? 0;
  const groups = rows.slice(0, cap).map((row) => {
    const values = [row.k1, row.k2, row.k3];
    const group: Group = { key: dims.length ? values.shift()! : null, count: row.n };
    if (dims.length === 2) group.key2 = values.shift()!;
    const monthKey = month ? values.shift() : null;
    if (monthKey) group.month = monthKey;
    return group;
  });
  return { total, groups, dims, capped: rows.length > cap };
}

/** A query of kind `items`: up to `limit` items of the list in its `sort`, as the list API shows them. */
async function newestItems(db: Database, type: ContentType, where: SQL, query: AggregateQuery, identity: Identity) {
  if ((query.limit ?? 0) > MAX_ITEMS) throw badRequest(`A query of kind items answers ${MAX_ITEMS} items at most.`);
  const raw: RawQuery = { ...query.filters, limit: String(query.limit ?? 10) };
  if (query.scope) raw.scope = query.scope;
  if (query.sort) raw.sort = query.sort;
  const [page, [count]] = await Promise.all([
    listPage(db, type, raw, identity.roles),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM content_items WHERE ${where}`),
  ]);
  return { total: count?.n ?? 0, items: await present(db, type, page.rows, identity) };
}

/**
 * Answers one aggregation query for this caller: a count of the items of a type they may read (the list's filters,
 * scope and visibility rule), grouped by up to two fields and optionally by month, or the first items of the list.
 * A type the caller may not read answers an error entry (403), never zeros.
 */
export async function aggregate(db: Database, identity: Identity, query: AggregateQuery): Promise<AggregateResult> {
  try {
    const resolved = whereOf(query, identity.roles);
    if (!resolved) {
      const plural = findContentType(query.type)!.plural.toLowerCase();
      return { error: { message: `You may not read ${plural}.`, status: 403 } };
    }
    const { type, where } = resolved;
    if (query.kind === 'items') {
      if (query.by?.length || query.month) throw badRequest('A query of kind items takes no by or month.');
      return await newestItems(db, type, where, query, identity);
    }
    if (query.sort) throw badRequest('A count takes no sort; its groups come largest first.');
    const { total, groups, dims, capped } = await countGroups(db, type, where, query);
    if (!groups) return { total };
    const labels = await labelsOf(db, identity.roles, dims, groups, type.workflow);
    return { total, groups, ...(capped ? { capped } : {}), labels };
  } catch (error) {
    // The 400 names the query it is about (a dashboard sends many).
    if (error instanceof HttpError && error.statusCode === 400 && !error.message.startsWith('Query ')) {
      throw new HttpError(400, `Query ${query.id}: ${error.message}`, { query: query.id, ...asObject(error.data) });
    }
    throw error;
  }
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
