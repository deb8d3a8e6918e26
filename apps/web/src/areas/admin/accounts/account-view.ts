import { DEFAULT_GROUP, EXTERNAL_ROLE_NAMES, ROLES, type RoleName } from '@rh/core';
import type { Account, ApiKey } from './types.ts';

/**
 * The roles an account may be given (read-only ones, as the server checks), A–Z, with their one-line description.
 * `norole` is left out: it is what no role at all means already.
 */
export const ACCOUNT_ROLES: readonly { name: RoleName; description: string }[] = EXTERNAL_ROLE_NAMES.filter(
  (name) => name !== DEFAULT_GROUP,
)
  .map((name) => ({ name, description: ROLES[name].description }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The keys that work (not revoked); those of a disabled account work again once it is enabled. */
export const activeKeys = (account: Pick<Account, 'keys'>): ApiKey[] => account.keys.filter((key) => !key.revokedAt);

/** The latest use of any of the account's keys, revoked ones included; null: never used. */
export function lastKeyUse(account: Pick<Account, 'keys'>): string | null {
  let latest: string | null = null;
  for (const { lastUsedAt } of account.keys) {
    if (lastUsedAt && (!latest || Date.parse(lastUsedAt) > Date.parse(latest))) latest = lastUsedAt;
  }
  return latest;
}

/** Newest key first: a rotated key's successor sits above it. */
export const keysNewestFirst = (keys: readonly ApiKey[]): ApiKey[] =>
  [...keys].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** A moment as people read it, to the minute: "27 Nov 2026, 14:05". Empty for none. */
export function whenText(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
