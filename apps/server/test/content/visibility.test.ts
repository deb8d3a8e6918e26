import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertRunner } from '../../src/alerts/runner.ts';
import { seedItems } from '../../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * Readers outside a workflow (a visitor role, an external organisation's key) see only its published items, through
 * every read path; the workflow's own people see every stage. The insights are made and moved through the real API.
 */
let t: TestApp;
const WORD = 'Zephyrine';
const STAGES = ['draft', 'review', 'approval', 'published', 'archived'] as const;
type Stage = (typeof STAGES)[number];
/** The moves (and who makes them) that take a new insight to each stage. */
const PATH: Record<Stage, [string, string][]> = {
  draft: [],
  review: [['editor', 'submit']],
  approval: [
    ['editor', 'submit'],
    ['approver', 'pass'],
  ],
  published: [
    ['editor', 'submit'],
    ['approver', 'pass'],
    ['approver', 'publish'],
  ],
  archived: [
    ['editor', 'submit'],
    ['approver', 'pass'],
    ['approver', 'publish'],
    ['approver', 'archive'],
  ],
};

const ids = {} as Record<Stage | 'late', string>;
let comm: string;
const keys: Record<string, string> = {};

/** Callers by name: users through skip-auth, external accounts through their API key. */
type Caller = 'reader' | 'key' | 'editor' | 'mover' | 'commReader' | 'commKey';
const headers = (caller: Caller) => (keys[caller] ? { 'x-api-key': keys[caller] } : { 'x-user': caller });

async function get(caller: Caller, url: string) {
  return t.app.inject({ url, headers: headers(caller) });
}
async function json(caller: Caller, url: string) {
  const response = await get(caller, url);
  expect(response.statusCode, `${caller} ${url}: ${response.body}`).toBe(200);
  return response.json();
}
async function call(user: string, method: 'POST', url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: { 'x-user': user }, payload });
  expect(response.statusCode, `${user} ${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

async function newInsight(title: string, to: Stage): Promise<string> {
  const made = await call('editor', 'POST', '/api/content/article', {
    data: { title, summary: `${WORD} summary.`, audience: 'internal' },
  });
  let version: number = made.version;
  for (const [user, transition] of PATH[to]) {
    const moved = await call(user, 'POST', `/api/content/article/${made.id}/transitions/${transition}`, { version });
    version = moved.version;
  }
  return made.id;
}

const sorted = (list: Iterable<string>) => [...list].sort();
/** The ids of the insights of these stages, and of the one published after the alerts were made. */
const of = (...stages: (Stage | 'late')[]) => sorted(stages.map((stage) => ids[stage]));
const PUBLISHED = () => of('published', 'late');
const EVERY = () => of(...STAGES, 'late');
/** Of these ids, those that are the test's insights. */
const ours = (found: Iterable<string>) => sorted(new Set([...found].filter((id) => EVERY().includes(id))));

const READERS: Caller[] = ['reader', 'key'];

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  await createUser(t.database, { username: 'editor', roles: ['articleCreator', 'articleEditor', 'commvisitor'] });
  await createUser(t.database, { username: 'approver', roles: ['articleCreator', 'articleApprover'] });
  // Holds a step of the workflow (passing reviews) but no right to write insights: one of the workflow's people.
  await createUser(t.database, { username: 'mover', roles: ['insightsvisitor', 'articleReviewer'] });
  await createUser(t.database, { username: 'commReader', roles: ['insightsvisitor', 'commvisitor'] });
  await createUser(t.database, { username: 'commwriter', roles: ['commeditor'] });
  await createUser(t.database, { username: 'keeper', roles: ['accountAdmin'] });
  for (const [name, acgroups] of [
    ['key', ['insightsvisitor']],
    ['commKey', ['insightsvisitor', 'commvisitor']],
  ] as const) {
    const made = await call('keeper', 'POST', '/api/accounts', { organisation: `Client ${name}`, acgroups });
    keys[name] = made.key.secret;
  }
  // One insight waits for approval while the alerts are made, and is published after them.
  ids.late = await newInsight(`${WORD} published late`, 'approval');
  for (const user of ['reader', 'editor']) {
    await call(user, 'POST', '/api/alerts', { name: `${user} insights`, contentType: 'article', email: false });
  }
  for (const stage of STAGES) ids[stage] = await newInsight(`${WORD} ${stage} insight`, stage);
  const late = await json('editor', `/api/content/article/${ids.late}`);
  await call('approver', 'POST', `/api/content/article/${ids.late}/transitions/publish`, { version: late.version });
  const made = await call('commwriter', 'POST', '/api/content/comm', {
    data: { title: `${WORD} circular`, audience: 'internal', articles: EVERY() },
  });
  comm = made.id;
});
afterAll(() => t.close());

describe('insights in review stay with the workflow', () => {
  it('lists and counts only published insights for readers, every stage for the workflow', async () => {
    for (const caller of READERS) {
      const page = await json(caller, `/api/content/article?q=${WORD}&limit=100`);
      expect(ours(page.items.map((item: { id: string }) => item.id)), caller).toEqual(PUBLISHED());
      expect(page.total, caller).toEqual({ value: 2, exact: true });
      const byStage = await json(caller, `/api/content/article?sort=stage&limit=100`);
      expect(ours(byStage.items.map((item: { id: string }) => item.id)), caller).toEqual(PUBLISHED());
    }
    for (const caller of ['editor', 'mover'] as const) {
      const page = await json(caller, `/api/content/article?q=${WORD}&limit=100`);
      expect(ours(page.items.map((item: { id: string }) => item.id)), caller).toEqual(EVERY());
      expect(page.total, caller).toEqual({ value: 6, exact: true });
    }
  });

  it('answers 404 for an unpublished insight, its journal and its links', async () => {
    for (const caller of READERS) {
      for (const stage of STAGES) {
        for (const suffix of ['', '/journal', '/links']) {
          const response = await get(caller, `/api/content/article/${ids[stage]}${suffix}`);
          const expected = stage === 'published' ? 200 : 404;
          expect(response.statusCode, `${caller} ${stage}${suffix}`).toBe(expected);
          if (expected === 404) expect(response.json()).toMatchObject({ status: 404 });
        }
      }
    }
    for (const stage of STAGES) {
      expect((await get('editor', `/api/content/article/${ids[stage]}`)).statusCode, stage).toBe(200);
    }
  });

  it('finds only published insights in search, its facets and suggestions', async () => {
    for (const caller of [...READERS, 'editor'] as const) {
      const expected = caller === 'editor' ? EVERY() : PUBLISHED();
      const found = await json(caller, `/api/search?q=${WORD}&types=article`);
      expect(ours(found.results.map((result: { id: string }) => result.id)), caller).toEqual(expected);
      expect(found.total, caller).toBe(expected.length);
      expect(found.facets.type, caller).toEqual([{ value: 'article', count: expected.length }]);
      const suggested = await json(caller, `/api/search/suggest?q=${WORD.slice(0, 6)}&limit=20`);
      expect(ours(suggested.suggestions.map((item: { id: string }) => item.id)), caller).toEqual(expected);
    }
  });

  it('exports only published insights as CSV and Excel', async () => {
    for (const caller of [...READERS, 'editor'] as const) {
      const expected = caller === 'editor' ? EVERY() : PUBLISHED();
      const csv = await get(caller, `/api/content/article/export?q=${WORD}`);
      expect(csv.statusCode).toBe(200);
      const csvIds = csv.body.split('\n').map((line) => line.split(',')[0]!);
      expect(ours(csvIds), caller).toEqual(expected);
      const xlsx = await get(caller, `/api/content/article/export?q=${WORD}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const column = workbook.worksheets[0]!.getColumn(1).values.map(String);
      expect(ours(column), caller).toEqual(expected);
    }
  });

  it('looks up only published insights, by words or by id', async () => {
    for (const caller of [...READERS, 'editor'] as const) {
      const expected = caller === 'editor' ? EVERY() : PUBLISHED();
      const byWords = await json(caller, `/api/content/article/lookup?q=${WORD}&limit=100`);
      expect(ours(byWords.items.map((item: { id: string }) => item.id)), caller).toEqual(expected);
      const byIds = await json(caller, `/api/content/article/lookup?ids=${EVERY().join(',')}&limit=100`);
      expect(ours(byIds.items.map((item: { id: string }) => item.id)), caller).toEqual(expected);
    }
  });

  it('names and links only published insights from an item that points at them', async () => {
    for (const caller of ['commReader', 'commKey', 'editor'] as const) {
      const expected = caller === 'editor' ? EVERY() : PUBLISHED();
      const item = await json(caller, `/api/content/comm/${comm}`);
      expect(ours(Object.keys(item.refs)), caller).toEqual(expected);
      const { links } = await json(caller, `/api/content/comm/${comm}/links`);
      expect(ours(links.map((link: { item: { id: string } }) => link.item.id)), caller).toEqual(expected);
    }
  });

  it('shows readers the recent activity of published insights only', async () => {
    for (const caller of [...READERS, 'editor'] as const) {
      const expected = caller === 'editor' ? EVERY() : PUBLISHED();
      const seen = new Set<string>();
      let cursor = '';
      do {
        const page = await json(caller, `/api/horizon/activity?types=article&limit=100${cursor}`);
        for (const entry of page.entries) seen.add(entry.item.id);
        cursor = page.nextCursor ? `&cursor=${page.nextCursor}` : '';
      } while (cursor);
      expect(ours(seen), caller).toEqual(expected);
    }
  });

  it('alerts a reader to insights when they are published, the workflow when they are written', async () => {
    const runner = new AlertRunner(t.database.db, { intervalMs: 30_000, emailEnabled: false, settleSeconds: 0 });
    await t.database.db.execute('UPDATE alerts SET next_run_at = now()');
    await runner.runDue();
    const told = async (user: Caller) => {
      const { notifications } = await json(user, '/api/notifications');
      expect(notifications, user).toHaveLength(1);
      return ours(notifications[0].items.map((item: { id: string }) => item.id));
    };
    // The late one was begun before the alerts: new to a reader when published, not to the workflow.
    expect(await told('reader')).toEqual(PUBLISHED());
    expect(await told('editor')).toEqual(of(...STAGES));
  });

  it('tells a reader once of an insight begun before one look and published after its end', async () => {
    const runner = new AlertRunner(t.database.db, { intervalMs: 30_000, emailEnabled: false, settleSeconds: 0 });
    const id = await newInsight(`${WORD} published between looks`, 'published');
    const publication = sql`UPDATE content_journal SET at = `;
    const ofIt = sql` WHERE item_id = ${id}::uuid AND action = 'transition' AND to_stage = 'published'`;
    const look = async () => {
      await t.database.db.execute('UPDATE alerts SET next_run_at = now()');
      await runner.runDue();
      const { notifications } = await json('reader', '/api/notifications');
      return notifications.filter((n: { items: { id: string }[] }) => n.items.some((item) => item.id === id)).length;
    };
    // A look whose window ends before the publication but which reads after it: the insight is not new yet...
    await t.database.db.execute(sql.join([publication, sql`now() + interval '1 hour'`, ofIt]));
    expect(await look()).toBe(0);
    // ...and the next look, whose window holds the publication, tells of it once.
    await t.database.db.execute(sql.join([publication, sql`now()`, ofIt]));
    expect(await look()).toBe(1);
    expect(await look()).toBe(1);
  });
});

describe('every workflow type: published means its final approved stage', () => {
  /** Per workflow type: a role that only reads it, one of its people, and the stage readers see. */
  const TYPES = [
    {
      type: 'case',
      reader: ['marvisitor'],
      people: [['mareditor'], ['marvisitor', 'marapprover']],
      published: 'approved',
    },
    { type: 'faq', reader: ['faqsvisitor'], people: [['faqseditor'], ['faqsapprover']], published: 'approved' },
    {
      type: 'trainingcase',
      reader: ['trainingcasevisitor'],
      people: [['trainingcaseeditor']],
      published: 'approved',
    },
    { type: 'obligation', reader: null, people: [['obligationsvisitor']], published: 'approved' },
    { type: 'initiative', reader: null, people: [['impacteditor']], published: 'approved' },
  ];
  const STAGES_OF_APPROVAL = ['draft', 'submitted', 'approved', 'retired'];
  const made: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    for (const { type } of TYPES) {
      const title = type === 'faq' ? 'question' : 'title';
      made[type] = {};
      const items = STAGES_OF_APPROVAL.map((stage) => {
        const id = randomUUID();
        made[type]![stage] = id;
        const data = { [title]: `${type} ${stage}`, ...(type === 'case' ? { reference: `GOSS-${stage}` } : {}) };
        return { id, stage, data };
      });
      await t.database.db.transaction((tx) => seedItems(tx, type, items));
    }
    for (const { type, reader, people } of TYPES) {
      if (reader) await createUser(t.database, { username: `${type}-reader`, roles: reader });
      for (const [i, roles] of people.entries())
        await createUser(t.database, { username: `${type}-people${i}`, roles });
    }
  });

  it('shows its readers only that stage and its people every stage, in lists and item pages', async () => {
    for (const { type, reader, people, published } of TYPES) {
      const all = sorted(Object.values(made[type]!));
      const listed = async (user: string) => {
        const response = await t.app.inject({ url: `/api/content/${type}?limit=100`, headers: { 'x-user': user } });
        expect(response.statusCode, `${user}: ${response.body}`).toBe(200);
        return sorted(response.json().items.map((item: { id: string }) => item.id)).filter((id) => all.includes(id));
      };
      if (reader) expect(await listed(`${type}-reader`), type).toEqual([made[type]![published]]);
      for (const i of people.keys()) expect(await listed(`${type}-people${i}`), `${type} ${i}`).toEqual(all);
    }
  });

  it('hides an unapproved case from its readers by its reference too', async () => {
    const status = async (user: string, stage: string) =>
      (await t.app.inject({ url: `/api/content/case/GOSS-${stage}`, headers: { 'x-user': user } })).statusCode;
    for (const stage of STAGES_OF_APPROVAL) {
      expect(await status('case-reader', stage), stage).toBe(stage === 'approved' ? 200 : 404);
      expect(await status('case-people0', stage), stage).toBe(200);
    }
  });
});
