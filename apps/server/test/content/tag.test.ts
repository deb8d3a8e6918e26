// Issue 11 item 20: tag slugs are validated, and an over-long name is refused with its limit, not cut.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'tagger', roles: ['riccadmin'] });
});
afterAll(() => t.close());

const createTag = (data: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/content/tag', headers: { 'x-user': 'tagger' }, payload: { data } });

describe('tags', () => {
  it.each(['Bad Slug With Spaces!!', 'UPPER', 'two--hyphens', '-leading', 'trailing-', 'snake_case'])(
    'refuses the slug %j, saying which characters a slug takes',
    async (slug) => {
      const response = await createTag({ name: 'A tag', slug });
      expect(response.statusCode).toBe(400);
      const issue = response.json().data.issues.find((i: { path: string }) => i.path === 'data.slug');
      expect(issue?.message).toMatch(/lowercase letters, digits/);
    },
  );

  it('takes a slug of lowercase letters, digits and single hyphens', async () => {
    const response = await createTag({ name: 'Market abuse 2', slug: 'market-abuse-2' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.slug).toBe('market-abuse-2');
  });

  it('refuses a name over the limit, naming the limit, and stores nothing cut short', async () => {
    const name = 'n'.repeat(101);
    const response = await createTag({ name, slug: 'too-long' });
    expect(response.statusCode).toBe(400);
    const issue = response.json().data.issues.find((i: { path: string }) => i.path === 'data.name');
    expect(issue?.message).toBe('At most 100 characters');
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/content/tag/too-long',
      headers: { 'x-user': 'tagger' },
    });
    expect(lookup.statusCode).toBe(404);
  });
});
