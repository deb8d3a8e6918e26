import type { Build } from '../constants.ts';
import { can } from './can.ts';
import type { Action, Resource } from './resources.ts';

/**
 * The menu visibility flags of spec §6: read rights on these resources, create rights where marked.
 * A flag is named after its resource; a create flag adds "Create" (`sourceCreate`).
 */
const MENU_RIGHTS: readonly (readonly [Resource, Action])[] = [
  ...(
    [
      'account',
      'adminMenu',
      'adminNotifications',
      'appalgotrading',
      'appanalyticsdemo',
      'appimporting',
      'appobligations',
      'appreporting',
      'articleWorkflowEdit',
      'assetclass',
      'assurance',
      'case',
      'comm',
      'control',
      'coverage',
      'faq',
      'impactstatus',
      'impactreportingmi',
      'initiative',
      'marrisk',
      'nfrsection',
      'person',
      'persontype',
      'process',
      'producttype',
      'project',
      'regulation',
      'regulator',
      'relationship',
      'reportingframework',
      'reportingfrequency',
      'sanction',
      'sla',
      'source',
      'stats',
      'appconfig',
      'trainingcase',
      'ugroup',
      'user',
      'userGroup',
      'apput',
    ] as const
  ).map((resource) => [resource, 'read'] as const),
  ['publication', 'create'],
  ['migration', 'create'],
  ['regulation', 'create'],
  ['source', 'create'],
];

/** The resources whose read right makes the external builds' menu (spec §6). */
const EXTERNAL_RIGHTS: readonly Resource[] = ['article', 'cpd', 'initiative', 'case'];

export type MenuFlags = Record<string, boolean>;

function flagName(resource: Resource, action: Action): string {
  return action === 'read' ? resource : `${resource}Create`;
}

/** The menu flags of a user with these roles in this build. */
export function menuFlags(roles: readonly string[] | null | undefined, build: Build): MenuFlags {
  if (build !== 'full') {
    return Object.fromEntries(EXTERNAL_RIGHTS.map((resource) => [resource, can(roles, resource)]));
  }
  const flags: MenuFlags = Object.fromEntries(
    MENU_RIGHTS.map(([resource, action]) => [flagName(resource, action), can(roles, resource, action)]),
  );
  // Spec §6: insights and CPD are always allowed in the full build.
  flags.insights = true;
  flags.cpd = true;
  // The MAR menu group (spec §2) needs `mar`: the spec does not say which right; reading MAR risks is the
  // right every MAR role has.
  flags.mar = can(roles, 'marrisk');
  return flags;
}
