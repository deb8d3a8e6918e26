import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { queryRows } from '../../src/db/client.ts';
import { buildDemo } from '../../src/demo/index.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * ESG metrics (issue 16): the demo's ESG items (frameworks, data elements, metrics, disclosures, values) plus a metric
 * with no inputs and no disclosures, and deleted items that must not show. Every answer is compared with what is
 * computed here straight from the stored items.
 */
let t: TestApp;
const ESG_TYPES = ['reportingframework', 'reportingfrequency', 'dataelement', 'metric', 'disclosure', 'metricvalue'];
const ORPHAN = randomUUID();
const DELETED_ELEMENT = randomUUID();
const DELETED_DISCLOSURE = randomUUID();

interface Stored {
  id: string;
  type: string;
  data: Record<string, unknown>;
}
let stored: Stored[] = [];
const ofType = (type: string) => stored.filter((item) => item.type === type);
const byCode = (type: string, code: string) => {
  const item = ofType(type).find((candidate) => candidate.data.code === code);
  if (!item) throw new Error(`no ${type} ${code}`);
  return item;
};
const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

const get = (url: string, user = 'esg') => t.app.inject({ url, headers: { 'x-user': user } });
async function json<T>(url: string, user = 'esg'): Promise<T> {
  const response = await get(url, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

interface Row {
  system: string | null;
  dataElement: { id: string; code: string } | null;
  metric: { id: string; code: string; topic: string | null } | null;
  disclosure: { id: string; code: string } | null;
  framework: { id: string; code: string } | null;
}
interface Lineage {
  rows: Row[];
  capped: boolean;
  totals: Record<string, number>;
  sankey: {
    nodes: { key: string }[];
    links: { source: string; target: string; value: number; filter: Record<string, string> }[];
  };
}
const pathOf = (row: Row) =>
  [row.system, row.dataElement?.id, row.metric?.id, row.disclosure?.id, row.framework?.id]
    .map((v) => v ?? '-')
    .join('|');

/** The lineage computed from the stored items: every link of the data, written out plainly. */
function expectedPaths(): string[] {
  const elements = new Map(ofType('dataelement').map((item) => [item.id, item]));
  const frameworks = new Set(ofType('reportingframework').map((item) => item.id));
  const paths: string[] = [];
  const used = new Set<string>();
  for (const metric of ofType('metric')) {
    const ends: string[] = [];
    const covered = new Set<string>();
    for (const disclosure of ofType('disclosure')) {
      if (!list(disclosure.data.metrics).includes(metric.id)) continue;
      const framework = String(disclosure.data.framework);
      covered.add(framework);
      ends.push(`${disclosure.id}|${frameworks.has(framework) ? framework : '-'}`);
    }
    for (const framework of new Set(list(metric.data.frameworks))) {
      if (frameworks.has(framework) && !covered.has(framework)) ends.push(`-|${framework}`);
    }
    if (!ends.length) ends.push('-|-');
    const inputs = [...new Set(list(metric.data.dataElements))].filter((id) => elements.has(id));
    const starts = inputs.length
      ? inputs.map((id) => `${(elements.get(id)!.data.system as string | undefined) ?? '-'}|${id}`)
      : ['-|-'];
    for (const id of inputs) used.add(id);
    for (const start of starts) for (const end of ends) paths.push(`${start}|${metric.id}|${end}`);
  }
  for (const element of ofType('dataelement')) {
    if (!used.has(element.id)) paths.push(`${(element.data.system as string | undefined) ?? '-'}|${element.id}|-|-|-`);
  }
  const metrics = new Set(ofType('metric').map((item) => item.id));
  for (const disclosure of ofType('disclosure')) {
    if (list(disclosure.data.metrics).some((id) => metrics.has(id))) continue;
    const framework = String(disclosure.data.framework);
    paths.push(`-|-|-|${disclosure.id}|${frameworks.has(framework) ? framework : '-'}`);
  }
  return paths.sort();
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'esg', roles: ['esgmetricsadmin'] });
  await createUser(t.database, { username: 'frameworks-only', roles: ['impactadmin'] });
  await createUser(t.database, { username: 'nobody', roles: [] });
  const demo = buildDemo(new Date('2026-11-25T00:00:00Z'), {}, { news: 0 });
  for (const batch of demo.batches) {
    if (ESG_TYPES.includes(batch.type)) await seedItems(t.database.db, batch.type, batch.items);
  }
  const scope1 = demo.batches.find((b) => b.type === 'metric')!.items.find((i) => i.data.code === 'E1-6 Scope 1')!;
  const esrs = demo.batches.find((b) => b.type === 'reportingframework')!.items.find((i) => i.data.code === 'ESRS')!;
  await seedItems(t.database.db, 'metric', [
    { id: ORPHAN, data: { code: 'X-1 Orphan', name: 'A metric with no inputs and no disclosures', topic: 'E2' } },
  ]);
  await seedItems(t.database.db, 'dataelement', [
    { id: DELETED_ELEMENT, data: { code: 'GONE', name: 'A deleted element', system: 'Old system' } },
  ]);
  await seedItems(t.database.db, 'disclosure', [
    {
      id: DELETED_DISCLOSURE,
      data: { code: 'GONE §1', name: 'A deleted disclosure', framework: esrs.id, metrics: [scope1.id] },
    },
  ]);
  await t.database.db.execute(
    sql`UPDATE content_items SET deleted_at = now() WHERE id IN (${DELETED_ELEMENT}::uuid, ${DELETED_DISCLOSURE}::uuid)`,
  );
  // The deleted element is still named by a live metric: the lineage must not follow the dangling reference.
  await t.database.db.execute(
    sql`UPDATE content_items SET data = jsonb_set(data, '{dataElements}', data->'dataElements' || ${JSON.stringify([DELETED_ELEMENT])}::jsonb)
      WHERE id = ${scope1.id}::uuid`,
  );
  stored = await queryRows<Stored>(
    t.database.db,
    sql`SELECT id, type, data FROM content_items WHERE deleted_at IS NULL AND type IN ${sql.raw(`('${ESG_TYPES.join("','")}')`)}`,
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/metrics/lineage', () => {
  it('has one row per path of the stored links, with the unused data elements and the metric without disclosures', async () => {
    const lineage = await json<Lineage>('/api/metrics/lineage');
    expect(lineage.rows.map(pathOf).sort()).toEqual(expectedPaths());
    expect(lineage.rows.length).toBeGreaterThan(50);

    const unused = lineage.rows.filter((row) => row.dataElement && !row.metric).map((row) => row.dataElement?.code);
    expect(unused).toEqual(expect.arrayContaining(['HR-TRAINING-HOURS', 'BIO-SITES-SENSITIVE']));
    // The disclosures no metric meets: the gaps, each a path that starts at the disclosure.
    const gaps = lineage.rows.filter((row) => !row.metric && row.disclosure).map((row) => row.disclosure?.code);
    expect(gaps).toEqual(expect.arrayContaining(['E4-5 §35', 'E2-4 §28(a)']));
    const orphan = lineage.rows.filter((row) => row.metric?.id === ORPHAN);
    expect(orphan).toEqual([
      expect.objectContaining({ system: null, dataElement: null, disclosure: null, framework: null }),
    ]);
    const text = JSON.stringify(lineage);
    expect(text).not.toContain(DELETED_ELEMENT);
    expect(text).not.toContain(DELETED_DISCLOSURE);

    expect(lineage.totals.rows).toBe(lineage.rows.length);
    expect(lineage.capped).toBe(false);
    expect(lineage.totals.unusedDataElements).toBe(unused.length);
    expect(lineage.totals.metrics).toBe(ofType('metric').length);
    expect(lineage.totals.dataElements).toBe(ofType('dataelement').length);
    expect(lineage.totals.disclosures).toBe(ofType('disclosure').length);
    // GHG Protocol is listed by metrics but has no disclosure: its rows are paths without a disclosure.
    const ghg = byCode('reportingframework', 'GHG Protocol').id;
    expect(lineage.rows.filter((row) => row.framework?.id === ghg).every((row) => row.disclosure === null)).toBe(true);
  });

  it('filters by framework, system (a name with a comma), topic and words, each the subset of the whole', async () => {
    const all = (await json<Lineage>('/api/metrics/lineage')).rows;
    const esrs = byCode('reportingframework', 'ESRS').id;
    const cases: [string, (row: Row) => boolean][] = [
      [`framework=${esrs}`, (row) => row.framework?.id === esrs],
      [
        `system=${encodeURIComponent('Emission factor library (IEA, DEFRA)')}`,
        (row) => row.system === 'Emission factor library (IEA, DEFRA)',
      ],
      ['topic=S1&topic=G1', (row) => ['S1', 'G1'].includes(row.metric?.topic ?? '')],
      ['q=pay%20gap', (row) => row.metric?.code === 'S1-16 Pay gap'],
    ];
    for (const [query, keep] of cases) {
      const rows = (await json<Lineage>(`/api/metrics/lineage?${query}`)).rows;
      expect(rows.length, query).toBeGreaterThan(0);
      expect(rows.map(pathOf), query).toEqual(all.filter(keep).map(pathOf));
    }
  });

  it('gives a sankey whose bands open exactly their rows', async () => {
    const { rows, sankey } = await json<Lineage>('/api/metrics/lineage');
    const keys = new Set(sankey.nodes.map((node) => node.key));
    for (const link of sankey.links) {
      expect(keys.has(link.source) && keys.has(link.target)).toBe(true);
    }
    const fromSystems = sankey.links.filter((link) => link.source.startsWith('system:'));
    const distinct = new Set(
      rows
        .filter((row) => row.system && row.dataElement)
        .map((row) => [row.system, row.dataElement?.id, row.metric?.id, row.framework?.id].join('|')),
    );
    expect(fromSystems.reduce((sum, link) => sum + link.value, 0)).toBe(distinct.size);
    for (const link of sankey.links.slice(0, 12)) {
      const query = new URLSearchParams(link.filter).toString();
      const band = (await json<Lineage>(`/api/metrics/lineage?${query}`)).rows;
      expect(band.length).toBeGreaterThanOrEqual(link.value > 0 ? 1 : 0);
      const wanted = rows.filter((row) =>
        Object.entries(link.filter).every(([name, value]) =>
          name === 'system' ? row.system === value : (row[name as keyof Row] as { id: string } | null)?.id === value,
        ),
      );
      expect(band.map(pathOf)).toEqual(wanted.map(pathOf));
    }
  });
});

interface Interop {
  frameworks: { id: string; code: string }[];
  rows: {
    metric: { id: string; code: string };
    cells: { framework: string; disclosures: { id: string; code: string }[]; listed: boolean }[];
  }[];
}

describe('GET /api/metrics/interoperability', () => {
  it('is the stored disclosures of each framework met by each metric', async () => {
    const matrix = await json<Interop>('/api/metrics/interoperability');
    expect(matrix.rows.map((row) => row.metric.id).sort()).toEqual(
      ofType('metric')
        .map((m) => m.id)
        .sort(),
    );
    const present = new Set<string>();
    for (const metric of ofType('metric')) list(metric.data.frameworks).forEach((id) => present.add(id));
    for (const disclosure of ofType('disclosure'))
      if (list(disclosure.data.metrics).length) present.add(String(disclosure.data.framework));
    expect(matrix.frameworks.map((f) => f.id).sort()).toEqual([...present].sort());
    for (const row of matrix.rows) {
      const metric = ofType('metric').find((m) => m.id === row.metric.id)!;
      row.cells.forEach((cell, index) => {
        expect(cell.framework).toBe(matrix.frameworks[index]!.id);
        const expected = ofType('disclosure')
          .filter((d) => d.data.framework === cell.framework && list(d.data.metrics).includes(row.metric.id))
          .map((d) => d.id)
          .sort();
        expect(
          cell.disclosures.map((d) => d.id).sort(),
          `${row.metric.code} × ${matrix.frameworks[index]!.code}`,
        ).toEqual(expected);
        expect(cell.listed).toBe(list(metric.data.frameworks).includes(cell.framework));
      });
    }
    const payGap = matrix.rows.find((row) => row.metric.code === 'S1-16 Pay gap')!;
    const codes = (framework: string) =>
      payGap.cells[matrix.frameworks.findIndex((f) => f.code === framework)]!.disclosures.map((d) => d.code);
    expect(codes('ESRS')).toEqual(['S1-16 §97(a)']);
    expect(codes('SFDR PAI')).toEqual(['PAI 12']);
    expect(codes('GRI')).toEqual(['GRI 405-2']);
  });

  it('narrows rows by topic and columns by framework', async () => {
    const gri = byCode('reportingframework', 'GRI').id;
    const matrix = await json<Interop>(`/api/metrics/interoperability?topic=G1&framework=${gri}`);
    expect(matrix.frameworks.map((f) => f.code)).toEqual(['GRI']);
    expect(matrix.rows.map((row) => row.metric.code)).toEqual(['G1-3 Training', 'G1-4 Corruption']);
  });
});

describe('GET /api/metrics/values', () => {
  it('gives a series per metric with values, oldest first, marked illustrative', async () => {
    const { series, periods } = await json<{
      series: {
        metric: { id: string; code: string };
        unit: string;
        points: { periodEnd: string; value: number; illustrative: boolean }[];
      }[];
      periods: string[];
    }>('/api/metrics/values');
    const withValues = new Set(ofType('metricvalue').map((v) => String(v.data.metric)));
    expect(series.map((s) => s.metric.id).sort()).toEqual([...withValues].sort());
    expect(series.reduce((sum, s) => sum + s.points.length, 0)).toBe(ofType('metricvalue').length);
    const scope1 = series.find((s) => s.metric.code === 'E1-6 Scope 1')!;
    expect(scope1.points.map((p) => p.periodEnd)).toEqual(['2022-12-31', '2023-12-31', '2024-12-31', '2025-12-31']);
    expect(scope1.unit).toBe('tCO2e');
    expect(series.every((s) => s.points.every((p) => p.illustrative))).toBe(true);
    expect(periods).toEqual([...new Set(ofType('metricvalue').map((v) => String(v.data.periodEnd)))].sort());
    const narrowed = await json<{ series: { points: unknown[] }[] }>(
      `/api/metrics/values?metric=${byCode('metric', 'E1-6 Scope 1').id}&from=2024-01-01`,
    );
    expect(narrowed.series).toHaveLength(1);
    expect(narrowed.series[0]!.points).toHaveLength(2);
  });
});

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}
const cellText = (value: ExcelJS.CellValue): string | number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return value as string | number;
};

describe('GET /api/metrics/export/:what', () => {
  for (const what of ['lineage', 'catalogue'] as const) {
    it(`${what}: the XLSX and the CSV hold the preview's rows`, async () => {
      const esrs = byCode('reportingframework', 'ESRS').id;
      const query = `framework=${esrs}`;
      const preview = await json<{
        columns: string[];
        rows: (string | number | null)[][];
        total: number;
        capped: boolean;
        fileName: string;
      }>(`/api/metrics/export/${what}?${query}`);
      expect(preview.rows.length).toBeGreaterThan(5);
      if (what === 'catalogue') {
        const esrsMetrics = new Set<string>();
        for (const m of ofType('metric')) if (list(m.data.frameworks).includes(esrs)) esrsMetrics.add(m.id);
        expect(preview.rows).toHaveLength(esrsMetrics.size);
      } else {
        const lineage = await json<Lineage>(`/api/metrics/lineage?${query}`);
        expect(preview.rows).toHaveLength(lineage.rows.length);
      }
      expect(preview).toMatchObject({ total: preview.rows.length, capped: false });

      const xlsx = await get(`/api/metrics/export/${what}?${query}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-disposition']).toContain(`${preview.fileName}.xlsx`);
      const workbook = await readXlsx(xlsx.rawPayload);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).font?.bold).toBe(true);
      const values = (row: ExcelJS.Row) => preview.columns.map((_, index) => cellText(row.getCell(index + 1).value));
      expect(values(sheet.getRow(1))).toEqual(preview.columns);
      const body = [];
      for (let index = 2; index <= sheet.rowCount; index++) body.push(values(sheet.getRow(index)));
      expect(body).toEqual(preview.rows);
      const about = workbook.getWorksheet('About')!;
      expect(about.getColumn(1).values).toContain('Filter: Framework');

      const csv = await get(`/api/metrics/export/${what}?${query}&format=csv`);
      expect(csv.headers['content-type']).toContain('text/csv');
      const [header, ...lines] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
      expect(header).toEqual(preview.columns);
      expect(lines).toEqual(preview.rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))));
    });
  }
});

describe('refusals and bad input', () => {
  const urls = [
    '/api/metrics/lineage',
    '/api/metrics/interoperability',
    '/api/metrics/values',
    '/api/metrics/export/lineage',
    '/api/metrics/export/catalogue?format=xlsx',
  ];

  it('refuses without the right to read metrics (403), framework readers included', async () => {
    for (const url of urls) {
      for (const user of ['nobody', 'frameworks-only']) {
        const response = await get(url, user);
        expect(response.statusCode, `${user} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ status: 403 });
      }
    }
  });

  it('answers a bad query with 400 JSON, never 500', async () => {
    for (const url of [
      '/api/metrics/lineage?framework=not-an-id',
      '/api/metrics/lineage?topic=X9',
      '/api/metrics/lineage?colour=red',
      `/api/metrics/lineage?q=${'x'.repeat(300)}`,
      '/api/metrics/interoperability?pillar=financial',
      '/api/metrics/values?from=2024-13-45',
      '/api/metrics/values?from=2025-01-01&to=2024-01-01',
      '/api/metrics/export/everything',
      '/api/metrics/export/lineage?format=pdf',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });
});
