/**
 * Every permission resource named in spec §6, in the grants or in the menu flags.
 * A grant on a resource is "any possession": it covers every record of that resource.
 */
export const RESOURCES = [
  'account',
  'adminMenu',
  'adminNotifications',
  'aipost',
  'analytics',
  'appalgotrading',
  'appanalyticsdemo',
  'appconfig',
  'appimporting',
  'appobligations',
  'appreporting',
  'apput',
  'article',
  'articleWorkflowApprove',
  'articleWorkflowEdit',
  'articleWorkflowReview',
  'assetclass',
  'assurance',
  'case',
  'caseWorkflowApprove',
  'comm',
  'control',
  'controlrisk',
  'controlstatus',
  'controltheme',
  'coverage',
  'cpd',
  'dataelement',
  'doc',
  'event',
  'extsource',
  'faq',
  'faqproject',
  'faqWorkflowApprove',
  'impactexpert',
  'impactinitiative',
  'impactobligation',
  'impactpolicy',
  'impactreport',
  'impactreportingmi',
  'impactstatus',
  'impacttopic',
  'initiative',
  'initiativeWorkflowApprove',
  'keyword',
  'label',
  'marrisk',
  'metric',
  'migration',
  'newstag',
  'nfrsection',
  'obligation',
  'obligationWorkflowApprove',
  'person',
  'persontype',
  'process',
  'producttype',
  'project',
  'publication',
  'regcategory',
  'regtopic',
  'regtopicgroup',
  'regulation',
  'regulator',
  'regulatoryresearch',
  'relationship',
  'reportingframework',
  'reportingfrequency',
  'researchParallel',
  'riclist',
  'riskcomponent',
  'rricpanel',
  'sanction',
  'schannel',
  'scustomer',
  'sla',
  'source',
  'sparty',
  'sproduct',
  'ssector',
  'stats',
  'stype',
  'suggestrule',
  'table',
  'tag',
  'tagspanel',
  'taxonomy',
  'topic',
  'topicUpdate',
  'trainingcase',
  'trainingcaseWorkflowApprove',
  'ugroup',
  'unlimitedCountries',
  'user',
  'userGroup',
  'workflow',
] as const;

export type Resource = (typeof RESOURCES)[number];

/** The four actions of a grant; spec §6: "'Full' means create, read, update and delete". */
export const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const FULL: readonly Action[] = ACTIONS;
export const READ: readonly Action[] = ['read'];
/** "without delete" in spec §6. */
export const NO_DELETE: readonly Action[] = ['create', 'read', 'update'];
export const READ_UPDATE: readonly Action[] = ['read', 'update'];

const resourceSet: ReadonlySet<string> = new Set(RESOURCES);

export function isResource(value: string): value is Resource {
  return resourceSet.has(value);
}
