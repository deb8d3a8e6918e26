import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES } from '../content/samples.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The matrices of issue 14 on a small hand-made set: controls × risks (GET /api/controls/matrix and /pairs) and MAR
 * risks × asset classes or product types (GET /api/mar/matrix and /cell).
 */
let t: TestApp;
const admin = { 'x-user': 'admin' };
const ids: Record<string, string> = {};

async function create(type: string, data: object, headers = admin): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/content/${type}`, headers, payload: { data } });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

async function get(url: string, headers = admin) {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A matrix's cells as "row label | column label = count" (or the MAR figures), sorted. */
function cellsOf(matrix: {
  rows: { key: string; label: string }[];
  columns: { key: string; label: string }[];
  cells: { row: string; column: string; [figure: string]: unknown }[];
}): string[] {
  const label = (axes: { key: string; label: string }[], key: string) => axes.find((axis) => axis.key === key)!.label;
  return matrix.cells
    .map(({ row, column, ...figures }) => {
      const values = Object.values(figures).join(' ');
      return `${label(matrix.rows, row)} | ${label(matrix.columns, column)} = ${values}`;
    })
    .sort();
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ALL_ROLES });
  await createUser(t.database, { username: 'controlsonly', roles: ['controlvisitor'] });
  await createUser(t.database, { username: 'marreader', roles: ['marvisitor'] });
  await createUser(t.database, { username: 'nobody', roles: ['riccmember'] });

  ids.kyc = await create('controltheme', { name: 'KYC' });
  ids.sur = await create('controltheme', { name: 'Surveillance' });
  ids.comp1 = await create('riskcomponent', { code: 'RC-1', title: 'Weak onboarding' });
  ids.comp2 = await create('riskcomponent', { code: 'RC-2', title: 'Missed alert' });
  ids.r1 = await create('risk', {
    code: 'R-1',
    title: 'Money laundering',
    category: 'financial-crime',
    components: [ids.comp1],
  });
  ids.r2 = await create('risk', {
    code: 'R-2',
    title: 'Sanctions breach',
    category: 'financial-crime',
    components: [ids.comp1, ids.comp2],
  });
  ids.r3 = await create('risk', { code: 'R-3', title: 'Outage', category: 'operational' });
  ids.r4 = await create('risk', { code: 'R-4', title: 'Unused', category: 'legal' });
  ids.c1 = await create('control', {
    code: 'C-1',
    title: 'Customer due diligence',
    theme: ids.kyc,
    risks: [ids.r1, ids.r2],
  });
  ids.c2 = await create('control', { code: 'C-2', title: 'Screening', theme: ids.kyc, risks: [ids.r2] });
  ids.c3 = await create('control', { code: 'C-3', title: 'Failover test', risks: [ids.r3, ids.r1] });
  ids.c4 = await create('control', { code: 'C-4', title: 'No risks', theme: ids.sur });

  ids.eq = await create('assetclass', { code: 'EQ', name: 'Equities' });
  ids.fx = await create('assetclass', { code: 'FX', name: 'Foreign exchange' });
  ids.bd = await create('assetclass', { code: 'BD', name: 'Bonds' });
  ids.shares = await create('producttype', { name: 'Shares', assetClass: ids.eq });
  ids.m1 = await create('marrisk', {
    code: 'MAR-1',
    title: 'Insider dealing',
    behaviour: 'insider-dealing',
    assetClasses: [ids.eq, ids.fx],
    productTypes: [ids.shares],
  });
  ids.m2 = await create('marrisk', { code: 'MAR-2', title: 'Spoofing', behaviour: 'spoofing', assetClasses: [ids.eq] });
  const coverage = (title: string, marRisk: string, level: string, extra: object = {}) =>
    create('coverage', { title, marRisk, level, ...extra });
  await coverage('Partial on equities', ids.m1, 'partial', { assetClass: ids.eq });
  await coverage('Full on equities', ids.m1, 'full', { assetClass: ids.eq, scenario: 'Pre-announcement trading' });
  await coverage('None on FX', ids.m1, 'none', { assetClass: ids.fx });
  await coverage('Shares alert', ids.m1, 'partial', { productTypes: [ids.shares] });
  await coverage('Bonds only', ids.m2, 'full', { assetClass: ids.bd });
  const kase = (reference: string, marRisk: string, status: string) =>
    create('case', { reference, title: `Case ${reference}`, caseType: 'alert', marRisk, status });
  ids.k1 = await kase('K-1', ids.m1, 'open');
  ids.k2 = await kase('K-2', ids.m1, 'investigating');
  ids.k3 = await kase('K-3', ids.m1, 'closed');
  ids.k4 = await kase('K-4', ids.m2, 'open');
});
afterAll(() => t.close());

describe('the controls matrix', () => {
  it('counts control–risk links by theme × category, with a (no theme) row last, empty rows and columns left out', async () => {
    const matrix = await get('/api/controls/matrix?rows=theme&columns=category');
    expect(matrix.rows).toEqual([
      { key: ids.kyc, label: 'KYC' },
      { key: 'none', label: '(no theme)' },
    ]);
    expect(matrix.columns).toEqual([
      { key: 'operational', label: 'Operational' },
      { key: 'financial-crime', label: 'Financial crime' },
    ]);
    expect(cellsOf(matrix)).toEqual([
      '(no theme) | Financial crime = 1',
      '(no theme) | Operational = 1',
      'KYC | Financial crime = 3',
    ]);
  });

  it('counts by control × risk and by control × component', async () => {
    expect(cellsOf(await get('/api/controls/matrix?rows=control&columns=risk'))).toEqual([
      'C-1 Customer due diligence | R-1 Money laundering = 1',
      'C-1 Customer due diligence | R-2 Sanctions breach = 1',
      'C-2 Screening | R-2 Sanctions breach = 1',
      'C-3 Failover test | R-1 Money laundering = 1',
      'C-3 Failover test | R-3 Outage = 1',
    ]);
    const byComponent = await get('/api/controls/matrix?rows=theme&columns=component');
    expect(byComponent.columns.map((column: { label: string }) => column.label)).toEqual([
      'RC-1 Weak onboarding',
      'RC-2 Missed alert',
    ]);
    expect(cellsOf(byComponent)).toEqual([
      '(no theme) | RC-1 Weak onboarding = 1',
      'KYC | RC-1 Weak onboarding = 3',
      'KYC | RC-2 Missed alert = 2',
    ]);
  });

  it('lists the pairs behind one cell', async () => {
    const { pairs } = await get(
      `/api/controls/matrix/pairs?rows=theme&columns=category&row=${ids.kyc}&column=financial-crime`,
    );
    expect(
      pairs.map(
        (pair: { control: { code: string }; risk: { code: string } }) => `${pair.control.code}/${pair.risk.code}`,
      ),
    ).toEqual(['C-1/R-1', 'C-1/R-2', 'C-2/R-2']);
    expect(pairs[0]).toMatchObject({ control: { id: ids.c1, title: 'Customer due diligence' }, component: null });
    const none = await get('/api/controls/matrix/pairs?rows=theme&columns=component&row=none&column=' + ids.comp1);
    expect(none.pairs).toEqual([
      {
        control: { id: ids.c3, code: 'C-3', title: 'Failover test' },
        risk: { id: ids.r1, code: 'R-1', title: 'Money laundering' },
        component: { id: ids.comp1, code: 'RC-1', title: 'Weak onboarding' },
      },
    ]);
  });

  it('needs read on controls and on risks; refuses unknown axes with a 400', async () => {
    expect((await t.app.inject({ url: '/api/controls/matrix', headers: { 'x-user': 'nobody' } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/controls/matrix', headers: { 'x-user': 'controlsonly' } })).statusCode,
    ).toBe(200);
    const bad = await t.app.inject({ url: '/api/controls/matrix?rows=owner', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400 });
  });
});

describe('the MAR matrix', () => {
  it('gives per risk × asset class the best coverage, its items and the risk’s open cases', async () => {
    const matrix = await get('/api/mar/matrix?columns=assetclass');
    expect(matrix.rows.map((row: { label: string }) => row.label)).toEqual(['MAR-1 Insider dealing', 'MAR-2 Spoofing']);
    expect(matrix.columns.map((column: { label: string }) => column.label)).toEqual([
      'EQ Equities',
      'FX Foreign exchange',
    ]);
    // coverage, coverage items, open cases
    expect(cellsOf(matrix)).toEqual([
      'MAR-1 Insider dealing | EQ Equities = full 2 2',
      'MAR-1 Insider dealing | FX Foreign exchange = none 1 2',
      'MAR-2 Spoofing | EQ Equities =  0 1',
    ]);
    expect(matrix.cells.find((cell: { row: string }) => cell.row === ids.m2).coverage).toBeNull();
  });

  it('by product type, counts coverage items whose product types contain it', async () => {
    expect(cellsOf(await get('/api/mar/matrix?columns=producttype'))).toEqual([
      'MAR-1 Insider dealing | Shares = partial 1 2',
    ]);
  });

  it('lists the coverage items and open cases behind one cell', async () => {
    const cell = await get(`/api/mar/matrix/cell?columns=assetclass&row=${ids.m1}&column=${ids.eq}`);
    expect(cell.coverage.map((item: { title: string; level: string }) => `${item.title}:${item.level}`)).toEqual([
      'Full on equities:full',
      'Partial on equities:partial',
    ]);
    expect(cell.coverage[0].scenario).toBe('Pre-announcement trading');
    expect(cell.cases.map((item: { reference: string }) => item.reference).sort()).toEqual(['K-1', 'K-2']);
    expect(cell.cases[0]).toMatchObject({ status: expect.any(String), stage: expect.any(String) });
  });

  it('counts for a reader only the cases they may see: unpublished ones are not', async () => {
    const matrix = await get('/api/mar/matrix?columns=assetclass', { 'x-user': 'marreader' });
    expect(cellsOf(matrix)).toEqual([
      'MAR-1 Insider dealing | EQ Equities = full 2 0',
      'MAR-1 Insider dealing | FX Foreign exchange = none 1 0',
      'MAR-2 Spoofing | EQ Equities =  0 0',
    ]);
    const cell = await get(`/api/mar/matrix/cell?columns=assetclass&row=${ids.m1}&column=${ids.eq}`, {
      'x-user': 'marreader',
    });
    expect(cell.cases).toEqual([]);
    expect(cell.coverage).toHaveLength(2);
  });

  it('needs read on MAR risks', async () => {
    const refused = await t.app.inject({ url: '/api/mar/matrix', headers: { 'x-user': 'controlsonly' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403 });
  });
});
