import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { deleteStalledImports } from '../src/modules/apps/import/stalled.ts';
import { createTestApp, createUser, type TestApp } from './harness.ts';

let t: TestApp;
let importerId: string;
const as = (username: string) => ({ 'x-user': username });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface ImportView {
  id: string;
  status: string;
  columns: string[];
  mapping: Record<string, string | null>;
  keyField: string | null;
  format: string;
  rowsTotal: number;
  rowsValid: number;
  rowsInvalid: number;
  created: number;
  updated: number;
  error: string | null;
  progress: { done: number; total: number } | null;
  createdBy: { id: string; name: string } | null;
}

function upload(body: Buffer | string, { type = 'newsitem', name = 'news.csv', user = 'importer' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/imports?type=${type}&name=${encodeURIComponent(name)}`,
    headers: { ...as(user), 'content-type': 'application/octet-stream' },
    payload: typeof body === 'string' ? Buffer.from(body) : body,
  });
}

async function uploaded(body: Buffer | string, name = 'news.csv'): Promise<ImportView> {
  const response = await upload(body, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().import;
}

async function setMapping(id: string, mapping: Record<string, string | null>, keyField: string | null) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/imports/${id}/mapping`,
    headers: as('importer'),
    payload: { mapping, keyField },
  });
  return response;
}

/** Starts the dry run or the import and waits for its job (the app's own job loop runs it). */
async function pass(id: string, action: 'validate' | 'run'): Promise<ImportView> {
  const response = await t.app.inject({ method: 'POST', url: `/api/imports/${id}/${action}`, headers: as('importer') });
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json().jobId).toMatch(/^[0-9a-f-]{36}$/);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const view: ImportView = (await t.app.inject({ url: `/api/imports/${id}`, headers: as('importer') })).json().import;
    if (!['validating', 'importing'].includes(view.status)) return view;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${view.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function newsByUrl(url: string) {
  return queryRows<{ id: string; title: string; data: Record<string, unknown>; created_by: string }>(
    t.database.db,
    `select id, title, data, created_by from content_items where type = 'newsitem' and data->>'url' = '${url}'`,
  );
}

const countNews = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      "select count(*)::int as n from content_items where type = 'newsitem'",
    )
  )[0]!.n;

const HEADER = 'Title;Link;Published;Regulator;Countries;Impact';
const GOOD_BAD = [
  HEADER,
  'First rule;https://example.test/1;2026-01-05;ESMA;FR|DE;high',
  '"Second; with a semicolon";https://example.test/2;2026-01-06T10:00:00Z;European Banking Authority;;low',
  'Third;https://example.test/3;46000;;GB;',
  'Bad link;not a url;2026-01-07;ESMA;;high',
  'Bad date and regulator;https://example.test/5;someday;Nobody;XX;extreme',
].join('\r\n');

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth', JOBS: 'true', IMPORT_MAX_BYTES: '20000' });
  importerId = (await createUser(t.database, { username: 'importer', roles: ['superadmin', 'tagger'] })).id;
  await createUser(t.database, { username: 'keeper', roles: ['obligationsadmin'] });
  await createUser(t.database, { username: 'tagger', roles: ['tagger'] });
  await createUser(t.database, { username: 'admin', roles: ['superadmin'] });
  for (const [code, name] of [
    ['ESMA', 'European Securities and Markets Authority'],
    ['EBA', 'European Banking Authority'],
  ]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/content/regulator',
      headers: as('keeper'),
      payload: { data: { code, name, country: 'EU', level: 'supranational', kind: 'conduct' } },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('import of a CSV with good and bad rows', () => {
  let first: ImportView;

  it('reads the header and suggests a mapping by field name and label', async () => {
    first = await uploaded(GOOD_BAD);
    expect(first).toMatchObject({ status: 'uploaded', format: 'csv', keyField: null });
    expect(first.columns).toEqual(['Title', 'Link', 'Published', 'Regulator', 'Countries', 'Impact']);
    expect(first.mapping).toEqual({
      Title: 'title',
      Link: 'url',
      Published: 'publishedAt',
      Regulator: 'regulator',
      Countries: 'countries',
      Impact: 'impact',
    });
    expect(first.createdBy).toEqual({ id: importerId, name: 'importer' });
    const detail = (await t.app.inject({ url: `/api/imports/${first.id}`, headers: as('importer') })).json();
    expect(detail.fields).toContainEqual({
      name: 'regulator',
      label: 'Regulator',
      kind: 'reference',
      required: false,
      reference: 'regulator',
    });
    expect(detail.fields.map((field: { name: string }) => field.name)).not.toContain('autoTags');
  });

  it('previews the rows validated by the type’s schema, with errors per cell', async () => {
    expect((await setMapping(first.id, first.mapping, 'url')).statusCode).toBe(200);
    const response = await t.app.inject({ url: `/api/imports/${first.id}/preview?limit=10`, headers: as('importer') });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().rows as {
      row: number;
      cells: Record<string, string>;
      errors: { column: string | null; message: string }[];
    }[];
    expect(rows.map((row) => row.row)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[1]!.cells.Title).toBe('Second; with a semicolon');
    expect(rows.slice(0, 3).every((row) => row.errors.length === 0)).toBe(true);
    expect(rows[3]!.errors).toEqual([{ column: 'Link', field: 'url', message: expect.stringMatching(/valid URL/) }]);
    expect(rows[4]!.errors.map((error) => error.column).sort()).toEqual([
      'Countries',
      'Impact',
      'Published',
      'Regulator',
    ]);
  });

  it('dry-runs every row in the background: counts and errors, nothing written', async () => {
    const view = await pass(first.id, 'validate');
    expect(view).toMatchObject({ status: 'validated', rowsTotal: 5, rowsValid: 3, rowsInvalid: 2, created: 0 });
    expect(view.progress).toEqual({ done: 5, total: 5 });
    expect(await countNews()).toBe(0);
    const errors = (
      await t.app.inject({ url: `/api/imports/${first.id}/errors?limit=2&offset=1`, headers: as('importer') })
    ).json();
    expect(errors.total).toBe(5);
    expect(errors.errors).toHaveLength(2);
    expect(errors.errors[0]).toMatchObject({ row: 5 });
  });

  it('imports the good rows as the importing user and records the bad ones; none is half-written', async () => {
    const view = await pass(first.id, 'run');
    expect(view).toMatchObject({
      status: 'done',
      rowsTotal: 5,
      rowsValid: 3,
      rowsInvalid: 2,
      created: 3,
      updated: 0,
      error: null,
    });
    expect(await countNews()).toBe(3);
    const [one] = await newsByUrl('https://example.test/1');
    expect(one!.data).toMatchObject({
      title: 'First rule',
      countries: ['FR', 'DE'],
      impact: 'high',
      publishedAt: '2026-01-05T00:00:00.000Z',
    });
    expect(one!.created_by).toBe(importerId);
    const [third] = await newsByUrl('https://example.test/3');
    // An Excel serial day number in a date cell: 46000 is 2025-12-09.
    expect(third!.data.publishedAt).toBe('2025-12-09T00:00:00.000Z');
    const [esma] = await queryRows<{ id: string }>(t.database.db, "select id from content_items where key = 'ESMA'");
    const [eba] = await queryRows<{ id: string }>(t.database.db, "select id from content_items where key = 'EBA'");
    expect(one!.data.regulator).toBe(esma!.id);
    expect((await newsByUrl('https://example.test/2'))[0]!.data.regulator).toBe(eba!.id);
    expect(await newsByUrl('not a url')).toHaveLength(0);
    expect(await newsByUrl('https://example.test/5')).toHaveLength(0);
    const journal = await queryRows<{ user_id: string; action: string }>(
      t.database.db,
      `select user_id, action from content_journal where item_id = '${one!.id}'`,
    );
    expect(journal).toEqual([{ user_id: importerId, action: 'create' }]);
    const links = await queryRows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from content_links where from_id = '${one!.id}' and to_id = '${esma!.id}' and relation = 'regulator'`,
    );
    expect(links[0]!.n).toBe(1);
  });

  it('re-imports the same file with a changed cell: updates, never duplicates; the mapping is remembered', async () => {
    const again = await uploaded(GOOD_BAD.replace('First rule', 'First rule, amended'));
    expect(again.mapping.Link).toBe('url');
    expect(again.keyField).toBe('url');
    const view = await pass(again.id, 'run');
    expect(view).toMatchObject({ status: 'done', created: 0, updated: 1, rowsValid: 3, rowsInvalid: 2 });
    expect(await countNews()).toBe(3);
    const [one] = await newsByUrl('https://example.test/1');
    expect(one!.title).toBe('First rule, amended');
    const journal = await queryRows<{ user_id: string; action: string }>(
      t.database.db,
      `select user_id, action from content_journal where item_id = '${one!.id}' order by version`,
    );
    expect(journal.map((row) => row.action)).toEqual(['create', 'update']);
  });
});

describe('cells are text', () => {
  it('keeps a CSV injection attempt as text and neutralises it in the errors download', async () => {
    const csv = [
      'title,url,publishedAt,impact',
      '"=HYPERLINK(""http://x"",""y"")",https://example.test/inject,2026-02-01,',
      '"+cmd|\' /C calc\'!A0",https://example.test/inject2,2026-02-01,=1+1',
    ].join('\n');
    const item = await uploaded(csv, 'inject.csv');
    expect(item.mapping).toMatchObject({ title: 'title', url: 'url', impact: 'impact' });
    await setMapping(item.id, item.mapping, null);
    const view = await pass(item.id, 'run');
    expect(view).toMatchObject({ created: 1, rowsInvalid: 1 });
    expect((await newsByUrl('https://example.test/inject'))[0]!.title).toBe('=HYPERLINK("http://x","y")');
    const download = await t.app.inject({ url: `/api/imports/${item.id}/errors?format=csv`, headers: as('importer') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toBe('attachment; filename="inject-errors.csv"');
    const lines = download.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('row,column,field,value,message');
    expect(lines[1]).toMatch(/^2,Impact|^2,impact/);
    expect(lines[1]).toContain(",'=1+1,");
  });

  it('imports an XLSX: a formula cell as its formula text, a date cell as a date, a bad row skipped', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('News');
    sheet.addRow(['Title', 'Link', 'Published', 'Countries']);
    sheet.addRow([
      { formula: 'SUM(A1:A2)', result: 3 },
      'https://example.test/x1',
      new Date('2026-03-01T00:00:00Z'),
      'IT; ES',
    ]);
    sheet.addRow(['Plain', 'https://example.test/x2', '2026-03-02', 'Atlantis']);
    sheet.addRow(['Third', 'https://example.test/x3', 46100.5, '']);
    const item = await uploaded(Buffer.from(await workbook.xlsx.writeBuffer()), 'news.xlsx');
    expect(item.format).toBe('xlsx');
    expect(item.columns).toEqual(['Title', 'Link', 'Published', 'Countries']);
    const preview = (await t.app.inject({ url: `/api/imports/${item.id}/preview`, headers: as('importer') })).json();
    expect(preview.rows[0].cells.Title).toBe('=SUM(A1:A2)');
    expect(preview.rows[1].errors).toEqual([
      { column: 'Countries', field: 'countries', message: 'Please choose a country' },
    ]);
    const view = await pass(item.id, 'run');
    expect(view).toMatchObject({ status: 'done', created: 2, rowsInvalid: 1 });
    const [formula] = await newsByUrl('https://example.test/x1');
    expect(formula!.data).toMatchObject({
      title: '=SUM(A1:A2)',
      publishedAt: '2026-03-01T00:00:00.000Z',
      countries: ['IT', 'ES'],
    });
    expect((await newsByUrl('https://example.test/x3'))[0]!.data.publishedAt).toBe('2026-03-19T12:00:00.000Z');
    expect(await newsByUrl('https://example.test/x2')).toHaveLength(0);
  });
});

describe('the API document', () => {
  it('describes the import calls', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/imports', '/api/imports/{id}/mapping', '/api/imports/{id}/run']),
    );
  });
});

describe('refusals', () => {
  it('refuses a caller without the import right (403), and a type the caller may not create (403)', async () => {
    expect((await upload(GOOD_BAD, { user: 'tagger' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/imports', headers: as('tagger') })).statusCode).toBe(403);
    const noType = await upload(GOOD_BAD, { user: 'admin' });
    expect(noType.statusCode).toBe(403);
    expect(noType.json()).toMatchObject({ status: 403, message: expect.stringMatching(/may not create news/i) });
  });

  it('refuses an unknown type (400), another user’s or a missing import (404)', async () => {
    const response = await upload(GOOD_BAD, { type: 'nosuchtype' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
    expect((await t.app.inject({ url: `/api/imports/${UNKNOWN_ID}`, headers: as('importer') })).statusCode).toBe(404);
    const mine = (await t.app.inject({ url: '/api/imports', headers: as('importer') })).json().imports;
    expect(mine.length).toBeGreaterThanOrEqual(4);
    // An admin with the right to update imports sees them all; the list is newest first.
    const all = (await t.app.inject({ url: '/api/imports', headers: as('admin') })).json().imports;
    expect(all.map((entry: ImportView) => entry.id)).toEqual(mine.map((entry: ImportView) => entry.id));
  });

  it('refuses a mapping to a field that does not exist or a key field that is not mapped (400)', async () => {
    const item = await uploaded(GOOD_BAD);
    const unknown = await setMapping(item.id, { ...item.mapping, Impact: 'nosuchfield' }, null);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.issues[0]).toMatchObject({ path: '/mapping/Impact' });
    const unmappedKey = await setMapping(item.id, { ...item.mapping, Link: null }, 'url');
    expect(unmappedKey.statusCode).toBe(400);
    expect(unmappedKey.json().data.issues[0]).toMatchObject({ path: '/keyField' });
    const listKey = await setMapping(item.id, item.mapping, 'countries');
    expect(listKey.statusCode).toBe(400);
    const view = (await t.app.inject({ url: `/api/imports/${item.id}`, headers: as('importer') })).json().import;
    expect(view.mapping.Impact).toBe('impact');
  });

  it('refuses a file above IMPORT_MAX_BYTES (413) and one that is neither CSV nor XLSX (415), storing nothing', async () => {
    const before = await queryRows<{ n: number }>(t.database.db, 'select count(*)::int as n from import_chunks');
    const large = await upload(`${HEADER}\n${'x;'.repeat(15_000)}`);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ status: 413 });
    const binary = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00]));
    expect(binary.statusCode).toBe(415);
    const notXlsx = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]), {
      name: 'x.xlsx',
    });
    expect(notXlsx.statusCode).toBe(415);
    expect((await upload('')).statusCode).toBe(400);
    const after = await queryRows<{ n: number }>(t.database.db, 'select count(*)::int as n from import_chunks');
    expect(after[0]!.n).toBe(before[0]!.n);
    const receiving = await queryRows<{ n: number }>(
      t.database.db,
      "select count(*)::int as n from imports where status = 'receiving'",
    );
    expect(receiving[0]!.n).toBe(0);
  });

  it('refuses a second run while one is going (409)', async () => {
    const item = await uploaded(GOOD_BAD);
    await t.database.db.execute(sql.raw(`update imports set status = 'importing' where id = '${item.id}'`));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${item.id}/run`,
      headers: as('importer'),
    });
    expect(response.statusCode).toBe(409);
  });

  it('deletes an upload a stopped server left unfinished, with its chunks, and keeps one still arriving', async () => {
    const [stalled, arriving] = await queryRows<{ id: string }>(
      t.database.db,
      `insert into imports (type, file_name, format, size, sha256, status, created_at) values
        ('newsitem', 'cut-off.csv', 'csv', 0, '', 'receiving', now() - interval '2 hours'),
        ('newsitem', 'arriving.csv', 'csv', 0, '', 'receiving', now())
        returning id::text as id`,
    );
    await t.database.db.execute(
      sql`insert into import_chunks (import_id, seq, bytes) values (${stalled!.id}::uuid, 0, '\\x6162'::bytea)`,
    );
    expect(await deleteStalledImports(t.database.db)).toEqual([stalled!.id]);
    const left = await queryRows<{ id: string }>(
      t.database.db,
      `select id::text as id from imports where status = 'receiving'
        union all select import_id::text from import_chunks where import_id = '${stalled!.id}'`,
    );
    expect(left.map((row) => row.id)).toEqual([arriving!.id]);
    await t.database.db.execute(sql`delete from imports where id = ${arriving!.id}::uuid`);
  });
});
