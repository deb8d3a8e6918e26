import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from './client.ts';

interface PlanNode {
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * The planner's estimates of the rows of two queries, in one statement and without reading a row (EXPLAIN of their
 * UNION ALL): how many match a condition, and how many rows it is a share of.
 */
export async function estimateRows(db: Database, matches: SQL, all: SQL): Promise<{ rows: number; share: number }> {
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    db,
    sql`EXPLAIN (FORMAT JSON) ${matches} UNION ALL ${all}`,
  );
  const [matched, of] = plan?.['QUERY PLAN'][0].Plan.Plans ?? [];
  const rows = matched?.['Plan Rows'] ?? 0;
  return { rows, share: of?.['Plan Rows'] ? rows / of['Plan Rows'] : 0 };
}
