import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, snapshotCounts, type TestApp } from './harness.ts';

let t: TestApp;
const as = (username: string) => ({ 'x-user': username });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'root', roles: ['superadmin'] });
});
afterAll(() => t.close());

async function createGroup(payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/usergroups', headers: as('root'), payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('admin user groups: access', () => {
  it('refuses callers who are not signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/usergroups'],
      ['GET', `/api/usergroups/${UNKNOWN_ID}`],
      ['POST', '/api/usergroups'],
      ['PATCH', `/api/usergroups/${UNKNOWN_ID}`],
      ['PUT', `/api/usergroups/${UNKNOWN_ID}`],
      ['POST', `/api/usergroups/${UNKNOWN_ID}/disable`],
      ['POST', `/api/usergroups/${UNKNOWN_ID}/enable`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses users whose roles do not grant userGroup', async () => {
    const outsider = await createUser(t.database, { roles: ['accountAdmin', 'articleApprover'] });
    const before = await snapshotCounts(t.database);
    const list = await t.app.inject({ url: '/api/usergroups', headers: as(outsider.username) });
    expect(list.statusCode).toBe(403);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/usergroups',
      headers: as(outsider.username),
      payload: { name: 'Admins', roles: ['superadmin'], members: [outsider.id] },
    });
    expect(create.statusCode).toBe(403);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });
});

describe('admin user groups: records', () => {
  it('creates, lists, gets, updates, disables and enables a group', async () => {
    const ann = await createUser(t.database, { username: 'ann' });
    const bob = await createUser(t.database, { username: 'bob' });
    const group = await createGroup({
      name: 'Editors',
      description: 'Write insights',
      roles: ['articleCreator', 'articleEditor'],
      members: [bob.id, ann.id, ann.id],
    });
    expect(group).toMatchObject({
      name: 'Editors',
      description: 'Write insights',
      roles: ['articleCreator', 'articleEditor'],
      members: [
        { id: ann.id, username: 'ann', email: ann.email },
        { id: bob.id, username: 'bob', email: bob.email },
      ],
      disabled: false,
    });

    const list = await t.app.inject({ url: '/api/usergroups?q=edit', headers: as('root') });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ total: 1, items: [group] });
    const one = await t.app.inject({ url: `/api/usergroups/${group.id}`, headers: as('root') });
    expect(one.json()).toEqual(group);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/usergroups/${group.id}`,
      headers: as('root'),
      payload: { name: 'Writers', members: [bob.id] },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Writers',
      description: 'Write insights',
      roles: ['articleCreator', 'articleEditor'],
      members: [{ id: bob.id }],
    });

    const emptied = await t.app.inject({
      method: 'PATCH',
      url: `/api/usergroups/${group.id}`,
      headers: as('root'),
      payload: { members: [] },
    });
    expect(emptied.json()).toMatchObject({ name: 'Writers', members: [] });

    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/usergroups/${group.id}/disable`,
      headers: as('root'),
    });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await t.app.inject({ url: '/api/usergroups?q=writ', headers: as('root') })).json().total).toBe(0);
    const disabledList = await t.app.inject({ url: '/api/usergroups?q=writ&status=disabled', headers: as('root') });
    expect(disabledList.json().items).toMatchObject([{ id: group.id }]);

    const enabled = await t.app.inject({
      method: 'POST',
      url: `/api/usergroups/${group.id}/enable`,
      headers: as('root'),
    });
    expect(enabled.json()).toMatchObject({ disabled: false });
  });

  it('answers 404 for an unknown group', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/usergroups/${UNKNOWN_ID}`, undefined],
      ['PATCH', `/api/usergroups/${UNKNOWN_ID}`, { name: 'Nobody' }],
      ['POST', `/api/usergroups/${UNKNOWN_ID}/disable`, undefined],
      ['POST', `/api/usergroups/${UNKNOWN_ID}/enable`, undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, payload, headers: as('root') });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses duplicates, unknown members, unknown fields and roles, changing nothing', async () => {
    const member = await createUser(t.database, { username: 'carol' });
    const group = await createGroup({ name: 'Taggers', roles: ['tagger'], members: [member.id] });
    await createGroup({ name: 'Reviewers', roles: ['articleReviewer'] });
    const before = await snapshotCounts(t.database);

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/usergroups',
      headers: as('root'),
      payload: { name: 'TAGGERS', roles: [], members: [member.id] },
    });
    expect(duplicate.statusCode).toBe(409);
    const renameToTaken = await t.app.inject({
      method: 'PATCH',
      url: `/api/usergroups/${group.id}`,
      headers: as('root'),
      payload: { name: 'reviewers', members: [] },
    });
    expect(renameToTaken.statusCode).toBe(409);

    // The group row is written before the members are checked: the transaction takes it back.
    const unknownMember = await t.app.inject({
      method: 'POST',
      url: '/api/usergroups',
      headers: as('root'),
      payload: { name: 'Ghosts', roles: ['tagger'], members: [member.id, UNKNOWN_ID] },
    });
    expect(unknownMember.statusCode).toBe(400);
    expect(unknownMember.json().message).toContain(UNKNOWN_ID);
    expect(unknownMember.json().data).toEqual({ unknownMembers: [UNKNOWN_ID] });

    // The old members are removed before the new ones are checked: the transaction puts them back.
    const patchUnknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/usergroups/${group.id}`,
      headers: as('root'),
      payload: { description: 'changed', members: [UNKNOWN_ID] },
    });
    expect(patchUnknown.statusCode).toBe(400);
    expect(patchUnknown.json().message).toContain(UNKNOWN_ID);

    for (const payload of [
      { name: 'Extra', roles: [], owner: 'me' },
      { name: 'Bad role', roles: ['emperor'] },
      { name: 'No roles' },
      { name: '   ', roles: [] },
      { name: 'Bad member', roles: [], members: ['not-an-id'] },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/usergroups', headers: as('root'), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{}, { roles: ['tagger'], disabled: true }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/usergroups/${group.id}`,
        headers: as('root'),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }

    expect(await snapshotCounts(t.database)).toEqual(before);
    const unchanged = await t.app.inject({ url: `/api/usergroups/${group.id}`, headers: as('root') });
    expect(unchanged.json()).toMatchObject({ name: 'Taggers', description: '', members: [{ id: member.id }] });
    expect(unchanged.json().updatedAt).toBe(group.updatedAt);
  });
});

describe('admin user groups: roles of members', () => {
  it('gives members the roles of the group while it is enabled, in sessions already open', async () => {
    const user = await createUser(t.database, {
      username: 'dennis',
      roles: ['insightsvisitor'],
      password: 'ritchie-c-lang',
    });
    const cookie = await signIn(t.app, 'dennis', 'ritchie-c-lang');
    const roles = async () => {
      const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      return me.json().roles as string[];
    };
    expect(await roles()).toEqual(['insightsvisitor']);

    const group = await createGroup({ name: 'Tax team', roles: ['faqseditor', 'insightsvisitor'], members: [user.id] });
    expect((await roles()).sort()).toEqual(['faqseditor', 'insightsvisitor']);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json().user.acgroups).toEqual(['insightsvisitor']);
    expect(me.json().permissions.faq).toEqual({ create: true, read: true, update: true, delete: true });

    await t.app.inject({ method: 'POST', url: `/api/usergroups/${group.id}/disable`, headers: as('root') });
    expect(await roles()).toEqual(['insightsvisitor']);

    await t.app.inject({ method: 'POST', url: `/api/usergroups/${group.id}/enable`, headers: as('root') });
    expect((await roles()).sort()).toEqual(['faqseditor', 'insightsvisitor']);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/usergroups/${group.id}`,
      headers: as('root'),
      payload: { members: [] },
    });
    expect(await roles()).toEqual(['insightsvisitor']);
  });

  it('shows group roles in the user admin and gives norole to a user whose only group is disabled', async () => {
    const user = await createUser(t.database, { username: 'edsger' });
    const group = await createGroup({ name: 'Controls', roles: ['controleditor'], members: [user.id] });
    const viaAdmin = await t.app.inject({ url: `/api/users/${user.id}`, headers: as('root') });
    expect(viaAdmin.json()).toMatchObject({
      acgroups: [],
      roles: ['controleditor'],
      groups: [{ id: group.id, name: 'Controls', roles: ['controleditor'], disabled: false }],
    });
    expect((await t.app.inject({ url: '/api/me', headers: as('edsger') })).json().roles).toEqual(['controleditor']);
    const byEmail = await t.app.inject({ url: `/api/user/byemail/${user.email}`, headers: as('root') });
    expect(byEmail.json()).toEqual({ userGroups: ['controleditor'] });

    await t.app.inject({ method: 'POST', url: `/api/usergroups/${group.id}/disable`, headers: as('root') });
    expect((await t.app.inject({ url: '/api/me', headers: as('edsger') })).json().roles).toEqual(['norole']);
    // The admin list still names the disabled group, said disabled, and its roles no longer count.
    const listed = await t.app.inject({ url: '/api/users?q=edsger', headers: as('root') });
    expect(listed.json().items[0]).toMatchObject({ roles: ['norole'], groups: [{ id: group.id, disabled: true }] });
  });

  it('replaces every field with PUT (the web client’s verb) and refuses a PUT that leaves one out', async () => {
    const [kay, lin] = [await createUser(t.database), await createUser(t.database)];
    const group = await createGroup({
      name: 'Newsroom taggers',
      description: 'Tag news',
      roles: ['tagger'],
      members: [kay.id],
    });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/usergroups/${group.id}`, headers: as('root'), payload });
    const replaced = await put({
      name: 'Newsroom readers',
      description: '',
      roles: ['insightsvisitor'],
      members: [lin.id],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: 'Newsroom readers',
      description: '',
      roles: ['insightsvisitor'],
      members: [{ id: lin.id }],
    });
    const partial = await put({ name: 'Half' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ status: 400, message: expect.any(String) });
    const after = await t.app.inject({ url: `/api/usergroups/${group.id}`, headers: as('root') });
    expect(after.json()).toMatchObject({ name: 'Newsroom readers', members: [{ id: lin.id }] });
  });
});
