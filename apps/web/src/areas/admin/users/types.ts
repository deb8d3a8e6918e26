/** The admin API's records of people and groups (apps/server/src/modules/admin/users.ts, user-groups.ts). */

/** `enabled` (the default), `disabled` or `all`: which records a list shows. */
export type Status = 'enabled' | 'disabled' | 'all';

export interface ListParams {
  /** Text that the username or e-mail (users) or the name (groups) contains. */
  q?: string;
  status: Status;
  limit: number;
  offset: number;
}

export interface ListPage<T> {
  items: T[];
  total: number;
}

/** A group as a user's record names it. */
export interface GroupRef {
  id: string;
  name: string;
  /** What the group gives while it is enabled. */
  roles: string[];
  disabled: boolean;
}

export interface User {
  id: string;
  username: string;
  email: string;
  /** Roles given to the user directly. */
  acgroups: string[];
  /** Roles in effect: the direct ones and those of the enabled groups (`norole` when none). */
  roles: string[];
  groups: GroupRef[];
  homepage: string | null;
  disabled: boolean;
  /** How the user can sign in: a password here, the organisation's identity provider, both or neither yet. */
  signIn: { password: boolean; oidc: boolean };
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields `PUT /api/users/:id` replaces. */
export interface UserFields {
  username: string;
  email: string;
  acgroups: string[];
  homepage: string | null;
}

/** A member as a group's record names them. */
export interface Member {
  id: string;
  username: string;
  email: string;
}

export interface UserGroup {
  id: string;
  name: string;
  description: string;
  roles: string[];
  members: Member[];
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The fields `POST /api/usergroups` and `PUT /api/usergroups/:id` take: members by id. */
export interface GroupFields {
  name: string;
  description: string;
  roles: string[];
  members: string[];
}

/** The cache keys: every list and record of people under `admin-users`, of groups under `admin-usergroups`. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: (params: ListParams) => ['admin-users', 'list', params] as const,
  item: (id: string) => ['admin-users', 'item', id] as const,
};

export const groupKeys = {
  all: ['admin-usergroups'] as const,
  list: (params: ListParams) => ['admin-usergroups', 'list', params] as const,
  item: (id: string) => ['admin-usergroups', 'item', id] as const,
};

/** `/users`, `/users/:id`, `/users/:id/<action>` under the API base. */
export const userPath = (id?: string, action?: string) =>
  ['/users', id && encodeURIComponent(id), action].filter(Boolean).join('/');

export const groupPath = (id?: string, action?: string) =>
  ['/usergroups', id && encodeURIComponent(id), action].filter(Boolean).join('/');
