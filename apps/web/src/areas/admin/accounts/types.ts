/**
 * External accounts and their API keys, as the admin API answers them (apps/server/src/modules/admin/accounts.ts,
 * resource `account`). Dates come as ISO strings. A key's secret is in the answer that makes it, never in another.
 */

/** A key as lists show it: its prefix tells keys apart; the secret is not kept. */
export interface ApiKey {
  id: string;
  /** What the key is for ("Intranet", "Data feed"). */
  name: string;
  /** The first characters of the key. */
  prefix: string;
  createdAt: string;
  /** Last use, to the minute; null: never used. */
  lastUsedAt: string | null;
  /** Null while the key works. */
  revokedAt: string | null;
}

/** A key just made (created or rotated), with the secret shown this once. */
export interface NewKey {
  id: string;
  name: string;
  prefix: string;
  /** The value of the x-api-key header. */
  secret: string;
}

export interface Account {
  id: string;
  organisation: string;
  /** The read-only roles its keys act with (EXTERNAL_ROLE_NAMES of @rh/core). */
  acgroups: string[];
  /** Where the external build opens once a key is entered; null: its home page. */
  homepage: string | null;
  /** A disabled account's keys stop working until it is enabled again. */
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** Oldest first, revoked ones included. */
  keys: ApiKey[];
}

/** What an admin writes of an account. */
export interface AccountFields {
  organisation: string;
  acgroups: string[];
  homepage: string | null;
}

export type AccountStatus = 'enabled' | 'disabled' | 'all';

export interface AccountListParams {
  /** Text the organisation contains. */
  q?: string;
  status: AccountStatus;
  limit: number;
  offset: number;
}

export interface AccountPage {
  items: Account[];
  total: number;
}

/** Query keys: every mutation invalidates `all`, since a key's change shows in the list's counts too. */
export const accountKeys = {
  all: ['admin', 'accounts'] as const,
  list: (params: AccountListParams) => ['admin', 'accounts', 'list', params] as const,
  item: (id: string) => ['admin', 'accounts', 'item', id] as const,
};

/** The API path of the accounts, or of one account and what hangs under it. */
export function accountPath(...rest: string[]): string {
  return ['/accounts', ...rest.map(encodeURIComponent)].join('/');
}
