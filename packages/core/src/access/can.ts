import { ACTIONS, RESOURCES, type Action, type Resource } from './resources.ts';
import { ROLES, isRoleName, type RoleName } from './roles.ts';

type GrantTable = ReadonlyMap<Resource, ReadonlySet<Action>>;

/** A role's own grants merged with those of every role it extends, transitively. */
function resolveGrants(role: RoleName, seen: readonly RoleName[] = []): Map<Resource, Set<Action>> {
  if (seen.includes(role)) throw new Error(`Role inheritance cycle: ${[...seen, role].join(' → ')}`);
  const definition: { extends?: readonly string[]; grants: Partial<Record<Resource, readonly Action[]>> } = ROLES[role];
  const table = new Map<Resource, Set<Action>>();
  for (const parent of definition.extends ?? []) {
    if (!isRoleName(parent)) throw new Error(`Role ${role} extends unknown role ${parent}`);
    for (const [resource, actions] of resolveGrants(parent, [...seen, role])) {
      table.set(resource, new Set([...(table.get(resource) ?? []), ...actions]));
    }
  }
  for (const [resource, actions] of Object.entries(definition.grants) as [Resource, readonly Action[]][]) {
    table.set(resource, new Set([...(table.get(resource) ?? []), ...actions]));
  }
  return table;
}

const GRANTS: ReadonlyMap<RoleName, GrantTable> = new Map(
  (Object.keys(ROLES) as RoleName[]).map((role) => [role, resolveGrants(role)]),
);

/**
 * May a user with these roles perform this action on this resource? Spec §6: read is the default action;
 * no roles, an unknown role or any error denies; several roles grant the union of their grants.
 */
export function can(roles: readonly string[] | null | undefined, resource: string, action: string = 'read'): boolean {
  try {
    if (!roles || roles.length === 0) return false;
    let granted = false;
    for (const role of roles) {
      if (!isRoleName(role)) return false;
      if (
        GRANTS.get(role)
          ?.get(resource as Resource)
          ?.has(action as Action)
      )
        granted = true;
    }
    return granted;
  } catch {
    return false;
  }
}

export type Permission = Record<Action, boolean>;
export type PermissionMap = Record<Resource, Permission>;

/** What these roles may do on every resource of spec §6 (the `permissions` of `GET /api/me`). */
export function permissionMap(roles: readonly string[] | null | undefined): PermissionMap {
  return Object.fromEntries(
    RESOURCES.map((resource) => [
      resource,
      Object.fromEntries(ACTIONS.map((action) => [action, can(roles, resource, action)])) as Permission,
    ]),
  ) as PermissionMap;
}

/** The effective grants of one role, inherited ones included (for admin screens and tests). */
export function grantsOf(role: RoleName): GrantTable {
  return GRANTS.get(role) ?? new Map();
}

/**
 * Roles an external organisation's API keys may hold: those that only read and open no admin menu. External
 * clients read content; a key that could write or administer would let an account admin mint a superadmin.
 */
export const EXTERNAL_ROLE_NAMES: readonly RoleName[] = (Object.keys(ROLES) as RoleName[]).filter((role) =>
  [...grantsOf(role)].every(
    ([resource, actions]) => resource !== 'adminMenu' && [...actions].every((a) => a === 'read'),
  ),
);
