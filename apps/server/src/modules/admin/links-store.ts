import { can } from '@rh/core';
import { CONTENT_TYPES } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { likePattern } from './common.ts';

/** The content types whose items carry an outbound address, with the fields that hold it (declared as `url`). */
export const LINK_FIELDS = CONTENT_TYPES.flatMap((type) =>
  type.fields.filter((field) => field.kind === 'url').map((field) => ({ type, field: field.name })),
);

export const LINK_STATES = ['broken', 'ok', 'unchecked'] as const;
export type LinkState = (typeof LINK_STATES)[number];

/** The host of an address in SQL, as `hostOf` gives it (name, lower case, no user or port). */
const hostSql = (column: SQL) =>
  sql`lower(substring(${column} from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?(\\[[^]]*\\]|[^/:?#]+)'))`;

/** Every live item's outbound address, of the types given (all with none): item, type, title and address. */
function liveLinks(types?: readonly string[]): SQL {
  const fields = LINK_FIELDS.filter(({ type }) => !types || types.includes(type.name));
  if (!fields.length) return sql`(SELECT NULL::uuid AS item_id, NULL AS type, NULL AS title, NULL AS url WHERE false)`;
  const parts = fields.map(
    ({ type, field }) => sql`SELECT id AS item_id, type, title, data->>${field} AS url FROM content_items
      WHERE type = ${type.name} AND deleted_at IS NULL AND data->>${field} ~* '^https?://'`,
  );
  return sql`(${sql.join(parts, sql` UNION `)})`;
}

/**
 * Brings link_checks in line with the items: a row (unchecked) for each address items carry now, and none for an
 * address an item no longer carries or an item deleted. Answers the rows to check of the given selection.
 */
export async function syncLinks(
  db: Database,
  select: { itemId?: string; url?: string; olderThanHours?: number },
): Promise<{ id: number; url: string }[]> {
  return db.transaction(async (tx) => {
    // Two statements reading the items' addresses afresh, in one transaction: no address is lost between them.
    await tx.execute(
      sql`DELETE FROM link_checks k WHERE NOT EXISTS
        (SELECT 1 FROM ${liveLinks()} AS c WHERE c.item_id = k.item_id AND c.url = k.url)`,
    );
    await tx.execute(
      sql`INSERT INTO link_checks (item_id, url, host)
        SELECT DISTINCT item_id, url, coalesce(${hostSql(sql`url`)}, '') FROM ${liveLinks()} AS c
        ON CONFLICT (item_id, url) DO NOTHING`,
    );
    const where: SQL[] = [sql`true`];
    if (select.itemId) where.push(sql`item_id = ${select.itemId}::uuid`);
    if (select.url) where.push(sql`url = ${select.url}`);
    if (select.olderThanHours !== undefined) {
      where.push(sql`(checked_at IS NULL OR checked_at < now() - make_interval(hours => ${select.olderThanHours}))`);
    }
    return queryRows<{ id: number; url: string }>(
      tx,
      sql`SELECT id::int AS id, url FROM link_checks WHERE ${sql.join(where, sql` AND `)}
        ORDER BY checked_at NULLS FIRST, id`,
    );
  });
}

export interface LinksQuery {
  state: LinkState | 'all';
  host?: string | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

export interface LinkRow {
  itemId: string;
  type: string;
  title: string;
  url: string;
  host: string;
  state: LinkState;
  status: number | null;
  error: string | null;
  checkedAt: string | null;
}

/** The types whose items these roles may read: only their links are listed. */
export function readableLinkTypes(roles: readonly string[]): string[] {
  return [...new Set(LINK_FIELDS.filter(({ type }) => can(roles, type.resource, 'read')).map(({ type }) => type.name))];
}

/** The listed links with their last check (live items' addresses, checked or not), paged, with counts. */
export async function listLinks(db: Database, types: readonly string[], query: LinksQuery) {
  const base = sql`(SELECT l.item_id AS "itemId", l.type, l.title, l.url, coalesce(${hostSql(sql`l.url`)}, '') AS host,
      CASE WHEN k.checked_at IS NULL THEN 'unchecked' WHEN k.ok THEN 'ok' ELSE 'broken' END AS state,
      k.status, k.error, k.checked_at AS "checkedAt"
    FROM ${liveLinks(types)} AS l LEFT JOIN link_checks k ON k.item_id = l.item_id AND k.url = l.url) AS links`;
  const where: SQL[] = [sql`true`];
  if (query.q) where.push(sql`(title ILIKE ${likePattern(query.q)} OR url ILIKE ${likePattern(query.q)})`);
  if (query.host) where.push(sql`host = ${query.host.toLowerCase()}`);
  const filtered = sql.join(where, sql` AND `);
  const stateWhere = query.state === 'all' ? sql`true` : sql`state = ${query.state}`;
  const rows = await queryRows<LinkRow>(
    db,
    sql`SELECT * FROM ${base} WHERE ${filtered} AND ${stateWhere}
      ORDER BY CASE state WHEN 'broken' THEN 0 WHEN 'unchecked' THEN 1 ELSE 2 END, host, lower(title), url
      LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  // Per state with the host and text filters; per host (the most broken first) with the text filter only.
  const states = await queryRows<{ state: LinkState; n: number }>(
    db,
    sql`SELECT state, count(*)::int AS n FROM ${base} WHERE ${filtered} GROUP BY state`,
  );
  const hosts = await queryRows<{ host: string; total: number; broken: number }>(
    db,
    sql`SELECT host, count(*)::int AS total, count(*) FILTER (WHERE state = 'broken')::int AS broken
      FROM ${base} WHERE ${query.q ? sql`(title ILIKE ${likePattern(query.q)} OR url ILIKE ${likePattern(query.q)})` : sql`true`}
      GROUP BY host ORDER BY broken DESC, total DESC, host LIMIT 200`,
  );
  const counts = Object.fromEntries(LINK_STATES.map((state) => [state, states.find((s) => s.state === state)?.n ?? 0]));
  return {
    total: query.state === 'all' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[query.state]!,
    counts: counts as Record<LinkState, number>,
    hosts,
    links: rows.map((row) => ({ ...row, checkedAt: row.checkedAt && new Date(row.checkedAt).toISOString() })),
  };
}

/** Records one link's check. */
export async function recordCheck(
  db: Database,
  id: number,
  result: { status: number | null; ok: boolean; error: string | null },
): Promise<void> {
  await db.execute(
    sql`UPDATE link_checks SET status = ${result.status}, ok = ${result.ok}, error = ${result.error}, checked_at = now()
      WHERE id = ${id}`,
  );
}
