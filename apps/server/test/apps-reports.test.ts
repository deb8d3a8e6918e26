import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '../src/alerts/mailer.ts';
import { queryRows } from '../src/db/client.ts';
import { ReportScheduler } from '../src/modules/apps/reports/schedule.ts';
import { startSmtpSink, type SmtpSink } from './alerts/smtp-sink.ts';
import { createTestApp, createUser, type TestApp } from './harness.ts';

/**
 * Reporting (issue 17 item 3): saved reports are their owner's; a preview and an export hold only what the caller may
 * read (the content list's query with their rights); XLSX, CSV and PDF files are real; a scheduled report is e-mailed
 * once, with its file, through a real SMTP server (the alerts tests' sink).
 */
let t: TestApp;
let sink: SmtpSink;
const ids: Record<string, string> = {};
const as = (username: string) => ({ 'x-user': username });

async function create(type: string, name: string, data: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/content/${type}`,
    headers: as('keeper'),
    payload: { data },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids[name] = response.json().id;
}

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: as(user), ...(payload === undefined ? {} : { payload: payload as object }) });

const byRegulator = () => ({ type: 'newsitem', columns: ['title', 'impact'], groupBy: 'regulator', query: {} });

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${pathToFileURL(path.join(root, 'standard_fonts')).href}/`,
    verbosity: VerbosityLevel.ERRORS,
  });
  const document = await task.promise;
  const parts: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    for (const item of (await (await document.getPage(page)).getTextContent()).items) {
      if ('str' in item) parts.push(item.str);
    }
  }
  await task.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'keeper', roles: ['riccadmin'] });
  await createUser(t.database, { username: 'analyst', roles: ['riccmember', 'appreportingvisitor'] });
  await createUser(t.database, { username: 'colleague', roles: ['riccmember', 'appreportingvisitor'] });
  await createUser(t.database, { username: 'visitor', roles: ['insightsvisitor', 'appreportingvisitor'] });
  await createUser(t.database, { username: 'noapp', roles: ['riccmember'] });
  const regulator = (code: string, name: string) =>
    create('regulator', code, { code, name, country: 'EU', level: 'supranational', kind: 'conduct' });
  await regulator('ECB', 'European Central Bank');
  await regulator('FCA', 'Financial Conduct Authority');
  const news = (name: string, title: string, extra: Record<string, unknown>) =>
    create('newsitem', name, {
      title,
      url: `https://example.test/${name}`,
      publishedAt: '2026-03-01T10:00:00Z',
      ...extra,
    });
  await news('n1', '=HYPERLINK("http://evil.test","Click")', { regulator: ids.ECB, impact: 'high' });
  await news('n2', 'ECB guide on climate risk', { regulator: ids.ECB, impact: 'low' });
  await news('n3', 'FCA consumer duty review', { regulator: ids.FCA, impact: 'high' });
  await news('n4', 'Unattributed notice', { impact: 'medium' });
  // A draft insight: its workflow shows it to the analysts, not to a visitor who reads only published insights.
  await create('article', 'draft', { title: 'Draft insight', summary: 'Not yet out', audience: 'internal' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('reports: access', () => {
  it('refuses who lacks the appreporting right, and an API of another person’s report', async () => {
    expect((await call('noapp', 'GET', '/api/reports')).statusCode).toBe(403);
    expect((await call('noapp', 'POST', '/api/reports/preview', byRegulator())).statusCode).toBe(403);
  });

  it('refuses a preview of a type the caller may not read', async () => {
    const response = await call('visitor', 'POST', '/api/reports/preview', byRegulator());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, message: expect.stringMatching(/news/i) });
  });

  it('shows only the items the caller may read: a draft insight to the analyst, not to a visitor', async () => {
    const spec = { type: 'article', columns: ['title'], query: {} };
    const analyst = (await call('analyst', 'POST', '/api/reports/preview', spec)).json();
    expect(analyst.rows.map((row: { cells: string[] }) => row.cells[0])).toEqual(['Draft insight']);
    const visitor = await call('visitor', 'POST', '/api/reports/preview', spec);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toMatchObject({ total: 0, rows: [] });
  });
});

describe('reports: preview', () => {
  it('groups the rows by the field, counts every group and the total, the empty group last', async () => {
    const response = await call('analyst', 'POST', '/api/reports/preview', byRegulator());
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.total).toBe(4);
    expect(preview.columns).toEqual([
      { name: 'title', label: 'Title' },
      { name: 'impact', label: 'Impact' },
    ]);
    expect(preview.groupLabel).toBe('Regulator');
    expect(preview.groups.map((g: { label: string; count: number }) => [g.label, g.count])).toEqual([
      ['European Central Bank', 2],
      ['Financial Conduct Authority', 1],
      ['(none)', 1],
    ]);
    expect(preview.rows.map((row: { group: string }) => row.group)).toEqual([
      'European Central Bank',
      'European Central Bank',
      'Financial Conduct Authority',
      '(none)',
    ]);
    expect(preview.rows[3].cells).toEqual(['Unattributed notice', 'Medium']);
  });

  it('applies the list’s own filters', async () => {
    const preview = (
      await call('analyst', 'POST', '/api/reports/preview', { ...byRegulator(), query: { impact: 'high' } })
    ).json();
    expect(preview.total).toBe(2);
    expect(preview.groups.map((g: { count: number }) => g.count)).toEqual([1, 1]);
  });
});

describe('reports: bad input', () => {
  const bad: [string, string, string, unknown][] = [
    ['an unknown type', 'POST', '/api/reports/preview', { type: 'nosuchtype' }],
    ['a filter the list refuses', 'POST', '/api/reports/preview', { type: 'newsitem', query: { regulator: 'x' } }],
    ['an unknown filter', 'POST', '/api/reports/preview', { type: 'newsitem', query: { colour: 'red' } }],
    ['an unknown column', 'POST', '/api/reports/preview', { type: 'newsitem', columns: ['nope'] }],
    ['grouping by a list of values', 'POST', '/api/reports/preview', { type: 'newsitem', groupBy: 'countries' }],
    ['an unknown property', 'POST', '/api/reports/preview', { type: 'newsitem', limit: 5 }],
    ['no name', 'POST', '/api/reports', { type: 'newsitem' }],
    ['a bad schedule', 'POST', '/api/reports', { type: 'newsitem', name: 'x', schedule: 'hourly' }],
    ['a bad recipient', 'POST', '/api/reports', { type: 'newsitem', name: 'x', recipients: ['nobody'] }],
    ['a bad format', 'POST', '/api/reports/export', { type: 'newsitem', format: 'docx' }],
    ['a bad id', 'GET', '/api/reports/not-an-id', undefined],
    ['a spec that is not JSON', 'GET', '/api/reports/export?format=csv&spec=%7Bnope', undefined],
    [
      'a spec with a bad column',
      'GET',
      `/api/reports/export?spec=${encodeURIComponent('{"type":"newsitem","columns":[1]}')}`,
      undefined,
    ],
  ];
  for (const [what, method, url, payload] of bad) {
    it(`answers 400 for ${what}, and saves nothing`, async () => {
      const response = await call('analyst', method as 'POST', url, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
      const [row] = await queryRows<{ n: number }>(t.database.db, 'SELECT count(*)::int AS n FROM saved_reports');
      expect(row?.n).toBe(0);
    });
  }
});

describe('reports: saved, exported', () => {
  let id = '';

  it('saves a report as the caller’s own, lists it, and hides it from others', async () => {
    const saved = await call('analyst', 'POST', '/api/reports', { ...byRegulator(), name: 'News by regulator' });
    expect(saved.statusCode, saved.body).toBe(201);
    id = saved.json().id;
    expect(saved.json()).toMatchObject({ name: 'News by regulator', schedule: 'none', nextRunAt: null });
    const list = (await call('analyst', 'GET', '/api/reports')).json();
    expect(list.reports.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await call('colleague', 'GET', `/api/reports/${id}`)).statusCode).toBe(404);
    expect((await call('colleague', 'GET', `/api/reports/${id}/export?format=csv`)).statusCode).toBe(404);
    expect((await call('colleague', 'GET', '/api/reports')).json().reports).toEqual([]);
  });

  it('exports XLSX with the grouped rows, the header and an About sheet', async () => {
    const response = await call('analyst', 'GET', `/api/reports/${id}/export?format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.headers['content-disposition']).toMatch(/filename="news-by-regulator-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Regulator', 'Title', 'Impact']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'European Central Bank',
      'European Central Bank',
      'Financial Conduct Authority',
      '(none)',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toContain('ECB guide on climate risk');
    const about = workbook.getWorksheet('About')!;
    expect(about.getCell('B2').value).toBe('News by regulator');
  });

  it('exports CSV with formula cells neutralised', async () => {
    const response = await call('analyst', 'GET', `/api/reports/${id}/export?format=csv`);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const rows = parse(response.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual(['Regulator', 'Title', 'Impact']);
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row[1])).toContain('\'=HYPERLINK("http://evil.test","Click")');
    expect(rows.every((row) => row.every((cell) => !/^[=+\-@]/.test(cell)))).toBe(true);
  });

  it('exports a PDF table with the title, the groups and the rows', async () => {
    const response = await call('analyst', 'GET', `/api/reports/${id}/export?format=pdf`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('News by regulator');
    expect(text).toContain('Regulator: European Central Bank (2)');
    expect(text).toContain('FCA consumer duty review');
    expect(text).toMatch(/Generated at \d{4}-\d{2}-\d{2}/);
  });

  it('exports a report that is not saved, with the filters of the body', async () => {
    const response = await call('analyst', 'POST', '/api/reports/export', {
      type: 'newsitem',
      columns: ['title'],
      query: { impact: 'low' },
      format: 'csv',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(parse(response.body.replace(/^\uFEFF/, ''))).toEqual([['Title'], ['ECB guide on climate risk']]);
    // The browser's way: the same report as JSON in the query of a GET.
    const spec = JSON.stringify({ type: 'newsitem', columns: ['title'], query: { impact: 'low' }, name: 'Low impact' });
    const viaGet = await call('analyst', 'GET', `/api/reports/export?format=csv&spec=${encodeURIComponent(spec)}`);
    expect(viaGet.statusCode, viaGet.body).toBe(200);
    expect(viaGet.headers['content-disposition']).toMatch(/filename="low-impact-/);
    expect(viaGet.body).toBe(response.body);
  });

  it('changes and deletes the report', async () => {
    const changed = await call('analyst', 'PUT', `/api/reports/${id}`, { ...byRegulator(), name: 'Renamed' });
    expect(changed.json()).toMatchObject({ id, name: 'Renamed' });
    expect((await call('colleague', 'DELETE', `/api/reports/${id}`)).statusCode).toBe(404);
    expect((await call('analyst', 'DELETE', `/api/reports/${id}`)).statusCode).toBe(204);
    expect((await call('analyst', 'GET', `/api/reports/${id}`)).statusCode).toBe(404);
  });
});

describe('reports: schedule', () => {
  const mailer = () =>
    new Mailer(t.database.db, { smtpUrl: sink.url, from: 'Reports <r@example.test>', publicUrl: 'http://rh.test' });

  it('sends a due report once, as its owner, with the file attached, and moves it to its next time', async () => {
    const saved = await call('analyst', 'POST', '/api/reports', {
      ...byRegulator(),
      name: 'Daily news',
      query: { impact: 'high' },
      schedule: 'daily',
      scheduleFormat: 'csv',
      recipients: ['boss@example.test'],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const report = saved.json();
    expect(new Date(report.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    await t.database.db.execute(sql`UPDATE saved_reports SET next_run_at = now() - interval '1 minute'`);
    // Two processes at once: the report is claimed by one of them.
    const [one, two] = [mailer(), mailer()];
    const a = new ReportScheduler(t.database.db, one, 'http://rh.test');
    const b = new ReportScheduler(t.database.db, two, 'http://rh.test');
    const sent = await Promise.all([a.sendDue(), b.sendDue()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail.subject).toBe('Daily news (daily report)');
    expect(mail.to).toMatchObject({ text: 'boss@example.test' });
    expect(mail.text).toContain('2 rows of news');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toMatch(/^daily-news-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = parse(mail.attachments[0]!.content.toString().replace(/^\uFEFF/, '')) as string[][];
    expect(csv.map((row) => row[1])).toEqual([
      'Title',
      '\'=HYPERLINK("http://evil.test","Click")',
      'FCA consumer duty review',
    ]);
    const after = (await call('analyst', 'GET', `/api/reports/${report.id}`)).json();
    expect(after.lastRunAt).not.toBeNull();
    expect(after.lastError).toBeNull();
    expect(new Date(after.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(await a.sendDue()).toBe(0);
    one.close();
    two.close();
  });

  it('keeps the reason when the e-mail fails, and still moves on', async () => {
    await t.database.db.execute(sql`UPDATE saved_reports SET next_run_at = now() - interval '1 minute'`);
    sink.refusing = true;
    const one = mailer();
    try {
      expect(await new ReportScheduler(t.database.db, one, 'http://rh.test').sendDue()).toBe(0);
    } finally {
      sink.refusing = false;
      one.close();
    }
    const [row] = (await call('analyst', 'GET', '/api/reports')).json().reports;
    expect(row.lastError).toMatch(/Mailbox unavailable|550/);
    expect(new Date(row.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(sink.messages).toHaveLength(1);
  });
});
