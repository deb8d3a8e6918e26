import { sql, type SQL } from 'drizzle-orm';
import { phrasePairs } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';
import { estimateRows } from '../db/estimate.ts';

/**
 * The least share of the items holding a phrase's word pairs (the planner's estimate from the pairs index's
 * statistics) above which search leaves the pairs out. The pairs cost a lookup per item holding them (about 29 µs
 * each, at 330,000 items); without them the window is found by walking the newest matches, RANK_WINDOW ÷ share rows
 * at about 6.6 µs each. The two meet near 2.6 % of 330,000 items and 1.5 % of 1,000,000: "stress test", side by side
 * in 6.6 % of the benchmark's news, took 629 ms with its pairs and 445 ms without.
 */
const PAIRS_UP_TO_SHARE = 0.02;

/**
 * How many times the rows expected to hold a window of matches a walk reads before it gives up (WindowPlan.walk):
 * a margin for matches that thin out among the newest items or under the query's other filters.
 */
const WALK_MARGIN = 3;

/**
 * How a query's newest matches are found:
 * - `pairs`: the word pairs of its phrases (phrasePairs) as a constant tsquery, where they are rare (at most
 *   PAIRS_UP_TO_SHARE of the items, estimated with no row read): a constant, so that the planner weighs it by the
 *   pairs index's statistics and looks it up there first.
 * - `walk`: where they are common, the rows to walk, newest first, before falling back to the planner's own plan.
 *   The planner estimates a phrase as if its words were independent ("stress test": 0.7 % of the items, held by 6.5 %)
 *   and so reads every item holding it through the words' index to sort them (52,870 pages at 1,000,000 items,
 *   213 ms), where the newest thousand lie in the first 18,000 rows of the date index (33 ms).
 */
export interface WindowPlan {
  pairs: SQL | null;
  walk: number | null;
}

/** The window plan of a query (WindowPlan): one statement for the pairs and one EXPLAIN, where it has a phrase. */
export async function windowPlan(db: Database, q: string, window: number): Promise<WindowPlan> {
  const pairs = phrasePairs(q);
  if (!pairs) return { pairs: null, walk: null };
  const [row] = await queryRows<{ pairs: string }>(db, sql`SELECT ${pairs}::text AS pairs`);
  if (!row?.pairs) return { pairs: null, walk: null };
  const constant = sql`${row.pairs}::tsquery`;
  const { share } = await estimateRows(
    db,
    sql`SELECT 1 FROM content_pairs WHERE pairs @@ ${constant}`,
    sql`SELECT 1 FROM content_pairs`,
  );
  if (share <= PAIRS_UP_TO_SHARE) return { pairs: constant, walk: null };
  return { pairs: null, walk: Math.ceil((WALK_MARGIN * window) / share) };
}

const COLUMNS = sql`id, type, date, countries, regulator, search, query`;
// `id DESC NULLS LAST` as in the date indexes (schema.ts), though ids are never null: `id DESC` would sort each date again.
const NEWEST = sql`ORDER BY date DESC NULLS LAST, id DESC NULLS LAST`;

/**
 * The newest `limit` rows of `content_search` that pass `filters` and `match` (which may name the query's tsquery
 * as `query`), with the columns search ranks and counts. With a walk (WindowPlan.walk), the newest `walk` rows that
 * pass the filters are read in date order and checked until `limit` match; only when fewer do, the planner's own plan
 * runs: the same rows either way.
 */
export function newestMatches(filters: SQL, match: SQL, tsquery: SQL, limit: number, walk: number | null): SQL {
  const query = sql`(SELECT ${tsquery} AS query) q`;
  const planned = (also: SQL) =>
    sql`SELECT ${COLUMNS} FROM content_search, ${query} WHERE ${filters} AND ${match}${also} ${NEWEST} LIMIT ${limit}`;
  if (walk === null) return planned(sql``);
  return sql`WITH walk AS MATERIALIZED (
      SELECT ${COLUMNS} FROM (SELECT id, type, date, countries, regulator, search FROM content_search
        WHERE ${filters} ${NEWEST} LIMIT ${walk}) newest, ${query}
      WHERE ${match} ${NEWEST} LIMIT ${limit})
    SELECT * FROM walk WHERE (SELECT count(*) FROM walk) >= ${limit}
    UNION ALL (${planned(sql` AND (SELECT count(*) FROM walk) < ${limit}`)})`;
}
