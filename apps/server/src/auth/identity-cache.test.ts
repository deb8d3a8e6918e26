import { describe, expect, it } from 'vitest';
import { IdentityCache } from './identity-cache.ts';
import type { Identity } from './identity.ts';

const identity = (username: string): Identity => ({
  kind: 'user',
  userId: username,
  username,
  email: `${username}@example.test`,
  homepage: null,
  acgroups: [],
  roles: ['norole'],
  via: 'session',
  sessionId: username,
});
const later = () => Date.now() + 60_000;

describe('IdentityCache', () => {
  it('caches nothing until invalidations are listened to', () => {
    const cache = new IdentityCache();
    cache.set('a', identity('a'), later(), cache.ticket());
    expect(cache.get('a')).toBeNull();
    cache.setListening(true);
    cache.set('a', identity('a'), later(), cache.ticket());
    expect(cache.get('a')?.kind).toBe('user');
  });

  it('drops one session or everything', () => {
    const cache = new IdentityCache();
    cache.setListening(true);
    for (const key of ['a', 'b', 'c']) cache.set(key, identity(key), later(), cache.ticket());
    cache.invalidate('s:a');
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).not.toBeNull();
    cache.invalidate('*');
    expect(cache.get('b')).toBeNull();
    expect(cache.get('c')).toBeNull();
  });

  it('ignores a read that an invalidation overtook', () => {
    const cache = new IdentityCache();
    cache.setListening(true);
    const ticket = cache.ticket();
    cache.invalidate('*'); // e.g. the user was disabled while their row was being read
    cache.set('a', identity('a'), later(), ticket);
    expect(cache.get('a')).toBeNull();
  });

  it('forgets entries past their validity or age, and everything when listening stops', () => {
    const cache = new IdentityCache({ ttlMs: 60_000 });
    cache.setListening(true);
    cache.set('expired', identity('x'), Date.now() - 1, cache.ticket());
    expect(cache.get('expired')).toBeNull();
    const aged = new IdentityCache({ ttlMs: -1 });
    aged.setListening(true);
    aged.set('a', identity('a'), later(), aged.ticket());
    expect(aged.get('a')).toBeNull();
    cache.set('b', identity('b'), later(), cache.ticket());
    cache.setListening(false);
    expect(cache.get('b')).toBeNull();
    cache.set('b', identity('b'), later(), cache.ticket());
    expect(cache.get('b')).toBeNull();
  });

  it('stays within its size', () => {
    const cache = new IdentityCache({ maxEntries: 2 });
    cache.setListening(true);
    for (const key of ['a', 'b', 'c']) cache.set(key, identity(key), later(), cache.ticket());
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
  });
});
