import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { effectiveGrants, extendedRoles } from './effective.ts';
import { ACTIONS, RESOURCES } from './resources.ts';
import { ROLE_NAMES } from './roles.ts';

/** resource → "crud" letters, for reading expectations at a glance. */
const letters = (roles: string[]) =>
  Object.fromEntries(effectiveGrants(roles).map((grant) => [grant.resource, grant.actions.map((a) => a[0]).join('')]));

describe('effectiveGrants', () => {
  it('gives an approver what it grants and what the roles it extends grant', () => {
    expect(letters(['articleApprover'])).toEqual({
      adminMenu: 'crud',
      articleWorkflowApprove: 'crud',
      articleWorkflowEdit: 'crud',
      articleWorkflowReview: 'crud',
      workflow: 'cru',
    });
    expect(extendedRoles('articleApprover')).toEqual(['articleReviewer', 'articleEditor']);
  });

  it('unites several roles and names, per resource, the roles that give it', () => {
    const grants = effectiveGrants(['tagger', 'insightsvisitor', 'riccmemberbasic']);
    expect(grants.find((grant) => grant.resource === 'article')).toEqual({
      resource: 'article',
      actions: ['read'],
      from: ['insightsvisitor'],
    });
    expect(grants.find((grant) => grant.resource === 'source')).toEqual({
      resource: 'source',
      actions: ['read', 'update'],
      from: ['tagger', 'riccmemberbasic'],
    });
    // An inherited grant names the role asked about, not the one it comes from.
    expect(effectiveGrants(['obligationsadmin']).find((grant) => grant.resource === 'obligation')?.from).toEqual([
      'obligationsadmin',
    ]);
  });

  it('gives nothing for no role, norole or an unknown role, as can() does', () => {
    expect(effectiveGrants([])).toEqual([]);
    expect(effectiveGrants(null)).toEqual([]);
    expect(effectiveGrants(['norole'])).toEqual([]);
    expect(effectiveGrants(['superadmin', 'god'])).toEqual([]);
  });

  it('agrees with can() for every role, resource and action', () => {
    for (const role of ROLE_NAMES) {
      const granted = new Set(
        effectiveGrants([role]).flatMap((grant) => grant.actions.map((action) => `${grant.resource}:${action}`)),
      );
      for (const resource of RESOURCES) {
        for (const action of ACTIONS) {
          expect(granted.has(`${resource}:${action}`), `${role} ${action} ${resource}`).toBe(
            can([role], resource, action),
          );
        }
      }
    }
  });
});

describe('extendedRoles', () => {
  it('follows extends through every level, once each', () => {
    expect(extendedRoles('riccadmin')).toEqual(['riccmember', 'impacteditor', 'riccmemberbasic']);
    expect(extendedRoles('trainingcaseapprover')).toEqual(['trainingcaseeditor', 'trainingcasevisitor']);
    expect(extendedRoles('superadmin')).toEqual([]);
  });
});
