import { describe, expect, it } from 'vitest';
import { can, EXTERNAL_ROLE_NAMES, permissionMap } from './can.ts';
import { menuFlags } from './menu.ts';
import { ACTIONS, RESOURCES } from './resources.ts';
import { ROLE_NAMES, ROLES } from './roles.ts';

/**
 * Spec §6 transcribed by hand, inheritance already flattened, so that the code's resolution of `extends`
 * is checked against an independent reading. c r u d = create read update delete.
 */
const crud = 'crud';
const SPEC: Record<string, Record<string, string>> = {
  accountAdmin: { account: crud },
  appalgotradingvisitor: { appalgotrading: 'r' },
  appanalyticsdemovisitor: { appanalyticsdemo: 'r' },
  appobligationsvisitor: { appobligations: 'r' },
  appreportingvisitor: { appreporting: 'r' },
  apputvisitor: { apput: 'r' },
  commvisitor: { comm: 'r' },
  cpdvisitor: { cpd: 'r' },
  faqsvisitor: { faq: 'r' },
  // The spec names the role; what it reads behind the `initiative` flag is the climate dashboard's data (roles.ts).
  initiativesvisitor: { initiative: 'r', impactinitiative: 'r', impactpolicy: 'r' },
  nfrvisitor: { nfrsection: 'r' },
  regulatoryresearchvisitor: { regulatoryresearch: 'r' },
  trainingcasevisitor: { trainingcase: 'r' },
  insightsvisitor: { article: 'r' },
  articleCreator: { article: crud },
  articleEditor: { adminMenu: crud, articleWorkflowEdit: crud, workflow: 'cru' },
  articleReviewer: { adminMenu: crud, articleWorkflowEdit: crud, workflow: 'cru', articleWorkflowReview: crud },
  articleApprover: {
    adminMenu: crud,
    articleWorkflowEdit: crud,
    workflow: 'cru',
    articleWorkflowReview: crud,
    articleWorkflowApprove: crud,
  },
  commeditor: { comm: crud },
  controleditor: { control: crud, controlrisk: crud, controlstatus: crud, controltheme: crud },
  controlvisitor: { control: 'r', controlrisk: 'r', controlstatus: 'r', controltheme: 'r', riskcomponent: 'r' },
  esgmetricsadmin: { dataelement: crud, metric: crud },
  faqseditor: { faq: crud },
  faqsapprover: { faq: crud, faqWorkflowApprove: crud },
  impacteditor: { impactexpert: crud, impactinitiative: crud, impactobligation: crud, regulator: 'r' },
  impactadmin: {
    impactexpert: crud,
    impactinitiative: crud,
    impactobligation: crud,
    regulator: 'r',
    assurance: crud,
    impactstatus: crud,
    impacttopic: crud,
    reportingframework: crud,
    reportingfrequency: crud,
  },
  impactapprover: { initiativeWorkflowApprove: crud },
  impactreporter: { impactreport: crud },
  impactsupervisor: { impactreportingmi: crud },
  marapprover: { caseWorkflowApprove: crud },
  mareditor: {
    assetclass: crud,
    case: crud,
    coverage: crud,
    extsource: crud,
    marrisk: crud,
    person: crud,
    persontype: crud,
    producttype: crud,
  },
  marvisitor: {
    assetclass: 'r',
    case: 'r',
    coverage: 'r',
    extsource: 'r',
    marrisk: 'r',
    person: 'r',
    persontype: 'r',
    producttype: 'r',
  },
  obligationsvisitor: { obligation: crud, regulation: 'r', regulator: 'r', riskcomponent: 'r' },
  obligationsapprover: {
    obligation: crud,
    regulation: 'r',
    regulator: 'r',
    riskcomponent: 'r',
    obligationWorkflowApprove: crud,
  },
  obligationsadmin: {
    obligation: crud,
    regulation: 'cru',
    regulator: crud,
    riskcomponent: 'r',
    obligationWorkflowApprove: crud,
  },
  policycreator: { impactpolicy: crud },
  policyeditor: { impactpolicy: 'ru' },
  processeditor: { process: crud },
  riskcomponentadmin: { riskcomponent: crud },
  sanctioneditor: {
    sanction: crud,
    schannel: crud,
    scustomer: crud,
    sparty: crud,
    sproduct: crud,
    ssector: crud,
    stype: crud,
  },
  taxonomyAdmin: { taxonomy: crud },
  trainingcaseeditor: { trainingcase: crud },
  trainingcaseapprover: { trainingcase: crud, trainingcaseWorkflowApprove: crud },
  riccmemberbasic: { source: 'ru', topicUpdate: crud },
  riccmember: {
    impactexpert: crud,
    impactinitiative: crud,
    impactobligation: crud,
    source: 'ru',
    topicUpdate: crud,
    adminMenu: crud,
    article: crud,
    event: crud,
    label: crud,
    newstag: crud,
    publication: crud,
    regulator: crud,
    rricpanel: crud,
    tagspanel: crud,
    analytics: 'r',
    riclist: 'r',
    unlimitedCountries: 'r',
    tag: 'cru',
    topic: 'cru',
    workflow: 'cru',
  },
  riccadmin: {
    impactexpert: crud,
    impactinitiative: crud,
    impactobligation: crud,
    source: 'ru',
    topicUpdate: crud,
    adminMenu: crud,
    article: crud,
    event: crud,
    label: crud,
    newstag: crud,
    publication: crud,
    regulator: crud,
    rricpanel: crud,
    tagspanel: crud,
    analytics: 'r',
    riclist: crud,
    unlimitedCountries: 'r',
    tag: crud,
    topic: 'cru',
    workflow: 'cru',
    doc: crud,
    regcategory: crud,
    regtopic: crud,
    regtopicgroup: crud,
    sla: crud,
    stats: 'cru',
  },
  tagger: { newstag: crud, tagspanel: crud, source: 'ru' },
  superadmin: Object.fromEntries(
    [
      'adminMenu',
      'adminNotifications',
      'aipost',
      'appconfig',
      'appimporting',
      'faqproject',
      'keyword',
      'migration',
      'project',
      'publication',
      'regulation',
      'relationship',
      'researchParallel',
      'source',
      'suggestrule',
      'table',
      'taxonomy',
      'topic',
      'ugroup',
      'user',
      'userGroup',
    ].map((resource) => [resource, crud]),
  ),
  norole: {},
};

const LETTER = { create: 'c', read: 'r', update: 'u', delete: 'd' } as const;

describe('roles of spec §6', () => {
  it('has exactly the roles of the spec, each extending only known roles', () => {
    expect([...ROLE_NAMES].sort()).toEqual(Object.keys(SPEC).sort());
    for (const role of ROLE_NAMES) {
      const parents: readonly string[] = (ROLES[role] as { extends?: readonly string[] }).extends ?? [];
      for (const parent of parents) expect(ROLE_NAMES, `${role} extends ${parent}`).toContain(parent);
    }
  });

  it('names every resource the spec grants', () => {
    const granted = new Set(Object.values(SPEC).flatMap((grants) => Object.keys(grants)));
    for (const resource of granted) expect(RESOURCES, resource).toContain(resource);
  });

  // The whole table: every role × every resource × every action.
  for (const role of ROLE_NAMES) {
    it(`grants ${role} exactly what spec §6 says`, () => {
      const mismatches: string[] = [];
      for (const resource of RESOURCES) {
        for (const action of ACTIONS) {
          const expected = (SPEC[role]?.[resource] ?? '').includes(LETTER[action]);
          if (can([role], resource, action) !== expected)
            mismatches.push(`${resource}:${action} should be ${expected}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});

describe('can()', () => {
  it('checks read when no action is given', () => {
    expect(can(['insightsvisitor'], 'article')).toBe(true);
    expect(can(['insightsvisitor'], 'article', 'update')).toBe(false);
  });

  it('denies without roles', () => {
    expect(can([], 'article')).toBe(false);
    expect(can(null, 'article')).toBe(false);
    expect(can(undefined, 'article')).toBe(false);
    expect(can(['norole'], 'article')).toBe(false);
  });

  it('denies when any role is unknown, as the check errs on it', () => {
    expect(can(['superadmin', 'no-such-role'], 'user')).toBe(false);
    expect(can(['toString'], 'user')).toBe(false);
    expect(can(['__proto__'], 'user')).toBe(false);
  });

  it('denies unknown resources and actions, and odd input', () => {
    expect(can(['superadmin'], 'no-such-resource', 'read')).toBe(false);
    expect(can(['superadmin'], 'user', 'publish')).toBe(false);
    expect(can([42 as unknown as string], 'user')).toBe(false);
  });

  it('grants the union of several roles', () => {
    const roles = ['insightsvisitor', 'controlvisitor'];
    expect(can(roles, 'article')).toBe(true);
    expect(can(roles, 'control')).toBe(true);
    expect(can(roles, 'control', 'delete')).toBe(false);
    expect(can(['policyeditor', 'policycreator'], 'impactpolicy', 'delete')).toBe(true);
  });
});

describe('permissionMap()', () => {
  it('covers every resource with the four actions', () => {
    const map = permissionMap(['policyeditor']);
    expect(Object.keys(map).sort()).toEqual([...RESOURCES].sort());
    expect(map.impactpolicy).toEqual({ create: false, read: true, update: true, delete: false });
    expect(map.article).toEqual({ create: false, read: false, update: false, delete: false });
  });
});

describe('menuFlags()', () => {
  it('derives the full build flags from read rights, and create where the spec says', () => {
    const flags = menuFlags(['riccadmin'], 'full');
    expect(flags.adminMenu).toBe(true);
    expect(flags.source).toBe(true);
    expect(flags.sourceCreate).toBe(false);
    expect(flags.publicationCreate).toBe(true);
    expect(flags.user).toBe(false);
    expect(menuFlags(['superadmin'], 'full').sourceCreate).toBe(true);
    expect(menuFlags(['superadmin'], 'full').migrationCreate).toBe(true);
    expect(menuFlags(['obligationsadmin'], 'full')).toMatchObject({ regulation: true, regulationCreate: true });
    expect(menuFlags(['obligationsvisitor'], 'full')).toMatchObject({ regulation: true, regulationCreate: false });
  });

  it('always allows insights and CPD in the full build', () => {
    expect(menuFlags([], 'full')).toMatchObject({ insights: true, cpd: true, adminMenu: false, mar: false });
  });

  it('shows the MAR group to MAR roles', () => {
    expect(menuFlags(['marvisitor'], 'full').mar).toBe(true);
  });

  it('uses article, cpd, initiative and case in the external builds', () => {
    for (const build of ['external', 'externalkpmgarc'] as const) {
      expect(menuFlags(['insightsvisitor', 'initiativesvisitor'], build)).toEqual({
        article: true,
        cpd: false,
        initiative: true,
        case: false,
      });
    }
  });
});

describe('EXTERNAL_ROLE_NAMES', () => {
  it('holds the read-only roles and none that write or administer', () => {
    expect(EXTERNAL_ROLE_NAMES).toEqual(
      expect.arrayContaining(['insightsvisitor', 'cpdvisitor', 'initiativesvisitor', 'marvisitor']),
    );
    for (const role of ['superadmin', 'accountAdmin', 'articleEditor', 'obligationsvisitor', 'riccmemberbasic']) {
      expect(EXTERNAL_ROLE_NAMES).not.toContain(role);
    }
  });
});
