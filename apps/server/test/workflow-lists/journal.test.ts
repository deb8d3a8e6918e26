import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The workflow journal (issue 16, /workflow/articles/journal) reads the activity API: insights' transitions, and with
 * `stage` only the moves into or out of that stage.
 */
let t: TestApp;
const call = async (user: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const response = await t.app.inject({ method, url, headers: { 'x-user': user }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'editor', roles: ['riccmember', 'articleEditor'] });
  await createUser(t.database, { username: 'reviewer', roles: ['riccmember', 'articleReviewer'] });
  const created = await call('editor', 'POST', '/api/content/article', {
    data: { title: 'MiCA custody rules', summary: 'What changes.', audience: 'internal' },
  });
  expect(created.status).toBe(201);
  const submitted = await call('editor', 'POST', `/api/content/article/${created.body.id}/transitions/submit`, {
    version: created.body.version,
    comment: 'Ready',
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const returned = await call('reviewer', 'POST', `/api/content/article/${created.body.id}/transitions/return`, {
    version: submitted.body.version,
    comment: 'Add the timeline',
  });
  expect(returned.status, JSON.stringify(returned.body)).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const moves = async (query: string) => {
  const answer = await call('editor', 'GET', `/api/horizon/activity?types=article&action=transition${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.entries.map((entry: { transition: string; comment: string; user: { name: string } }) => [
    entry.transition,
    entry.user.name,
    entry.comment,
  ]);
};

describe('the workflow journal: GET /api/horizon/activity with stage', () => {
  it('answers the moves into or out of a stage, newest first, with who and the comment', async () => {
    const both = [
      ['Return to author', 'reviewer', 'Add the timeline'],
      ['Submit for review', 'editor', 'Ready'],
    ];
    expect(await moves('')).toEqual(both);
    expect(await moves('&stage=review')).toEqual(both);
    expect(await moves('&stage=draft')).toEqual(both);
    expect(await moves('&stage=approval')).toEqual([]);
  });

  it('refuses a stage that is no name', async () => {
    expect((await call('editor', 'GET', '/api/horizon/activity?stage=in%20review')).status).toBe(400);
  });
});
