import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeText, foldLine, toIcs } from '../../src/calendar/ics.ts';
import { seedItems } from '../../src/content/seed.ts';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

let t: TestApp;
const ids: Record<string, string> = {};

async function call(user: string | null, method: string, url: string) {
  const response = await t.app.inject({ method: method as 'GET', url, headers: user ? { 'x-user': user } : {} });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}
const json = (text: string) => (text ? JSON.parse(text) : {});

/** A day this many days from today, YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Unfolds an ICS (RFC 5545 §3.1) into its content lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'analyst', roles: ['riccmember'] });
  await createUser(t.database, { username: 'other', roles: ['riccmember'] });
  await createUser(t.database, { username: 'visitor', roles: ['insightsvisitor'] });
  for (const name of ['hearing', 'deadline', 'old', 'far', 'multi']) ids[name] = randomUUID();
  await t.database.db.transaction((tx) =>
    seedItems(tx, 'event', [
      {
        id: ids.hearing!,
        data: {
          title: 'Hearing on DORA; RTS, part 2',
          kind: 'hearing',
          start: day(10),
          description: 'Line one\nLine two, with a comma',
          url: 'https://esma.example/hearing',
        },
      },
      { id: ids.deadline!, data: { title: 'MiCA reporting deadline', kind: 'deadline', start: day(40) } },
      { id: ids.old!, data: { title: 'Long past consultation', kind: 'consultation-closes', start: day(-200) } },
      { id: ids.far!, data: { title: 'Far future application', kind: 'application-date', start: day(500) } },
      {
        id: ids.multi!,
        data: { title: 'Three-day conference', kind: 'conference', start: '2026-12-30', end: '2027-01-01' },
      },
    ]),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('ICS writing', () => {
  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('writes all-day events with an exclusive end, a UID and a stamp', () => {
    const ics = toIcs([{ uid: 'x@h', title: 'T', start: '2026-12-31', end: '2027-01-02' }], {
      name: 'N',
      now: new Date('2026-11-24T10:00:00Z'),
    });
    const lines = unfold(ics);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270103');
    expect(lines).toContain('UID:x@h');
    expect(lines).toContain('DTSTAMP:20261124T100000Z');
  });
});

describe('calendar feed', () => {
  it('is made once per user, shown once, listed as existing, and serves the events the owner may read', async () => {
    expect(json((await call('analyst', 'GET', '/api/me/calendar')).text)).toMatchObject({ exists: false });
    const made = await call('analyst', 'POST', '/api/me/calendar');
    expect(made.status).toBe(201);
    const { url, token } = json(made.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toMatch(new RegExp(`/api/calendar/${token}\\.ics$`));
    const status = json((await call('analyst', 'GET', '/api/me/calendar')).text);
    expect(status).toMatchObject({ exists: true });
    expect(JSON.stringify(status)).not.toContain(token);
    // Only the hash is kept.
    const rows = await queryRows<{ tokenHash: string }>(
      t.database.db,
      'SELECT token_hash AS "tokenHash" FROM calendar_tokens',
    );
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);

    // No session: the token is the credential.
    const feed = await call(null, 'GET', `/api/calendar/${token}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const lines = unfold(feed.text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(uids).toHaveLength(3); // hearing, deadline, multi-day: not the long past nor the far future
    expect(lines).toContain(`UID:${ids.hearing}@${new URL(t.config.PUBLIC_URL).host}`);
    expect(lines).toContain('SUMMARY:Hearing on DORA\\; RTS\\, part 2');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\, with a comma');
    expect(lines).toContain(`DTSTART;VALUE=DATE:${day(10).replace(/-/g, '')}`);

    // Filtered as the events list is.
    const hearings = await call(null, 'GET', `/api/calendar/${token}.ics?kind=hearing`);
    expect(unfold(hearings.text).filter((line) => line.startsWith('UID:'))).toEqual([
      `UID:${ids.hearing}@${new URL(t.config.PUBLIC_URL).host}`,
    ]);
    const bad = await call(null, 'GET', `/api/calendar/${token}.ics?colour=red`);
    expect(bad.status).toBe(400);
  });

  it('is refused once reset (JSON 404) and once removed', async () => {
    const first = json((await call('other', 'POST', '/api/me/calendar')).text).token;
    expect((await call(null, 'GET', `/api/calendar/${first}.ics`)).status).toBe(200);
    const second = json((await call('other', 'POST', '/api/me/calendar')).text).token;
    expect(second).not.toBe(first);
    const old = await call(null, 'GET', `/api/calendar/${first}.ics`);
    expect(old.status).toBe(404);
    expect(json(old.text)).toMatchObject({ status: 404, message: expect.stringMatching(/reset/) });
    expect((await call(null, 'GET', `/api/calendar/${second}.ics`)).status).toBe(200);
    expect((await call('other', 'DELETE', '/api/me/calendar')).status).toBe(204);
    expect((await call(null, 'GET', `/api/calendar/${second}.ics`)).status).toBe(404);
    expect((await call(null, 'GET', '/api/calendar/not-a-token.ics')).status).toBe(404);
  });

  it('is refused to a user who may not read events', async () => {
    const token = json((await call('visitor', 'POST', '/api/me/calendar')).text).token;
    expect((await call(null, 'GET', `/api/calendar/${token}.ics`)).status).toBe(403);
  });
});

describe('add to calendar', () => {
  it('answers one event as an attachment, to signed-in readers only', async () => {
    const file = await call('analyst', 'GET', `/api/calendar/event/${ids.multi}.ics`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Three-day-conference\.ics"/);
    const lines = unfold(file.text);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261230');
    expect(lines).toContain('DTEND;VALUE=DATE:20270102');
    expect((await call(null, 'GET', `/api/calendar/event/${ids.multi}.ics`)).status).toBe(401);
    expect((await call('visitor', 'GET', `/api/calendar/event/${ids.multi}.ics`)).status).toBe(403);
    expect((await call('analyst', 'GET', `/api/calendar/event/${randomUUID()}.ics`)).status).toBe(404);
  });
});
