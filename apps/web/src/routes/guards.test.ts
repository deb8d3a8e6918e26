import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { guard, type GuardContext } from './guards.ts';
import type { RouteDef } from './types.ts';

const full = readConfig({ VITE_BUILD: 'full' });
const external = readConfig({ VITE_BUILD: 'external', VITE_API_MODE: 'external' });
const route = (fields: Partial<RouteDef> = {}): RouteDef => ({
  name: 'News',
  path: '/news',
  scope: 'common',
  ...fields,
});
const ctx = (fields: Partial<GuardContext> = {}): GuardContext => ({
  config: full,
  signedIn: true,
  reloginTrigger: false,
  hasApiKey: false,
  can: () => true,
  location: { pathname: '/news', search: '' },
  ...fields,
});

describe('navigation guards (spec §2)', () => {
  it('sends an internal-only route to Home outside the full build', () => {
    expect(guard(route({ internalOnly: true, openWithoutKey: true }), ctx({ config: external }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guard(route({ internalOnly: true }), ctx())).toEqual({ kind: 'allow' });
  });

  it('sends a route whose permission is missing to Home', () => {
    const guarded = route({ permission: { resource: 'adminMenu', action: 'read' } });
    expect(guard(guarded, ctx({ can: () => false }))).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(guarded, ctx({ can: (r, a) => r === 'adminMenu' && a === 'read' }))).toEqual({ kind: 'allow' });
  });

  describe('full build', () => {
    it('lets public pages through without signing in', () => {
      for (const name of ['Legal', 'Contact', 'Auth', 'LoginCognitoAuth', 'SignOutCognitoAuth']) {
        expect(guard(route({ name, public: true }), ctx({ signedIn: false }))).toEqual({ kind: 'allow' });
      }
    });

    it('lets the callback path and any URL with a code or error parameter through', () => {
      const anonymous = { signedIn: false };
      expect(guard(route(), ctx({ ...anonymous, location: { pathname: '/auth/callback', search: '' } }))).toEqual({
        kind: 'allow',
      });
      expect(guard(route(), ctx({ ...anonymous, location: { pathname: '/news', search: '?code=abc' } }))).toEqual({
        kind: 'allow',
      });
      expect(guard(route(), ctx({ ...anonymous, location: { pathname: '/', search: '?error=denied' } }))).toEqual({
        kind: 'allow',
      });
    });

    it('remembers the full target and sends to sign-in when not signed in', () => {
      const decision = guard(
        route(),
        ctx({ signedIn: false, location: { pathname: '/news', search: '?q=basel', hash: '#top' } }),
      );
      expect(decision).toEqual({ kind: 'redirect', to: '/auth/signin', remember: '/news?q=basel#top' });
    });

    it('does not remember /auth/ paths', () => {
      const decision = guard(
        route({ name: 'AuthDebug' }),
        ctx({ signedIn: false, location: { pathname: '/auth/debug', search: '' } }),
      );
      expect(decision).toEqual({ kind: 'redirect', to: '/auth/signin' });
    });

    it('lets Home through when the relogin flag is set', () => {
      const home = route({ name: 'Home', path: '/' });
      const at = { pathname: '/', search: '' };
      expect(guard(home, ctx({ signedIn: false, reloginTrigger: true, location: at }))).toEqual({ kind: 'allow' });
      expect(guard(home, ctx({ signedIn: false, reloginTrigger: false, location: at }))).toMatchObject({
        to: '/auth/signin',
      });
      expect(guard(route(), ctx({ signedIn: false, reloginTrigger: true }))).toMatchObject({ to: '/auth/signin' });
    });

    it('checks permissions only once signed in', () => {
      const guarded = route({ permission: { resource: 'user', action: 'read' } });
      expect(guard(guarded, ctx({ signedIn: false, can: () => false }))).toMatchObject({ to: '/auth/signin' });
    });
  });

  describe('external builds', () => {
    for (const build of ['external', 'externalkpmgarc']) {
      const config = readConfig({ VITE_BUILD: build, VITE_API_MODE: 'external' });
      it(`${build}: opens Settings, About, DigitalGateway and Tempx without a key`, () => {
        for (const name of ['Settings', 'About', 'DigitalGateway', 'Tempx']) {
          expect(guard(route({ name, openWithoutKey: true }), ctx({ config, signedIn: false }))).toEqual({
            kind: 'allow',
          });
        }
      });

      it(`${build}: sends any other route to Settings without a stored key`, () => {
        expect(guard(route(), ctx({ config, hasApiKey: false }))).toEqual({ kind: 'redirect', to: '/settings' });
        expect(guard(route(), ctx({ config, hasApiKey: true, signedIn: false }))).toEqual({ kind: 'allow' });
      });
    }
  });
});
