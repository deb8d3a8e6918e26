import { findContentType, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { Identity } from '../../auth/identity.ts';
import { visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { readableTypes } from '../../search/search.ts';

/**
 * Links between items (`content_links`) across all types, for `/relationships`. A link is shown only when the caller
 * may read BOTH of its ends, by the content engine's two rules: the grant on each end's type (`readableTypes`, the
 * rule of search and of an item's links route) and `visibleWhere` (a workflow's unpublished items only for its
 * people). Links to or from deleted items are left out, as lists leave deleted items out.
 */

/** One kind of link: from a type, through a relation (the reference field's name, or `related`), to a type. */
export interface LinkKind {
  from: string;
  relation: string;
  to: string;
  /** The relation as the from type's form labels it ("Insights"), else its name. */
  label: string;
  count: number;
}

export interface LinkEnd {
  id: string;
  type: string;
  title: string;
  /** The natural key some item pages are addressed by (a regulator's code), else null. */
  key: string | null;
}

export interface LinkRow {
  id: string;
  relation: string;
  label: string;
  from: LinkEnd;
  to: LinkEnd;
  createdAt: string;
  /** Who made the link, when it was made by a person through the API (seeded and imported links have none). */
  createdBy: { id: string; name: string } | null;
}

export interface LinkFilter {
  from?: string | undefined;
  to?: string | undefined;
  relation?: string | undefined;
  /** Words that must each appear in the from item's title or the to item's title. */
  q?: string | undefined;
}

export const LINK_SORTS = ['from', 'to', 'newest'] as const;
export type LinkSort = (typeof LINK_SORTS)[number];

/** The label of a relation: the from type's field of that name, else the name ("related" → "Related"). */
export function relationLabel(fromType: string, relation: string): string {
  const field = findContentType(fromType)?.fields.find((candidate) => candidate.name === relation);
  return field?.label ?? relation.charAt(0).toUpperCase() + relation.slice(1);
}

/** `%word%` for ILIKE, the caller's wildcards taken literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The condition on a link `l` with its ends `f` (from) and `t` (to) that keeps what this caller may read. */
function readableLinks(identity: Identity, filter: LinkFilter = {}): SQL {
  const types: ContentType[] = readableTypes(identity);
  const names = types.map((type) => type.name);
  const conditions: SQL[] = [
    sql`f.deleted_at IS NULL`,
    sql`t.deleted_at IS NULL`,
    sql`f.type = ANY(${sql.param(names)}::text[])`,
    sql`t.type = ANY(${sql.param(names)}::text[])`,
    visibleWhere(identity.roles, { types, alias: 'f' }),
    visibleWhere(identity.roles, { types, alias: 't' }),
  ];
  if (filter.from) conditions.push(sql`f.type = ${filter.from}`);
  if (filter.to) conditions.push(sql`t.type = ${filter.to}`);
  if (filter.relation) conditions.push(sql`l.relation = ${filter.relation}`);
  const words = (filter.q ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  for (const word of words) {
    const pattern = likePattern(word);
    conditions.push(sql`(f.title ILIKE ${pattern} OR t.title ILIKE ${pattern})`);
  }
  return sql.join(conditions, sql` AND `);
}

const FROM_LINKS = sql`content_links l JOIN content_items f ON f.id = l.from_id JOIN content_items t ON t.id = l.to_id`;

/** How many readable links there are of each kind, the most numerous first. */
export async function linkKinds(db: Database, identity: Identity): Promise<LinkKind[]> {
  const rows = await queryRows<Omit<LinkKind, 'label'>>(
    db,
    sql`SELECT f.type AS "from", l.relation, t.type AS "to", count(*)::int AS count FROM ${FROM_LINKS}
      WHERE ${readableLinks(identity)} GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1, 2, 3`,
  );
  return rows.map((row) => ({ ...row, label: relationLabel(row.from, row.relation) }));
}

const ORDER: Record<LinkSort, SQL> = {
  from: sql`f.title_sort, t.title_sort, l.id`,
  to: sql`t.title_sort, f.title_sort, l.id`,
  newest: sql`l.created_at DESC, l.id`,
};

/** One page of the readable links that match the filter, and how many match in all. */
export async function linkPage(
  db: Database,
  identity: Identity,
  filter: LinkFilter,
  page: { sort: LinkSort; limit: number; offset: number },
): Promise<{ links: LinkRow[]; total: number }> {
  const where = readableLinks(identity, filter);
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM ${FROM_LINKS} WHERE ${where}`,
  );
  const total = counted?.total ?? 0;
  if (total === 0 || page.offset >= total) return { links: [], total };
  const rows = await queryRows<{
    id: string;
    relation: string;
    createdAt: string;
    userId: string | null;
    userName: string | null;
    fromId: string;
    fromType: string;
    fromTitle: string;
    fromKey: string | null;
    toId: string;
    toType: string;
    toTitle: string;
    toKey: string | null;
  }>(
    db,
    sql`SELECT l.id, l.relation, l.created_at AS "createdAt", l.created_by AS "userId", u.username AS "userName",
        f.id AS "fromId", f.type AS "fromType", f.title AS "fromTitle", f.key AS "fromKey",
        t.id AS "toId", t.type AS "toType", t.title AS "toTitle", t.key AS "toKey"
      FROM ${FROM_LINKS} LEFT JOIN users u ON u.id = l.created_by
      WHERE ${where} ORDER BY ${ORDER[page.sort]} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const links = rows.map((row) => ({
    id: row.id,
    relation: row.relation,
    label: relationLabel(row.fromType, row.relation),
    from: { id: row.fromId, type: row.fromType, title: row.fromTitle, key: row.fromKey },
    to: { id: row.toId, type: row.toType, title: row.toTitle, key: row.toKey },
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.userId ? { id: row.userId, name: row.userName ?? 'former user' } : null,
  }));
  return { links, total };
}
