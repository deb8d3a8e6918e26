// Fetching feeds as real publishers write them (issue 11, items 10, 12 and 13), through "Fetch now" and the
// source's state: what a long feed skips, what a sloppy one still gives.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ITEMS } from '../../src/ingest/parse.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';
import { startFeedServer, type FeedServer } from './feed-server.ts';

let t: TestApp;
let feeds: FeedServer;
const headers = { 'x-user': 'admin' };
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function sourceOf(path: string, kind = 'rss'): Promise<string> {
  const data = { name: `Source of ${path}`, url: `${feeds.base}${path}`, kind, pollMinutes: 60, enabled: true };
  const response = await t.app.inject({ method: 'POST', url: '/api/content/source', headers, payload: { data } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}
const fetchNow = async (id: string) =>
  (await t.app.inject({ method: 'POST', url: `/api/sources/${id}/fetch`, headers })).json();
const stateOf = async (id: string) => (await t.app.inject({ url: `/api/sources/${id}/state`, headers })).json();
const newsOf = async (id: string) =>
  (await t.app.inject({ url: `/api/content/newsitem?source=${id}&limit=100`, headers })).json().items as {
    title: string;
    data: { url: string; content?: string; publishedAt: string };
  }[];

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ API_MODE: 'skipauth', FETCH_ALLOW: feeds.allow });
  await createUser(t.database, { username: 'admin', roles: ['superadmin', 'riccadmin', 'tagger'] });
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

describe('feeds as publishers write them', () => {
  it('a long feed listed oldest first gives its newest entries, and the source says how many it skipped', async () => {
    feeds.serve('/oldest-first.xml', fixture('cbi-oldest-first.xml'));
    const id = await sourceOf('/oldest-first.xml');
    const skipped = 730 - MAX_ITEMS;
    expect(await fetchNow(id)).toMatchObject({ status: 'ok', added: MAX_ITEMS, rejected: 0, skipped });
    expect(await stateOf(id)).toMatchObject({
      lastStatus: 'ok',
      lastError: null,
      lastWarning: expect.stringContaining(`${skipped} older ones skipped`),
    });
    const newest = await t.app.inject({ url: `/api/content/newsitem?source=${id}&limit=1`, headers });
    expect(newest.json().items[0].title).toBe('Daily notice 730');
  });

  it('an <rss> without <channel> is ok with no items and a warning, not a failure that backs off', async () => {
    feeds.serve('/no-channel.xml', fixture('no-channel.xml'));
    const id = await sourceOf('/no-channel.xml');
    expect(await fetchNow(id)).toMatchObject({
      status: 'ok',
      added: 0,
      warning: expect.stringMatching(/no <channel>/),
    });
    const state = await stateOf(id);
    expect(state).toMatchObject({ lastStatus: 'ok', lastError: null, failures: 0 });
    expect(state.lastWarning).toMatch(/no <channel>/);
    // Due again after its own interval (60 minutes), not a back-off.
    expect(new Date(state.nextFetchAt).getTime() - new Date(state.lastFetchAt).getTime()).toBe(60 * 60_000);
  });

  it('keeps entries without a link (shown with the feed’s page), once, and links resolved in their content', async () => {
    feeds.serve(
      '/notices.xml',
      `<rss version="2.0"><channel><title>Notices</title><link>https://www.regulator.test/notices</link>
        <item><title>Office closed on Friday</title><description><![CDATA[See <a href="/hours">hours</a>.]]></description></item>
      </channel></rss>`,
    );
    const notices = await sourceOf('/notices.xml');
    expect(await fetchNow(notices)).toMatchObject({ status: 'ok', added: 1, rejected: 0 });
    expect(await fetchNow(notices)).toMatchObject({ status: 'ok', added: 0, merged: 1 });
    const [notice] = await newsOf(notices);
    expect(notice!.data.url).toBe('https://www.regulator.test/notices');
    expect(notice!.data.content).toContain('href="https://www.regulator.test/hours"');

    feeds.serve('/lenient.atom', fixture('lenient.xml'), 'application/atom+xml');
    const lenient = await sourceOf('/lenient.atom', 'atom');
    expect(await fetchNow(lenient)).toMatchObject({ status: 'ok', added: 3, rejected: 0 });
    expect(await fetchNow(lenient)).toMatchObject({ status: 'ok', added: 0, merged: 3 });
    expect((await newsOf(lenient)).map((item) => item.data.url).sort()).toEqual([
      `${feeds.base}/lenient.atom`,
      'https://www.cssf.lu/en/2026/11/communique-reporting-schedule/',
      'https://www.cssf.lu/en/2026/11/warning-fraudulent-website/',
    ]);
  });

  it('a DTD with a parameter entity fails the source with the reason', async () => {
    feeds.serve('/parameter-entity.xml', fixture('parameter-entity.xml'));
    const id = await sourceOf('/parameter-entity.xml');
    expect(await fetchNow(id)).toMatchObject({ status: 'error', error: expect.stringMatching(/parameter entity/) });
    expect((await stateOf(id)).lastError).toMatch(/parameter entity/);
  });
});
