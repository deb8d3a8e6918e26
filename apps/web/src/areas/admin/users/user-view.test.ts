import { describe, expect, it } from 'vitest';
import { groupOrigins, resetRefusal, rolesWith, sameSet, signInWords } from './user-view.ts';

const groups = [
  { id: '1', name: 'Editors', roles: ['articleEditor', 'tagger'], disabled: false },
  { id: '2', name: 'Old', roles: ['superadmin'], disabled: true },
];

describe('user view', () => {
  it('adds the roles of enabled groups only, and gives norole for none', () => {
    expect(rolesWith(['tagger', 'insightsvisitor'], { groups })).toEqual([
      'tagger',
      'insightsvisitor',
      'articleEditor',
    ]);
    expect(rolesWith([], { groups: [groups[1]!] })).toEqual(['norole']);
  });

  it('names the enabled groups a role comes from, unless the user has it directly', () => {
    const more = [...groups, { id: '3', name: 'Desk', roles: ['tagger'], disabled: false }];
    expect(groupOrigins(['insightsvisitor'], { groups: more })).toEqual({
      articleEditor: 'group Editors',
      tagger: 'groups Editors, Desk',
    });
    expect(groupOrigins(['tagger'], { groups: more })).toEqual({ articleEditor: 'group Editors' });
  });

  it('refuses a reset for oneself and for identity-provider-only users, as the server does', () => {
    const local = { username: 'Ada', signIn: { password: true, oidc: false } };
    expect(resetRefusal(local, 'ada')).toMatch(/own account/);
    expect(resetRefusal(local, 'root')).toBeNull();
    expect(resetRefusal({ ...local, signIn: { password: false, oidc: true } }, 'root')).toMatch(/identity provider/);
    expect(resetRefusal({ ...local, signIn: { password: true, oidc: true } }, 'root')).toBeNull();
    expect(signInWords({ signIn: { password: false, oidc: false } })).toMatch(/No way yet/);
  });

  it('compares role lists in any order', () => {
    expect(sameSet(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSet(['a'], ['a', 'b'])).toBe(false);
  });
});
