import { permissionMap, TOKEN_CHECK_INTERVAL_MS } from '@rh/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/request.ts';
import { readConfig } from '../config.ts';
import { createSession, type Me, type Session, type SessionApi } from './session.ts';
import { memoryStore, STORAGE_KEYS } from './storage-keys.ts';
import { useSession } from './useSession.ts';

type Options = { headers?: Record<string, string>; body?: unknown; retry?: boolean };
/** An answer: a value, an ApiError to reject with, or a function of the options giving either. */
type Reply = unknown | ((options?: Options) => unknown);

/** A fake request wrapper: answers by "METHOD /path", records calls, and calls the 401 handler as the real one does. */
function fakeApi(replies: Record<string, Reply> = {}, reports401 = true) {
  const calls: { method: string; path: string; options?: Options }[] = [];
  const unexpected: string[] = [];
  let handler: ((error: ApiError) => void) | null = null;
  const call = async (method: string, path: string, options?: Options) => {
    calls.push({ method, path, ...(options ? { options } : {}) });
    const key = `${method} ${path}`;
    if (!(key in replies)) {
      unexpected.push(key);
      throw new Error(`unexpected call ${key}`);
    }
    const reply = replies[key];
    const answer = typeof reply === 'function' ? (reply as (o?: Options) => unknown)(options) : reply;
    if (answer instanceof ApiError) {
      if (answer.status === 401 && reports401) handler?.(answer);
      throw answer;
    }
    return answer;
  };
  const api = {
    get: (_name: string, path: string, options?: Options) => call('GET', path, options),
    post: (_name: string, path: string, options?: Options) => call('POST', path, options),
    setUnauthorizedHandler: (next: ((error: ApiError) => void) | null) => void (handler = next),
  };
  return {
    api: api as unknown as SessionApi,
    calls,
    unexpected,
    replies,
    paths: () => calls.map((c) => `${c.method} ${c.path}`),
    hasHandler: () => handler !== null,
  };
}

const me: Me = {
  user: { username: 'ada', email: 'Ada.Lovelace@Example.org', acgroups: ['insightsvisitor'], homepage: null },
  roles: ['insightsvisitor', 'controlvisitor'],
  permissions: permissionMap(['insightsvisitor', 'controlvisitor']),
};
const unauthorized = () => new ApiError('User needs to be authenticated to call this API.', 401);
const serverError = () => new ApiError('API request failed', 503);
const networkError = () => new ApiError('A network error has occurred.', 0, undefined, 'NetworkError');
/** An answer that never comes: the flow waits there, for a test to look at the state meanwhile. */
const pending = () => new Promise<never>(() => {});
const account = { acgroups: ['insightsvisitor'], organisation: 'Acme Bank', homepage: '/news' };

interface Setup {
  build?: 'full' | 'external' | 'externalkpmgarc';
  stored?: Record<string, string>;
  replies?: Record<string, Reply>;
  pathname?: string;
  search?: string;
  /** Whether the fake wrapper calls the 401 handler, as the real one does. */
  reports401?: boolean;
}

function setup(options: Setup = {}) {
  const { build = 'full', stored = {}, replies = {}, pathname = '/news', search = '?page=2' } = options;
  const fake = fakeApi(replies, options.reports401 ?? true);
  const storage = memoryStore(stored);
  const navigate = vi.fn<(to: string) => void>();
  const assign = vi.fn<(url: string) => void>();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const session: Session = createSession({
    config: readConfig({ VITE_BUILD: build }),
    api: fake.api,
    storage,
    navigate,
    location: () => ({ pathname, search }),
    assign,
    log,
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
    now: () => Date.now(),
  });
  sessions.push(session);
  fakes.push(fake);
  return { ...fake, storage, navigate, assign, log, session, state: () => session.getState() };
}

const sessions: Session[] = [];
const fakes: ReturnType<typeof fakeApi>[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
  vi.useRealTimers();
  // A call the test did not answer is a flow the test did not expect.
  for (const fake of fakes.splice(0)) expect(fake.unexpected).toEqual([]);
});

const fullReplies = (overrides: Record<string, Reply> = {}) => ({
  'GET /ping': { status: 'ok', signedIn: true },
  'GET /me': me,
  ...overrides,
});

describe('start, full build', () => {
  it('pings, loads the user, stores the signed-in state and clears the relogin flag', async () => {
    const t = setup({ replies: fullReplies(), stored: { [STORAGE_KEYS.reloginTrigger]: 'true' } });
    await t.session.start();
    expect(t.paths()).toEqual(['GET /ping', 'GET /me']);
    expect(t.state()).toMatchObject({ status: 'authenticated', isAuthenticated: true, user: me.user });
    expect(t.state().roles).toEqual(me.roles);
    expect(t.storage.dump()).toEqual({
      [STORAGE_KEYS.userState]: 'signedIn',
      [STORAGE_KEYS.username]: 'ada',
      [STORAGE_KEYS.userGroups]: JSON.stringify(me.roles),
    });
    expect(t.hasHandler()).toBe(true);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('passes through loading first', async () => {
    const t = setup({ replies: fullReplies() });
    const seen: string[] = [];
    t.session.subscribe(() => seen.push(t.state().status));
    await t.session.start();
    expect(seen).toEqual(['loading', 'authenticated']);
  });

  it('refetches unparseable stored groups by the lower-cased e-mail once the user is known', async () => {
    const t = setup({
      replies: fullReplies({ 'GET /user/byemail/ada.lovelace%40example.org': { userGroups: ['tagger'] } }),
      stored: { [STORAGE_KEYS.userGroups]: '{not json' },
    });
    await t.session.start();
    expect(t.paths()).toEqual(['GET /ping', 'GET /me', 'GET /user/byemail/ada.lovelace%40example.org']);
    expect(t.storage.getItem(STORAGE_KEYS.userGroups)).toBe('["tagger"]');
  });

  it('stores norole when refetching the groups fails, and leaves readable groups alone', async () => {
    const failing = setup({
      replies: fullReplies({ 'GET /user/byemail/ada.lovelace%40example.org': serverError() }),
      stored: { [STORAGE_KEYS.userGroups]: '"tagger"' },
    });
    await failing.session.start();
    expect(failing.storage.getItem(STORAGE_KEYS.userGroups)).toBe('["norole"]');

    const readable = setup({ replies: fullReplies(), stored: { [STORAGE_KEYS.userGroups]: '["old"]' } });
    await readable.session.start();
    expect(readable.paths()).toEqual(['GET /ping', 'GET /me']);
  });

  it('answers 401 on /me with "not signed in" when the user was not signed in', async () => {
    const t = setup({ replies: fullReplies({ 'GET /me': unauthorized() }) });
    await t.session.start();
    expect(t.state()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, roles: [] });
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.storage.dump()).toEqual({});
  });

  it('treats 401 on /me as an ended session when the user was signed in: one trip to sign-in', async () => {
    const t = setup({
      replies: fullReplies({ 'GET /me': unauthorized() }),
      stored: { [STORAGE_KEYS.userState]: 'signedIn' },
    });
    await t.session.start();
    expect(t.navigate.mock.calls).toEqual([['/auth/signin']]);
    expect(t.storage.dump()).toEqual({
      [STORAGE_KEYS.redirect]: '/news?page=2',
      [STORAGE_KEYS.reloginTrigger]: 'true',
    });
    expect(t.state()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, roles: [] });
  });

  it('handles that 401 itself when the wrapper does not report it', async () => {
    const t = setup({
      replies: fullReplies({ 'GET /me': unauthorized() }),
      stored: { [STORAGE_KEYS.userState]: 'signedIn' },
      reports401: false,
    });
    await t.session.start();
    expect(t.navigate.mock.calls).toEqual([['/auth/signin']]);
    expect(t.storage.getItem(STORAGE_KEYS.reloginTrigger)).toBe('true');
  });

  it('treats a 401 ping (an ended cookie) as an ended session, not as a failed ping', async () => {
    const t = setup({
      replies: fullReplies({ 'GET /ping': unauthorized() }),
      stored: { [STORAGE_KEYS.userState]: 'signedIn' },
      reports401: false,
    });
    await t.session.start();
    expect(t.paths()).toEqual(['GET /ping']);
    expect(t.navigate.mock.calls).toEqual([['/auth/signin']]);
    expect(t.state()).toMatchObject({ pingFailures: 0, isAuthenticated: false });
  });

  it('stores the error and gives norole when loading the user fails otherwise', async () => {
    const t = setup({ replies: fullReplies({ 'GET /me': serverError() }) });
    await t.session.start();
    expect(t.state()).toMatchObject({
      status: 'error',
      isAuthenticated: false,
      roles: ['norole'],
      error: { message: 'API request failed', status: 503 },
    });
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.log.error).toHaveBeenCalled();
  });

  it('drops unparseable stored groups even when the user cannot be loaded', async () => {
    const t = setup({
      replies: fullReplies({ 'GET /me': serverError() }),
      stored: { [STORAGE_KEYS.userGroups]: '[1,' },
    });
    await t.session.start();
    expect(t.storage.getItem(STORAGE_KEYS.userGroups)).toBeNull();
    expect(t.paths()).toEqual(['GET /ping', 'GET /me']);
  });

  it('on a failed ping: norole, relogin flag, address remembered, off to sign-out, no user fetch', async () => {
    const t = setup({ replies: fullReplies({ 'GET /ping': networkError(), 'POST /auth/logout': pending }) });
    await t.session.start();
    expect(t.paths()).toEqual(['GET /ping', 'POST /auth/logout']);
    expect(t.navigate.mock.calls).toEqual([['/auth/signout']]);
    expect(t.storage.dump()).toEqual({
      [STORAGE_KEYS.reloginTrigger]: 'true',
      [STORAGE_KEYS.redirect]: '/news?page=2',
    });
    expect(t.state()).toMatchObject({ status: 'error', roles: ['norole'], pingFailures: 1, connectionError: false });
  });

  it('does not remember an /auth/ address', async () => {
    const t = setup({
      replies: fullReplies({ 'GET /ping': networkError(), 'POST /auth/logout': pending }),
      pathname: '/auth/signin',
      search: '',
    });
    await t.session.start();
    expect(t.storage.getItem(STORAGE_KEYS.redirect)).toBeNull();
    expect(t.navigate.mock.calls).toEqual([['/auth/signout']]);
  });

  it('checks the token every 30 minutes; a failed check is only logged', async () => {
    vi.useFakeTimers();
    const t = setup({ replies: fullReplies() });
    await t.session.start();
    t.replies['GET /ping'] = networkError();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1);
    expect(t.paths()).toEqual(['GET /ping', 'GET /me']);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.paths()).toEqual(['GET /ping', 'GET /me', 'GET /ping']);
    expect(t.log.warn).toHaveBeenCalledTimes(1);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.state()).toMatchObject({ status: 'authenticated', pingFailures: 0, connectionError: false });
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(t.log.warn).toHaveBeenCalledTimes(2);
  });
});

describe('a load superseded by a sign-out', () => {
  it('drops the late answer of /me (the sign-out page starts and signs out at once)', async () => {
    const late = Promise.withResolvers<Me>();
    const t = setup({
      replies: fullReplies({ 'GET /me': () => late.promise, 'POST /auth/logout': { redirect: null } }),
    });
    const starting = t.session.start();
    await vi.waitFor(() => expect(t.paths()).toContain('GET /me'));
    await t.session.signOut();
    late.resolve(me);
    await starting;
    expect(t.state()).toMatchObject({ isAuthenticated: false, status: 'unauthenticated' });
    expect(t.storage.getItem(STORAGE_KEYS.userState)).toBeNull();
  });

  it('drops the late account of an external build', async () => {
    const late = Promise.withResolvers<typeof account>();
    const t = setup({
      build: 'external',
      replies: { 'GET /account': () => late.promise },
      stored: { frmCloudExApiKey: 'k' },
    });
    const starting = t.session.start();
    await t.session.signOut();
    late.resolve(account);
    await starting;
    expect(t.state().isAuthenticated).toBe(false);
    expect(t.storage.dump()).toEqual({});
  });
});

describe('pingFailed', () => {
  it('goes to sign-out and signs out the first time, and shows the dialog the second time, without navigating', () => {
    const t = setup({ replies: { 'POST /auth/logout': pending } });
    t.session.pingFailed();
    expect(t.navigate.mock.calls).toEqual([['/auth/signout']]);
    expect(t.paths()).toEqual(['POST /auth/logout']);
    expect(t.state().connectionError).toBe(false);
    t.session.pingFailed();
    expect(t.navigate).toHaveBeenCalledTimes(1);
    expect(t.state()).toMatchObject({ pingFailures: 2, connectionError: true });
  });

  it('counts only consecutive failures: a good ping in between starts over', async () => {
    const t = setup({ replies: fullReplies({ 'POST /auth/logout': pending }) });
    t.session.pingFailed();
    await t.session.start();
    t.session.pingFailed();
    expect(t.state()).toMatchObject({ pingFailures: 1, connectionError: false });
    expect(t.navigate.mock.calls).toEqual([['/auth/signout'], ['/auth/signout']]);
  });

  it('runs the sign-out itself when already on the sign-out page (a reload of it)', async () => {
    const t = setup({
      replies: fullReplies({ 'GET /ping': networkError(), 'POST /auth/logout': networkError() }),
      pathname: '/auth/signout',
    });
    await t.session.start();
    await vi.waitFor(() => expect(t.state().connectionError).toBe(true));
    expect(t.paths()).toEqual(['GET /ping', 'POST /auth/logout', 'GET /ping']);
    expect(t.navigate).not.toHaveBeenCalled();
  });
});

describe('server down: first failed ping, sign-out, re-login, second failed ping', () => {
  const serverDown = () => fullReplies({ 'GET /ping': networkError(), 'POST /auth/logout': networkError() });

  it('ends with the Connection Error dialog after one trip to sign-out, though no sign-out page ever shows', async () => {
    // The fake navigation goes nowhere: as when a guard sends the router to sign-in before the sign-out page shows.
    const t = setup({ replies: serverDown(), stored: { [STORAGE_KEYS.userState]: 'signedIn' } });
    await t.session.start();
    await vi.waitFor(() => expect(t.state().connectionError).toBe(true));
    expect(t.paths()).toEqual(['GET /ping', 'POST /auth/logout', 'GET /ping']);
    expect(t.state()).toMatchObject({ pingFailures: 2, isAuthenticated: false, roles: ['norole'] });
    expect(t.navigate.mock.calls).toEqual([['/auth/signout']]);
    expect(t.log.warn).toHaveBeenCalledWith('Sign-out call failed', expect.any(ApiError));
    // The sign-out page, shown behind the dialog, starts no other round against the dead server.
    await t.session.signOut();
    expect(t.paths()).toHaveLength(3);
  });

  it("the sign-out page's call joins the sign-out the session started", async () => {
    const logout = Promise.withResolvers<never>();
    const t = setup({
      replies: fullReplies({ 'GET /ping': networkError(), 'POST /auth/logout': () => logout.promise }),
    });
    await t.session.start();
    const page = t.session.signOut();
    logout.reject(networkError());
    await page;
    expect(t.state().connectionError).toBe(true);
    expect(t.paths()).toEqual(['GET /ping', 'POST /auth/logout', 'GET /ping']);
  });

  it("also when the relogin flag was set already (the first failure comes in the sign-out's own load)", async () => {
    const t = setup({
      replies: serverDown(),
      stored: { [STORAGE_KEYS.userState]: 'signedIn', [STORAGE_KEYS.reloginTrigger]: 'true' },
    });
    await t.session.signOut();
    await vi.waitFor(() => expect(t.state().connectionError).toBe(true));
    expect(t.paths()).toEqual(['POST /auth/logout', 'GET /ping', 'POST /auth/logout', 'GET /ping']);
  });
});

describe('signIn', () => {
  it('signs in, pings, and goes back to the remembered address', async () => {
    const t = setup({
      replies: { 'POST /auth/login': me, 'GET /ping': { status: 'ok', signedIn: true } },
      stored: { [STORAGE_KEYS.redirect]: '/news?page=2', [STORAGE_KEYS.reloginTrigger]: 'true' },
    });
    await t.session.signIn('ada', 'secret');
    expect(t.calls[0]).toEqual({
      method: 'POST',
      path: '/auth/login',
      options: { body: { username: 'ada', password: 'secret' } },
    });
    expect(t.paths()).toEqual(['POST /auth/login', 'GET /ping']);
    expect(t.navigate.mock.calls).toEqual([['/news?page=2']]);
    expect(t.state()).toMatchObject({ status: 'authenticated', displayName: 'ada' });
    expect(t.storage.dump()).toEqual({
      [STORAGE_KEYS.userState]: 'signedIn',
      [STORAGE_KEYS.username]: 'ada',
      [STORAGE_KEYS.userGroups]: JSON.stringify(me.roles),
    });
  });

  it('goes Home without a remembered address, or with one that leaves the app', async () => {
    const replies = { 'POST /auth/login': me, 'GET /ping': { status: 'ok', signedIn: true } };
    const plain = setup({ replies });
    await plain.session.signIn('ada', 'secret');
    expect(plain.navigate.mock.calls).toEqual([['/']]);
    const outside = setup({ replies, stored: { [STORAGE_KEYS.redirect]: '//evil.example/x' } });
    await outside.session.signIn('ada', 'secret');
    expect(outside.navigate.mock.calls).toEqual([['/']]);
  });

  it('rejects with the ApiError and changes nothing, even when the wrapper reports the 401', async () => {
    const wrong = new ApiError('Wrong user name or password', 401);
    const t = setup({ replies: fullReplies({ 'POST /auth/login': wrong }) });
    await t.session.start(); // signed in, with the 401 handler installed: a 401 taken as an ended session would show
    const before = t.state();
    await expect(t.session.signIn('ada', 'nope')).rejects.toBe(wrong);
    expect(t.state()).toBe(before);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.storage.getItem(STORAGE_KEYS.userState)).toBe('signedIn');
  });

  it('handles a failed ping after signing in as any failed ping', async () => {
    const t = setup({ replies: { 'POST /auth/login': me, 'GET /ping': networkError(), 'POST /auth/logout': pending } });
    await t.session.signIn('ada', 'secret');
    expect(t.navigate.mock.calls).toEqual([['/auth/signout']]);
    expect(t.storage.getItem(STORAGE_KEYS.reloginTrigger)).toBe('true');
  });
});

describe('signOut, full build', () => {
  it("follows the identity provider's sign-out address when the server gives one", async () => {
    const t = setup({ replies: fullReplies({ 'POST /auth/logout': { redirect: 'https://idp.example/logout' } }) });
    await t.session.start();
    await t.session.signOut();
    expect(t.assign.mock.calls).toEqual([['https://idp.example/logout']]);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.state()).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, user: null, roles: [] });
    expect(t.state().permissions).toEqual({});
    expect(t.storage.getItem(STORAGE_KEYS.userState)).toBeNull();
    expect(t.storage.getItem(STORAGE_KEYS.userGroups)).toBeNull();
  });

  it('goes to sign-in otherwise, also when the sign-out call fails', async () => {
    const t = setup({ replies: fullReplies({ 'POST /auth/logout': serverError() }) });
    await t.session.start();
    await t.session.signOut();
    expect(t.navigate.mock.calls).toEqual([['/auth/signin']]);
    expect(t.assign).not.toHaveBeenCalled();
    expect(t.log.warn).toHaveBeenCalled();
    expect(t.state().isAuthenticated).toBe(false);
  });

  it('with the relogin flag, loads again and goes to sign-in when the session has ended', async () => {
    const t = setup({
      replies: fullReplies({ 'POST /auth/logout': { redirect: null }, 'GET /me': unauthorized() }),
      stored: { [STORAGE_KEYS.reloginTrigger]: 'true' },
    });
    await t.session.signOut();
    expect(t.paths()).toEqual(['POST /auth/logout', 'GET /ping', 'GET /me']);
    expect(t.navigate.mock.calls).toEqual([['/auth/signin']]);
  });

  it('stops the token check', async () => {
    vi.useFakeTimers();
    const t = setup({ replies: fullReplies({ 'POST /auth/logout': { redirect: null } }) });
    await t.session.start();
    await t.session.signOut();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 2);
    expect(t.paths()).toEqual(['GET /ping', 'GET /me', 'POST /auth/logout']);
  });
});

describe('unauthorized, full build', () => {
  it('remembers the address, sets the relogin flag, clears the user state and goes to sign-in once', async () => {
    const t = setup({ replies: fullReplies() });
    await t.session.start();
    t.session.unauthorized();
    t.session.unauthorized();
    t.session.unauthorized(unauthorized());
    expect(t.navigate.mock.calls).toEqual([['/auth/signin']]);
    expect(t.storage.getItem(STORAGE_KEYS.redirect)).toBe('/news?page=2');
    expect(t.storage.getItem(STORAGE_KEYS.reloginTrigger)).toBe('true');
    expect(t.storage.getItem(STORAGE_KEYS.userState)).toBeNull();
    expect(t.state()).toMatchObject({ isAuthenticated: false, roles: [], user: null });
  });

  it('handles a later 401 again after signing in anew', async () => {
    const t = setup({ replies: { 'POST /auth/login': me, 'GET /ping': { status: 'ok', signedIn: true } } });
    await t.session.signIn('ada', 'secret');
    t.session.unauthorized();
    await t.session.signIn('ada', 'secret');
    t.session.unauthorized();
    expect(t.navigate.mock.calls.filter(([to]) => to === '/auth/signin')).toHaveLength(2);
  });

  it('does nothing for a visitor who never signed in (public pages)', () => {
    const t = setup({ pathname: '/legal' });
    t.session.unauthorized();
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.storage.dump()).toEqual({});
  });

  it('does not remember an /auth/ address', async () => {
    const t = setup({ replies: fullReplies(), pathname: '/auth/debug' });
    await t.session.start();
    t.session.unauthorized();
    expect(t.storage.getItem(STORAGE_KEYS.redirect)).toBeNull();
    expect(t.navigate.mock.calls).toEqual([['/auth/signin']]);
  });
});

describe('external builds', () => {
  it('loads the account of the stored key and stores its name and groups', async () => {
    const t = setup({
      build: 'external',
      replies: { 'GET /account': account },
      stored: { [STORAGE_KEYS.apiKey]: 'key-1' },
    });
    await t.session.start();
    expect(t.calls).toEqual([{ method: 'GET', path: '/account', options: { headers: { 'x-api-key': 'key-1' } } }]);
    expect(t.state()).toMatchObject({
      status: 'authenticated',
      isAuthenticated: true,
      user: { username: 'Acme Bank', email: null, acgroups: ['insightsvisitor'], homepage: '/news' },
      roles: ['insightsvisitor'],
      displayName: 'Acme Bank',
    });
    expect(t.state().permissions).toEqual(permissionMap(['insightsvisitor']));
    expect(t.storage.getItem(STORAGE_KEYS.externalUsername)).toBe('Acme Bank');
    expect(t.storage.getItem(STORAGE_KEYS.externalGroups)).toBe('["insightsvisitor"]');
  });

  it('gives norole to an account without groups', async () => {
    const t = setup({
      build: 'externalkpmgarc',
      replies: { 'GET /account': { ...account, acgroups: [] } },
      stored: { [STORAGE_KEYS.apiKey]: 'key-1' },
    });
    await t.session.start();
    expect(t.state().roles).toEqual(['norole']);
  });

  it('without a key: not signed in, no call, no token check', async () => {
    vi.useFakeTimers();
    const t = setup({ build: 'external' });
    await t.session.start();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(t.calls).toEqual([]);
    expect(t.state().status).toBe('unauthenticated');
  });

  it('clears the stored key, name and groups and goes to Settings when the key is refused', async () => {
    const t = setup({
      build: 'external',
      replies: { 'GET /account': new ApiError('Forbidden', 403) },
      stored: {
        [STORAGE_KEYS.apiKey]: 'old',
        [STORAGE_KEYS.externalUsername]: 'A',
        [STORAGE_KEYS.externalGroups]: '[]',
      },
    });
    await t.session.start();
    expect(t.storage.dump()).toEqual({});
    expect(t.navigate.mock.calls).toEqual([['/settings']]);
    expect(t.state()).toMatchObject({ status: 'error', isAuthenticated: false, error: { status: 403 } });
  });

  it('clears the key on any failure to load the account, a network error included (spec §4)', async () => {
    const t = setup({
      build: 'external',
      replies: { 'GET /account': networkError() },
      stored: { frmCloudExApiKey: 'k' },
    });
    await t.session.start();
    expect(t.storage.getItem(STORAGE_KEYS.apiKey)).toBeNull();
    expect(t.navigate.mock.calls).toEqual([['/settings']]);
    expect(t.state()).toMatchObject({ status: 'error', roles: ['norole'] });
  });

  it('signs out locally: no server call, credentials removed, to Settings', async () => {
    const t = setup({ build: 'external', replies: { 'GET /account': account }, stored: { frmCloudExApiKey: 'k' } });
    await t.session.start();
    await t.session.signOut();
    expect(t.paths()).toEqual(['GET /account']);
    expect(t.storage.dump()).toEqual({});
    expect(t.navigate.mock.calls).toEqual([['/settings']]);
    expect(t.state()).toMatchObject({ isAuthenticated: false, roles: [] });
  });

  it('on a 401: credentials removed, signed out, to Settings once', async () => {
    const t = setup({ build: 'external', replies: { 'GET /account': account }, stored: { frmCloudExApiKey: 'k' } });
    await t.session.start();
    t.session.unauthorized();
    t.session.unauthorized();
    expect(t.storage.dump()).toEqual({});
    expect(t.navigate.mock.calls).toEqual([['/settings']]);
    expect(t.state().isAuthenticated).toBe(false);
  });

  it('setApiKey checks the key before storing it, then signs the organisation in', async () => {
    const t = setup({ build: 'external' });
    t.replies['GET /account'] = (options?: Options) => {
      expect(t.storage.getItem(STORAGE_KEYS.apiKey)).toBeNull();
      return options?.headers?.['x-api-key'] === 'new-key' ? account : unauthorized();
    };
    await t.session.setApiKey('new-key');
    expect(t.storage.getItem(STORAGE_KEYS.apiKey)).toBe('new-key');
    expect(t.state()).toMatchObject({ isAuthenticated: true, displayName: 'Acme Bank' });
  });

  it('setApiKey stores nothing and keeps the current key when the server refuses it', async () => {
    const t = setup({ build: 'external', replies: { 'GET /account': account }, stored: { frmCloudExApiKey: 'good' } });
    await t.session.start();
    const before = t.state();
    t.replies['GET /account'] = unauthorized();
    await expect(t.session.setApiKey('bad')).rejects.toMatchObject({ status: 401 });
    expect(t.storage.getItem(STORAGE_KEYS.apiKey)).toBe('good');
    expect(t.state()).toBe(before);
    expect(t.navigate).not.toHaveBeenCalled();
  });
});

describe('subscribe, dispose, useSession', () => {
  it('notifies subscribers of changes until they unsubscribe', () => {
    const t = setup({ replies: { 'POST /auth/logout': pending } });
    const listener = vi.fn();
    const unsubscribe = t.session.subscribe(listener);
    t.session.pingFailed();
    t.session.dismissConnectionError(); // nothing to dismiss: no change, no call
    unsubscribe();
    t.session.pingFailed();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dispose stops the token check and removes the 401 handler', async () => {
    vi.useFakeTimers();
    const t = setup({ replies: fullReplies() });
    await t.session.start();
    t.session.dispose();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(t.paths()).toEqual(['GET /ping', 'GET /me']);
    expect(t.hasHandler()).toBe(false);
  });

  it('useSession renders the current state', async () => {
    const t = setup({ replies: fullReplies() });
    const View = () => createElement('span', null, useSession(t.session).state.displayName);
    expect(renderToString(createElement(View))).toBe('<span>Guest</span>');
    await t.session.start();
    expect(renderToString(createElement(View))).toBe('<span>ada</span>');
  });
});
