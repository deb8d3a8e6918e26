import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';
import { startSmtpSink, type SmtpSink } from '../alerts/smtp-sink.ts';

/**
 * IMPACT and reporting MI (issue 16): comments on an initiative's log, written to its journal as the user and
 * listed with its changes; the reporting MI e-mails scheduled from the items' due dates and sent through the mailer
 * to a real SMTP server (the alerts tests' sink), and what happens without one.
 */
let t: TestApp;
let sink: SmtpSink;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object | string, app = t) =>
  app.app.inject({ method, url, headers: { 'x-user': user }, ...(payload === undefined ? {} : { payload }) });

async function seed(type: string, name: string, data: Record<string, unknown>, options: { stage?: string } = {}) {
  ids[name] = randomUUID();
  await seedItems(t.database.db, type, [{ id: ids[name], data, ...options }]);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ API_MODE: 'skipauth', SMTP_URL: sink.url });
  await createUser(t.database, { username: 'editor', roles: ['impacteditor'] });
  await createUser(t.database, { username: 'reader', roles: ['initiativesvisitor'] });
  await createUser(t.database, { username: 'supervisor', email: 'sup@bank.example', roles: ['impactsupervisor'] });
  await seed(
    'initiative',
    'ai-act',
    { title: 'EU AI Act', domain: 'ai', country: 'EU', deadline: day(-10), readiness: 'in-progress' },
    { stage: 'approved' },
  );
  await seed('initiative', 'draft', { title: 'Draft initiative', domain: 'impact', country: 'GB' });
  await seed('impactstatus', 'progress', { name: 'In progress' });
  await seed('impactstatus', 'submitted', { name: 'Submitted' });
  const item = (title: string, due: number | null, status: string, email: string | null = 'owner@bank.example') => ({
    title,
    owner: 'Olivia Chen',
    ...(email ? { ownerEmail: email } : {}),
    ...(due === null ? {} : { dueOn: day(due) }),
    status: ids[status],
  });
  await seed('reportingmiitem', 'soon', item('Energy data validation', 3, 'progress'));
  await seed('reportingmiitem', 'later', item('GHG inventory', 20, 'progress', 'later@bank.example'));
  await seed('reportingmiitem', 'late', item('Financed emissions refresh', -5, 'progress', 'late@bank.example'));
  await seed('reportingmiitem', 'delivered', item('TCFD report', -5, 'submitted'));
  await seed('reportingmiitem', 'no-owner', item('No e-mail', 3, 'progress', null));
  await seed('reportingmiitem', 'moving', item('Green asset ratio', 40, 'progress'));
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('comments on an initiative’s log', () => {
  it('adds a comment as the user and lists it in the journal, newest first', async () => {
    const added = await call('editor', 'POST', `/api/impact/initiatives/${ids['ai-act']}/comments`, {
      comment: '  Impact assessment sent to the AI governance committee.  ',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      action: 'comment',
      comment: 'Impact assessment sent to the AI governance committee.',
      user: { name: 'editor' },
    });
    const journal = await call('reader', 'GET', `/api/content/initiative/${ids['ai-act']}/journal`);
    expect(journal.statusCode).toBe(200);
    const [newest] = journal.json().entries;
    expect(newest).toMatchObject({
      id: added.json().id,
      action: 'comment',
      comment: 'Impact assessment sent to the AI governance committee.',
      changes: [],
      user: { name: 'editor' },
      // A comment is not a move between stages.
      fromStage: null,
      toStage: null,
    });
    expect(newest.at).toBe(added.json().at);
    // The initiative itself is unchanged: same version.
    const item = await call('reader', 'GET', `/api/content/initiative/${ids['ai-act']}`);
    expect(item.json().version).toBe(newest.version);
  });

  it('is refused to those who may not update initiatives, and hides what they may not see', async () => {
    const refused = await call('reader', 'POST', `/api/impact/initiatives/${ids['ai-act']}/comments`, {
      comment: 'Me too',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403 });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/impact/initiatives/${ids['ai-act']}/comments`,
      payload: { comment: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call('editor', 'POST', `/api/impact/initiatives/${randomUUID()}/comments`, { comment: 'x' });
    expect(unknown.statusCode).toBe(404);
    // A reader does not see the draft's journal; the editor comments on it.
    expect((await call('reader', 'GET', `/api/content/initiative/${ids.draft}/journal`)).statusCode).toBe(404);
    const onDraft = await call('editor', 'POST', `/api/impact/initiatives/${ids.draft}/comments`, { comment: 'ok' });
    expect(onDraft.statusCode).toBe(201);
  });

  it('answers 400 to a bad body, never 500', async () => {
    const url = `/api/impact/initiatives/${ids['ai-act']}/comments`;
    for (const payload of [
      {},
      { comment: '   ' },
      { comment: 'x'.repeat(4001) },
      { comment: 'x', extra: 1 },
      ['x'],
      { comment: 42 },
    ]) {
      const response = await call('editor', 'POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
    expect(
      (await call('editor', 'POST', '/api/impact/initiatives/not-a-uuid/comments', { comment: 'x' })).statusCode,
    ).toBe(400);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM content_journal WHERE action = 'comment' AND item_id = ${ids['ai-act']}::uuid`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('reporting MI e-mails', () => {
  const list = async (user = 'supervisor') => {
    const response = await call(user, 'GET', '/api/reportingmi/emails');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      emailEnabled: boolean;
      emails: {
        id: string;
        itemId: string;
        kind: string;
        status: string;
        to: string;
        subject: string;
        body: string;
        scheduledFor: string;
      }[];
    };
  };

  it('needs the reporting MI right', async () => {
    expect((await call('editor', 'GET', '/api/reportingmi/emails')).statusCode).toBe(403);
    expect((await call('editor', 'POST', '/api/reportingmi/emails/run')).statusCode).toBe(403);
  });

  it('schedules reminders and overdue notices from the due dates and sends those due through the mailer', async () => {
    const run = await call('supervisor', 'POST', '/api/reportingmi/emails/run');
    expect(run.statusCode, run.body).toBe(200);
    // soon (reminder, its day passed: now), late (overdue), later and moving (reminders ahead); none for the
    // delivered item or the one without an owner's e-mail.
    expect(run.json()).toMatchObject({ scheduled: 4, cancelled: 0, sent: 2 });
    const { emailEnabled, emails } = await list();
    expect(emailEnabled).toBe(true);
    const byItem = Object.fromEntries(emails.map((email) => [email.itemId, email]));
    expect(Object.keys(byItem).sort()).toEqual([ids.soon, ids.later, ids.late, ids.moving].sort());
    expect(byItem[ids.soon!]).toMatchObject({ kind: 'reminder', status: 'sent', to: 'owner@bank.example' });
    expect(byItem[ids.late!]).toMatchObject({ kind: 'overdue', status: 'sent', to: 'late@bank.example' });
    expect(byItem[ids.later!]).toMatchObject({ kind: 'reminder', status: 'scheduled' });
    // A week before the due date, at 07:00 UTC.
    expect(byItem[ids.later!]!.scheduledFor).toBe(`${day(13)}T07:00:00.000Z`);
    // Scheduled first, then sent.
    expect(emails.slice(0, 2).every((email) => email.status === 'scheduled')).toBe(true);
    expect(sink.messages.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^Overdue: Financed emissions refresh was due on /),
      expect.stringMatching(/^Reminder: Energy data validation is due on /),
    ]);
    const overdue = sink.messages.find((mail) => mail.subject?.startsWith('Overdue'))!;
    expect(overdue.text?.trim()).toBe(byItem[ids.late!]!.body.trim());
    expect(overdue.text).toContain(`/reportingmi/item/${ids.late}`);
    // The same round again schedules and sends nothing more.
    const again = await call('supervisor', 'POST', '/api/reportingmi/emails/run');
    expect(again.json()).toMatchObject({ scheduled: 0, cancelled: 0, sent: 0 });
    expect(sink.messages).toHaveLength(2);
  });

  it('sends one now, cancels what no longer applies, and records a refusal', async () => {
    const { emails } = await list();
    const later = emails.find((email) => email.itemId === ids.later)!;
    expect((await call('editor', 'POST', `/api/reportingmi/emails/${later.id}/send`)).statusCode).toBe(403);
    const sent = await call('supervisor', 'POST', `/api/reportingmi/emails/${later.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().email).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sink.messages.at(-1)).toMatchObject({ subject: later.subject });
    expect((await call('supervisor', 'POST', `/api/reportingmi/emails/${later.id}/send`)).statusCode).toBe(409);

    // The item moved to another due date: the old reminder is cancelled, a new one scheduled.
    await t.database.db.execute(
      sql`UPDATE content_items SET data = jsonb_set(data, '{dueOn}', to_jsonb(${day(50)}::text)) WHERE id = ${ids.moving}::uuid`,
    );
    const moved = await call('supervisor', 'POST', '/api/reportingmi/emails/run');
    expect(moved.json()).toMatchObject({ scheduled: 1, cancelled: 1, sent: 0 });
    const after = (await list()).emails.filter((email) => email.itemId === ids.moving);
    expect(after.map((email) => email.status).sort()).toEqual(['cancelled', 'scheduled']);

    // A refusal by the mail server: failed, with its reason.
    sink.refusing = true;
    try {
      const scheduled = after.find((email) => email.status === 'scheduled')!;
      const refused = await call('supervisor', 'POST', `/api/reportingmi/emails/${scheduled.id}/send`);
      expect(refused.statusCode).toBe(200);
      expect(refused.json().email).toMatchObject({ status: 'failed' });
      expect(refused.json().email.error).toMatch(/Mailbox unavailable|550/);
      const one = await call('supervisor', 'GET', `/api/reportingmi/emails/${scheduled.id}`);
      expect(one.json().email).toMatchObject({ id: scheduled.id, status: 'failed' });
    } finally {
      sink.refusing = false;
    }
    expect((await call('supervisor', 'GET', `/api/reportingmi/emails/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('supervisor', 'GET', '/api/reportingmi/emails?status=nope')).statusCode).toBe(400);
  });

  it('without SMTP, keeps them scheduled and says so', async () => {
    const bare = await createTestApp({ API_MODE: 'skipauth' });
    try {
      await createUser(bare.database, { username: 'supervisor', roles: ['impactsupervisor'] });
      await seedItems(bare.database.db, 'reportingmiitem', [
        { id: randomUUID(), data: { title: 'Due soon', ownerEmail: 'o@bank.example', dueOn: day(2) } },
      ]);
      const run = await call('supervisor', 'POST', '/api/reportingmi/emails/run', undefined, bare);
      expect(run.json()).toMatchObject({ scheduled: 1, sent: 0 });
      const listed = (await call('supervisor', 'GET', '/api/reportingmi/emails', undefined, bare)).json();
      expect(listed).toMatchObject({ emailEnabled: false, emails: [{ status: 'scheduled' }] });
      const send = await call(
        'supervisor',
        'POST',
        `/api/reportingmi/emails/${listed.emails[0].id}/send`,
        undefined,
        bare,
      );
      expect(send.statusCode).toBe(503);
      expect(send.json().message).toMatch(/SMTP/);
    } finally {
      await bare.close();
    }
  });
});
