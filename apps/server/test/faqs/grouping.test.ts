import { randomUUID } from 'node:crypto';
import { contentType } from '@rh/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The FAQ list grouped by theme (issue 16 item 5): the web counts each theme with one aggregation of the list's view
 * and lists each section with the list API narrowed to the theme (or `theme.has=false`). These must agree, for every
 * reader's visibility (a visitor sees approved answers only) and with the list's own filters and search.
 */
let t: TestApp;
const ids: Record<string, string> = {};

async function seed(type: string, name: string, data: Record<string, unknown>, stage?: string) {
  ids[name] = randomUUID();
  await seedItems(t.database.db, type, [{ id: ids[name], data, ...(stage ? { stage } : {}) }]);
}

const groupsOf = async (user: string, filters: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/aggregate',
    headers: { 'x-user': user },
    payload: {
      queries: [{ id: 'groups', type: 'faq', by: ['theme'], ...(Object.keys(filters).length ? { filters } : {}) }],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.groups as {
    total: number;
    groups: { key: string | null; count: number }[];
    labels: Record<string, string>;
  };
};

const listTotal = async (user: string, query: Record<string, string>) => {
  const response = await t.app.inject({ url: '/api/content/faq', query, headers: { 'x-user': user } });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json();
  expect(page.total.exact).toBe(true);
  return { total: page.total.value as number, questions: page.items.map((item: { title: string }) => item.title) };
};

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'editor', roles: ['faqseditor'] });
  await createUser(t.database, { username: 'visitor', roles: ['faqsvisitor'] });
  await seed('faqtheme', 'dora', { name: 'DORA' });
  await seed('faqtheme', 'mifid', { name: 'MiFID II' });
  await seed('faqtheme', 'empty', { name: 'Nothing filed here' });
  await seed('faqstatus', 'answered', { name: 'Answered', position: 1 });
  await seed('faqstatus', 'awaiting', { name: 'Awaiting regulator', position: 2 });
  const faq = (question: string, theme: string | null, status: string, stage: string) =>
    seed('faq', question, { question, status: ids[status], ...(theme ? { theme: ids[theme] } : {}) }, stage);
  await faq('Which incidents must be reported under DORA?', 'dora', 'answered', 'approved');
  await faq('Do intra-group ICT services go in the register?', 'dora', 'answered', 'approved');
  await faq('Is a software licence an ICT service?', 'dora', 'awaiting', 'submitted');
  await faq('Must calls with no transaction be recorded?', 'mifid', 'answered', 'approved');
  await faq('Does the Accessibility Act apply to our app?', null, 'awaiting', 'draft');
  await faq('Is an old answer on sanctions lists still valid?', null, 'answered', 'approved');
});

afterAll(async () => {
  await t?.close();
});

/** Each group's count against the list the web opens for it: the theme's, or the items without one. */
async function expectGroupsMatchLists(user: string, filters: Record<string, string> = {}) {
  const answer = await groupsOf(user, filters);
  let sum = 0;
  for (const group of answer.groups) {
    const query = group.key === null ? { ...filters, 'theme.has': 'false' } : { ...filters, theme: group.key };
    const { total } = await listTotal(user, query);
    expect(total, `${user} ${group.key ? answer.labels[group.key] : 'no theme'}`).toBe(group.count);
    sum += group.count;
  }
  // A FAQ has one theme or none: the sections together hold the whole list, each item once.
  expect(sum).toBe(answer.total);
  expect((await listTotal(user, filters)).total).toBe(answer.total);
  return answer;
}

describe('the FAQ list grouped by theme', () => {
  it('is declared on the type, with the filter that lists the questions without a theme', () => {
    const faq = contentType('faq');
    expect(faq.list.groupBy).toBe('theme');
    expect(Object.keys(faq.list.has ?? {})).toContain('theme');
  });

  it('counts each theme as its section lists it, for the FAQ team (every stage)', async () => {
    const answer = await expectGroupsMatchLists('editor');
    const counts = Object.fromEntries(answer.groups.map((g) => [g.key ? answer.labels[g.key] : 'none', g.count]));
    expect(counts).toEqual({ DORA: 3, 'MiFID II': 1, none: 2 });
  });

  it('counts and lists only approved answers for a visitor', async () => {
    const answer = await expectGroupsMatchLists('visitor');
    const counts = Object.fromEntries(answer.groups.map((g) => [g.key ? answer.labels[g.key] : 'none', g.count]));
    expect(counts).toEqual({ DORA: 2, 'MiFID II': 1, none: 1 });
    const { questions } = await listTotal('visitor', { 'theme.has': 'false' });
    expect(questions).toEqual(['Is an old answer on sanctions lists still valid?']);
  });

  it('keeps the list’s filters and search in every group', async () => {
    await expectGroupsMatchLists('editor', { status: ids.awaiting! });
    await expectGroupsMatchLists('editor', { q: 'ICT' });
    const answer = await groupsOf('editor', { status: ids.awaiting! });
    expect(answer.groups.map((g) => g.key).sort()).toEqual([ids.dora, null].sort());
  });

  it('refuses a list of the questions without a theme to a caller who may not read FAQs', async () => {
    await createUser(t.database, { username: 'outsider', roles: ['tagger'] });
    const response = await t.app.inject({
      url: '/api/content/faq',
      query: { 'theme.has': 'false' },
      headers: { 'x-user': 'outsider' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403 });
  });
});
