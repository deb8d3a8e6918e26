import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

// A fixed corpus around a fixed "now" (ASOF): the counts below are worked out by hand from it.
let t: TestApp;
const ids: Record<string, string> = {};
const id = (name: string) => ids[name]!;
const as = (user: string) => ({ 'x-user': user });
const get = (url: string, user = 'analyst') => t.app.inject({ url, headers: as(user) });

const ASOF = Date.parse('2026-03-16T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const daysBefore = (days: number) => new Date(ASOF - days * DAY).toISOString();
const FORMULA = '=HYPERLINK("http://evil.example","x")';

async function post(url: string, data: object, user = 'admin') {
  const response = await t.app.inject({ method: 'POST', url, headers: as(user), payload: { data } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ['superadmin', 'riccadmin'] });
  await createUser(t.database, { username: 'analyst', roles: ['riccmember'] });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  await createUser(t.database, { username: 'nobody', roles: ['norole'] });
  const regulator = (code: string, country: string) =>
    post('/api/content/regulator', { code, name: code, country, level: 'national', kind: 'prudential' });
  ids.ecb = await regulator('ECB', 'EU');
  ids.fca = await regulator('FCA', 'GB');
  ids.climate = await post('/api/content/topic', { name: 'Climate risk', slug: 'climate' });
  ids.aml = await post('/api/content/topic', { name: 'AML', slug: 'aml' });
  ids.formula = await post('/api/content/topic', { name: FORMULA, slug: 'formula' });

  // [name, days before ASOF, topics, countries, regulator, news types, impact]
  const news: [string, number, string[], string[], string, string[], string?][] = [
    ['a', 1, ['climate'], ['DE'], 'ecb', ['consultation'], 'high'],
    ['b', 2, ['climate'], ['DE', 'FR'], 'ecb', ['guidance']],
    ['c', 6.9, ['climate', 'aml'], ['GB'], 'fca', ['consultation'], 'high'],
    ['d', 7, ['aml'], ['GB'], 'fca', []], // exactly a week before: still the current week
    ['e', 7 + 1 / 1440, ['aml'], ['GB'], 'fca', []], // a minute more: the week before
    ['f', 10, ['aml'], ['GB'], 'fca', []],
    ['n', 14, ['formula'], [], 'ecb', []],
    ['g', 20, ['aml'], ['FR'], 'ecb', []],
    ['h', 27, ['climate'], ['DE'], 'ecb', []],
    ['i', 34, ['aml'], ['GB'], 'fca', []],
    ['j', 35, ['aml'], ['GB'], 'fca', []], // the first instant of week 4
    ['k', 36, ['aml'], ['GB'], 'fca', []], // before the weeks counted
    ['l', -1 / 24, ['climate'], [], 'ecb', []], // an hour after ASOF: not yet, for signals
    ['m', 1, ['climate'], ['DE'], 'ecb', []], // deleted below
  ];
  await t.database.db.transaction((tx) =>
    seedItems(
      tx,
      'newsitem',
      news.map(([name, days, topics, countries, regulator, newsTypes, impact]) => {
        ids[name] = randomUUID();
        return {
          id: id(name),
          data: {
            title: `News ${name}`,
            url: `https://news.example/${name}`,
            publishedAt: daysBefore(days),
            topics: topics.map(id),
            countries,
            regulator: id(regulator),
            newsTypes,
            ...(impact ? { impact } : {}),
          },
        };
      }),
    ),
  );
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/content/newsitem/${id('m')}`,
    headers: as('admin'),
  });
  expect(removed.statusCode, removed.body).toBe(200);

  const event = (title: string, kind: string, start: string, end?: string) =>
    post('/api/content/event', { title, kind, start, ...(end ? { end } : {}), regulator: id('ecb') });
  ids.deadline = await event('Reporting deadline', 'deadline', '2026-03-10');
  ids.consultation = await event('Consultation runs', 'consultation-closes', '2026-02-20', '2026-03-02');
  await event('Later hearing', 'hearing', '2026-03-20');
  await event('Earlier conference', 'conference', '2026-02-01');
});
afterAll(() => t.close());

interface Row {
  key: string;
  label: string;
  current: number;
  average: number;
  change: number;
  ratio: number | null;
  weeks: number[];
}

describe('GET /api/horizon/signals', () => {
  const asOf = new Date(ASOF).toISOString();

  it('counts this week against the mean of the weeks before, per topic, country and regulator, largest rise first', async () => {
    const response = await get(`/api/horizon/signals?weeks=4&asOf=${asOf}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      asOf,
      weeks: 4,
      current: { from: daysBefore(7), to: asOf },
      baseline: { from: daysBefore(35), to: daysBefore(7) },
      total: { current: 4, average: 1.75, change: 2.25, weeks: [2, 1, 1, 3, 4] },
    });
    const pick = (row: Row) => [row.label, row.current, row.average, row.change, row.ratio, row.weeks];
    expect(body.rows.topic.map(pick)).toEqual([
      ['Climate risk', 3, 0.25, 2.75, 12, [0, 1, 0, 0, 3]],
      ['AML', 2, 1.25, 0.75, 1.6, [2, 0, 1, 2, 2]],
      [FORMULA, 0, 0.25, -0.25, 0, [0, 0, 0, 1, 0]],
    ]);
    expect(body.rows.topic[0].key).toBe(id('climate'));
    expect(body.rows.country.map(pick)).toEqual([
      ['Germany', 2, 0.25, 1.75, 8, [0, 1, 0, 0, 2]],
      ['United Kingdom', 2, 1, 1, 2, [2, 0, 0, 2, 2]],
      ['France', 1, 0.25, 0.75, 4, [0, 0, 1, 0, 1]],
    ]);
    expect(body.rows.regulator.map((row: Row) => [row.key, row.current, row.average, row.change])).toEqual([
      [id('ecb'), 2, 0.75, 1.25],
      [id('fca'), 2, 1, 1],
    ]);
    expect(body.rows.regulator.map((row: Row) => row.label)).toEqual(['ECB', 'FCA']);
    expect(body.rows.newsType.map(pick)).toEqual([
      ['Consultation', 2, 0, 2, null, [0, 0, 0, 0, 2]],
      ['Guidance', 1, 0, 1, null, [0, 0, 0, 0, 1]],
    ]);
  });

  it('takes 8 weeks by default, answers the same for the same asOf, and keeps to the limit', async () => {
    const first = await get(`/api/horizon/signals?asOf=${asOf}&limit=1`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().weeks).toBe(8);
    expect(first.json().rows.topic).toHaveLength(1);
    // k (36 days back) is in week 5 now: AML averages (2 + 1 + 0 + 2 + 1) / 8.
    expect(first.json().rows.country).toHaveLength(1);
    const all = (await get(`/api/horizon/signals?asOf=${asOf}`)).json();
    expect(all.rows.topic.find((row: Row) => row.key === id('aml'))).toMatchObject({ current: 2, average: 0.75 });
    expect((await get(`/api/horizon/signals?asOf=${asOf}`)).json()).toEqual(all);
  });

  it('refuses those who may not read news, and bad input, with the JSON error', async () => {
    expect((await get('/api/horizon/signals', 'nobody')).statusCode).toBe(403);
    expect((await get('/api/horizon/signals', 'reader')).statusCode).toBe(403);
    for (const query of ['weeks=0', 'weeks=27', 'weeks=x', 'asOf=yesterday', 'limit=500', 'other=1']) {
      const response = await get(`/api/horizon/signals?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String), data: expect.anything() });
    }
  });
});

describe('GET /api/horizon/snapshot', () => {
  const period = 'from=2026-03-01&to=2026-03-16';

  it('sums up the period: news by topic, country, regulator and type, the high-impact items, the events', async () => {
    const response = await get(`/api/horizon/snapshot?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    const { news, events, period: days } = response.json();
    expect(days).toEqual({ from: '2026-03-01', to: '2026-03-16', days: 16 });
    // a b c d e f l n (l: later on the last day; m: deleted; g and earlier: before the period)
    expect(news.total).toBe(8);
    const counts = (groups: { label: string; count: number }[]) => groups.map((g) => [g.label, g.count]);
    expect(counts(news.groups.topic)).toEqual([
      ['AML', 4],
      ['Climate risk', 4],
      [FORMULA, 1],
    ]);
    expect(counts(news.groups.country)).toEqual([
      ['United Kingdom', 4],
      ['Germany', 2],
      ['France', 1],
    ]);
    expect(counts(news.groups.regulator)).toEqual([
      ['ECB', 4],
      ['FCA', 4],
    ]);
    expect(counts(news.groups.newsType)).toEqual([
      ['Consultation', 2],
      ['Guidance', 1],
    ]);
    expect(news.highlights.map((item: { title: string; regulator: string }) => [item.title, item.regulator])).toEqual([
      ['News a', 'ECB'],
      ['News c', 'FCA'],
    ]);
    expect(events.total).toBe(2);
    expect(counts(events.byKind)).toEqual([
      ['Consultation closes', 1],
      ['Deadline', 1],
    ]);
    expect(events.items.map((event: { id: string }) => event.id)).toEqual([id('consultation'), id('deadline')]);
    expect(events.items[0]).toMatchObject({ start: '2026-02-20', end: '2026-03-02', regulator: 'ECB' });
  });

  it('covers the last 30 days by default', async () => {
    const response = await get('/api/horizon/snapshot');
    expect(response.statusCode, response.body).toBe(200);
    const { from, to, days } = response.json().period;
    expect(days).toBe(30);
    expect(to).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.parse(to) - Date.parse(from)).toBe(29 * DAY);
  });

  it('exports CSV that parses back, formulas defused', async () => {
    const response = await get(`/api/horizon/snapshot/export?${period}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="snapshot-2026-03-01-to-2026-03-16.csv"',
    );
    const rows: string[][] = parse(response.body.replace(/^\uFEFF/, ''), { relax_column_count: true });
    const section = (name: string) => rows.filter((row) => row[0] === name).map((row) => row.slice(1));
    expect(section('Summary')).toEqual([
      ['From', '2026-03-01'],
      ['To', '2026-03-16'],
      ['Days', '16'],
      ['News items', '8'],
      ['Events', '2'],
    ]);
    expect(section('Topics')).toEqual([
      ['AML', '4'],
      ['Climate risk', '4'],
      [`'${FORMULA}`, '1'],
    ]);
    expect(section('Events').map((row) => row.slice(0, 4))).toEqual([
      ['2026-02-20', '2026-03-02', 'Consultation runs', 'Consultation closes'],
      ['2026-03-10', '', 'Reporting deadline', 'Deadline'],
    ]);
  });

  it('exports Excel with a sheet per section, counts as numbers', async () => {
    const response = await get(`/api/horizon/snapshot/export?${period}&format=xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Topics',
      'Countries',
      'Regulators',
      'News types',
      'High-impact news',
      'Events',
    ]);
    const values = (name: string) =>
      workbook
        .getWorksheet(name)!
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
    expect(values('Topics')).toEqual([
      ['Topic', 'News items'],
      ['AML', 4],
      ['Climate risk', 4],
      [`'${FORMULA}`, 1],
    ]);
    expect(values('Regulators')).toEqual([
      ['Regulator', 'News items'],
      ['ECB', 4],
      ['FCA', 4],
    ]);
  });

  it('refuses bad dates, a reversed or too long period, and those who may read neither news nor events', async () => {
    for (const query of [
      'from=2026-13-01',
      'from=yesterday',
      'to=2026-02-30',
      'from=2026-03-10&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'format=pdf',
    ]) {
      for (const path of ['/api/horizon/snapshot', '/api/horizon/snapshot/export']) {
        if (query === 'format=pdf' && path === '/api/horizon/snapshot') continue;
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({ status: 400, message: expect.any(String), data: expect.anything() });
      }
    }
    expect((await get('/api/horizon/snapshot', 'nobody')).statusCode).toBe(403);
    expect((await get('/api/horizon/snapshot', 'reader')).statusCode).toBe(403);
    expect((await get('/api/horizon/snapshot/export', 'reader')).statusCode).toBe(403);
  });
});

describe('GET /api/horizon/activity', () => {
  interface Entry {
    id: string;
    action: string;
    type: string;
    item: { id: string; title: string; deleted: boolean };
    user: { name: string } | null;
    fields: string[];
    toStage: string | null;
  }
  const activity = async (query = '', user = 'analyst') => {
    const response = await get(`/api/horizon/activity${query}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { entries: Entry[]; nextCursor: string | null };
  };

  it('lists changes newest first: who, what, which fields; a deleted item says so', async () => {
    const article = await post('/api/content/article', { title: 'An insight', summary: 'Short', audience: 'internal' });
    const current = (await get(`/api/content/event/${id('deadline')}`)).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/content/event/${id('deadline')}`,
      headers: as('analyst'),
      payload: { version: current.version, data: { title: 'Reporting deadline moved', end: '2026-03-11' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const { entries } = await activity('?limit=3');
    expect(entries.map((e) => [e.action, e.type, e.item.title, e.user?.name, e.fields])).toEqual([
      ['update', 'event', 'Reporting deadline moved', 'analyst', ['Title', 'Last day']],
      ['create', 'article', 'An insight', 'admin', expect.arrayContaining(['Title', 'Summary'])],
      ['create', 'event', 'Earlier conference', 'admin', expect.any(Array)],
    ]);
    expect(entries[1]!.item.id).toBe(article);
    expect(entries[1]!.toStage).toEqual(expect.any(String));
    const deleted = (await activity('?types=newsitem&limit=100')).entries.filter((e) => e.item.id === id('m'));
    expect(deleted.map((e) => [e.action, e.item.deleted])).toEqual([
      ['delete', true],
      ['create', true],
    ]);
  });

  it('pages with a cursor through every entry once, ties of time included', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { entries: Entry[]; nextCursor: string | null } = await activity(
        `?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      'SELECT count(*)::int AS n FROM content_journal',
    )) as [{ n: number }];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(n);
  });

  it('filters by type, by person (administrators) and to the caller’s own', async () => {
    const events = await activity('?types=event&limit=100');
    expect(events.entries.length).toBe(5);
    expect(new Set(events.entries.map((e) => e.type))).toEqual(new Set(['event']));
    const people = await get('/api/horizon/activity/people?q=ANA');
    expect(people.statusCode, people.body).toBe(200);
    const analyst = people.json().people.find((p: { name: string }) => p.name === 'analyst');
    expect(analyst).toBeDefined();
    const byAnalyst = await activity(`?user=${analyst.id}`);
    expect(byAnalyst.entries.map((e) => e.action)).toEqual(['update']);
    expect((await activity('?mine=true')).entries).toEqual(byAnalyst.entries);
  });

  it('shows only the types the caller may read, and refuses the rest', async () => {
    // Readers of insights see published ones only (test/content/visibility.test.ts).
    await t.database.db.execute(`UPDATE content_items SET stage = 'published' WHERE type = 'article'`);
    const { entries } = await activity('?limit=100', 'reader');
    expect(entries.map((e) => e.type)).toEqual(['article']);
    expect((await activity('?types=newsitem', 'reader')).entries).toEqual([]);
    expect((await get('/api/horizon/activity', 'nobody')).statusCode).toBe(403);
    expect((await get(`/api/horizon/activity?user=${randomUUID()}`, 'reader')).statusCode).toBe(403);
    expect((await get('/api/horizon/activity/people?q=a', 'reader')).statusCode).toBe(403);
    for (const query of ['types=nothing', 'cursor=bad', 'limit=0', 'user=someone']) {
      const response = await get(`/api/horizon/activity?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });
});
