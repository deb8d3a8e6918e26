import { can, grantsOf } from './can.ts';
import { ACTIONS, RESOURCES, type Action, type Resource } from './resources.ts';
import { ROLES, isRoleName, type RoleDefinition, type RoleName } from './roles.ts';

/** One resource that a set of roles gives rights on. */
export interface EffectiveGrant {
  resource: Resource;
  /** The actions allowed, in `ACTIONS` order (create, read, update, delete). */
  actions: Action[];
  /** The roles asked about that give some of it, by their own grants or through the roles they extend. */
  from: RoleName[];
}

/** The roles a role extends, directly or through another, nearest first; the role itself is not among them. */
export function extendedRoles(role: RoleName): RoleName[] {
  const found: RoleName[] = [];
  const visit = (name: RoleName) => {
    const definition: RoleDefinition = ROLES[name];
    for (const parent of definition.extends ?? []) {
      if (!isRoleName(parent) || parent === role || found.includes(parent)) continue;
      found.push(parent);
      visit(parent);
    }
  };
  visit(role);
  return found;
}

/**
 * What these roles allow together, per resource in `RESOURCES` order: exactly what `can` says yes to, so an unknown
 * role or no role at all gives nothing. For the admin screens' "what may this user, this group do?".
 */
export function effectiveGrants(roles: readonly string[] | null | undefined): EffectiveGrant[] {
  if (!roles || roles.length === 0 || !roles.every(isRoleName)) return [];
  const known = [...new Set(roles)] as RoleName[];
  const result: EffectiveGrant[] = [];
  for (const resource of RESOURCES) {
    const actions = ACTIONS.filter((action) => can(known, resource, action));
    if (actions.length === 0) continue;
    const from = known.filter((role) => (grantsOf(role).get(resource)?.size ?? 0) > 0);
    result.push({ resource, actions, from });
  }
  return result;
}
