import { findContentType } from '@rh/core/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { Mailer } from '../../alerts/mailer.ts';
import { userOf } from '../../auth/access.ts';
import { assertCan, ContentService } from '../../content/service.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { conflict, errorBody, HttpError, notFound } from '../../http/errors.ts';
import { every } from '../../jobs/every.ts';
import { DELIVERED_STATUSES, MiEmails, REMINDER_DAYS } from './mi-emails.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const MAX_COMMENT = 4000;

const entryView = z.object({
  id: z.number(),
  at: z.string(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.literal('comment'),
  version: z.number(),
  comment: z.string(),
});

const emailView = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  itemTitle: z.string().nullable().describe('The Reporting MI item it is about'),
  kind: z.enum(['reminder', 'overdue']),
  dueOn: z.string().describe('The item’s due date the e-mail is about'),
  to: z.string(),
  subject: z.string(),
  body: z.string().describe('The message, as sent (or as it will be sent)'),
  status: z.enum(['scheduled', 'sending', 'sent', 'failed', 'cancelled']),
  scheduledFor: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable().describe('The mail server’s last refusal'),
  createdAt: z.string(),
});

const settingsView = z.object({
  emailEnabled: z.boolean().describe('false: no SMTP server is configured (SMTP_URL), e-mails stay scheduled'),
  reminderDays: z.number().int(),
  deliveredStatuses: z.array(z.string()),
});

/**
 * IMPACT and reporting MI (issue 16): comments on an initiative's log (a `comment` journal row: the log itself is the
 * generic journal, GET /api/content/initiative/:id/journal), and the reporting MI e-mails: reminders to the owners
 * of Reporting MI items before their due date and when overdue, scheduled and sent in the background (JOBS) through
 * the alerts' mailer when SMTP_URL is set.
 */
export function registerImpactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  const service = new ContentService(ctx.db);
  const initiative = findContentType('initiative')!;
  const mailer = config.SMTP_URL
    ? new Mailer(ctx.db, {
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM ?? `Regulatory Horizon <no-reply@${new URL(config.PUBLIC_URL).hostname}>`,
        publicUrl: config.PUBLIC_URL,
        log: app.log,
      })
    : null;
  const emails = new MiEmails(ctx.db, mailer, config.PUBLIC_URL, app.log);

  api.post(
    '/api/impact/initiatives/:id/comments',
    {
      config: { access: { resource: 'impactinitiative', action: 'update' } },
      schema: {
        tags: ['impact'],
        summary: 'Add a comment to an initiative’s log (who may update the initiative)',
        description: 'Written to the initiative’s journal as the caller (action `comment`); the item is not changed.',
        params: z.strictObject({ id: z.uuid() }),
        body: z.strictObject({
          comment: z.string().trim().min(1, 'Write a comment.').max(MAX_COMMENT, `At most ${MAX_COMMENT} characters.`),
        }),
        response: { 201: entryView, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      assertCan(user, initiative, 'update');
      // Visibility as the generic routes: an initiative the caller may not see is not found.
      const item = await service.get(user, initiative, request.params.id);
      if (item.deletedAt) throw conflict('This initiative is deleted; restore it first.');
      // A comment is not a move: no stages. The answer is the row inserted, not a re-read of the journal.
      const [entry] = await queryRows<{ id: number; at: string; userName: string | null; version: number }>(
        ctx.db,
        sql`WITH added AS (
            INSERT INTO content_journal (item_id, type, user_id, action, version, changes, comment)
            VALUES (${item.id}::uuid, ${initiative.name}, ${user.userId}::uuid, 'comment', ${item.version}, '[]'::jsonb,
              ${request.body.comment})
            RETURNING id, at, user_id, version)
          SELECT added.id::int AS id, added.at, u.username AS "userName", added.version
          FROM added LEFT JOIN users u ON u.id = added.user_id`,
      );
      return reply.code(201).send({
        id: entry!.id,
        at: new Date(entry!.at).toISOString(),
        user: { id: user.userId, name: entry!.userName ?? 'former user' },
        action: 'comment' as const,
        version: entry!.version,
        comment: request.body.comment,
      });
    },
  );

  const read = { access: { resource: 'impactreportingmi', action: 'read' } } as const;
  const update = { access: { resource: 'impactreportingmi', action: 'update' } } as const;
  const settings = () => ({
    emailEnabled: emails.emailEnabled,
    reminderDays: REMINDER_DAYS,
    deliveredStatuses: [...DELIVERED_STATUSES],
  });

  api.get(
    '/api/reportingmi/emails',
    {
      config: read,
      schema: {
        tags: ['reporting MI'],
        summary: 'The reporting MI e-mails: scheduled and failed first (soonest first), then sent and cancelled',
        querystring: z.strictObject({
          status: z.enum(['scheduled', 'sending', 'sent', 'failed', 'cancelled']).optional(),
          item: z.uuid().optional().describe('Only the e-mails of this Reporting MI item'),
        }),
        response: { 200: settingsView.extend({ emails: z.array(emailView) }), ...errors },
      },
    },
    async (request) => ({ ...settings(), emails: await emails.list(request.query) }),
  );

  api.get(
    '/api/reportingmi/emails/:id',
    {
      config: read,
      schema: {
        tags: ['reporting MI'],
        summary: 'One reporting MI e-mail, with its message',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: settingsView.extend({ email: emailView }), ...errors },
      },
    },
    async (request) => {
      const email = await emails.get(request.params.id);
      if (!email) throw notFound('There is no such e-mail.');
      return { ...settings(), email };
    },
  );

  api.post(
    '/api/reportingmi/emails/run',
    {
      config: update,
      schema: {
        tags: ['reporting MI'],
        summary: 'Schedule the e-mails from the items’ due dates now, and send those due (as the background round)',
        response: {
          200: z.object({ scheduled: z.number().int(), cancelled: z.number().int(), sent: z.number().int() }),
          ...errors,
        },
      },
    },
    async () => {
      const outcome = await emails.schedule();
      return { ...outcome, sent: await emails.sendDue() };
    },
  );

  api.post(
    '/api/reportingmi/emails/:id/send',
    {
      config: update,
      schema: {
        tags: ['reporting MI'],
        summary: 'Send one scheduled (or failed) e-mail now',
        description: '503 without SMTP; 409 when it was sent or cancelled already.',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: z.object({ email: emailView }), ...errors, 409: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      const user = userOf(request);
      const email = await emails.get(request.params.id);
      if (!email) throw notFound('There is no such e-mail.');
      if (!emails.emailEnabled) {
        throw new HttpError(503, 'No mail server is configured (SMTP_URL): e-mails stay scheduled.');
      }
      if (!['scheduled', 'failed'].includes(email.status)) {
        throw conflict(`This e-mail is ${email.status}; only scheduled or failed e-mails can be sent.`);
      }
      await emails.requestedBy(email.id, user.userId);
      await emails.sendDue(email.id);
      return { email: (await emails.get(email.id))! };
    },
  );

  if (config.JOBS) {
    const loop = { current: undefined as ReturnType<typeof every> | undefined };
    app.addHook('onReady', async () => {
      loop.current = every(config.ALERTS_INTERVAL_SECONDS * 1000, () => emails.round(), {
        firstMs: 5_000,
        log: app.log,
        failure: 'reporting MI: an e-mail round failed',
      });
    });
    app.addHook('onClose', async () => {
      await loop.current?.stop();
      mailer?.close();
    });
  } else {
    app.addHook('onClose', async () => mailer?.close());
  }
}
