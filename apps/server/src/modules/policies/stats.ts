import { can } from '@rh/core';
import { findContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { parseListQuery } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';

/** `GET /api/policies/stats` (apps/web areas/policies/api.ts `PolicyStats`): the editors' coverage figures. */
export const policyStatsView = z.object({
  policies: z.number().int().describe('Policies the caller may read'),
  initiatives: z.number().int().describe('Climate initiatives the caller may read'),
  byCountry: z.array(
    z.object({
      country: z.string().describe('ISO 3166-1 alpha-2 code, EU or INT'),
      policies: z.number().int(),
      initiatives: z.number().int(),
      lastUpdated: z.string().nullable().describe('The newest change of its policies and initiatives (ISO time)'),
      incomplete: z.number().int().describe('Its policies missing at least one of the fields of `missing`'),
    }),
  ),
  freshness: z
    .array(z.object({ bucket: z.enum(['30d', '90d', '365d', 'older']), count: z.number().int() }))
    .describe('Policies by the age of their last change: under 30 days, 30–90, 90–365, older'),
  missing: z.array(z.object({ field: z.string(), label: z.string(), count: z.number().int() })),
  stalest: z
    .array(z.object({ id: z.string(), title: z.string(), country: z.string(), updatedAt: z.string() }))
    .describe('The policies changed longest ago, oldest first (at most 20)'),
});
export type PolicyStats = z.infer<typeof policyStatsView>;

/** The optional fields of a policy worth filling, in the order the editors read them. */
export const TRACKED_FIELDS = [
  'regulator',
  'effectiveOn',
  'announcedOn',
  'url',
  'summary',
  'sectors',
  'initiatives',
  'topics',
] as const;
const STALEST = 20;
const DAY_MS = 86_400_000;

/** A field holds nothing: absent, null, blank text or an empty list. */
function missingWhere(name: string): SQL {
  return sql`(data->${name} IS NULL OR CASE jsonb_typeof(data->${name})
      WHEN 'array' THEN jsonb_array_length(data->${name}) = 0
      WHEN 'string' THEN btrim(data->>${name}) = ''
      WHEN 'null' THEN true
      ELSE false END)`;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Coverage of the climate policies for this caller: only the policies (and climate initiatives) the caller may
 * read, by the list's rule (parseListQuery). Four statements, whatever the data.
 */
export async function policyStats(
  db: Database,
  caller: { roles: readonly string[]; userId: string | null },
  now = new Date(),
): Promise<PolicyStats> {
  const policy = findContentType('policy')!;
  const initiative = findContentType('initiative')!;
  const readsPolicies = can(caller.roles, policy.resource, 'read');
  const readsInitiatives = can(caller.roles, initiative.resource, 'read');
  const policies = parseListQuery(policy, {}, caller.roles, caller.userId).where;
  const initiatives = parseListQuery(initiative, { domain: 'climate' }, caller.roles, caller.userId).where;
  const anyMissing = sql.join(
    TRACKED_FIELDS.map((name) => missingWhere(name)),
    sql` OR `,
  );
  const before = (days: number) => sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;

  const [totals, policyCountries, initiativeCountries, stalest] = await Promise.all([
    readsPolicies
      ? queryRows<Record<string, number>>(
          db,
          sql`SELECT count(*)::int AS policies,
              count(*) FILTER (WHERE updated_at > ${before(30)})::int AS "30d",
              count(*) FILTER (WHERE updated_at <= ${before(30)} AND updated_at > ${before(90)})::int AS "90d",
              count(*) FILTER (WHERE updated_at <= ${before(90)} AND updated_at > ${before(365)})::int AS "365d",
              count(*) FILTER (WHERE updated_at <= ${before(365)})::int AS older,
              ${sql.join(
                TRACKED_FIELDS.map(
                  (name) => sql`count(*) FILTER (WHERE ${missingWhere(name)})::int AS ${sql.identifier(name)}`,
                ),
                sql`, `,
              )}
            FROM content_items WHERE ${policies}`,
        )
      : [],
    readsPolicies
      ? queryRows<{ country: string; n: number; last: string | Date; incomplete: number }>(
          db,
          sql`SELECT data->>'country' AS country, count(*)::int AS n, max(updated_at) AS last,
              count(*) FILTER (WHERE ${anyMissing})::int AS incomplete
            FROM content_items WHERE ${policies} GROUP BY 1`,
        )
      : [],
    readsInitiatives
      ? queryRows<{ country: string; n: number; last: string | Date }>(
          db,
          sql`SELECT data->>'country' AS country, count(*)::int AS n, max(updated_at) AS last
            FROM content_items WHERE ${initiatives} GROUP BY 1`,
        )
      : [],
    readsPolicies
      ? queryRows<{ id: string; title: string; country: string; updated_at: string | Date }>(
          db,
          sql`SELECT id, title, data->>'country' AS country, updated_at FROM content_items WHERE ${policies}
            ORDER BY updated_at ASC, id ASC LIMIT ${STALEST}`,
        )
      : [],
  ]);

  const total = totals[0] ?? {};
  const byCountry = new Map<string, PolicyStats['byCountry'][number]>();
  const entry = (country: string) => {
    const found = byCountry.get(country);
    if (found) return found;
    const made = { country, policies: 0, initiatives: 0, lastUpdated: null, incomplete: 0 };
    byCountry.set(country, made);
    return made;
  };
  for (const row of policyCountries) {
    Object.assign(entry(row.country ?? ''), {
      policies: row.n,
      lastUpdated: iso(row.last),
      incomplete: row.incomplete,
    });
  }
  for (const row of initiativeCountries) {
    const target = entry(row.country ?? '');
    target.initiatives = row.n;
    const last = iso(row.last);
    if (last && (!target.lastUpdated || last > target.lastUpdated)) target.lastUpdated = last;
  }
  const fields = policy.fields;
  return {
    policies: total.policies ?? 0,
    initiatives: initiativeCountries.reduce((sum, row) => sum + row.n, 0),
    byCountry: [...byCountry.values()].sort(
      (a, b) => b.policies - a.policies || b.initiatives - a.initiatives || a.country.localeCompare(b.country),
    ),
    freshness: (['30d', '90d', '365d', 'older'] as const).map((bucket) => ({ bucket, count: total[bucket] ?? 0 })),
    missing: TRACKED_FIELDS.map((name) => ({
      field: name,
      label: fields.find((candidate) => candidate.name === name)?.label ?? name,
      count: total[name] ?? 0,
    })),
    stalest: stalest.map((row) => ({
      id: row.id,
      title: row.title,
      country: row.country ?? '',
      updatedAt: iso(row.updated_at)!,
    })),
  };
}
