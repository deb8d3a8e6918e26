import { can, ROLES, type RoleName } from '@rh/core';
import { contentType } from '@rh/core/content';

/** The IMPACT roles of spec §6, in the order the About page lists them. */
export const IMPACT_ROLES: readonly RoleName[] = [
  'initiativesvisitor',
  'impacteditor',
  'impactapprover',
  'impactadmin',
  'impactsupervisor',
  'impactreporter',
];

/** What one role may do in IMPACT, in words, from the grants (can()), so the page cannot drift from the code. */
export function abilitiesOf(role: RoleName): string[] {
  const roles = [role];
  const out: string[] = [];
  const type = contentType('initiative');
  if (can(roles, 'impactinitiative', 'update')) out.push('edit initiatives and comment on their logs');
  else if (can(roles, 'impactinitiative', 'read')) out.push('read initiatives and their logs');
  for (const transition of type.workflow?.transitions ?? []) {
    if (can(roles, transition.resource, 'update') && transition.resource !== 'impactinitiative') {
      out.push(`${transition.label.toLowerCase()}${transition.notByAuthor ? ' (not their own)' : ''}`);
    }
  }
  if (can(roles, 'impactexpert', 'update')) out.push('edit experts');
  if (can(roles, 'impactobligation', 'update')) out.push('edit IMPACT obligations');
  if (can(roles, 'impacttopic', 'update')) out.push('manage topics, statuses, frameworks and other reference data');
  if (can(roles, 'impactreportingmi', 'update')) out.push('manage reporting MI items and their e-mails');
  if (can(roles, 'impactreport', 'update')) out.push('write IMPACT reports');
  return out;
}

export const roleDescription = (role: RoleName): string => (ROLES[role] as { description?: string }).description ?? '';

/** The roles holding a transition's grant (IMPACT's roles only). */
export function rolesFor(resource: string): RoleName[] {
  return IMPACT_ROLES.filter((role) => can([role], resource, 'update'));
}
