import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The chain's read API (issue 14): workspace, coverage, gaps, statement of applicability and a control's chain,
 * over a small set built by hand here, so that every figure is checked against a count made by hand.
 */
let t: TestApp;
const USERS = {
  admin: ['obligationsadmin', 'controleditor'],
  visitor: ['obligationsvisitor'],
  controls: ['controlvisitor'],
};
type Person = keyof typeof USERS;

async function call(by: Person, url: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) {
  return t.app.inject({ method, url, headers: { 'x-user': by }, ...(payload ? { payload } : {}) });
}

async function create(type: string, data: Record<string, unknown>): Promise<{ id: string; version: number }> {
  const response = await call('admin', `/api/content/${type}`, 'POST', { data });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function json<T>(by: Person, url: string): Promise<T> {
  const response = await call(by, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  for (const [username, roles] of Object.entries(USERS)) await createUser(t.database, { username, roles });

  const regulation = (title: string, shortName: string) =>
    create('regulation', { title, shortName, citation: `${shortName} citation`, country: 'EU', kind: 'regulation' });
  ids.dora = (await regulation('Digital Operational Resilience Act', 'DORA')).id;
  ids.mica = (await regulation('Markets in Crypto-Assets Regulation', 'MiCA')).id;
  ids.empty = (await regulation('A regulation with no obligations', 'EMPTY')).id;
  const requirement = (regulationId: string, reference: string) =>
    create('requirement', { regulation: regulationId, reference, text: `The text of ${reference}.` });
  // Created out of order: the workspace puts them in natural order.
  ids.art19 = (await requirement(ids.dora, 'Art. 19')).id;
  ids.art52 = (await requirement(ids.dora, 'Art. 5(2)')).id;
  ids.art51 = (await requirement(ids.dora, 'Art. 5(1)')).id;
  ids.art3 = (await requirement(ids.mica, 'Art. 3')).id;

  ids.compliance = (await create('businessfunction', { name: 'Compliance' })).id;
  ids.it = (await create('businessfunction', { name: 'IT' })).id;
  ids.operating = (await create('controlstatus', { name: 'Operating' })).id;
  ids.risk = (await create('risk', { code: 'OPR-03', title: 'ICT failure', category: 'technology' })).id;
  ids.c1 = (
    await create('control', {
      code: 'CTL-ICT-01',
      title: 'ICT risk framework review',
      status: ids.operating,
      risks: [ids.risk],
      testStatus: 'effective',
      lastTestedOn: '2026-09-30',
    })
  ).id;
  ids.c2 = (await create('control', { code: 'CTL-INC-02', title: 'Incident classification' })).id;
  ids.e1 = (
    await create('evidence', {
      title: 'Framework review report',
      control: ids.c1,
      collectedOn: '2026-10-01',
      evidenceType: 'test-report',
      link: 'https://example.org/review',
    })
  ).id;
  ids.e2 = (
    await create('evidence', {
      title: 'Board minutes',
      control: ids.c1,
      collectedOn: '2026-06-01',
      file: { name: 'minutes.pdf', url: 'https://example.org/minutes.pdf' },
    })
  ).id;

  const obligation = (data: Record<string, unknown>) =>
    create('obligation', { duty: 'Do what it says.', modality: 'must', ...data });
  // DORA: met O1 and O5, unmet O2 and O3 (O3 submitted), O4 not applicable.
  ids.o1 = (
    await obligation({
      title: 'Maintain an ICT risk management framework',
      regulation: ids.dora,
      requirement: ids.art51,
      controls: [ids.c1],
      functions: [ids.compliance],
      dueOn: '2099-01-17',
      citationText: 'Financial entities shall have a sound framework',
      citationPage: 12,
      citationStart: 0,
      citationEnd: 47,
    })
  ).id;
  ids.o2 = (
    await obligation({
      title: 'Report major ICT incidents',
      regulation: ids.dora,
      requirement: ids.art19,
      functions: [ids.it],
      dueOn: '2020-01-01',
    })
  ).id;
  const o3 = await obligation({
    title: 'Management body approves the framework',
    regulation: ids.dora,
    requirement: ids.art52,
  });
  ids.o3 = o3.id;
  const submitted = await call('admin', `/api/content/obligation/${o3.id}/transitions/submit`, 'POST', {
    version: o3.version,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  ids.o4 = (
    await obligation({
      title: 'Use of ICT third-party providers abroad',
      regulation: ids.dora,
      requirement: ids.art52,
      applicability: 'not-applicable',
      justification: 'The firm uses no provider outside the Union.',
    })
  ).id;
  ids.o5 = (
    await obligation({
      title: 'Test digital operational resilience',
      regulation: ids.dora,
      controls: [ids.c1, ids.c2],
      functions: [ids.compliance, ids.it],
    })
  ).id;
  // MiCA: met P1 (by C1, which DORA's obligations also use), unmet P2.
  ids.p1 = (
    await obligation({
      title: 'Publish a crypto-asset white paper',
      regulation: ids.mica,
      requirement: ids.art3,
      controls: [ids.c1],
    })
  ).id;
  ids.p2 = (
    await obligation({
      title: 'Notify the authority',
      regulation: ids.mica,
      requirement: ids.art3,
      functions: [ids.compliance],
    })
  ).id;

  // Not started: requirements, no obligation yet. Wound down: its only obligations are retired, one unmet, one met
  // by C3, both flagged (with C3): none of it counts but under byStage.
  ids.emptyArt = (await requirement(ids.empty, 'Art. 1')).id;
  ids.wound = (await regulation('Wound-down regulation', 'WOUND')).id;
  ids.woundArt = (await requirement(ids.wound, 'Art. 2')).id;
  ids.c3 = (await create('control', { code: 'CTL-OLD-03', title: 'Old control' })).id;
  ids.r1 = (await obligation({ title: 'Retired unmet duty', regulation: ids.wound, requirement: ids.woundArt })).id;
  ids.r2 = (
    await obligation({
      title: 'Retired met duty',
      regulation: ids.wound,
      requirement: ids.woundArt,
      controls: [ids.c3],
    })
  ).id;
  // Retiring through the workflow needs a second person to approve first: the stage is set directly.
  await t.database.db.execute(
    sql`UPDATE content_items SET stage = 'retired' WHERE id IN (${ids.r1}::uuid, ${ids.r2}::uuid)`,
  );

  // Open flags on O2 and on the control C1; a cleared one on O1 does not count.
  const flag = (item: string, type: string, cleared: boolean) =>
    t.database.db.execute(
      sql`INSERT INTO review_flags (item_id, type, regulation_id, cause, cause_id, cleared_at)
        VALUES (${item}::uuid, ${type}, ${ids.dora}::uuid, 'version', ${ids.dora}::uuid,
          ${cleared ? sql`now()` : sql`NULL`})`,
    );
  await flag(ids.o2, 'obligation', false);
  await flag(ids.c1, 'control', false);
  await flag(ids.o1, 'obligation', true);
  for (const [item, type] of [
    [ids.r1, 'obligation'],
    [ids.r2, 'obligation'],
    [ids.c3, 'control'],
  ] as const) {
    await t.database.db.execute(
      sql`INSERT INTO review_flags (item_id, type, regulation_id, cause, cause_id)
        VALUES (${item}::uuid, ${type}, ${ids.wound}::uuid, 'version', ${ids.wound}::uuid)`,
    );
  }
}, 120_000);
afterAll(() => t?.close());

interface Workspace {
  regulation: { id: string; title: string; shortName: string | null; citation: string | null; version: number };
  requirements: { id: string; reference: string; text: string }[];
  obligations: {
    id: string;
    requirement: string | null;
    controls: { id: string; code: string; title: string }[];
    citationText: string | null;
    citationPage: number | null;
    citationStart: number | null;
    citationEnd: number | null;
    flagged: boolean;
    stage: string | null;
  }[];
  abilities: Record<string, boolean>;
}

describe('the workspace', () => {
  it('lists the requirements in natural order and the obligations by requirement, with controls and flags', async () => {
    const workspace = await json<Workspace>('admin', `/api/regdecomp/workspace/${ids.dora}`);
    expect(workspace.regulation).toMatchObject({ id: ids.dora, shortName: 'DORA', citation: 'DORA citation' });
    expect(workspace.requirements.map((row) => row.reference)).toEqual(['Art. 5(1)', 'Art. 5(2)', 'Art. 19']);
    expect(workspace.requirements[0]!.text).toBe('The text of Art. 5(1).');
    // No requirement first, then Art. 5(1), Art. 5(2) (two, by title), Art. 19.
    expect(workspace.obligations.map((row) => row.id)).toEqual([ids.o5, ids.o1, ids.o3, ids.o4, ids.o2]);
    const o1 = workspace.obligations.find((row) => row.id === ids.o1)!;
    expect(o1).toMatchObject({
      requirement: ids.art51,
      controls: [{ id: ids.c1, code: 'CTL-ICT-01', title: 'ICT risk framework review' }],
      citationText: 'Financial entities shall have a sound framework',
      citationPage: 12,
      citationStart: 0,
      citationEnd: 47,
      flagged: false,
    });
    expect(workspace.obligations.find((row) => row.id === ids.o5)!.controls.map((c) => c.code)).toEqual([
      'CTL-ICT-01',
      'CTL-INC-02',
    ]);
    expect(workspace.obligations.filter((row) => row.flagged).map((row) => row.id)).toEqual([ids.o2]);
    expect(workspace.obligations.find((row) => row.id === ids.o3)!.stage).toBe('submitted');
    expect(workspace.abilities).toEqual({
      createRequirement: true,
      createObligation: true,
      uploadDocument: true,
      mapControls: true,
    });
  });

  it('gives each caller the abilities of their grants: obligations work, but no change to the regulation', async () => {
    const workspace = await json<Workspace>('visitor', `/api/regdecomp/workspace/${ids.dora}`);
    expect(workspace.obligations).toHaveLength(5);
    expect(workspace.abilities).toEqual({
      createRequirement: true,
      createObligation: true,
      uploadDocument: false,
      mapControls: true,
    });
  });

  it('refuses a caller without a grant on obligations (403), an unknown regulation (404) and a bad id (400)', async () => {
    const refused = await call('controls', `/api/regdecomp/workspace/${ids.dora}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, message: expect.any(String) });
    const missing = await call('admin', '/api/regdecomp/workspace/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, message: 'No such regulation.' });
    // A requirement is no regulation.
    expect((await call('admin', `/api/regdecomp/workspace/${ids.art19}`)).statusCode).toBe(404);
    const bad = await call('admin', '/api/regdecomp/workspace/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400 });
  });
});

describe('coverage', () => {
  it('counts per regulation with requirements or obligations, as made by hand, and totals with distinct flagged controls', async () => {
    const coverage = await json<{ regulations: Record<string, unknown>[]; totals: Record<string, unknown> }>(
      'admin',
      '/api/regdecomp/coverage',
    );
    const zeros = {
      obligations: 0,
      byStage: {},
      met: 0,
      unmet: 0,
      notApplicable: 0,
      flaggedObligations: 0,
      flaggedControls: 0,
      waiting: 0,
      nextDue: null,
      applicationOn: null,
    };
    expect(coverage.regulations).toEqual([
      // Requirements, no obligation yet: listed, with zeros (the biggest gap).
      { id: ids.empty, title: 'A regulation with no obligations', shortName: 'EMPTY', requirements: 1, ...zeros },
      {
        id: ids.dora,
        title: 'Digital Operational Resilience Act',
        shortName: 'DORA',
        requirements: 3,
        obligations: 5,
        byStage: { draft: 4, submitted: 1 },
        met: 2,
        unmet: 2,
        notApplicable: 1,
        flaggedObligations: 1,
        flaggedControls: 1,
        waiting: 1,
        nextDue: '2099-01-17',
        applicationOn: null,
      },
      {
        id: ids.mica,
        title: 'Markets in Crypto-Assets Regulation',
        shortName: 'MiCA',
        requirements: 1,
        obligations: 2,
        byStage: { draft: 2 },
        met: 1,
        unmet: 1,
        notApplicable: 0,
        flaggedObligations: 0,
        flaggedControls: 1,
        waiting: 0,
        nextDue: null,
        applicationOn: null,
      },
      // Only retired obligations (flagged, one met by a flagged control): counted under byStage alone.
      {
        id: ids.wound,
        title: 'Wound-down regulation',
        shortName: 'WOUND',
        requirements: 1,
        ...zeros,
        byStage: { retired: 2 },
      },
    ]);
    expect(coverage.totals).toEqual({
      requirements: 6,
      obligations: 7,
      byStage: { draft: 6, submitted: 1, retired: 2 },
      met: 3,
      unmet: 3,
      notApplicable: 1,
      flaggedObligations: 1,
      // C1 serves both regulations: one control to review.
      flaggedControls: 1,
      waiting: 1,
    });
  });

  it('is refused without a grant on obligations', async () => {
    expect((await call('controls', '/api/regdecomp/coverage')).statusCode).toBe(403);
  });
});

interface Gaps {
  rows: {
    id: string;
    regulation: { id: string };
    requirement: { reference: string } | null;
    functions: { title: string }[];
  }[];
  byRegulation: { id: string; title: string; count: number }[];
  byFunction: { id: string | null; title: string; count: number }[];
}

describe('gaps', () => {
  it('lists the applicable obligations no control meets, by regulation then requirement, with counts', async () => {
    const gaps = await json<Gaps>('admin', '/api/regdecomp/gaps');
    expect(gaps.rows.map((row) => row.id)).toEqual([ids.o3, ids.o2, ids.p2]);
    expect(gaps.rows[1]).toMatchObject({ requirement: { reference: 'Art. 19' }, functions: [{ title: 'IT' }] });
    expect(gaps.byRegulation).toEqual([
      { id: ids.dora, title: 'Digital Operational Resilience Act', count: 2 },
      { id: ids.mica, title: 'Markets in Crypto-Assets Regulation', count: 1 },
    ]);
    expect(gaps.byFunction).toEqual([
      { id: ids.compliance, title: 'Compliance', count: 1 },
      { id: ids.it, title: 'IT', count: 1 },
      { id: null, title: 'No function', count: 1 },
    ]);
  });

  it('leaves retired obligations out, and says whether the rows are cut (they are not here)', async () => {
    const gaps = await json<Gaps & { truncated: boolean }>('admin', `/api/regdecomp/gaps?regulation=${ids.wound}`);
    expect(gaps).toEqual({ rows: [], truncated: false, byRegulation: [], byFunction: [] });
    expect((await json<Gaps & { truncated: boolean }>('admin', '/api/regdecomp/gaps')).truncated).toBe(false);
  });

  it('filters by regulation and by function (or none)', async () => {
    const ofDora = await json<Gaps>('admin', `/api/regdecomp/gaps?regulation=${ids.dora}`);
    expect(ofDora.rows.map((row) => row.id)).toEqual([ids.o3, ids.o2]);
    const ofCompliance = await json<Gaps>('admin', `/api/regdecomp/gaps?function=${ids.compliance}`);
    expect(ofCompliance.rows.map((row) => row.id)).toEqual([ids.p2]);
    const ofNone = await json<Gaps>('admin', '/api/regdecomp/gaps?function=none');
    expect(ofNone.rows.map((row) => row.id)).toEqual([ids.o3]);
    const both = await json<Gaps>('admin', `/api/regdecomp/gaps?regulation=${ids.mica}&function=${ids.it}`);
    expect(both.rows).toEqual([]);
    const bad = await call('admin', '/api/regdecomp/gaps?regulation=DORA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400 });
  });

  it('writes them as CSV and as XLSX, read back', async () => {
    const csv = await call('admin', `/api/regdecomp/gaps?format=csv&regulation=${ids.dora}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="obligation-gaps-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const table = parse(csv.rawPayload, { bom: true }) as string[][];
    expect(table[0]).toEqual(['Regulation', 'Requirement', 'Obligation', 'Stage', 'Due', 'Functions', 'ID']);
    expect(table.slice(1).map((row) => [row[1], row[2], row[3], row[4]])).toEqual([
      ['Art. 5(2)', 'Management body approves the framework', 'Submitted', ''],
      ['Art. 19', 'Report major ICT incidents', 'Draft', '2020-01-01'],
    ]);

    const xlsx = await call('admin', '/api/regdecomp/gaps?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(3).value).toBe('Notify the authority');
    expect(sheet.getRow(4).getCell(6).value).toBe('Compliance');
  });
});

interface Soa {
  regulation: { id: string; shortName: string | null };
  generatedAt: string;
  rows: {
    obligation: { id: string; reference: string | null };
    applicability: string;
    justification: string | null;
    controls: {
      code: string;
      status: string | null;
      testStatus: string | null;
      lastTestedOn: string | null;
      evidence: { id: string }[];
    }[];
  }[];
}

/** The text of a PDF, every page, its pieces joined by spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fonts,
    verbosity: VerbosityLevel.ERRORS,
  });
  const document = await task.promise;
  const parts: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await task.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('the statement of applicability', () => {
  it('has one row per obligation in the workspace’s order, with controls, status, test and evidence (newest first)', async () => {
    const soa = await json<Soa>('admin', `/api/regdecomp/soa/${ids.dora}`);
    expect(soa.regulation).toMatchObject({ id: ids.dora, shortName: 'DORA' });
    // As the workspace and the gaps: no requirement first, then the requirements' natural order.
    expect(soa.rows.map((row) => row.obligation.id)).toEqual([ids.o5, ids.o1, ids.o3, ids.o4, ids.o2]);
    expect(soa.rows.map((row) => row.obligation.reference)).toEqual([
      null,
      'Art. 5(1)',
      'Art. 5(2)',
      'Art. 5(2)',
      'Art. 19',
    ]);
    expect(soa.rows[1]!.controls).toEqual([
      {
        id: ids.c1,
        code: 'CTL-ICT-01',
        title: 'ICT risk framework review',
        status: 'Operating',
        testStatus: 'effective',
        lastTestedOn: '2026-09-30',
        evidence: [
          expect.objectContaining({ id: ids.e1, collectedOn: '2026-10-01', link: 'https://example.org/review' }),
          expect.objectContaining({
            id: ids.e2,
            file: { name: 'minutes.pdf', url: 'https://example.org/minutes.pdf' },
          }),
        ],
      },
    ]);
    expect(soa.rows[3]).toMatchObject({
      applicability: 'not-applicable',
      justification: 'The firm uses no provider outside the Union.',
      controls: [],
    });
    expect(soa.rows[2]!.applicability).toBe('applicable');
  });

  it('lists what applies now: retired obligations are left out', async () => {
    const soa = await json<Soa>('admin', `/api/regdecomp/soa/${ids.wound}`);
    expect(soa.rows).toEqual([]);
  });

  it('names the controls but keeps their status, test and evidence from a caller with no grant on controls', async () => {
    const soa = await json<Soa>('visitor', `/api/regdecomp/soa/${ids.dora}`);
    expect(soa.rows[1]!.controls).toEqual([
      expect.objectContaining({ code: 'CTL-ICT-01', status: null, testStatus: null, lastTestedOn: null, evidence: [] }),
    ]);
  });

  it('writes an XLSX with its header block, one row per obligation × control, a frozen header and a filter', async () => {
    const response = await call('admin', `/api/regdecomp/soa/${ids.dora}?format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="DORA-statement-of-applicability-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'Regulation', 'Digital Operational Resilience Act']);
    expect(sheet.getRow(5).getCell(2).value).toBe('admin');
    const header = sheet.getRow(7);
    expect(header.getCell(2).value).toBe('Obligation');
    // O5: one row per control (two); O1, O3, O4, O2: one row each.
    expect(sheet.rowCount - 7).toBe(6);
    expect(sheet.getRow(10).getCell(2).value).toBe('Maintain an ICT risk management framework');
    expect(sheet.getRow(10).getCell(8).value).toBe('Effective');
    expect(String(sheet.getRow(10).getCell(10).value)).toContain('2026-10-01 Framework review report');
    expect(sheet.getRow(12).getCell(3).value).toBe('Not applicable');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('writes a PDF whose text carries the title, the obligations and page numbers', async () => {
    const response = await call('admin', `/api/regdecomp/soa/${ids.dora}?format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="DORA-statement-of-applicability-.*\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Statement of applicability');
    expect(text).toContain('Digital Operational Resilience Act');
    expect(text).toMatch(/Maintain an ICT risk management\s?framework/);
    expect(text).toContain('CTL-ICT-01');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('answers 404 for an unknown regulation and 403 without a grant on obligations', async () => {
    expect((await call('admin', '/api/regdecomp/soa/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('controls', `/api/regdecomp/soa/${ids.dora}`)).statusCode).toBe(403);
    expect((await call('admin', `/api/regdecomp/soa/${ids.dora}?format=doc`)).statusCode).toBe(400);
  });
});

interface Chain {
  obligations: {
    id: string;
    regulation: { id: string; shortName: string | null };
    requirement: { reference: string } | null;
  }[];
  regulations: { id: string; count: number }[];
  risks: { id: string; code: string; title: string }[];
  evidence: { id: string }[];
}

describe('a control’s chain', () => {
  it('gives the obligations it meets by regulation, its risks and its evidence newest first', async () => {
    const chain = await json<Chain>('admin', `/api/controls/${ids.c1}/chain`);
    expect(chain.obligations.map((row) => row.id)).toEqual([ids.o5, ids.o1, ids.p1]);
    expect(chain.obligations[1]).toMatchObject({
      regulation: { id: ids.dora, shortName: 'DORA' },
      requirement: { reference: 'Art. 5(1)' },
    });
    expect(chain.regulations.map((row) => [row.id, row.count])).toEqual([
      [ids.dora, 2],
      [ids.mica, 1],
    ]);
    expect(chain.risks).toEqual([{ id: ids.risk, code: 'OPR-03', title: 'ICT failure' }]);
    expect(chain.evidence.map((row) => row.id)).toEqual([ids.e1, ids.e2]);
  });

  it('shows a reader of controls without a grant on obligations none of them, and refuses the others', async () => {
    const chain = await json<Chain>('controls', `/api/controls/${ids.c1}/chain`);
    expect(chain.obligations).toEqual([]);
    expect(chain.regulations).toEqual([]);
    expect(chain.evidence).toHaveLength(2);
    expect((await call('visitor', `/api/controls/${ids.c1}/chain`)).statusCode).toBe(403);
    expect((await call('admin', `/api/controls/${ids.o1}/chain`)).statusCode).toBe(404);
  });
});

describe('applicability', () => {
  it('is stored explicitly: an obligation written without one applies, and lists filter by it', async () => {
    const o2 = await json<{ data: Record<string, unknown> }>('admin', `/api/content/obligation/${ids.o2}`);
    expect(o2.data.applicability).toBe('applicable');
    const o4 = await json<{ data: Record<string, unknown> }>('admin', `/api/content/obligation/${ids.o4}`);
    expect(o4.data.applicability).toBe('not-applicable');
    const list = await json<{ items: { id: string }[] }>(
      'admin',
      `/api/content/obligation?regulation=${ids.dora}&applicability=applicable`,
    );
    expect(list.items.map((item) => item.id).sort()).toEqual([ids.o1, ids.o2, ids.o3, ids.o5].sort());
  });
});
