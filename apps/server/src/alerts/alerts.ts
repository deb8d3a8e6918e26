import { can } from '@rh/core';
import { findContentType, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Identity } from '../auth/identity.ts';
import { parseListQuery, RESERVED_PARAMS, type RawQuery } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { isTimeZone, nextDigestAt } from './schedule.ts';

export const FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** How long after one look an alert looks again: immediate alerts at every round of the runner. */
export const PERIOD_SECONDS: Readonly<Record<Frequency, number>> = {
  immediate: 0,
  daily: 24 * 3600,
  weekly: 7 * 24 * 3600,
};

/** A list's filters as a saved search keeps them: parameter → values (the list's URL and API parameters). */
export const alertQuery = z
  .record(z.string().max(100), z.union([z.string().max(500), z.array(z.string().max(500)).max(200)]))
  .refine((query) => Object.keys(query).length <= 40, 'At most 40 filters');
export type AlertQuery = z.infer<typeof alertQuery>;

export const alertInput = z.strictObject({
  name: z.string().trim().min(1, 'A name is required').max(200),
  contentType: z.string().default('newsitem').describe('The content type searched (default: news items)'),
  query: alertQuery.default({}).describe('Filters, full-text `q` and the area `scope`, as the type’s list takes them'),
  frequency: z.enum(FREQUENCIES).default('immediate'),
  email: z.boolean().default(true).describe('Also by e-mail, when the server sends e-mail'),
  enabled: z.boolean().default(true),
  digestHour: z
    .number()
    .int()
    .min(0)
    .max(23)
    .default(8)
    .describe('Daily and weekly digests: the hour they are sent at (0–23, in `timeZone`); weekly ones on Mondays'),
  timeZone: z
    .string()
    .max(100)
    .default('UTC')
    .refine(isTimeZone, 'not a known time zone (an IANA name such as Europe/Paris)')
    .describe('The IANA time zone of `digestHour` (the browser’s)'),
});
export type AlertInput = z.infer<typeof alertInput>;

export const alertView = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  query: alertQuery,
  frequency: z.enum(FREQUENCIES),
  email: z.boolean(),
  enabled: z.boolean(),
  digestHour: z.number().int(),
  timeZone: z.string(),
  checkedUntil: z.string().describe('Items created up to here have been looked at'),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  lastMatched: z.number().int().describe('New items found the last time'),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlertView = z.infer<typeof alertView>;

const COLUMNS = sql.raw(`id, name, content_type AS "contentType", query, frequency, email, enabled,
  digest_hour AS "digestHour", time_zone AS "timeZone",
  checked_until AS "checkedUntil", next_run_at AS "nextRunAt", last_run_at AS "lastRunAt",
  last_matched AS "lastMatched", version, created_at AS "createdAt", updated_at AS "updatedAt"`);

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const view = (row: AlertView): AlertView => ({
  ...row,
  checkedUntil: iso(row.checkedUntil)!,
  nextRunAt: iso(row.nextRunAt)!,
  lastRunAt: iso(row.lastRunAt),
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

/**
 * Whose alerts and notifications they are: a person's, or an external organisation's, shared by everyone who uses
 * one of its API keys (the external builds' `/notificationsexternal`). Each row has exactly one owner column.
 */
export type Owner = { kind: 'user'; id: string } | { kind: 'account'; id: string };

export const ownerOf = (identity: Identity): Owner =>
  identity.kind === 'user' ? { kind: 'user', id: identity.userId } : { kind: 'account', id: identity.accountId };

/** The condition that a row of alerts or notifications (under `alias`, if given) is this owner's. */
export function ownedBy(owner: Owner, alias?: string): SQL {
  const column = sql.raw(`${alias ? `${alias}.` : ''}${owner.kind === 'user' ? 'user_id' : 'account_id'}`);
  return sql`${column} = ${owner.id}::uuid`;
}

/** The owner columns' values of a new row: (user_id, account_id). */
export const ownerValues = (owner: Owner): SQL =>
  owner.kind === 'user' ? sql`${owner.id}::uuid, NULL` : sql`NULL, ${owner.id}::uuid`;

/** Reserved list parameters that a saved search keeps: its text and the area whose scope it was saved in. */
const KEPT = new Set(['q', 'scope']);

/** A reader's own state is no filter for what is new: every new item is unread and not starred. */
const READING = new Set(['unread', 'starred']);

/**
 * The parameters of a list that a saved search keeps: filters, `q` and `scope`, not the page, sort, format or the
 * reader's read and starred state.
 */
export function searchParams(query: AlertQuery): RawQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([name]) => !READING.has(name) && (KEPT.has(name) || !RESERVED_PARAMS.has(name))),
  );
}

/**
 * The content type of a saved search, checked: it exists, the user may read it, and its filters are ones its list
 * accepts (the list's own parser says what is wrong, as a 400).
 */
export function checkSearch(roles: readonly string[], typeName: string, query: AlertQuery): ContentType {
  const type = findContentType(typeName);
  if (!type) {
    throw badRequest(`There is no content type ${typeName}.`, {
      issues: [{ where: 'body', path: 'contentType', message: 'unknown content type' }],
    });
  }
  if (!can(roles, type.resource, 'read')) throw forbidden(`You may not read ${type.plural.toLowerCase()}.`);
  parseListQuery(type, searchParams(query), roles);
  return type;
}

/** The owner's alerts, newest first. */
export async function listAlerts(db: Database, owner: Owner): Promise<AlertView[]> {
  const rows = await queryRows<AlertView>(
    db,
    sql`SELECT ${COLUMNS} FROM alerts WHERE ${ownedBy(owner)} ORDER BY created_at DESC, id DESC`,
  );
  return rows.map(view);
}

export async function getAlert(db: Database, owner: Owner, id: string): Promise<AlertView> {
  const [row] = await queryRows<AlertView>(
    db,
    sql`SELECT ${COLUMNS} FROM alerts WHERE id = ${id}::uuid AND ${ownedBy(owner)}`,
  );
  if (!row) throw notFound('You have no alert of this id.');
  return view(row);
}

/**
 * When an alert looks next after `now`: at once for immediate alerts (the runner's next round), else at the next
 * digest time its owner chose (its hour in its zone; weekly ones on Mondays).
 */
export function nextRunOf(
  alert: { frequency: Frequency; digestHour: number; timeZone: string },
  now = new Date(),
): Date {
  return alert.frequency === 'immediate' ? now : nextDigestAt(now, alert.frequency, alert.digestHour, alert.timeZone);
}

/**
 * A new alert looks at items created from now on; its first look is due at its next digest time (not a whole
 * period later: a daily alert made at 7:00 for 8:00 sends its first digest at 8:00).
 */
export async function createAlert(db: Database, identity: Identity, input: AlertInput): Promise<AlertView> {
  checkSearch(identity.roles, input.contentType, input.query);
  const [row] = await queryRows<AlertView>(
    db,
    sql`INSERT INTO alerts (user_id, account_id, name, content_type, query, frequency, email, enabled, digest_hour,
        time_zone, next_run_at)
      VALUES (${ownerValues(ownerOf(identity))}, ${input.name}, ${input.contentType}, ${JSON.stringify(input.query)}::jsonb,
        ${input.frequency}, ${input.email}, ${input.enabled}, ${input.digestHour}, ${input.timeZone},
        ${input.frequency === 'immediate' ? sql`now()` : sql`${nextRunOf(input).toISOString()}::timestamptz`})
      RETURNING ${COLUMNS}`,
  );
  return view(row!);
}

/**
 * Saves an alert's new settings if nobody changed it since `version` (else 409 with the current one). A new
 * frequency, hour or time zone moves its next look to the next digest time; what was already looked at stays looked at; an alert turned on again reports
 * what arrives from then on, not what came while it was paused.
 */
export async function updateAlert(
  db: Database,
  identity: Identity,
  id: string,
  version: number,
  input: AlertInput,
): Promise<AlertView> {
  checkSearch(identity.roles, input.contentType, input.query);
  const [row] = await queryRows<AlertView>(
    db,
    sql`UPDATE alerts SET name = ${input.name}, content_type = ${input.contentType},
        checked_until = CASE WHEN NOT enabled AND ${input.enabled} THEN now() ELSE checked_until END,
        query = ${JSON.stringify(input.query)}::jsonb, email = ${input.email}, enabled = ${input.enabled},
        next_run_at = CASE WHEN frequency = ${input.frequency} AND digest_hour = ${input.digestHour}
            AND time_zone = ${input.timeZone} THEN next_run_at
          ELSE ${input.frequency === 'immediate' ? sql`now()` : sql`${nextRunOf(input).toISOString()}::timestamptz`} END,
        frequency = ${input.frequency}, digest_hour = ${input.digestHour}, time_zone = ${input.timeZone}, version = version + 1, updated_at = now()
      WHERE id = ${id}::uuid AND ${ownedBy(ownerOf(identity))} AND version = ${version}
      RETURNING ${COLUMNS}`,
  );
  if (row) return view(row);
  const current = await getAlert(db, ownerOf(identity), id);
  throw conflict('This alert was changed meanwhile; here is how it is now.', { current });
}

export async function deleteAlert(db: Database, owner: Owner, id: string): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM alerts WHERE id = ${id}::uuid AND ${ownedBy(owner)} RETURNING id`,
  );
  if (rows.length === 0) throw notFound('You have no alert of this id.');
}
