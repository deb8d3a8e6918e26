import { ARTICLE_WORKFLOW, CONTENT_TYPES, contentType, dataSchema } from '@rh/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRun } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { seedItems } from '../src/content/seed.ts';
import { queryRows, type DatabaseHandle } from '../src/db/client.ts';
import { buildDemo, generateContent, loadDemoContent, otherCounts } from '../src/demo/index.ts';
import { ensureNewsWorld } from '../src/demo/world.ts';
import { demoId } from '../src/demo/context.ts';
import { DEMO_FEEDS, demoEntries } from '../src/demo/feeds.ts';
import { NEWS_SPAN_DAYS } from '../src/demo/news.ts';
import { REGULATORS } from '../src/demo/data/regulators.ts';
import { jurisdictionOf } from '../src/demo/jurisdiction.ts';
import { applyRules, compileRule } from '../src/ingest/rules.ts';
import { TEST_SESSION_SECRET, testDatabase } from './harness.ts';

/** A fixed anchor: the demo is the same on every machine and every run. */
const NOW = new Date('2026-03-02T10:00:00.000Z');

let database: DatabaseHandle;
let drop: () => Promise<void>;
let loaded: Record<string, number>;
let userIds: Map<string, string>;

interface Row {
  id: string;
  type: string;
  stage: string | null;
  data: Record<string, unknown>;
  createdBy: string | null;
}
const rows = (where = '') =>
  queryRows<Row>(
    database.db,
    `select id, type, stage, data, created_by as "createdBy" from content_items ${where} order by type, id`,
  );

beforeAll(async () => {
  ({ database, drop } = await testDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DEMO: 'true',
  });
  await firstRun(database.db, config);
  const users = await queryRows<{ id: string; username: string }>(database.db, 'select id, username from users');
  userIds = new Map(users.map((user) => [user.username, user.id]));
  loaded = await loadDemoContent(database.db, { now: NOW });
});
afterAll(() => drop());

describe('demo content', () => {
  it('fills every content type, some thousands of news items among them', async () => {
    const counts = await queryRows<{ type: string; n: number }>(
      database.db,
      'select type, count(*)::int as n from content_items group by type',
    );
    const inDatabase = Object.fromEntries(counts.map((row) => [row.type, row.n]));
    expect(inDatabase).toEqual(loaded);
    for (const type of CONTENT_TYPES) expect(inDatabase[type.name] ?? 0, type.name).toBeGreaterThan(0);
    expect(inDatabase.newsitem).toBeGreaterThanOrEqual(2500);
    expect(inDatabase.regulator).toBeGreaterThanOrEqual(40);
  });

  it('stores only data that its type accepts, with stages of its workflow', async () => {
    for (const row of await rows()) {
      const type = contentType(row.type);
      const parsed = dataSchema(type).safeParse(row.data);
      expect(parsed.success, `${row.type} ${row.id}: ${parsed.error?.message}`).toBe(true);
      if (type.workflow) expect(type.workflow.stages.map((stage) => stage.name)).toContain(row.stage);
      else expect(row.stage).toBeNull();
    }
  });

  it('has insights in every stage of the editorial workflow, by the demo users, never passed by their author', async () => {
    const articles = await rows("where type = 'article'");
    for (const stage of ARTICLE_WORKFLOW.stages) {
      expect(articles.filter((row) => row.stage === stage.name).length, stage.name).toBeGreaterThan(0);
    }
    const editor = userIds.get('editor');
    expect(editor).toBeDefined();
    expect(articles.filter((row) => row.createdBy === editor).length).toBeGreaterThan(3);
    // Nobody passes or publishes what they wrote: items waiting for a step are by someone else.
    for (const row of articles.filter((article) => article.stage === 'review')) {
      expect(row.createdBy).not.toBe(userIds.get('reviewer'));
    }
    for (const row of articles.filter((article) => article.stage === 'approval')) {
      expect(row.createdBy).not.toBe(userIds.get('approver'));
    }
  });

  it('links every reference', async () => {
    const [links] = await queryRows<{ n: number }>(database.db, 'select count(*)::int as n from content_links');
    const expected = (await rows()).reduce((sum, row) => {
      const type = contentType(row.type);
      return (
        sum +
        type.fields
          .filter((field) => field.kind === 'reference' || field.kind === 'references')
          .reduce((n, field) => {
            const value = row.data[field.name];
            return n + (Array.isArray(value) ? new Set(value).size : value ? 1 : 0);
          }, 0)
      );
    }, 0);
    expect(links!.n).toBe(expected);
  });

  it('gives the analyst and the tagger alerts, the analyst countries to follow, and everyone a welcome', async () => {
    const alerts = await queryRows<{ username: string; name: string; frequency: string }>(
      database.db,
      'select u.username, a.name, a.frequency from alerts a join users u on u.id = a.user_id order by a.name',
    );
    expect(alerts).toEqual([
      { username: 'analyst', name: 'EU news as it arrives', frequency: 'immediate' },
      { username: 'analyst', name: 'Enforcement, daily', frequency: 'daily' },
      { username: 'tagger', name: 'Everything new', frequency: 'immediate' },
    ]);
    const [analyst] = await queryRows<{ preferences: unknown }>(
      database.db,
      "select preferences from users where username = 'analyst'",
    );
    expect(analyst!.preferences).toEqual({ countries: ['EU', 'GB'], topics: [] });
    const welcomed = await queryRows<{ n: number }>(
      database.db,
      "select count(distinct user_id)::int as n from notifications where kind = 'admin'",
    );
    expect(welcomed[0]!.n).toBe(userIds.size);
  });

  it('loads nothing when content exists already', async () => {
    const before = await rows();
    expect(await loadDemoContent(database.db, { now: new Date() })).toEqual({});
    expect((await rows()).length).toBe(before.length);
  });

  it('is the same on every build, and by nobody when the demo users are missing', () => {
    const a = buildDemo(NOW, {}, { news: 50 });
    const b = buildDemo(NOW, {}, { news: 50 });
    expect(JSON.stringify(a.batches)).toBe(JSON.stringify(b.batches));
    expect(a.placeholders).toEqual([]);
    for (const batch of a.batches) for (const item of batch.items) expect(item.userId).toBeNull();
  });
});

describe('the regulatory chain of the demo', () => {
  const one = async (where: string) => (await rows(where))[0]!;

  it('cites, for every obligation, a sentence of its requirement at its exact offsets', async () => {
    const requirements = new Map((await rows("where type = 'requirement'")).map((row) => [row.id, row.data]));
    const obligations = await rows("where type = 'obligation'");
    expect(obligations.length).toBeGreaterThan(40);
    for (const row of obligations) {
      const text = String(requirements.get(String(row.data.requirement))!.text);
      const [start, end] = [Number(row.data.citationStart), Number(row.data.citationEnd)];
      expect(end, String(row.data.title)).toBeGreaterThan(start);
      expect(text.slice(start, end), String(row.data.title)).toBe(row.data.citationText);
    }
    const notApplicable = obligations.filter((row) => row.data.applicability === 'not-applicable');
    expect(notApplicable.length).toBeGreaterThanOrEqual(2);
    for (const row of notApplicable) expect(String(row.data.justification ?? '')).not.toBe('');
    // Applicability is explicit on every obligation: the rest say 'applicable'.
    for (const row of obligations) {
      if (row.data.applicability !== 'not-applicable')
        expect(row.data.applicability, String(row.data.title)).toBe('applicable');
    }
  });

  it('stores DORA’s document as a PDF whose pages hold each provision on the page its citations name', async () => {
    const dora = await one(`where type = 'regulation' and data->>'shortName' = 'DORA'`);
    const document = dora.data.document as { url: string; mediaType: string; size: number };
    expect(document.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const [file] = await queryRows<{
      size: number;
      media_type: string;
      for_type: string;
      pages: string[];
      found: boolean;
    }>(
      database.db,
      `select size, media_type, for_type, pages, search @@ to_tsquery('english', 'resilience') as found
         from files where id = '${document.url.slice('/api/files/'.length)}'`,
    );
    expect(file).toMatchObject({
      size: document.size,
      media_type: 'application/pdf',
      for_type: 'regulation',
      found: true,
    });
    expect(document.mediaType).toBe('application/pdf');
    expect(file!.pages[0]).toContain('Regulation (EU) 2022/2554');
    const requirements = await rows(`where type = 'requirement' and data->>'regulation' = '${dora.id}'`);
    expect(requirements.length).toBeGreaterThan(3);
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    for (const row of requirements) {
      const page = Number(row.data.citationPage);
      expect(flat(file!.pages[page - 1]!)).toContain(flat(String(row.data.text)).slice(0, 60));
    }
    const obligations = await rows(`where type = 'obligation' and data->>'regulation' = '${dora.id}'`);
    for (const row of obligations) expect(row.data.citationPage).toBeGreaterThan(1);
    // Gaps to show: some live DORA obligations are met by no control.
    expect(
      obligations.filter((row) => row.stage !== 'retired' && !(row.data.controls as string[] | undefined)?.length)
        .length,
    ).toBeGreaterThan(0);
  });

  it('flags DORA’s live obligations and their controls from the news item marked as a change to it', async () => {
    const dora = await one(`where type = 'regulation' and data->>'shortName' = 'DORA'`);
    const news = await rows(`where type = 'newsitem' and data->'changes' ? '${dora.id}'`);
    expect(news.length).toBe(1);
    const flags = await queryRows<{ item_id: string; type: string; cause: string; cause_id: string; since: Date }>(
      database.db,
      `select item_id, type, cause, cause_id, since from review_flags where cleared_at is null order by type, item_id`,
    );
    const live = (await rows(`where type = 'obligation' and data->>'regulation' = '${dora.id}'`)).filter(
      (row) => row.stage !== 'retired',
    );
    const controls = new Set(live.flatMap((row) => (row.data.controls as string[] | undefined) ?? []));
    expect(flags.filter((flag) => flag.type === 'obligation').map((flag) => flag.item_id)).toEqual(
      live.map((row) => row.id).sort(),
    );
    expect(flags.filter((flag) => flag.type === 'control').map((flag) => flag.item_id)).toEqual([...controls].sort());
    for (const flag of flags) {
      expect(flag).toMatchObject({ cause: 'news', cause_id: news[0]!.id });
      expect(new Date(flag.since).toISOString()).toBe(new Date(String(news[0]!.data.publishedAt)).toISOString());
    }
  });

  it('gives controls test results, filing and evidence, and covers most MAR risk and asset class pairs', async () => {
    const controls = await rows("where type = 'control'");
    const results = new Set(controls.map((row) => row.data.testStatus));
    expect([...results].sort()).toEqual(['effective', 'ineffective', 'not-tested', 'partially-effective']);
    const yearAgo = new Date(NOW.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
    expect(controls.some((row) => String(row.data.lastTestedOn ?? '9999') < yearAgo)).toBe(true);
    for (const row of controls) {
      expect((row.data.taxonomy as string[]).length, String(row.data.code)).toBeGreaterThan(0);
      expect(row.data.owner).toBeTruthy();
      if (row.data.testStatus === 'not-tested') expect(row.data.lastTestedOn).toBeUndefined();
      else expect(row.data.lastTestedOn).toBeDefined();
    }
    const evidence = await rows("where type = 'evidence'");
    const withEvidence = new Set(evidence.map((row) => row.data.control));
    expect(withEvidence.size / controls.length).toBeGreaterThan(0.8);
    for (const row of evidence) {
      expect(String(row.data.link)).toMatch(/^https:\/\/intranet\.example\//);
      expect(String(row.data.title)).toMatch(/^Illustrative: /);
    }
    const risks = await rows("where type = 'marrisk'");
    const pairs = risks.flatMap((row) => (row.data.assetClasses as string[]).map((cls) => `${row.id} ${cls}`));
    const coverage = await rows("where type = 'coverage'");
    const covered = new Set(coverage.map((row) => `${row.data.marRisk} ${row.data.assetClass}`));
    for (const pair of covered) expect(pairs).toContain(pair);
    expect(covered.size).toBe(coverage.length);
    expect(covered.size / pairs.length).toBeGreaterThan(0.7);
    expect(covered.size).toBeLessThan(pairs.length);
    expect(new Set(coverage.map((row) => row.data.level))).toEqual(new Set(['full', 'partial', 'none']));
    const open = (await rows("where type = 'case'")).filter((row) => row.data.status !== 'closed');
    const risksWithOpen = new Set(open.map((row) => row.data.marRisk));
    expect(risksWithOpen.size / risks.length).toBeGreaterThan(0.8);
  });
});

describe('big-set generator', () => {
  it('makes N valid distinct news items and other items that insert against the demo', async () => {
    const { world, added } = await ensureNewsWorld(database.db, NOW);
    expect(added).toEqual({});
    const batches = [...generateContent(world, { news: 120, other: 40, seed: 42, now: NOW, batchSize: 50 })];
    const news = batches.filter((batch) => batch.type === 'newsitem').flatMap((batch) => batch.items);
    expect(news).toHaveLength(120);
    expect(new Set(news.map((item) => item.id)).size).toBe(120);
    expect(new Set(news.map((item) => item.data.url)).size).toBe(120);
    // Made oldest first, as a feed stores them, over the 18 months before now, on weekdays.
    const days = news.map((item) => String(item.createdAt).slice(0, 10));
    expect(days).toEqual([...days].sort());
    expect(Date.parse(days[0]!)).toBeLessThan(NOW.getTime() - 540 * 86_400_000);
    expect(Date.parse(news.at(-1)!.createdAt!)).toBeLessThanOrEqual(NOW.getTime());
    expect(Date.parse(news.at(-1)!.createdAt!)).toBeGreaterThan(NOW.getTime() - 4 * 86_400_000);
    expect(news.every((item) => ![0, 6].includes(new Date(item.createdAt!).getUTCDay()))).toBe(true);
    for (const batch of batches) {
      expect(batch.items.length).toBeLessThanOrEqual(50);
      for (const item of batch.items) {
        const parsed = dataSchema(contentType(batch.type)).safeParse(item.data);
        expect(parsed.success, `${batch.type}: ${parsed.error?.message}`).toBe(true);
      }
    }
    const made: Record<string, number> = {};
    for (const batch of batches) made[batch.type] = (made[batch.type] ?? 0) + batch.items.length;
    expect(made).toEqual({ newsitem: 120, ...otherCounts(40) });

    const before = (await rows()).length;
    for (const batch of batches) {
      await database.db.transaction((tx) => seedItems(tx, batch.type, batch.items, { journal: false }));
    }
    expect((await rows()).length).toBe(before + 160);
    // The same seed gives the same items.
    const again = [...generateContent(world, { news: 120, other: 40, seed: 42, now: NOW, batchSize: 50 })];
    expect(JSON.stringify(again)).toBe(JSON.stringify(batches));
  });
});

describe('demo news', () => {
  const demo = buildDemo(NOW);
  const itemsOf = (type: string) => demo.batches.filter((batch) => batch.type === type).flatMap((b) => b.items);
  const news = itemsOf('newsitem');
  const regulatorOf = new Map(REGULATORS.map((row) => [demoId('regulator', row.code), row]));
  // Words only the Union's publications use.
  const EU_ONLY =
    /European Commission|member states?\b|co-legislators|Eurofi|[Dd]elegated regulation|[Ii]mplementing act/;

  it('reads as its regulator would write it: no other jurisdiction’s institutions, no country but its own', () => {
    const rules = itemsOf('autotag').map((item) => compileRule(item.id, item.data));
    for (const item of news) {
      const regulator = regulatorOf.get(String(item.data.regulator))!;
      const home = jurisdictionOf(regulator);
      // The item names its own regulator (whose name may contain another's: Australian Prudential Regulation Authority).
      const text = `${String(item.data.title)} ${String(item.data.summary)} ${String(item.data.content)}`
        .replaceAll(regulator.name, '')
        .replaceAll(regulator.code, '');
      const where = `${regulator.code}: ${String(item.data.title)} / ${String(item.data.summary)}`;
      for (const other of REGULATORS) {
        // International standard setters are everyone's; a member state's authority may name the Union's bodies.
        if (jurisdictionOf(other) === home || other.country === 'INT') continue;
        expect(text, where).not.toMatch(new RegExp(`\\b(${other.code}|${other.name})\\b`));
      }
      if (home !== 'EU') expect(text, where).not.toMatch(EU_ONLY);
      if (!['EU', 'GB', 'INT'].includes(home)) expect(text, where).not.toMatch(/\bEU\b|European|euro\b/);
      // Countries as stored and as the demo's auto-tag rules would add them when the item arrives by a feed.
      const allowed = [regulator.country, ...(home === 'EU' ? ['EU'] : [])];
      const countries = applyRules(rules, item.data, null).countries as string[];
      for (const country of countries) expect(allowed, where).toContain(country);
    }
  });

  it('has no two items with the same title', () => {
    const titles = news.map((item) => String(item.data.title));
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });

  it('spreads evenly over the weeks, so that nothing seems to rise in the current one', () => {
    const WEEK = 7 * 86_400_000;
    const weeks = Array.from({ length: 12 }, () => 0);
    for (const item of news) {
      const week = Math.floor((NOW.getTime() - Date.parse(String(item.data.publishedAt))) / WEEK);
      if (week < weeks.length) weeks[week]! += 1;
    }
    const median = [...weeks].sort((a, b) => a - b)[6]!;
    expect(median).toBeGreaterThan(20);
    for (const count of weeks) {
      expect(count / median, `weeks, newest first: ${weeks.join(' ')}`).toBeGreaterThan(0.5);
      expect(count / median, `weeks, newest first: ${weeks.join(' ')}`).toBeLessThan(1.5);
    }
  });

  it('arrives through the demo feeds at the rate of its history, not a week of it at once', () => {
    const WEEK = 7 * 86_400_000;
    for (const { code } of DEMO_FEEDS) {
      const regulator = REGULATORS.find((row) => row.code === code)!;
      const historic = news.filter((item) => regulatorOf.get(String(item.data.regulator)) === regulator).length;
      const weekly = (historic / NEWS_SPAN_DAYS) * 7;
      const entries = demoEntries(regulator, NOW);
      expect(entries.length).toBeGreaterThan(0);
      const lastWeek = entries.filter((entry) => NOW.getTime() - entry.publishedAt.getTime() < WEEK).length;
      // What a feed shows of its last week is what the history has in a week, give or take chance (Poisson).
      expect(
        lastWeek,
        `${code}: ${lastWeek} in the last week, ${weekly.toFixed(1)} a week in its history`,
      ).toBeLessThanOrEqual(Math.ceil(weekly + 4 * Math.sqrt(weekly) + 2));
    }
  });
});
