import { EXTERNAL_ROLE_NAMES, RESOURCES, permissionMap, ROLE_NAMES, type RoleName } from '@rh/core';
import { z } from 'zod';
import type { Identity } from './identity.ts';

const permission = z.object({ create: z.boolean(), read: z.boolean(), update: z.boolean(), delete: z.boolean() });

/** The answer of `GET /api/me` and of a successful sign-in. */
export const meBody = z.object({
  user: z.object({
    username: z.string().describe('User name; for an API key, the organisation'),
    email: z.string().nullable().describe('E-mail address; null for an API key'),
    acgroups: z.array(z.string()).describe('Role names given directly to the user or organisation'),
    homepage: z.string().nullable().describe('Start page of external builds'),
  }),
  roles: z.array(z.string()).describe('Every role in effect: direct and through groups; ["norole"] when none'),
  permissions: z
    .object(Object.fromEntries(RESOURCES.map((resource) => [resource, permission])))
    .describe('For every resource of spec §6, what the caller may do'),
});

/** Permission maps by role set: few distinct sets exist, and a map is 96 resources × 4 checks. */
const permissionsByRoles = new Map<string, ReturnType<typeof permissionMap>>();
function permissionsOf(roles: readonly string[]) {
  const key = [...roles].sort().join(',');
  let map = permissionsByRoles.get(key);
  if (!map) {
    if (permissionsByRoles.size > 1000) permissionsByRoles.clear();
    map = permissionMap(roles);
    permissionsByRoles.set(key, map);
  }
  return map;
}

/** The `/api/me` answer as JSON, made once per cached identity (identities are reused while cached). */
const meJsonCache = new WeakMap<Identity, string>();
export function meJson(identity: Identity): string {
  let json = meJsonCache.get(identity);
  if (json === undefined) {
    json = JSON.stringify(meBody.parse(meOf(identity)));
    meJsonCache.set(identity, json);
  }
  return json;
}

export function meOf(identity: Identity): z.infer<typeof meBody> {
  const user =
    identity.kind === 'user'
      ? { username: identity.username, email: identity.email, acgroups: identity.acgroups, homepage: identity.homepage }
      : { username: identity.organisation, email: null, acgroups: identity.acgroups, homepage: identity.homepage };
  return { user, roles: identity.roles, permissions: permissionsOf(identity.roles) };
}

const roleList = (names: readonly RoleName[], description: string) =>
  z
    .array(z.enum(names as [RoleName, ...RoleName[]]))
    .max(names.length)
    .transform((roles) => [...new Set(roles)])
    .describe(description);

/** A list of role names of spec §6, checked. */
export const roleNames = roleList(ROLE_NAMES, 'Role names of spec §6');

/** The roles an external account may hold: read-only ones (see EXTERNAL_ROLE_NAMES). */
export const externalRoleNames = roleList(
  EXTERNAL_ROLE_NAMES,
  `Read-only role names: ${EXTERNAL_ROLE_NAMES.join(', ')}`,
);
