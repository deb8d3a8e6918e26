import type { RoleName } from './roles.ts';

/**
 * The demo's people: one per job, each with the roles a person doing that job holds. Whoever writes or passes
 * insights reads the news they are written from (riccmember: news, events, insights); whoever maps obligations
 * reads the controls and risks they map to. Declared here, beside the roles, so that the web's menu tests walk
 * them too; the server creates them on a demo's first run.
 */
export const DEMO_USERS: readonly { username: string; roles: RoleName[] }[] = [
  {
    username: 'visitor',
    roles: ['insightsvisitor', 'controlvisitor', 'marvisitor', 'faqsvisitor', 'initiativesvisitor'],
  },
  { username: 'analyst', roles: ['riccmember'] },
  { username: 'editor', roles: ['riccmember', 'articleEditor'] },
  { username: 'reviewer', roles: ['riccmember', 'articleReviewer'] },
  { username: 'approver', roles: ['riccmember', 'articleApprover'] },
  { username: 'riccadmin', roles: ['riccadmin'] },
  { username: 'tagger', roles: ['tagger'] },
  { username: 'obligations', roles: ['obligationsadmin', 'controlvisitor'] },
  { username: 'controls', roles: ['controleditor', 'riskcomponentadmin'] },
  { username: 'impact', roles: ['impactadmin', 'impactapprover', 'policycreator', 'impactreporter'] },
  { username: 'mar', roles: ['mareditor', 'marapprover'] },
  { username: 'faqs', roles: ['faqsapprover'] },
  { username: 'esg', roles: ['esgmetricsadmin', 'processeditor', 'taxonomyAdmin'] },
  { username: 'accounts', roles: ['accountAdmin'] },
  { username: 'nobody', roles: [] },
];
