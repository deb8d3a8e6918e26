import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../../alerts/mailer.ts';
import { effectiveRoles } from '../../../auth/identity.ts';
import { groupRolesOf } from '../../../auth/users.ts';
import { queryRows, type Database } from '../../../db/client.ts';
import { every, type Every } from '../../../jobs/every.ts';
import { collect, fileName, reportFile, CONTENT_TYPES } from './files.ts';
import type { ReportFormat, Schedule } from './schemas.ts';
import { nextRunAfter } from './store.ts';
import { reportTable } from './table.ts';

/** A claimed report whose process went quiet this long is due again (its send was cut short). */
const CLAIM_MINUTES = 15;

interface DueReport {
  id: string;
  name: string;
  type: string;
  query: Record<string, string | string[]>;
  columns: string[];
  groupBy: string | null;
  schedule: Exclude<Schedule, 'none'>;
  scheduleFormat: ReportFormat;
  recipients: string[];
  ownerId: string;
  ownerEmail: string | null;
  disabled: boolean;
  acgroups: string[];
  groupRoles: string[];
}

/**
 * Sends the saved reports whose time has come, by e-mail with the report attached, each made as its owner (their
 * rights now: a type they may no longer read fails, with the reason kept). A due report is claimed first — its next
 * time moved a claim period ahead in one statement (`FOR UPDATE SKIP LOCKED`), so that no other process sends it
 * meanwhile — then sent without a transaction held open, then moved to its next time with the outcome. A process
 * that dies between the two leaves the claim to expire and the report due again.
 */
export class ReportScheduler {
  private loop: Every | undefined;

  private readonly db: Database;
  private readonly mailer: Mailer | null;
  private readonly publicUrl: string;
  private readonly log: FastifyBaseLogger | undefined;

  constructor(db: Database, mailer: Mailer | null, publicUrl: string, log?: FastifyBaseLogger) {
    this.db = db;
    this.mailer = mailer;
    this.publicUrl = publicUrl;
    this.log = log;
  }

  start(intervalMs: number): void {
    this.loop = every(intervalMs, () => this.sendDue(), {
      firstMs: 5_000,
      log: this.log,
      failure: 'reports: a round of scheduled reports failed',
    });
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
  }

  /** Sends every due report; answers how many e-mails went. Without SMTP nothing is claimed: they stay due. */
  async sendDue(now = new Date()): Promise<number> {
    if (!this.mailer) return 0;
    let sent = 0;
    for (;;) {
      const [report] = await queryRows<DueReport>(
        this.db,
        sql`UPDATE saved_reports sr SET next_run_at = now() + make_interval(mins => ${CLAIM_MINUTES})
          FROM users u
          WHERE u.id = sr.owner_id AND sr.id = (SELECT id FROM saved_reports
            WHERE schedule <> 'none' AND owner_id IS NOT NULL AND next_run_at <= ${now.toISOString()}::timestamptz
            ORDER BY next_run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING sr.id, sr.name, sr.type, sr.query, sr.columns, sr.group_by AS "groupBy", sr.schedule,
            sr.schedule_format AS "scheduleFormat", sr.recipients, sr.owner_id AS "ownerId", u.email AS "ownerEmail",
            u.disabled_at IS NOT NULL AS disabled, u.acgroups, ${groupRolesOf(sql`sr.owner_id`)} AS "groupRoles"`,
      );
      if (!report) return sent;
      let error: string | null = null;
      try {
        await this.send(report, now);
        sent += 1;
      } catch (failure) {
        error = failure instanceof Error ? failure.message.slice(0, 500) : 'The report could not be sent.';
        this.log?.warn({ err: failure, report: report.id }, 'reports: a scheduled report could not be sent');
      }
      const next = nextRunAfter(report.schedule, now)!;
      await this.db.execute(
        sql`UPDATE saved_reports SET next_run_at = ${next.toISOString()}::timestamptz, last_run_at = now(),
          last_error = ${error} WHERE id = ${report.id}::uuid`,
      );
    }
  }

  private async send(report: DueReport, now: Date): Promise<void> {
    if (report.disabled) throw new Error('The owner of this report is disabled.');
    const to = report.recipients.length ? report.recipients : report.ownerEmail ? [report.ownerEmail] : [];
    if (to.length === 0) throw new Error('The report has no recipient and its owner no e-mail address.');
    const reader = { roles: effectiveRoles(report.acgroups, report.groupRoles), userId: report.ownerId };
    const table = await reportTable(this.db, report, reader);
    const about = { title: report.name, generatedAt: now };
    const file = await reportFile(table, about, report.scheduleFormat);
    const content = Buffer.isBuffer(file) ? file : await collect(file);
    const when = report.schedule === 'daily' ? 'daily' : 'weekly';
    const text = [
      `Your ${when} report "${report.name}": ${table.total} ${table.total === 1 ? 'row' : 'rows'} of ${table.type.plural.toLowerCase()}, attached.`,
      ...(table.filters.length ? ['', ...table.filters.map(([label, value]) => `${label}: ${value}`)] : []),
      '',
      `Change or stop it: ${this.publicUrl}/apps/reporting`,
    ].join('\n');
    await this.mailer!.send({
      to: to.join(', '),
      subject: `${report.name} (${when} report)`,
      text,
      attachments: [
        {
          filename: fileName(about, report.scheduleFormat),
          content,
          contentType: CONTENT_TYPES[report.scheduleFormat],
        },
      ],
    });
  }
}
