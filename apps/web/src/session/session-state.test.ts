import { permissionMap, RESOURCES } from '@rh/core';
import { describe, expect, it } from 'vitest';
import { initialSessionState, sessionReducer, type Me, type SessionEvent, type SessionState } from './session-state.ts';

const ada: Me = {
  user: { username: 'ada', email: 'Ada@Example.org', acgroups: ['insightsvisitor'], homepage: null },
  roles: ['insightsvisitor'],
  permissions: permissionMap(['insightsvisitor']),
};

const run = (...events: SessionEvent[]): SessionState => events.reduce(sessionReducer, initialSessionState);
const signedIn = () => run({ type: 'LOAD_START' }, { type: 'LOAD_SUCCESS', me: ada });

describe('sessionReducer (spec §4)', () => {
  it('starts initialising, as a guest with nothing granted', () => {
    expect(initialSessionState).toMatchObject({
      status: 'initialising',
      isAuthenticated: false,
      user: null,
      roles: [],
      permissions: {},
      pingFailures: 0,
      connectionError: false,
      displayName: 'Guest',
    });
  });

  it('LOAD_START: loading, the last error cleared, a known user kept', () => {
    const failed = run({ type: 'LOAD_FAILURE', error: { message: 'down', status: 503, data: null } });
    expect(sessionReducer(failed, { type: 'LOAD_START' })).toMatchObject({ status: 'loading', error: null });
    const reloading = sessionReducer(signedIn(), { type: 'LOAD_START' });
    expect(reloading).toMatchObject({ status: 'loading', isAuthenticated: true, displayName: 'ada' });
  });

  it('LOAD_SUCCESS: authenticated with the roles and permissions of the answer', () => {
    const state = signedIn();
    expect(state).toMatchObject({ status: 'authenticated', isAuthenticated: true, user: ada.user, error: null });
    expect(state.roles).toEqual(['insightsvisitor']);
    expect(state.permissions).toBe(ada.permissions);
    expect(state.displayName).toBe('ada');
  });

  it('LOAD_SUCCESS without roles: norole, and every permission false', () => {
    const state = run({ type: 'LOAD_SUCCESS', me: { ...ada, roles: [], permissions: permissionMap(['superadmin']) } });
    expect(state.roles).toEqual(['norole']);
    expect(Object.keys(state.permissions).sort()).toEqual([...RESOURCES].sort());
    for (const permission of Object.values(state.permissions)) {
      expect(permission).toEqual({ create: false, read: false, update: false, delete: false });
    }
  });

  it('derives the display name: user name, else e-mail, else Guest', () => {
    const me = (username: string, email: string | null): Me => ({ ...ada, user: { ...ada.user, username, email } });
    expect(run({ type: 'LOAD_SUCCESS', me: me('', 'a@b.c') }).displayName).toBe('a@b.c');
    expect(run({ type: 'LOAD_SUCCESS', me: me('', null) }).displayName).toBe('Guest');
    expect(sessionReducer(signedIn(), { type: 'SIGN_OUT' }).displayName).toBe('Guest');
  });

  it('LOAD_FAILURE: the error kept, not authenticated, role norole', () => {
    const error = { message: 'API request failed', status: 500, data: { id: 1 } };
    const state = sessionReducer(signedIn(), { type: 'LOAD_FAILURE', error });
    expect(state).toMatchObject({ status: 'error', error, isAuthenticated: false, user: null, roles: ['norole'] });
    expect(state.permissions).toEqual({});
  });

  it('UNAUTHENTICATED: nobody signed in, no roles, permissions cleared', () => {
    const state = sessionReducer(run({ type: 'LOAD_START' }), { type: 'UNAUTHENTICATED' });
    expect(state).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, user: null, roles: [] });
    expect(state.permissions).toEqual({});
  });

  it('SIGN_OUT: empty roles, cleared permissions, not authenticated; the ping count survives', () => {
    const before = sessionReducer(signedIn(), { type: 'PING_FAILED' });
    const state = sessionReducer(before, { type: 'SIGN_OUT' });
    expect(state).toMatchObject({ status: 'unauthenticated', isAuthenticated: false, user: null, roles: [] });
    expect(state.permissions).toEqual({});
    expect(state.pingFailures).toBe(1);
  });

  it('PING_FAILED: counts, and the second consecutive failure raises the connection error', () => {
    const once = run({ type: 'PING_FAILED' });
    expect(once).toMatchObject({ pingFailures: 1, connectionError: false });
    const twice = sessionReducer(once, { type: 'PING_FAILED' });
    expect(twice).toMatchObject({ pingFailures: 2, connectionError: true });
    const interrupted = run({ type: 'PING_FAILED' }, { type: 'PING_OK' }, { type: 'PING_FAILED' });
    expect(interrupted).toMatchObject({ pingFailures: 1, connectionError: false });
  });

  it('PING_OK: resets the count and the dialog; the same object when there is nothing to reset', () => {
    const failing = run({ type: 'PING_FAILED' }, { type: 'PING_FAILED' });
    expect(sessionReducer(failing, { type: 'PING_OK' })).toMatchObject({ pingFailures: 0, connectionError: false });
    const ok = signedIn();
    expect(sessionReducer(ok, { type: 'PING_OK' })).toBe(ok);
  });

  it('CONNECTION_ERROR_DISMISSED: hides the dialog, keeps the count so the next failure shows it again', () => {
    const dismissed = run({ type: 'PING_FAILED' }, { type: 'PING_FAILED' }, { type: 'CONNECTION_ERROR_DISMISSED' });
    expect(dismissed).toMatchObject({ pingFailures: 2, connectionError: false });
    expect(sessionReducer(dismissed, { type: 'PING_FAILED' }).connectionError).toBe(true);
    expect(sessionReducer(dismissed, { type: 'CONNECTION_ERROR_DISMISSED' })).toBe(dismissed);
  });
});
