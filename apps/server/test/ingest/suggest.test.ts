import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RERUN_JOB, rerunRules } from '../../src/ingest/rerun.ts';
import { RuleBook } from '../../src/ingest/rules.ts';
import { JobRunner } from '../../src/jobs/runner.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';
import { startFeedServer, type FeedServer } from './feed-server.ts';

let t: TestApp;
let feeds: FeedServer;
const ids: Record<string, string> = {};
const headers = { 'x-user': 'admin' };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, expected = 200) {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(expected);
  return response.json();
}
const suggestRule = (data: object, expected = 201) =>
  call('POST', '/api/content/suggestrule', { data: { enabled: true, field: 'title', ...data } }, expected);
const newsBySource = async () => {
  const page = await call('GET', `/api/content/newsitem?source=${ids.source}&sort=title&limit=50`);
  return new Map<string, { id: string; version: number; data: Record<string, unknown> }>(
    page.items.map((item: { title: string }) => [item.title, item]),
  );
};

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ API_MODE: 'skipauth', FETCH_ALLOW: feeds.allow });
  await createUser(t.database, { username: 'admin', roles: ['superadmin', 'riccadmin', 'tagger'] });
  ids.ict = (await call('POST', '/api/content/topic', { data: { name: 'ICT risk', slug: 'ict-risk' } }, 201)).id;
  ids.source = (
    await call(
      'POST',
      '/api/content/source',
      { data: { name: 'Feed', url: `${feeds.base}/suggest.xml`, kind: 'rss', enabled: true } },
      201,
    )
  ).id;
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

describe('suggestion rules', () => {
  it('refuse a pattern that is not a safe regular expression, like auto-tagging rules do', async () => {
    const unsafe = await suggestRule({ name: 'Bad', pattern: '(a+)+$', tags: ['x'] }, 400);
    expect(unsafe.data.issues).toEqual([
      { where: 'body', path: 'data.pattern', message: expect.stringMatching(/very long/) },
    ]);
    const broken = await suggestRule({ name: 'Broken', pattern: '(', tags: ['x'] }, 400);
    expect(broken.data.issues[0].path).toBe('data.pattern');
    const empty = await suggestRule({ name: 'Everything', pattern: '.*', tags: ['x'] }, 400);
    expect(empty.data.issues[0].message).toMatch(/empty text/);
    const idle = await suggestRule({ name: 'Idle', pattern: 'x' }, 400);
    expect(idle.data.issues[0].path).toBe('data.tags');
  });

  it('suggest tags and topics on arriving items that match, beside what auto-tagging rules set', async () => {
    await suggestRule({ name: 'Consultations', pattern: '\\bconsult(s|ation)\\b', tags: ['consultation-paper'] });
    await suggestRule({ name: 'DORA', pattern: '\\bDORA\\b', field: 'any', tags: ['dora'], topics: [ids.ict] });
    await suggestRule({ name: 'Off', pattern: 'fraud', tags: ['never'], enabled: false });
    await suggestRule({ name: 'Summaries', pattern: 'templates', field: 'summary', tags: ['templates'] });
    // An auto-tagging rule sets the dora tag itself: that value is set, not suggested.
    await call(
      'POST',
      '/api/content/autotag',
      { data: { name: 'DORA', match: 'words', terms: 'DORA', fields: ['title'], tags: ['dora'], enabled: true } },
      201,
    );
    feeds.serve(
      '/suggest.xml',
      `<?xml version="1.0"?><rss version="2.0"><channel><title>F</title><link>https://f.example/</link><description>d</description>
      <item><title>EBA consults on DORA incident reporting</title><link>https://f.example/1</link><pubDate>Mon, 16 Nov 2026 09:00:00 GMT</pubDate><description>New templates.</description></item>
      <item><title>Statistics on payment fraud</title><link>https://f.example/2</link><pubDate>Mon, 16 Nov 2026 10:00:00 GMT</pubDate><description>Card fraud fell.</description></item>
      <item><title>Speech on resilience</title><link>https://f.example/3</link><pubDate>Mon, 16 Nov 2026 11:00:00 GMT</pubDate><description>One year of DORA.</description></item>
      </channel></rss>`,
    );
    expect(await call('POST', `/api/sources/${ids.source}/fetch`)).toMatchObject({ status: 'ok', added: 3 });
    const news = await newsBySource();
    const consults = news.get('EBA consults on DORA incident reporting')!.data;
    expect(consults.tags).toEqual(['dora']);
    expect(consults.autoTags).toEqual(['tags:dora']);
    expect(consults.suggestions).toEqual(['tags:consultation-paper', `topics:${ids.ict}`, 'tags:templates']);
    // Not tagged by the rule (DORA only in the summary): suggested both.
    expect(news.get('Speech on resilience')!.data.suggestions).toEqual(['tags:dora', `topics:${ids.ict}`]);
    expect(news.get('Statistics on payment fraud')!.data.suggestions).toEqual([]);
  });

  it('do not bring back what an analyst accepted or rejected when the rules run again', async () => {
    const news = await newsBySource();
    const speech = news.get('Speech on resilience')!;
    // Accept the tag (moved into tags), reject the topic (marked -): the normal update with the version read.
    const triaged = await call('PUT', `/api/content/newsitem/${speech.id}`, {
      version: speech.version,
      data: { tags: ['dora'], suggestions: [`-topics:${ids.ict}`] },
    });
    expect(triaged.data).toMatchObject({ tags: ['dora'], suggestions: [`-topics:${ids.ict}`] });
    const job = await call('POST', '/api/autotags/rerun', {}, 202);
    const runner = new JobRunner(t.database.db, { [RERUN_JOB]: rerunRules(new RuleBook()) });
    expect(await runner.runQueued()).toBe(1);
    expect((await call('GET', `/api/jobs/${job.id}`)).status).toBe('done');
    const after = (await call('GET', `/api/content/newsitem/${speech.id}`)).data;
    expect(after.tags).toEqual(['dora']);
    expect(after.suggestions).toEqual([`-topics:${ids.ict}`]);
    // An item nobody triaged keeps its open suggestions, once each.
    const consults = (await newsBySource()).get('EBA consults on DORA incident reporting')!.data;
    expect(consults.suggestions).toEqual(['tags:consultation-paper', `topics:${ids.ict}`, 'tags:templates']);
  });
});
