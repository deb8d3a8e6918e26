import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The insights report (issue 16, /articles/report): its counts are the insights list's totals for the same filters
 * (published, by publication date, country, topic); what is not published never counts, whoever asks.
 */
let t: TestApp;
const topic = { ai: randomUUID(), climate: randomUUID() };
const get = (url: string, user = 'reader') => t.app.inject({ url, headers: { 'x-user': user } });

interface Seeded {
  title: string;
  stage: string;
  publishedOn?: string;
  author?: string;
  countries?: string[];
  topics?: string[];
}
const ARTICLES: Seeded[] = [
  {
    title: 'EU AI Act: prohibited practices apply',
    stage: 'published',
    publishedOn: '2025-02-03',
    author: 'Ana Ruiz',
    countries: ['EU'],
    topics: [topic.ai],
  },
  {
    title: 'GPAI code of practice',
    stage: 'published',
    publishedOn: '2025-02-20',
    author: 'Ana Ruiz',
    countries: ['EU', 'FR'],
    topics: [topic.ai],
  },
  {
    title: 'UK SDR labels',
    stage: 'published',
    publishedOn: '2025-04-11',
    author: 'Tom Hale',
    countries: ['GB'],
    topics: [topic.climate],
  },
  {
    title: 'ISSB adoption in Japan',
    stage: 'published',
    publishedOn: '2025-11-30',
    countries: ['JP'],
    topics: [topic.climate, topic.ai],
  },
  { title: 'Outside the range', stage: 'published', publishedOn: '2024-06-01', author: 'Tom Hale', countries: ['GB'] },
  {
    title: 'Archived, once published',
    stage: 'archived',
    publishedOn: '2025-03-01',
    author: 'Ana Ruiz',
    countries: ['EU'],
  },
  {
    title: 'In review',
    stage: 'review',
    publishedOn: '2025-02-10',
    author: 'Ana Ruiz',
    countries: ['EU'],
    topics: [topic.ai],
  },
  { title: 'A draft', stage: 'draft', publishedOn: '2025-05-05', author: 'Tom Hale', countries: ['GB'] },
];
let editorId = '';

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  const editor = await createUser(t.database, { username: 'editor', roles: ['riccmember', 'articleEditor'] });
  await createUser(t.database, { username: 'other-editor', roles: ['riccmember', 'articleEditor'] });
  await createUser(t.database, { username: 'nobody', roles: [] });
  editorId = editor.id;
  await seedItems(t.database.db, 'topic', [
    { id: topic.ai, data: { name: 'Artificial intelligence', slug: 'ai' } },
    { id: topic.climate, data: { name: 'Climate', slug: 'climate' } },
  ]);
  await seedItems(
    t.database.db,
    'article',
    ARTICLES.map((a, index) => ({
      id: randomUUID(),
      stage: a.stage,
      // Half of them the editor's own (the `mine` filter).
      userId: index % 2 === 0 ? editorId : null,
      data: {
        title: a.title,
        summary: `${a.title}.`,
        audience: 'internal',
        ...(a.publishedOn ? { publishedOn: a.publishedOn } : {}),
        ...(a.author ? { author: a.author } : {}),
        countries: a.countries ?? [],
        topics: a.topics ?? [],
      },
    })),
  );
});

afterAll(async () => {
  await t?.close();
});

const RANGE = 'from=2025-01-01&to=2025-12-31';
async function listTotal(query: string, user = 'reader'): Promise<number> {
  const response = await get(`/api/content/article?stage=published&${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  const total = response.json().total;
  expect(total.exact).toBe(true);
  return total.value;
}

describe('GET /api/articles/report', () => {
  it('counts per period what the published list counts for the same dates', async () => {
    const response = await get(`/api/articles/report?period=quarter&${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.total).toBe(4);
    expect(report.periods.map((p: { key: string }) => p.key)).toEqual(['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4']);
    expect(report.periods.map((p: { count: number }) => p.count)).toEqual([2, 1, 0, 1]);
    for (const period of report.periods) {
      expect(await listTotal(`publishedOn.from=${period.from}&publishedOn.to=${period.to}`)).toBe(period.count);
    }
    expect(await listTotal('publishedOn.from=2025-01-01&publishedOn.to=2025-12-31')).toBe(report.total);
  });

  it('counts per country and topic what the published list counts filtered by them', async () => {
    const report = (await get(`/api/articles/report?${RANGE}`)).json();
    expect(report.countries).toEqual([
      { code: 'EU', label: expect.any(String), count: 2 },
      { code: 'FR', label: 'France', count: 1 },
      { code: 'GB', label: 'United Kingdom', count: 1 },
      { code: 'JP', label: 'Japan', count: 1 },
    ]);
    for (const country of report.countries) {
      expect(await listTotal(`${RANGE.replace(/(from|to)=/g, 'publishedOn.$1=')}&countries=${country.code}`)).toBe(
        country.count,
      );
    }
    expect(report.topics).toEqual([
      { id: topic.ai, label: 'Artificial intelligence', count: 3 },
      { id: topic.climate, label: 'Climate', count: 2 },
    ]);
    for (const one of report.topics) {
      expect(await listTotal(`publishedOn.from=2025-01-01&publishedOn.to=2025-12-31&topics=${one.id}`)).toBe(one.count);
    }
  });

  it('counts per author the by-lines of the published list, and none of what is not published', async () => {
    const report = (await get(`/api/articles/report?period=year&${RANGE}`, 'editor')).json();
    const list = await get(
      '/api/content/article?stage=published&publishedOn.from=2025-01-01&publishedOn.to=2025-12-31&limit=100',
    );
    const byLine = new Map<string | null, number>();
    for (const item of list.json().items) {
      const author = (item.data.author as string | undefined) ?? null;
      byLine.set(author, (byLine.get(author) ?? 0) + 1);
    }
    // Most first, then by name, no by-line last: the list's by-lines, counted.
    const counted = [...byLine].map(([author, count]) => ({ author, count }));
    expect(report.authors).toHaveLength(counted.length);
    expect(report.authors).toEqual(expect.arrayContaining(counted));
    expect(report.authors).toEqual([
      { author: 'Ana Ruiz', count: 2 },
      { author: 'Tom Hale', count: 1 },
      { author: null, count: 1 },
    ]);
    // The editor sees drafts and reviews in lists; the report still counts only the published.
    expect(report.total).toBe(4);
    expect(report.periods).toEqual([{ key: '2025', from: '2025-01-01', to: '2025-12-31', count: 4 }]);
  });

  it('refuses bad input and callers who may not read insights', async () => {
    expect((await get('/api/articles/report?from=2025-05-01&to=2025-01-01')).statusCode).toBe(400);
    expect((await get('/api/articles/report?period=week')).statusCode).toBe(400);
    expect((await get('/api/articles/report?from=2000-01-01&to=2025-01-01&period=month')).statusCode).toBe(400);
    expect((await get('/api/articles/report?stage=draft')).statusCode).toBe(400);
    expect((await get('/api/articles/report', 'nobody')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/articles/report' })).statusCode).toBe(401);
  });
});

describe('GET /api/articles/report/export', () => {
  it('opens as a workbook with the same counts', async () => {
    const response = await get(`/api/articles/report/export?format=xlsx&period=quarter&${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('insights-report-2025-01-01-2025-12-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'By period',
      'By author',
      'By topic',
      'By country',
    ]);
    const periods = workbook.getWorksheet('By period')!;
    expect(periods.getRow(2).values).toEqual([undefined, '2025-Q1', '2025-01-01', '2025-03-31', 2]);
    expect(workbook.getWorksheet('Summary')!.getRow(2).values).toEqual([undefined, 'Insights published', 4]);
  });

  it('writes one CSV with a section column', async () => {
    const response = await get(`/api/articles/report/export?format=csv&${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain('By author,Ana Ruiz,2');
    expect(response.body).toContain('By country,Japan,JP,1');
  });
});

describe('the list filter mine', () => {
  it('lists the insights the caller created, in every stage they may see', async () => {
    const response = await get('/api/content/article?mine=true&limit=100', 'editor');
    expect(response.statusCode, response.body).toBe(200);
    const titles = response
      .json()
      .items.map((item: { title: string }) => item.title)
      .sort();
    expect(titles).toEqual(
      ARTICLES.filter((_, index) => index % 2 === 0)
        .map((a) => a.title)
        .sort(),
    );
    expect((await get('/api/content/article?mine=true', 'other-editor')).json().items).toEqual([]);
    expect((await get('/api/content/article?mine=maybe', 'editor')).statusCode).toBe(400);
  });
});
