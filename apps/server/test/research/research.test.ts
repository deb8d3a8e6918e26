import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * Research (issue 16): the country-regulations matrix counts what the regulation list counts for the same cell's
 * filters, and parallel reading needs researchParallel:read. Seven regulations over three jurisdictions, topics in a
 * two-level tree, one regulation deleted.
 */
let t: TestApp;
const ids: Record<string, string> = {};

async function seed(type: string, name: string, data: Record<string, unknown>) {
  ids[name] = randomUUID();
  await seedItems(t.database.db, type, [{ id: ids[name], data }]);
}
const get = (url: string, user = 'researcher') => t.app.inject({ url, headers: { 'x-user': user } });
const json = async (url: string, user = 'researcher') => {
  const response = await get(url, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
interface Matrix {
  total: number;
  rows: { key: string; label: string; total: number }[];
  cols: { key: string | null; label: string; total: number }[];
  cells: { row: string; column: string | null; count: number; items: { id: string; title: string }[] }[];
}
const listTotal = async (query: string) =>
  (await json(`/api/content/regulation?limit=1&${query}`)).total.value as number;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'researcher', roles: ['superadmin'] });
  await createUser(t.database, { username: 'reader', roles: ['obligationsvisitor'] });
  await createUser(t.database, { username: 'nobody', roles: [] });
  await seed('topic', 'resilience', { name: 'Operational resilience', slug: 'op-resilience' });
  await seed('topic', 'ict', { name: 'ICT risk', slug: 'ict-risk', parent: ids.resilience });
  await seed('topic', 'cyber', { name: 'Cyber security', slug: 'cyber', parent: ids.resilience });
  await seed('topic', 'conduct', { name: 'Conduct', slug: 'conduct' });
  await seed('topic', 'governance', { name: 'Governance', slug: 'governance', parent: ids.conduct });
  const regulation = (name: string, data: Record<string, unknown>) =>
    seed('regulation', name, { kind: 'regulation', status: 'in-force', ...data, title: data.title ?? name });
  await regulation('dora', {
    title: 'Digital Operational Resilience Act',
    shortName: 'DORA',
    country: 'EU',
    topics: [ids.ict, ids.cyber],
  });
  await regulation('nis2', {
    title: 'NIS 2 Directive',
    shortName: 'NIS2',
    country: 'EU',
    kind: 'directive',
    topics: [ids.cyber],
  });
  await regulation('mifid', { title: 'MiFID II', country: 'EU', kind: 'directive', topics: [ids.governance] });
  await regulation('ss121', {
    title: 'Operational resilience SS1/21',
    country: 'GB',
    kind: 'guideline',
    topics: [ids.resilience, ids.governance],
  });
  await regulation('duty', {
    title: 'Consumer Duty',
    country: 'GB',
    kind: 'rule',
    status: 'adopted',
    topics: [ids.conduct],
  });
  await regulation('bare', { title: 'Untagged act', country: 'US', kind: 'act', status: 'proposed' });
  await regulation('gone', { title: 'Deleted rule', country: 'GB', kind: 'rule', topics: [ids.governance] });
  await t.database.db.execute(sql`UPDATE content_items SET deleted_at = now() WHERE id = ${ids.gone}`);
  const requirement = (regulation: string, reference: string, topics: (string | undefined)[]) =>
    seed('requirement', `${regulation} ${reference}`, {
      regulation: ids[regulation],
      reference,
      title: `${reference} heading`,
      text: `The text of ${regulation} ${reference}.`,
      topics,
    });
  await requirement('dora', 'Art. 19', [ids.ict, ids.cyber]);
  await requirement('dora', 'Art. 5', [ids.ict]);
  await requirement('nis2', 'Art. 21', [ids.cyber]);
  await requirement('nis2', 'Art. 20', [ids.governance]);
  await requirement('ss121', 'Impact tolerances', [ids.resilience]);
  await requirement('ss121', 'Notes', []);
});

afterAll(async () => {
  await t?.close();
});

const cellOf = (matrix: Matrix, row: string, column: string | null) =>
  matrix.cells.find((cell) => cell.row === row && cell.column === column);

describe('GET /api/research/country-regulations', () => {
  it('counts in each cell what the regulation list counts for the cell’s filters, by topic area', async () => {
    const matrix: Matrix = await json('/api/research/country-regulations');
    expect(matrix.total).toBe(6);
    expect(matrix.total).toBe(await listTotal(''));
    expect(matrix.rows.map((row) => [row.key, row.total])).toEqual([
      ['EU', 3],
      ['GB', 2],
      ['US', 1],
    ]);
    expect(matrix.cols.map((col) => col.label)).toEqual(['Conduct', 'Operational resilience', 'No topic']);
    for (const row of matrix.rows) expect(row.total).toBe(await listTotal(`country=${row.key}`));
    for (const col of matrix.cols.filter((col) => col.key)) {
      expect(col.total).toBe(await listTotal(`topics=${col.key}`));
    }
    // Every cell of a topic column, and the empty ones, against the list.
    for (const row of matrix.rows) {
      for (const col of matrix.cols.filter((col) => col.key)) {
        const count = cellOf(matrix, row.key, col.key)?.count ?? 0;
        expect(count, `${row.key} × ${col.label}`).toBe(await listTotal(`country=${row.key}&topics=${col.key}`));
      }
    }
    expect(cellOf(matrix, 'EU', ids.resilience!)!.items.map((item) => item.title)).toEqual([
      'Digital Operational Resilience Act',
      'NIS 2 Directive',
    ]);
    // The untagged act is in no column but its row.
    expect(cellOf(matrix, 'US', null)!.items.map((item) => item.id)).toEqual([ids.bare]);
    // A regulation in two areas counts once in its row.
    expect(cellOf(matrix, 'GB', ids.conduct!)!.count).toBe(2);
    expect(cellOf(matrix, 'GB', ids.resilience!)!.count).toBe(1);
  });

  it('applies the list’s filters the same way, by topic and by type', async () => {
    const filters = `status=in-force&topics=${ids.resilience},${ids.governance}`;
    const matrix: Matrix = await json(`/api/research/country-regulations?columns=topic&${filters}`);
    expect(matrix.total).toBe(await listTotal(filters));
    expect(matrix.cols.map((col) => col.label).sort()).toEqual([
      'Cyber security',
      'Governance',
      'ICT risk',
      'Operational resilience',
    ]);
    for (const cell of matrix.cells) {
      expect(cell.count).toBe(await listTotal(`country=${cell.row}&topics=${cell.column}&status=in-force`));
    }
    const byKind: Matrix = await json('/api/research/country-regulations?columns=kind&country=GB,US&q=consumer');
    expect(byKind.total).toBe(1);
    for (const cell of byKind.cells) {
      expect(cell.count).toBe(await listTotal(`country=${cell.row}&kind=${cell.column}&q=consumer`));
    }
    expect(byKind.cells).toEqual([expect.objectContaining({ row: 'GB', column: 'rule', count: 1 })]);
  });

  it('exports the matrix as XLSX (counts and lines) and CSV', async () => {
    const csv = await get('/api/research/country-regulations?format=csv&country=EU');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="country-regulations-by-topic-area-.*\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Jurisdiction');
    // DORA and NIS2 under resilience, MiFID under conduct.
    expect(lines).toHaveLength(4);
    const xlsx = await get('/api/research/country-regulations?format=xlsx&columns=kind');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Matrix')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Directive');
    const eu = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(eu[0]).toBe('European Union');
    expect(eu.at(-1)).toBe(3);
    expect(book.getWorksheet('Regulations')!.rowCount).toBe(7);
  });

  it('refuses bad input with 400 and a caller without the regulation grant with 403', async () => {
    for (const url of [
      '/api/research/country-regulations?columns=colour',
      '/api/research/country-regulations?kind=statute',
      '/api/research/country-regulations?topics=not-an-id',
      '/api/research/country-regulations?rows=country',
      '/api/research/country-regulations?format=pdf',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
    const denied = await get('/api/research/country-regulations', 'nobody');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ status: 403 });
  });
});

describe('GET /api/research/parallel', () => {
  it('is refused (403 JSON) without researchParallel:read, even to a reader of regulations', async () => {
    for (const user of ['reader', 'nobody']) {
      const response = await get(`/api/research/parallel?regulations=${ids.dora},${ids.nis2}`, user);
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.json()).toMatchObject({ status: 403, message: expect.any(String) });
    }
    expect((await get('/api/research/parallel/regulations', 'reader')).statusCode).toBe(403);
  });

  it('aligns the requirements by topic and names what only one requires', async () => {
    const view = await json(`/api/research/parallel?regulations=${ids.dora},${ids.nis2},${ids.ss121}`);
    expect(view.regulations.map((row: { shortName: string | null }) => row.shortName)).toEqual(['DORA', 'NIS2', null]);
    expect(view.regulations.map((row: { requirements: number }) => row.requirements)).toEqual([2, 2, 2]);
    const row = (label: string) => view.topics.find((topic: { label: string }) => topic.label === label);
    const refs = (label: string, regulation: string) =>
      row(label).requirements[ids[regulation]!].map((req: { reference: string }) => req.reference);
    expect(refs('Cyber security', 'dora')).toEqual(['Art. 19']);
    expect(refs('Cyber security', 'nis2')).toEqual(['Art. 21']);
    expect(row('Cyber security').onlyIn).toBeNull();
    // Natural order: Art. 5 before Art. 19.
    expect(refs('ICT risk', 'dora')).toEqual(['Art. 5', 'Art. 19']);
    expect(row('ICT risk').onlyIn).toBe(ids.dora);
    expect(row('Governance').onlyIn).toBe(ids.nis2);
    expect(row('Operational resilience').onlyIn).toBe(ids.ss121);
    expect(row('No topic').requirements[ids.ss121!]).toHaveLength(1);
    // Shared rows first, "No topic" last.
    expect(view.topics[0].label).toBe('Cyber security');
    expect(view.topics.at(-1).label).toBe('No topic');
    const choices = await json('/api/research/parallel/regulations');
    expect(choices.map((choice: { id: string }) => choice.id).sort()).toEqual([ids.dora, ids.nis2, ids.ss121].sort());
  });

  it('refuses bad input with 400 and unknown or deleted regulations with 404', async () => {
    for (const query of [
      '',
      `regulations=${ids.dora}`,
      `regulations=${ids.dora},${ids.dora}`,
      `regulations=${ids.dora},${ids.nis2},${ids.ss121},${ids.mifid}`,
      `regulations=${ids.dora},dora`,
      `regulations=${ids.dora}&other=1`,
    ]) {
      const response = await get(`/api/research/parallel?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
    const missing = await get(`/api/research/parallel?regulations=${ids.dora},${ids.gone}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain(ids.gone);
  });
});
