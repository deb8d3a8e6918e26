import { FULL, NO_DELETE, READ, READ_UPDATE, type Action, type Resource } from './resources.ts';

type Grants = Partial<Record<Resource, readonly Action[]>>;

export interface RoleDefinition {
  /** Roles whose grants this role inherits (spec §6 "extends"); a test checks each names a role. */
  readonly extends?: readonly string[];
  /** What the role may do, per resource. */
  readonly grants: Grants;
  /** One line for admin screens. */
  readonly description: string;
}

function all(resources: readonly Resource[], actions: readonly Action[]): Grants {
  return Object.fromEntries(resources.map((resource) => [resource, actions]));
}

/**
 * The read-only visitor roles of spec §6. The spec names the roles but not their resource; each reads the
 * resource its name and the menu flags point to (nfrvisitor → nfrsection, initiativesvisitor → initiative…), and
 * what the screens behind that flag show: the climate policy dashboard (`initiative`, the external builds' "Climate
 * policy initiatives") shows climate policies and initiatives, kept under their own resources.
 */
const VISITORS = {
  appalgotradingvisitor: 'appalgotrading',
  appanalyticsdemovisitor: 'appanalyticsdemo',
  appobligationsvisitor: 'appobligations',
  appreportingvisitor: 'appreporting',
  apputvisitor: 'apput',
  commvisitor: 'comm',
  cpdvisitor: 'cpd',
  faqsvisitor: 'faq',
  initiativesvisitor: ['initiative', 'impactinitiative', 'impactpolicy'],
  nfrvisitor: 'nfrsection',
  regulatoryresearchvisitor: 'regulatoryresearch',
  trainingcasevisitor: 'trainingcase',
} as const satisfies Record<string, Resource | readonly Resource[]>;

const MAR_RESOURCES: readonly Resource[] = [
  'assetclass',
  'case',
  'coverage',
  'extsource',
  'marrisk',
  'person',
  'persontype',
  'producttype',
];

const CONTROL_RESOURCES: readonly Resource[] = ['control', 'controlrisk', 'controlstatus', 'controltheme'];

const visitorRoles = Object.fromEntries(
  Object.entries(VISITORS).map(([role, read]) => {
    const resources: readonly Resource[] = typeof read === 'string' ? [read] : read;
    return [role, { grants: all(resources, READ), description: `Reads ${resources.join(', ')}` }];
  }),
) as Record<keyof typeof VISITORS, RoleDefinition>;

/** Every role of spec §6. The approver roles whose action the spec leaves out get the full grant. */
export const ROLES = {
  ...visitorRoles,
  accountAdmin: { grants: { account: FULL }, description: 'Manages external accounts and their API keys' },
  insightsvisitor: { grants: { article: READ }, description: 'Reads insights' },
  articleCreator: { grants: { article: FULL }, description: 'Writes insights' },
  articleEditor: {
    grants: { adminMenu: FULL, articleWorkflowEdit: FULL, workflow: NO_DELETE },
    description: 'Edits insights in the workflow',
  },
  articleReviewer: {
    extends: ['articleEditor'],
    grants: { adminMenu: FULL, articleWorkflowReview: FULL },
    description: 'Reviews insights',
  },
  articleApprover: {
    extends: ['articleReviewer'],
    grants: { adminMenu: FULL, articleWorkflowApprove: FULL },
    description: 'Approves insights for publication',
  },
  commeditor: { grants: { comm: FULL }, description: 'Edits communications' },
  controleditor: { grants: all(CONTROL_RESOURCES, FULL), description: 'Edits controls' },
  controlvisitor: {
    grants: all([...CONTROL_RESOURCES, 'riskcomponent'], READ),
    description: 'Reads controls',
  },
  esgmetricsadmin: { grants: all(['dataelement', 'metric'], FULL), description: 'Manages ESG metrics' },
  faqseditor: { grants: { faq: FULL }, description: 'Edits FAQs' },
  faqsapprover: { grants: all(['faq', 'faqWorkflowApprove'], FULL), description: 'Approves FAQs' },
  impacteditor: {
    grants: { ...all(['impactexpert', 'impactinitiative', 'impactobligation'], FULL), regulator: READ },
    description: 'Edits IMPACT initiatives, experts and obligations',
  },
  impactadmin: {
    extends: ['impacteditor'],
    grants: all(['assurance', 'impactstatus', 'impacttopic', 'reportingframework', 'reportingfrequency'], FULL),
    description: 'Administers IMPACT reference data',
  },
  impactapprover: { grants: { initiativeWorkflowApprove: FULL }, description: 'Approves initiatives' },
  impactreporter: { grants: { impactreport: FULL }, description: 'Writes IMPACT reports' },
  impactsupervisor: { grants: { impactreportingmi: FULL }, description: 'Supervises IMPACT reporting MI' },
  marapprover: { grants: { caseWorkflowApprove: FULL }, description: 'Approves market abuse cases' },
  mareditor: { grants: all(MAR_RESOURCES, FULL), description: 'Edits market abuse content' },
  marvisitor: { grants: all(MAR_RESOURCES, READ), description: 'Reads market abuse content' },
  obligationsvisitor: {
    grants: { obligation: FULL, ...all(['regulation', 'regulator', 'riskcomponent'], READ) },
    description: 'Works on obligations',
  },
  obligationsapprover: {
    extends: ['obligationsvisitor'],
    grants: { obligationWorkflowApprove: FULL },
    description: 'Approves obligations',
  },
  obligationsadmin: {
    extends: ['obligationsapprover'],
    grants: { regulation: NO_DELETE, regulator: FULL },
    description: 'Administers regulations and regulators',
  },
  policycreator: { grants: { impactpolicy: FULL }, description: 'Creates policies' },
  policyeditor: { grants: { impactpolicy: READ_UPDATE }, description: 'Edits policies' },
  processeditor: { grants: { process: FULL }, description: 'Edits processes' },
  riskcomponentadmin: { grants: { riskcomponent: FULL }, description: 'Administers risk components' },
  sanctioneditor: {
    grants: all(['sanction', 'schannel', 'scustomer', 'sparty', 'sproduct', 'ssector', 'stype'], FULL),
    description: 'Edits sanctions',
  },
  taxonomyAdmin: { grants: { taxonomy: FULL }, description: 'Administers the taxonomy' },
  trainingcaseeditor: {
    extends: ['trainingcasevisitor'],
    grants: { trainingcase: FULL },
    description: 'Edits training cases',
  },
  trainingcaseapprover: {
    extends: ['trainingcaseeditor'],
    grants: { trainingcaseWorkflowApprove: FULL },
    description: 'Approves training cases',
  },
  riccmemberbasic: {
    grants: { source: READ_UPDATE, topicUpdate: FULL },
    description: 'Maintains sources and topics',
  },
  riccmember: {
    extends: ['impacteditor', 'riccmemberbasic'],
    grants: {
      ...all(
        ['adminMenu', 'article', 'event', 'label', 'newstag', 'publication', 'regulator', 'rricpanel', 'tagspanel'],
        FULL,
      ),
      ...all(['analytics', 'riclist', 'unlimitedCountries'], READ),
      source: READ_UPDATE,
      ...all(['tag', 'topic', 'workflow'], NO_DELETE),
    },
    description: 'Regulatory intelligence analyst',
  },
  riccadmin: {
    extends: ['riccmember'],
    grants: {
      ...all(['doc', 'label', 'regcategory', 'regtopic', 'regtopicgroup', 'riclist', 'sla', 'tag'], FULL),
      ...all(['publication', 'stats'], NO_DELETE),
      source: READ_UPDATE,
    },
    description: 'Regulatory intelligence administrator',
  },
  tagger: {
    grants: { ...all(['newstag', 'tagspanel'], FULL), source: READ_UPDATE },
    description: 'Tags news',
  },
  superadmin: {
    grants: all(
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
      ],
      FULL,
    ),
    description: 'Administers the platform',
  },
  norole: { grants: {}, description: 'No access' },
} as const satisfies Record<string, RoleDefinition>;

export type RoleName = keyof typeof ROLES;

/** The group a user without roles has (spec §9). */
export const DEFAULT_GROUP: RoleName = 'norole';

export const ROLE_NAMES = Object.keys(ROLES) as RoleName[];

export function isRoleName(value: string): value is RoleName {
  return Object.hasOwn(ROLES, value);
}
