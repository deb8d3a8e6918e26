/**
 * The local-storage keys of spec §3, kept by name where they still have a purpose. No session token is stored
 * in the browser: the server keeps the session (HttpOnly cookie); the external builds keep their API key.
 */
export const STORAGE_KEYS = {
  /** Skip-auth mode: the user name sent as x-user. */
  username: 'username',
  /** External builds: the organisation's API key, sent as x-api-key. */
  apiKey: 'frmCloudExApiKey',
  /** External builds: the organisation name shown as the user. */
  externalUsername: 'frmCloudExUsername',
  /** External builds: the account's role names (JSON array). */
  externalGroups: 'frmCloudExAcgroups',
  /** Where to go back to after signing in. */
  redirect: 'frmCloudRedirect',
  /** 'true' after a failed ping or a 401: lets Home through while the user signs in again. */
  reloginTrigger: 'frmCloudReloginTrigger',
  /** 'signedIn' while the user is signed in (full build). */
  userState: 'userState',
  /** The signed-in user's role names (JSON array), refetched when unparseable. */
  userGroups: 'frmCloudUserGroups',
  /** Usage-log session ids: long-lived per browser, short counter per visit. */
  sessionLong: 'frmCloudSessionLong',
  sessionShort: 'frmCloudSessionShort',
  /** Light or dark theme. */
  theme: 'frmCloudTheme',
} as const;

/** The part of the Storage API the app uses, so tests can pass a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A store in memory, for tests and for browsers that refuse local storage. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}
