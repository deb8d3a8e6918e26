import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The climate download wizard's files (issue 15): each template as the JSON preview, as XLSX read back with exceljs
 * and as CSV read back with csv-parse, on a hand-made set of nine live policies in three jurisdictions (and one
 * deleted), so every row below is worked out by hand; counts against the policy list's own total.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const as = (user: string) => ({ 'x-user': user });
const PUBLIC = 'https://radar.example.org';
const BASIC = [
  'Title',
  'Jurisdiction',
  'Code',
  'Instrument',
  'Status',
  'Sectors',
  'Regulator',
  'Announced',
  'Effective',
  'Link',
  'Page',
  'Summary',
];

async function seed(type: string, items: [string, Record<string, unknown>][]): Promise<void> {
  await seedItems(
    t.database.db,
    type,
    items.map(([name, data]) => {
      ids[name] = randomUUID();
      return { id: ids[name], data };
    }),
  );
}

const get = (url: string, user = 'reader') => t.app.inject({ url, headers: as(user) });
async function preview(template: string, query = '') {
  const response = await get(`/api/policies/export/${template}${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    template: string;
    count: number;
    columns: string[];
    rows: { kind: 'group' | 'item'; cells: (string | number | null)[]; id?: string }[];
    fileName: string;
  };
}
async function listTotal(query: string, user = 'reader'): Promise<number> {
  const response = await get(`/api/content/policy?${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { total: { value: number } }).total.value;
}
async function xlsx(template: string, query = '') {
  const response = await get(`/api/policies/export/${template}?format=xlsx${query ? `&${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, workbook };
}
async function csv(template: string, query = '') {
  const response = await get(`/api/policies/export/${template}?format=csv${query ? `&${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { response, rows: parse(response.rawPayload, { bom: true }) as string[][] };
}
const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

beforeAll(async () => {
  // Page links use the configured public address, not the request's Host (inject sends localhost:80).
  t = await createTestApp({ API_MODE: 'skipauth', PUBLIC_URL: PUBLIC });
  await createUser(t.database, { username: 'reader', roles: ['policyeditor'] });
  await createUser(t.database, { username: 'visitor', roles: ['insightsvisitor'] });
  await seed('regulator', [
    ['fca', { code: 'FCA', name: 'Financial Conduct Authority', country: 'GB', level: 'national', kind: 'conduct' }],
  ]);
  const policy = (title: string, country: string, rest: Record<string, unknown> = {}) =>
    [title, { title, country, ...rest }] as [string, Record<string, unknown>];
  await seed('policy', [
    policy('UK ETS', 'GB', {
      policyType: 'carbon-pricing',
      status: 'in-force',
      sectors: ['energy', 'industry'],
      regulator: ids.fca,
      announcedOn: '2020-06-01',
      effectiveOn: '2021-01-01',
      url: 'https://www.gov.uk/government/publications/uk-emissions-trading-scheme',
      summary: 'The UK emissions trading scheme.',
    }),
    policy('SDR', 'GB', { policyType: 'disclosure', status: 'adopted', effectiveOn: '2024-07-31' }),
    policy('UK Green Taxonomy', 'GB', { policyType: 'taxonomy', status: 'consultation' }),
    policy('Transition Plan Taskforce', 'GB', { policyType: 'transition-plans', status: 'proposed' }),
    policy('Klimaschutzgesetz', 'DE', { policyType: 'strategy', status: 'in-force', effectiveOn: '2019-12-18' }),
    policy('BEHG', 'DE', { policyType: 'carbon-pricing', status: 'in-force', effectiveOn: '2021-01-01' }),
    policy('Article 29 Energy-Climate Law', 'FR', { policyType: 'disclosure', effectiveOn: '2021-05-27' }),
    policy('Loi Climat et Résilience', 'FR', { status: 'in-force' }),
    policy('+Bonus-malus', 'FR', { policyType: 'subsidy', status: 'in-force' }),
    policy('Withdrawn draft', 'GB', { policyType: 'carbon-pricing' }),
  ]);
  await t.database.db.execute(sql`UPDATE content_items SET deleted_at = now() WHERE id = ${ids['Withdrawn draft']}`);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/policies/export/basic', () => {
  it('previews one row per live policy, by jurisdiction name then title, with labels and absolute links', async () => {
    const view = await preview('basic');
    expect(view.template).toBe('basic');
    expect(view.columns).toEqual(BASIC);
    expect(view.count).toBe(9);
    expect(view.count).toBe(await listTotal(''));
    expect(view.fileName).toMatch(/^climate-policies-basic-\d{4}-\d{2}-\d{2}$/);
    expect(view.rows.map((row) => `${row.cells[1]}: ${row.cells[0]}`)).toEqual([
      'France: +Bonus-malus',
      'France: Article 29 Energy-Climate Law',
      'France: Loi Climat et Résilience',
      'Germany: BEHG',
      'Germany: Klimaschutzgesetz',
      'United Kingdom: SDR',
      'United Kingdom: Transition Plan Taskforce',
      'United Kingdom: UK ETS',
      'United Kingdom: UK Green Taxonomy',
    ]);
    const ets = view.rows.find((row) => row.id === ids['UK ETS'])!;
    expect(ets.kind).toBe('item');
    expect(ets.cells.slice(0, 10)).toEqual([
      'UK ETS',
      'United Kingdom',
      'GB',
      'Carbon pricing',
      'In force',
      'Energy; Industry',
      'Financial Conduct Authority',
      '2020-06-01',
      '2021-01-01',
      'https://www.gov.uk/government/publications/uk-emissions-trading-scheme',
    ]);
    expect(ets.cells[10]).toBe(`${PUBLIC}/impact/policies/policy/${ids['UK ETS']}`);
    expect(ets.cells[11]).toBe('The UK emissions trading scheme.');
    // Fields not filled are empty cells, not "undefined".
    expect(view.rows.find((row) => row.id === ids['Loi Climat et Résilience'])!.cells[3]).toBeNull();
  });

  it('applies the list’s filters, and counts what the list counts', async () => {
    const cases: [string, string[]][] = [
      ['country=GB,FR&policyType=carbon-pricing,disclosure', ['Article 29 Energy-Climate Law', 'SDR', 'UK ETS']],
      ['effectiveOn.from=2021-01-01&effectiveOn.to=2021-12-31', ['Article 29 Energy-Climate Law', 'BEHG', 'UK ETS']],
      ['status=in-force&country=DE', ['BEHG', 'Klimaschutzgesetz']],
      ['q=taxonomy', ['UK Green Taxonomy']],
      [`regulator=${ids.fca}`, ['UK ETS']],
    ];
    for (const [query, titles] of cases) {
      const view = await preview('basic', query);
      expect(
        view.rows.map((row) => row.cells[0]),
        query,
      ).toEqual(titles);
      expect(view.count, query).toBe(await listTotal(query));
    }
  });

  it('writes an XLSX: bold frozen header, widths, real dates, hyperlinks, and an About sheet of the filters', async () => {
    const { response, workbook } = await xlsx('basic', 'country=GB,FR&policyType=carbon-pricing,disclosure');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="climate-policies-basic-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Climate policies', 'About']);
    const sheet = workbook.getWorksheet('Climate policies')!;
    expect(values(sheet.getRow(1))).toEqual(BASIC);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(60);
    expect(sheet.rowCount).toBe(1 + 3);
    const ets = sheet.getRow(4);
    expect(ets.getCell(1).value).toBe('UK ETS');
    expect(ets.getCell(9).value).toEqual(new Date('2021-01-01T00:00:00Z'));
    expect(ets.getCell(9).numFmt).toBe('yyyy-mm-dd');
    expect(ets.getCell(10).value).toEqual({
      text: 'https://www.gov.uk/government/publications/uk-emissions-trading-scheme',
      hyperlink: 'https://www.gov.uk/government/publications/uk-emissions-trading-scheme',
    });
    expect((ets.getCell(11).value as { hyperlink: string }).hyperlink).toBe(
      `${PUBLIC}/impact/policies/policy/${ids['UK ETS']}`,
    );

    const about = workbook.getWorksheet('About')!;
    const lines = new Map<string, unknown>();
    about.eachRow((row) => lines.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(lines.get('Export')).toBe('Climate policies — Basic list');
    expect(lines.get('Policies')).toBe(3);
    expect(lines.get('Filter: Jurisdiction')).toBe('United Kingdom; France');
    expect(lines.get('Filter: Instrument')).toBe('Carbon pricing; Disclosure');
    expect(lines.get('Exported at')).toBeInstanceOf(Date);
    expect(lines.has('Source: Regulatory Horizon — demo content where marked')).toBe(true);
  });

  it('writes a CSV with a byte-order mark, the same rows, formula-like cells escaped', async () => {
    const { response, rows } = await csv('basic');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="climate-policies-basic-[\d-]+\.csv"$/);
    expect(rows[0]).toEqual(BASIC);
    expect(rows).toHaveLength(1 + 9);
    expect(rows[1]![0]).toBe("'+Bonus-malus");
    expect(rows.find((row) => row[0] === 'UK ETS')!.slice(1, 9)).toEqual([
      'United Kingdom',
      'GB',
      'Carbon pricing',
      'In force',
      'Energy; Industry',
      'Financial Conduct Authority',
      '2020-06-01',
      '2021-01-01',
    ]);
  });
});

describe('GET /api/policies/export/grouped', () => {
  it('previews a heading row per jurisdiction followed by its policies, without the Jurisdiction column', async () => {
    const view = await preview('grouped');
    expect(view.columns).toEqual(BASIC.filter((label) => label !== 'Jurisdiction'));
    expect(view.count).toBe(9);
    expect(view.rows.map((row) => (row.kind === 'group' ? `# ${row.cells[0]}` : row.cells[0]))).toEqual([
      '# France — 3 policies',
      '+Bonus-malus',
      'Article 29 Energy-Climate Law',
      'Loi Climat et Résilience',
      '# Germany — 2 policies',
      'BEHG',
      'Klimaschutzgesetz',
      '# United Kingdom — 4 policies',
      'SDR',
      'Transition Plan Taskforce',
      'UK ETS',
      'UK Green Taxonomy',
    ]);
    expect(view.rows.filter((row) => row.kind === 'item')).toHaveLength(view.count);
    expect(view.rows.every((row) => row.cells.length === view.columns.length)).toBe(true);
    const filtered = await preview('grouped', 'country=DE');
    expect(filtered.rows.map((row) => row.cells[0])).toEqual(['Germany — 2 policies', 'BEHG', 'Klimaschutzgesetz']);
  });

  it('writes an XLSX with bold headings and the policies outlined below them', async () => {
    const { workbook } = await xlsx('grouped');
    const sheet = workbook.getWorksheet('By jurisdiction')!;
    expect(values(sheet.getRow(1))).toEqual(BASIC.filter((label) => label !== 'Jurisdiction'));
    expect(sheet.rowCount).toBe(1 + 3 + 9);
    const heading = sheet.getRow(2);
    expect(heading.getCell(1).value).toBe('France — 3 policies');
    expect(heading.getCell(1).font?.bold).toBe(true);
    expect(heading.outlineLevel ?? 0).toBe(0);
    expect(sheet.getRow(3).getCell(1).value).toBe('+Bonus-malus');
    expect(sheet.getRow(3).outlineLevel).toBe(1);
    expect(sheet.getRow(6).getCell(1).value).toBe('Germany — 2 policies');
    expect(sheet.getRow(6).outlineLevel ?? 0).toBe(0);
    const items: unknown[] = [];
    sheet.eachRow((row, index) => index > 1 && row.outlineLevel === 1 && items.push(row.getCell(1).value));
    expect(items).toHaveLength(9);
  });

  it('writes a CSV without heading rows, the jurisdiction in a first column', async () => {
    const { rows } = await csv('grouped');
    expect(rows[0]).toEqual(['Jurisdiction', ...BASIC.filter((label) => label !== 'Jurisdiction')]);
    expect(rows).toHaveLength(1 + 9);
    expect(rows.slice(1).map((row) => `${row[0]}: ${row[1]}`)).toEqual([
      "France: '+Bonus-malus",
      'France: Article 29 Energy-Climate Law',
      'France: Loi Climat et Résilience',
      'Germany: BEHG',
      'Germany: Klimaschutzgesetz',
      'United Kingdom: SDR',
      'United Kingdom: Transition Plan Taskforce',
      'United Kingdom: UK ETS',
      'United Kingdom: UK Green Taxonomy',
    ]);
  });
});

describe('GET /api/policies/export/table', () => {
  const COLUMNS = [
    'Jurisdiction',
    'Carbon pricing',
    'Disclosure',
    'Taxonomy',
    'Transition plans',
    'Subsidy',
    'Strategy',
    'Not set',
    'Total',
  ];

  it('previews a jurisdiction per row, an instrument present per column, "Title (Status)" lines and a total', async () => {
    const view = await preview('table');
    expect(view.columns).toEqual(COLUMNS);
    expect(view.count).toBe(9);
    expect(view.rows.map((row) => row.cells[0])).toEqual(['France', 'Germany', 'United Kingdom']);
    const uk = view.rows[2]!.cells;
    expect(uk).toEqual([
      'United Kingdom',
      'UK ETS (In force)',
      'SDR (Adopted)',
      'UK Green Taxonomy (Consultation)',
      'Transition Plan Taskforce (Proposed)',
      null,
      null,
      null,
      4,
    ]);
    expect(view.rows[0]!.cells[2]).toBe('Article 29 Energy-Climate Law'); // no status: the title alone
    expect(view.rows.reduce((sum, row) => sum + Number(row.cells.at(-1)), 0)).toBe(view.count);
    const narrowed = await preview('table', 'policyType=carbon-pricing');
    expect(narrowed.columns).toEqual(['Jurisdiction', 'Carbon pricing', 'Total']);
    expect(narrowed.rows.map((row) => row.cells)).toEqual([
      ['Germany', 'BEHG (In force)', 1],
      ['United Kingdom', 'UK ETS (In force)', 1],
    ]);
  });

  it('writes an XLSX with wrapped multi-line cells and a CSV of the same table', async () => {
    const { workbook } = await xlsx('table', 'country=DE');
    const sheet = workbook.getWorksheet('Jurisdiction × instrument')!;
    expect(values(sheet.getRow(1))).toEqual(['Jurisdiction', 'Carbon pricing', 'Strategy', 'Total']);
    expect(sheet.rowCount).toBe(2);
    expect(values(sheet.getRow(2))).toEqual(['Germany', 'BEHG (In force)', 'Klimaschutzgesetz (In force)', 2]);
    expect(sheet.getRow(2).getCell(2).alignment?.wrapText).toBe(true);

    await seed('policy', [
      ['Second German ETS line', { title: 'EU ETS in DE', country: 'DE', policyType: 'carbon-pricing' }],
    ]);
    const { rows } = await csv('table', 'country=DE');
    expect(rows).toEqual([
      ['Jurisdiction', 'Carbon pricing', 'Strategy', 'Total'],
      ['Germany', 'BEHG (In force)\nEU ETS in DE', 'Klimaschutzgesetz (In force)', '3'],
    ]);
    await t.database.db.execute(sql`DELETE FROM content_items WHERE id = ${ids['Second German ETS line']}`);
  });
});

describe('refusals and visibility', () => {
  it('answers 400 for an unknown template, filter or value, as JSON', async () => {
    for (const url of [
      '/api/policies/export/pivot',
      '/api/policies/export/basic?colour=red',
      '/api/policies/export/basic?policyType=nonsense',
      '/api/policies/export/basic?effectiveOn.from=2021-02-30',
      '/api/policies/export/basic?format=pdf',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });

  it('refuses a caller without read on policies, and never shows a deleted policy', async () => {
    const refused = await get('/api/policies/export/basic', 'visitor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403 });
    expect((await get('/api/policies/export/basic?format=xlsx', 'visitor')).statusCode).toBe(403);
    const unsigned = await t.app.inject({ url: '/api/policies/export/basic' });
    expect(unsigned.statusCode).toBe(401);
    for (const template of ['basic', 'grouped', 'table']) {
      const { rows } = await csv(template);
      expect(JSON.stringify(rows)).not.toContain('Withdrawn draft');
    }
  });

  it('answers 422 above 10,000 policies, asking to narrow the filters', async () => {
    await t.database.db.execute(sql`WITH bulk AS (SELECT gen_random_uuid() AS id, 'Bulk ' || g AS title
        FROM generate_series(1, 10001) g),
      items AS (INSERT INTO content_items (id, type, title, countries, kinds, data)
        SELECT id, 'policy', title, '{NL}', '{other}',
          jsonb_build_object('title', title, 'country', 'NL', 'policyType', 'other') FROM bulk)
      INSERT INTO content_search (id, type, countries, kinds, search)
        SELECT id, 'policy', '{NL}', '{other}', to_tsvector('english', title) FROM bulk`);
    try {
      for (const url of ['/api/policies/export/basic?country=NL', '/api/policies/export/table?format=xlsx']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(422);
        expect(response.json()).toMatchObject({
          status: 422,
          message: expect.stringMatching(/Narrow the filters/),
          data: { limit: 10_000 },
        });
      }
      // Narrowed, the same selection exports.
      expect((await preview('basic', 'country=NL&q=Bulk 17')).count).toBe(1);
    } finally {
      await t.database.db.execute(sql`DELETE FROM content_items WHERE type = 'policy' AND 'NL' = ANY(countries)`);
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const route = doc.paths['/api/policies/export/{template}'].get;
    expect(route.responses['200'].content['application/json'].schema.properties).toHaveProperty('rows');
    expect(route.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['template', 'format', 'country', 'policyType', 'effectiveOn.from']),
    );
    expect(doc.paths['/api/policies/stats'].get.responses['200']).toBeDefined();
  });
});
