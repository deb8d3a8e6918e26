import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { RERUN_JOB, rerunRules } from '../../src/ingest/rerun.ts';
import { RuleBook } from '../../src/ingest/rules.ts';
import { JobRunner } from '../../src/jobs/runner.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';
import { startFeedServer, type FeedServer } from './feed-server.ts';

let t: TestApp;
let feeds: FeedServer;
const ids: Record<string, string> = {};
const id = (name: string) => ids[name]!;
const headers = { 'x-user': 'tagger' };

async function post(url: string, payload: object, expected = 201) {
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(response.statusCode, response.body).toBe(expected);
  return response.json();
}
const rule = (data: object) =>
  post('/api/content/autotag', { data: { enabled: true, fields: ['title', 'summary'], ...data } });
const preview = (data: object, expected = 200) =>
  post('/api/autotags/preview', { data: { fields: ['title', 'summary'], ...data } }, expected);

/** A fixed corpus of past news, newest first by index. */
const PAST = [
  ['ESMA publishes its final report on DORA registers of information', 'Registers of information are due by April.'],
  ['EBA consults on ICT risk management guidelines under DORA', 'The consultation closes in February.'],
  ['FCA fines a firm for failings in transaction reporting', 'A penalty of £4.2 million.'],
  ['Speech on the digital operational resilience act', 'The DORA framework one year on. Not a DORA consultation.'],
  ['Dorado Bank opens a branch', 'Nothing about resilience rules.'],
  ['ECB consults on climate-related financial risk expectations', 'Responses by 2027-02-01.'],
] as const;

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ API_MODE: 'skipauth', FETCH_ALLOW: feeds.allow });
  await createUser(t.database, { username: 'tagger', roles: ['tagger', 'riccadmin', 'superadmin'] });
  const regulator = async (code: string) =>
    (
      await post('/api/content/regulator', {
        data: { code, name: code, country: 'EU', level: 'supranational', kind: 'prudential' },
      })
    ).id as string;
  ids.esma = await regulator('ESMA');
  ids.eba = await regulator('EBA');
  ids.topic = (await post('/api/content/topic', { data: { name: 'ICT risk', slug: 'ict-risk' } })).id;
  ids.source = (
    await post('/api/content/source', {
      data: { name: 'Aggregator', url: `${feeds.base}/aggregator.xml`, kind: 'rss', countries: ['EU'], enabled: true },
    })
  ).id;
  ids.other = (
    await post('/api/content/source', {
      data: { name: 'Other', url: `${feeds.base}/other.xml`, kind: 'rss', enabled: true },
    })
  ).id;
  const now = Date.now();
  await t.database.db.transaction((tx) =>
    seedItems(
      tx,
      'newsitem',
      PAST.map(([title, summary], index) => {
        const key = `past${index}`;
        ids[key] = randomUUID();
        return {
          id: ids[key]!,
          data: {
            title,
            summary,
            url: `https://past.example/${index}`,
            publishedAt: new Date(now - (index + 1) * 86_400_000).toISOString(),
            // A person tagged the first item already.
            tags: index === 0 ? ['priority'] : [],
            source: ids.source,
          },
        };
      }),
    ),
  );
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

describe('auto-tagging rules', () => {
  it('refuse a pattern that could run for ever, and a rule that sets nothing', async () => {
    const unsafe = await post(
      '/api/content/autotag',
      { data: { name: 'Bad', match: 'pattern', terms: '(a+)+$', fields: ['title'], tags: ['x'] } },
      400,
    );
    expect(unsafe.data.issues).toEqual([
      { where: 'body', path: 'data.terms', message: expect.stringMatching(/very long/) },
    ]);
    const idle = await post(
      '/api/content/autotag',
      { data: { name: 'Idle', match: 'words', terms: 'x', fields: ['title'] } },
      400,
    );
    expect(idle.data.issues[0].path).toBe('data.tags');
  });

  it('preview what a rule would tag among past items, with the matched text, before it is saved', async () => {
    const dora = await preview({
      name: 'DORA',
      match: 'phrases',
      terms: 'DORA\ndigital operational resilience act',
      tags: ['dora'],
    });
    expect(dora).toMatchObject({ matched: 3, complete: true });
    expect(dora.items.map((item: { id: string }) => item.id)).toEqual([id('past0'), id('past1'), id('past3')]);
    const speech = dora.items[2];
    const title = speech.snippets.find((snippet: { field: string }) => snippet.field === 'title');
    expect(title.marks.map(([start, end]: [number, number]) => title.text.slice(start, end))).toEqual([
      'digital operational resilience act',
    ]);
    // "Dorado" is not the word DORA; an exclusion removes an item; a pattern reads the items without the index.
    const excluded = await preview({
      name: 'DORA',
      match: 'words',
      terms: 'DORA',
      exclude: 'one year on',
      tags: ['dora'],
    });
    expect(excluded.matched).toBe(2);
    const pattern = await preview({
      name: 'Consultations',
      match: 'pattern',
      terms: '\\bconsult(s|ation)\\b',
      tags: ['c'],
    });
    expect(pattern.items.map((item: { id: string }) => item.id)).toEqual([id('past1'), id('past3'), id('past5')]);
    const elsewhere = await preview({
      name: 'Other',
      match: 'words',
      terms: 'DORA',
      source: id('other'),
      tags: ['dora'],
    });
    expect(elsewhere.matched).toBe(0);
    await preview({ name: 'Broken', match: 'pattern', terms: '(', tags: ['x'] }, 400);
  });

  it('tag arriving items in their order: lists joined, the first rule’s regulator kept, what they set recorded', async () => {
    await rule({
      name: 'DORA',
      position: 10,
      match: 'words',
      terms: 'DORA',
      tags: ['dora'],
      topics: [id('topic')],
      regulator: id('eba'),
    });
    await rule({
      name: 'Consultations',
      position: 20,
      match: 'pattern',
      terms: '\\bconsults?\\b',
      newsTypes: ['consultation'],
      regulator: id('esma'),
      impact: 'high',
    });
    await rule({ name: 'Off', position: 5, match: 'words', terms: 'DORA', tags: ['never'], enabled: false });
    await rule({
      name: 'Elsewhere',
      position: 1,
      match: 'words',
      terms: 'DORA',
      tags: ['other-source'],
      source: id('other'),
    });
    await rule({
      name: 'Not speeches',
      position: 30,
      match: 'words',
      terms: 'DORA',
      exclude: 'speech',
      tags: ['not-speech'],
    });
    feeds.serve(
      '/aggregator.xml',
      `<?xml version="1.0"?><rss version="2.0"><channel><title>A</title><link>https://a.example/</link><description>d</description>
      <item><title>EBA consults on DORA incident reporting templates</title><link>https://a.example/1</link><pubDate>Mon, 16 Nov 2026 09:00:00 GMT</pubDate></item>
      <item><title>Speech on DORA</title><link>https://a.example/2</link><pubDate>Mon, 16 Nov 2026 10:00:00 GMT</pubDate></item>
      <item><title>Statistics on payment fraud</title><link>https://a.example/3</link><pubDate>Mon, 16 Nov 2026 11:00:00 GMT</pubDate></item>
      </channel></rss>`,
    );
    expect(await post(`/api/sources/${id('source')}/fetch`, {}, 200)).toMatchObject({ status: 'ok', added: 3 });
    const items = (
      await t.app.inject({ url: `/api/content/newsitem?source=${id('source')}&sort=title&limit=50`, headers })
    ).json().items;
    const byTitle = (title: string) => items.find((item: { title: string }) => item.title === title).data;
    expect(byTitle('EBA consults on DORA incident reporting templates')).toMatchObject({
      tags: ['dora', 'not-speech'],
      topics: [id('topic')],
      newsTypes: ['consultation'],
      regulator: id('eba'),
      impact: 'high',
      autoTags: [
        'tags:dora',
        `topics:${id('topic')}`,
        'regulator',
        'newsTypes:consultation',
        'impact',
        'tags:not-speech',
      ],
    });
    expect(byTitle('Speech on DORA').tags).toEqual(['dora']);
    expect(byTitle('Statistics on payment fraud').autoTags).toEqual([]);
  });

  it('re-run on past items as a background job with progress, keeping what a person set', async () => {
    const job = await post('/api/autotags/rerun', {}, 202);
    expect(job).toMatchObject({ kind: RERUN_JOB, status: 'queued' });
    const runner = new JobRunner(t.database.db, { [RERUN_JOB]: rerunRules(new RuleBook()) });
    expect(await runner.runQueued()).toBe(1);
    const done = (await t.app.inject({ url: `/api/jobs/${job.id}`, headers })).json();
    expect(done).toMatchObject({ status: 'done', done: 9, total: 9, result: { checked: 9, changed: 4, rules: 4 } });
    const first = (await t.app.inject({ url: `/api/content/newsitem/${id('past0')}`, headers })).json();
    expect(first.data.tags).toEqual(['priority', 'dora', 'not-speech']);
    const journal = (await t.app.inject({ url: `/api/content/newsitem/${id('past0')}/journal`, headers })).json();
    expect(journal.entries[0]).toMatchObject({ action: 'update', user: { name: 'tagger' } });
    // Someone else cannot follow the job.
    await createUser(t.database, { username: 'other', roles: ['tagger'] });
    expect((await t.app.inject({ url: `/api/jobs/${job.id}`, headers: { 'x-user': 'other' } })).statusCode).toBe(404);
    // A second run changes nothing.
    await post('/api/autotags/rerun', {}, 202);
    await runner.runQueued();
    const again = (await t.app.inject({ url: '/api/content/newsitem?limit=1', headers })).json();
    expect(again.items).toHaveLength(1);
  });
});
