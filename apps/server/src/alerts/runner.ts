import { can } from '@rh/core';
import { findContentType, readableStages, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { effectiveRoles } from '../auth/identity.ts';
import { groupRolesOf } from '../auth/users.ts';
import { parseListQuery } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';
import { every, type Every } from '../jobs/every.ts';
import { accounts, users } from '../db/schema.ts';
import { nextRunOf, PERIOD_SECONDS, searchParams, type AlertQuery, type Frequency } from './alerts.ts';
import type { NotificationItem } from './notifications.ts';

/** The newest new items a notification lists (it counts them all). */
export const ITEMS_PER_NOTIFICATION = 20;

/**
 * An item is looked for once it is this old: a transaction that inserted it may commit a little after the time it
 * stamped on it, and a look must not pass over it meanwhile.
 */
export const SETTLE_SECONDS = 5;

interface DueAlert {
  id: string;
  /** The owner: a person, or an external organisation (accountId); one of the two is null. */
  userId: string | null;
  accountId: string | null;
  name: string;
  contentType: string;
  query: AlertQuery;
  frequency: Frequency;
  digestHour: number;
  timeZone: string;
  email: boolean;
  checkedUntil: string;
  userEmail: string | null;
  disabled: boolean;
  acgroups: string[];
  groupRoles: string[];
}

export interface AlertRunnerOptions {
  /** How often due alerts are looked for; immediate alerts look again after this. */
  intervalMs: number;
  /** Whether notifications are also sent by e-mail (the server has SMTP). */
  emailEnabled: boolean;
  log?: FastifyBaseLogger;
  /** Defaults to SETTLE_SECONDS. */
  settleSeconds?: number;
  /** Called after a round that wrote notifications to be e-mailed (the mailer sends them). */
  afterRound?: () => Promise<unknown>;
}

/**
 * Looks at due alerts for items created since their last look, and tells their owners: one notification per alert
 * and look (a digest for daily and weekly alerts), e-mailed when asked. Each alert is claimed, matched, told and
 * moved on in one transaction (`FOR UPDATE SKIP LOCKED`): with several processes an alert is looked at once, and a
 * crash in between leaves it due, never half-told. Items are those the owner may read now, by the alert's filters.
 */
export class AlertRunner {
  private readonly db: Database;
  private readonly options: AlertRunnerOptions;
  private loop: Every | undefined;
  private stopped = false;

  constructor(db: Database, options: AlertRunnerOptions) {
    this.db = db;
    this.options = options;
  }

  start(): void {
    this.loop = every(
      this.options.intervalMs,
      async () => {
        try {
          await this.runDue();
        } finally {
          // What earlier rounds left to e-mail goes out even when this one failed.
          await this.options.afterRound?.();
        }
      },
      { firstMs: 1_000, log: this.options.log, failure: 'alerts: a round failed' },
    );
  }

  /** Stops after the alert being looked at. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop?.stop();
  }

  /** Looks at every alert due now; answers how many notifications were written. */
  async runDue(): Promise<number> {
    let written = 0;
    while (!this.stopped) {
      const outcome = await this.runOne();
      if (outcome === null) return written;
      written += outcome;
    }
    return written;
  }

  /** Claims one due alert and looks at it: 1 if it wrote a notification, 0 if not, null when none is due. */
  async runOne(): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [alert] = await queryRows<DueAlert>(
        tx,
        // An organisation's alert reads with its account's roles (it has no groups and no e-mail address).
        sql`SELECT a.id, a.user_id AS "userId", a.account_id AS "accountId", a.name, a.content_type AS "contentType",
            a.query, a.frequency, a.digest_hour AS "digestHour", a.time_zone AS "timeZone", a.email,
            a.checked_until AS "checkedUntil", u.email AS "userEmail",
            coalesce(u.disabled_at, ac.disabled_at) IS NOT NULL AS disabled,
            coalesce(u.acgroups, ac.acgroups) AS acgroups, ${groupRolesOf(sql`a.user_id`)} AS "groupRoles"
          FROM alerts a LEFT JOIN ${users} u ON u.id = a.user_id LEFT JOIN ${accounts} ac ON ac.id = a.account_id
          WHERE a.enabled AND a.next_run_at <= now()
          ORDER BY a.next_run_at LIMIT 1 FOR UPDATE OF a SKIP LOCKED`,
      );
      if (!alert) return null;
      const period = PERIOD_SECONDS[alert.frequency] || Math.ceil(this.options.intervalMs / 1000);
      // Up to a moment every item created before has been committed: a few seconds ago, and before the oldest
      // transaction still writing (its items, stamped with its start, are not visible yet).
      const settle = this.options.settleSeconds ?? SETTLE_SECONDS;
      const [{ until } = { until: alert.checkedUntil }] = await queryRows<{ until: string }>(
        tx,
        sql`SELECT greatest(${alert.checkedUntil}::timestamptz, least(now() - make_interval(secs => ${settle}),
            (SELECT min(xact_start) FROM pg_stat_activity
              WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid())
          )) AS until`,
      );
      const found = alert.disabled ? null : this.match(alert, until);
      let matched = 0;
      if (found) {
        // In a savepoint: an alert whose query fails is logged and moves on; it does not stop the others.
        const rows = await tx
          .transaction((savepoint) => queryRows<NotificationItem & { total: number }>(savepoint, found))
          .catch((error: unknown) => {
            this.options.log?.warn({ err: error, alert: alert.id }, 'alerts: an alert could not be looked at');
            return [];
          });
        matched = rows[0]?.total ?? 0;
        if (matched > 0) {
          const items = rows.map(({ total: _, ...item }) => ({ ...item, date: item.date && toIso(item.date) }));
          const what = `${matched} new ${matched === 1 ? 'item' : 'items'}`;
          const emailStatus = alert.email && this.options.emailEnabled && alert.userEmail ? 'pending' : null;
          await tx.execute(
            sql`INSERT INTO notifications (user_id, account_id, kind, title, body, alert_id, items, item_count,
                email_status)
              VALUES (${alert.userId}::uuid, ${alert.accountId}::uuid, 'alert', ${`${alert.name}: ${what}`},
                ${digestLine(alert.frequency, matched, what)}, ${alert.id}::uuid, ${JSON.stringify(items)}::jsonb,
                ${matched}, ${emailStatus})`,
          );
        }
      }
      await tx.execute(
        sql`UPDATE alerts SET checked_until = ${until}::timestamptz, last_run_at = now(), last_matched = ${matched},
          next_run_at = ${this.nextRun(alert, period)} WHERE id = ${alert.id}::uuid`,
      );
      return matched > 0 ? 1 : 0;
    });
  }

  /** Digests move on to their next digest time (by the owner's clock); immediate alerts look again next round. */
  private nextRun(alert: DueAlert, period: number): SQL {
    if (alert.frequency !== 'immediate') {
      try {
        return sql`${nextRunOf(alert).toISOString()}::timestamptz`;
      } catch (error) {
        this.options.log?.warn({ err: error, alert: alert.id }, 'alerts: no next digest time; a period from now');
      }
    }
    return sql`now() + make_interval(secs => ${period})`;
  }

  /**
   * The query of the items an alert has not seen: those its owner may see now, by its filters (as its list reads
   * them), created in (checked, until] — or, for an owner who sees only a workflow's published items, first published
   * in it — the newest first with the count of all. Null when its owner may no longer read the type or its filters no
   * longer hold (a removed option): the alert moves on without telling.
   */
  private match(alert: DueAlert, until: string) {
    const type = findContentType(alert.contentType);
    const roles = effectiveRoles(alert.acgroups, alert.groupRoles);
    if (!type || !can(roles, type.resource, 'read')) return null;
    let where;
    try {
      ({ where } = parseListQuery(type, searchParams(alert.query), roles));
    } catch (error) {
      this.options.log?.warn({ err: error, alert: alert.id }, 'alerts: the saved filters are no longer valid');
      return null;
    }
    return matchQuery(
      type,
      roles,
      where,
      { after: sql`${alert.checkedUntil}::timestamptz`, until: sql`${until}::timestamptz` },
      ITEMS_PER_NOTIFICATION,
      { flagged: watchesFlags(type, alert.query) },
    );
  }
}

/**
 * Whether an alert watches items flagged for review (`review=flagged` on a type whose items a change above them
 * flags, issue 14): such an item is new to it when it is flagged, not when it was created.
 */
export function watchesFlags(type: ContentType, query: AlertQuery): boolean {
  const review = query.review;
  return Boolean(type.reviewOnChange) && (Array.isArray(review) ? review.includes('flagged') : review === 'flagged');
}

/**
 * The items of a list (`where`, as parseListQuery made it for these roles) that are new in (after, until]: created
 * then — or, for roles that see only a workflow's published items, first published then; with `flagged` (watchesFlags),
 * also those with an open review flag raised then — the newest `limit` with the count of all (`total`). The
 * runner's matching, also the form's preview and the test digest.
 */
export function matchQuery(
  type: ContentType,
  roles: readonly string[],
  where: SQL,
  window: { after: SQL; until: SQL },
  limit: number,
  options: { flagged?: boolean } = {},
): SQL {
  const url = type.fields.some((field) => field.name === 'url' && field.kind === 'url') ? sql`data->>'url'` : sql`NULL`;
  const within = (column: SQL) => sql`${column} > ${window.after} AND ${column} <= ${window.until}`;
  // A reader's insight is new when it is first published, not when its draft was begun: by the first journal entry
  // that put it in a stage they read (its creation, for one made published), else by its creation (items seeded
  // without a journal). Not "created or published in the window": a draft begun before one look and published
  // after that look's end, but before it read, would be told at that look and again at the next.
  const published = readableStages(type, roles);
  const fresh = published
    ? within(sql`coalesce((SELECT min(j.at) FROM content_journal j WHERE j.item_id = content_items.id
        AND j.action IN ('create', 'transition') AND j.to_stage = ANY(${sql.param([...published])}::text[])),
        created_at)`)
    : within(sql`created_at`);
  const flagged = options.flagged
    ? sql` OR EXISTS (SELECT 1 FROM review_flags f WHERE f.item_id = content_items.id AND f.cleared_at IS NULL
        AND ${within(sql`f.since`)})`
    : sql``;
  return sql`WITH m AS (SELECT id, type, title, date, ${url} AS url FROM content_items
      WHERE ${where} AND (${fresh}${flagged}))
    SELECT id, type, title, date, url, (SELECT count(*)::int FROM m) AS total FROM m
    ORDER BY date DESC NULLS LAST, id DESC LIMIT ${limit}`;
}

const toIso = (value: string) => new Date(value).toISOString();

function digestLine(frequency: Frequency, count: number, what: string): string {
  if (frequency === 'daily') return `Your daily digest: ${what} since yesterday.`;
  if (frequency === 'weekly') return `Your weekly digest: ${what} since last week.`;
  return count > ITEMS_PER_NOTIFICATION ? `${what}; the newest ${ITEMS_PER_NOTIFICATION} are listed.` : '';
}
