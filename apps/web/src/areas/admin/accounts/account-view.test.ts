import { EXTERNAL_ROLE_NAMES } from '@rh/core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, activeKeys, keysNewestFirst, lastKeyUse, whenText } from './account-view.ts';
import type { ApiKey } from './types.ts';

const key = (id: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null = null): ApiKey => ({
  id,
  name: id,
  prefix: `rhk_${id}`,
  createdAt,
  lastUsedAt,
  revokedAt,
});

describe('account view', () => {
  const keys = [
    key('a', '2026-01-01T10:00:00Z', '2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z'),
    key('b', '2026-02-01T10:00:00Z', '2026-02-15T10:00:00Z'),
    key('c', '2026-03-01T10:00:00Z', null),
  ];

  it('counts the keys that are not revoked', () => {
    expect(activeKeys({ keys }).map((k) => k.id)).toEqual(['b', 'c']);
  });

  it('takes the latest use of any key, a revoked one included', () => {
    expect(lastKeyUse({ keys })).toBe('2026-03-01T10:00:00Z');
    expect(lastKeyUse({ keys: [keys[2]!] })).toBeNull();
  });

  it('lists the newest key first', () => {
    expect(keysNewestFirst(keys).map((k) => k.id)).toEqual(['c', 'b', 'a']);
  });

  it('offers exactly the read-only roles the server accepts', () => {
    const names = ACCOUNT_ROLES.map((role) => role.name);
    expect(names).toEqual(EXTERNAL_ROLE_NAMES.filter((name) => name !== 'norole').sort());
    expect(names).toContain('insightsvisitor');
    expect(names).not.toContain('accountAdmin');
    expect(ACCOUNT_ROLES.every((role) => role.description.length > 0)).toBe(true);
  });

  it('writes a moment to the minute, and nothing for none', () => {
    expect(whenText('2026-11-27T14:05:00Z')).toMatch(/27 Nov 2026/);
    expect(whenText(null)).toBe('');
  });
});
