import { API_KEY_HEADER, permissionMap, TOKEN_CHECK_INTERVAL_MS } from '@rh/core';
import { api as realApi, ApiError, safeLocalStorage, type ApiClient } from '../api/request.ts';
import { config as appConfig, type AppConfig } from '../config.ts';
import { pathTo } from '../routes/table.ts';
import {
  initialSessionState,
  NO_ROLE,
  sessionReducer,
  type Me,
  type SessionError,
  type SessionEvent,
  type SessionState,
} from './session-state.ts';
import { STORAGE_KEYS, type KeyValueStore } from './storage-keys.ts';

export type { Me, SessionState, SessionUser } from './session-state.ts';

/** The calls the session makes (a fake with these members is enough in tests). */
export type SessionApi = Pick<ApiClient, 'get' | 'post' | 'setUnauthorizedHandler'>;

export interface SessionDeps {
  config: AppConfig;
  api: SessionApi;
  storage: KeyValueStore;
  /** In-app navigation (the router's). */
  navigate(to: string): void;
  location(): { pathname: string; search: string };
  /** Full-page navigation, e.g. to the identity provider's sign-out page. */
  assign(url: string): void;
  log: Pick<Console, 'info' | 'warn' | 'error'>;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  now(): number;
}

export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Loads the session at page load (spec §4), by build. */
  start(): Promise<void>;
  /** Local sign-in; rejects with the ApiError (the form shows its message) and leaves the state as it was. */
  signIn(username: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** A failed ping: the first goes to sign-out for a re-login, the second shows the Connection Error dialog. */
  pingFailed(): void;
  /** A 401 answer: the session has ended (spec §4). */
  unauthorized(error?: ApiError): void;
  /** External builds' Settings page: checks the key with the server before storing it. */
  setApiKey(key: string): Promise<void>;
  dismissConnectionError(): void;
  setNavigate(navigate: (to: string) => void): void;
  dispose(): void;
}

const SIGN_IN = pathTo('LoginCognitoAuth');
const SIGN_OUT = pathTo('SignOutCognitoAuth');
const SETTINGS = pathTo('Settings');
const HOME = pathTo('Home');

export function toSessionError(error: unknown): SessionError {
  if (error instanceof ApiError) return { message: error.message, status: error.status, data: error.data };
  const message = error instanceof Error && error.message ? error.message : 'API request failed';
  return { message, status: 0, data: null };
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** A JSON array of strings, else null. */
function parseGroups(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** The session lifecycle of spec §4: the reducer's state, and the actions that load, check and end a session. */
/**
 * The address remembered for after sign-in, taken once (a stale one would misdirect a later sign-in); only a path
 * on this site outside /auth/ is followed, else Home.
 */
export function takeRedirectFrom(storage: KeyValueStore): string {
  const target = storage.getItem(STORAGE_KEYS.redirect);
  storage.removeItem(STORAGE_KEYS.redirect);
  const safe = target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth/');
  return safe ? target : HOME;
}

export function createSession(deps: SessionDeps): Session {
  const { config, api, storage, log } = deps;
  const external = config.build !== 'full';
  let navigate = deps.navigate;
  let state = initialSessionState;
  const listeners = new Set<() => void>();
  let tokenCheck: unknown = null;
  /** Bumped by every load, sign-in and sign-out, so that answers of a superseded load are dropped. */
  let generation = 0;
  /** The sign-out under way, which a second call joins (the sign-out page after a failed ping, a double click). */
  let signingOut: Promise<void> | null = null;
  /** While credentials are being checked (sign-in, a new API key), a 401 is their answer, not an ended session. */
  let checkingCredentials = 0;

  async function checkCredentials<T>(call: () => Promise<T>): Promise<T> {
    checkingCredentials++;
    try {
      return await call();
    } finally {
      checkingCredentials--;
    }
  }

  function dispatch(event: SessionEvent): void {
    const next = sessionReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  /** Remembers where the user was, to come back after signing in (never an /auth/ page). */
  function rememberAddress(): void {
    const { pathname, search } = deps.location();
    if (!pathname.startsWith('/auth/')) storage.setItem(STORAGE_KEYS.redirect, pathname + search);
  }

  const takeRedirect = () => takeRedirectFrom(storage);

  function clearExternalCredentials(): void {
    storage.removeItem(STORAGE_KEYS.apiKey);
    storage.removeItem(STORAGE_KEYS.externalUsername);
    storage.removeItem(STORAGE_KEYS.externalGroups);
  }

  function startTokenCheck(): void {
    stopTokenCheck();
    tokenCheck = deps.setInterval(() => {
      api.get('cosmos', '/ping', { retry: false }).then(
        () => dispatch({ type: 'PING_OK' }),
        (error: unknown) => log.warn('Token check: ping failed', new Date(deps.now()).toISOString(), error),
      );
    }, TOKEN_CHECK_INTERVAL_MS);
  }

  function stopTokenCheck(): void {
    if (tokenCheck !== null) deps.clearInterval(tokenCheck);
    tokenCheck = null;
  }

  function signedInUser(me: Me): void {
    dispatch({ type: 'LOAD_SUCCESS', me });
    storage.setItem(STORAGE_KEYS.userState, 'signedIn');
    storage.setItem(STORAGE_KEYS.username, me.user.username);
    storage.setItem(STORAGE_KEYS.userGroups, JSON.stringify(state.roles));
    storage.removeItem(STORAGE_KEYS.reloginTrigger);
    startTokenCheck();
  }

  /** A 401 from ping or /me: an ended session if the user was signed in, else simply nobody. */
  function notSignedIn(): void {
    if (storage.getItem(STORAGE_KEYS.userState) === 'signedIn') unauthorized();
    else dispatch({ type: 'UNAUTHENTICATED' });
  }

  /** Pings; on failure handles it (§4) and answers false. */
  async function ping(run: number): Promise<boolean> {
    try {
      await api.get('cosmos', '/ping', { retry: false });
      if (run === generation) dispatch({ type: 'PING_OK' });
      return run === generation;
    } catch (error) {
      if (run !== generation) return false;
      if (statusOf(error) === 401) {
        notSignedIn();
      } else {
        log.warn('Ping failed', error);
        dispatch({ type: 'LOAD_FAILURE', error: toSessionError(error) });
        pingFailed();
      }
      return false;
    }
  }

  /** Refetches the stored groups that could not be read; a failure stores norole (spec §7). */
  async function refetchGroups(email: string, run: number): Promise<void> {
    let groups = [NO_ROLE];
    try {
      const answer = await api.get<{ userGroups: string[] }>(
        'cosmos',
        `/user/byemail/${encodeURIComponent(email.toLowerCase())}`,
      );
      if (Array.isArray(answer.userGroups)) groups = answer.userGroups;
    } catch (error) {
      log.warn('Refetching the user groups failed', error);
    }
    if (run === generation) storage.setItem(STORAGE_KEYS.userGroups, JSON.stringify(groups));
  }

  async function startFull(run: number): Promise<void> {
    const stored = storage.getItem(STORAGE_KEYS.userGroups);
    const refetch = stored !== null && parseGroups(stored) === null;
    if (refetch) storage.removeItem(STORAGE_KEYS.userGroups);
    if (!(await ping(run))) return;
    let me: Me;
    try {
      me = await api.get<Me>('cosmos', '/me');
    } catch (error) {
      if (run !== generation) return;
      if (statusOf(error) === 401) return notSignedIn();
      log.error('Loading the current user failed', error);
      return dispatch({ type: 'LOAD_FAILURE', error: toSessionError(error) });
    }
    if (run !== generation) return;
    signedInUser(me);
    if (refetch && me.user.email) await refetchGroups(me.user.email, run);
  }

  /** The external builds' account for this key, as a session user. */
  function applyAccount(key: string, account: { acgroups: string[]; organisation: string; homepage: string | null }) {
    const { acgroups, organisation, homepage } = account;
    const user = { username: organisation, email: null, acgroups, homepage };
    dispatch({ type: 'LOAD_SUCCESS', me: { user, roles: acgroups, permissions: permissionMap(acgroups) } });
    storage.setItem(STORAGE_KEYS.apiKey, key);
    storage.setItem(STORAGE_KEYS.externalUsername, organisation);
    storage.setItem(STORAGE_KEYS.externalGroups, JSON.stringify(acgroups));
  }

  type Account = Parameters<typeof applyAccount>[1];
  const getAccount = (key: string) => api.get<Account>('cosmos', '/account', { headers: { [API_KEY_HEADER]: key } });

  async function startExternal(run: number): Promise<void> {
    const key = storage.getItem(STORAGE_KEYS.apiKey);
    if (!key) return dispatch({ type: 'UNAUTHENTICATED' });
    try {
      const account = await getAccount(key);
      if (run === generation) applyAccount(key, account);
    } catch (error) {
      if (run !== generation) return;
      log.error('Loading the account failed', error);
      dispatch({ type: 'LOAD_FAILURE', error: toSessionError(error) });
      // Spec §4: any failure clears the stored key, username and groups.
      clearExternalCredentials();
      navigate(SETTINGS);
    }
  }

  async function start(): Promise<void> {
    const run = ++generation;
    api.setUnauthorizedHandler(unauthorized);
    dispatch({ type: 'LOAD_START' });
    await (external ? startExternal(run) : startFull(run));
  }

  async function signIn(username: string, password: string): Promise<void> {
    const me = await checkCredentials(() => api.post<Me>('cosmos', '/auth/login', { body: { username, password } }));
    const run = ++generation;
    signedInUser(me);
    if (await ping(run)) navigate(takeRedirect());
  }

  function pingFailed(): void {
    dispatch({ type: 'PING_FAILED' });
    if (state.connectionError) return;
    storage.setItem(STORAGE_KEYS.reloginTrigger, 'true');
    rememberAddress();
    if (deps.location().pathname !== SIGN_OUT) navigate(SIGN_OUT);
    // The session signs out and loads again itself rather than waiting for the sign-out page to do it: the page
    // may never show (a guard, seeing nobody signed in, can send the router to sign-in first), and the second
    // ping must still come. The page's own call then joins this sign-out; a failure during a sign-out's own load
    // (the relogin flag was set already) starts the next one once that one is over.
    if (signingOut) void signingOut.then(signOut);
    else void signOut();
  }

  function signOut(): Promise<void> {
    // The Connection Error dialog blocks the app and its LOGIN reloads the sign-out route: a sign-out page shown
    // behind it must not start another round against a server that is down.
    if (state.connectionError) return Promise.resolve();
    signingOut ??= endSession().finally(() => (signingOut = null));
    return signingOut;
  }

  async function endSession(): Promise<void> {
    const run = ++generation;
    stopTokenCheck();
    if (external) {
      clearExternalCredentials();
      dispatch({ type: 'SIGN_OUT' });
      return navigate(SETTINGS);
    }
    let redirect: string | null = null;
    try {
      ({ redirect } = await api.post<{ redirect: string | null }>('cosmos', '/auth/logout'));
    } catch (error) {
      log.warn('Sign-out call failed', error);
    }
    if (run !== generation) return;
    dispatch({ type: 'SIGN_OUT' });
    storage.removeItem(STORAGE_KEYS.userState);
    storage.removeItem(STORAGE_KEYS.userGroups);
    if (redirect) return deps.assign(redirect);
    if (storage.getItem(STORAGE_KEYS.reloginTrigger) !== 'true') return navigate(SIGN_IN);
    // A re-login after a failed ping: load again; a server still down fails the ping a second time (the dialog).
    await start();
    if (state.status === 'unauthenticated') navigate(SIGN_IN);
    else if (state.status === 'authenticated') navigate(takeRedirect());
  }

  /**
   * The first of several simultaneous 401s ends the session; the rest find nobody signed in and do nothing, as
   * does a 401 for a visitor who never was (the guards send them to sign-in where a page needs it).
   */
  function unauthorized(): void {
    if (checkingCredentials > 0) return;
    if (external) {
      if (!storage.getItem(STORAGE_KEYS.apiKey) && !state.isAuthenticated) return;
      generation++;
      clearExternalCredentials();
      dispatch({ type: 'SIGN_OUT' });
      return navigate(SETTINGS);
    }
    if (storage.getItem(STORAGE_KEYS.userState) !== 'signedIn' && !state.isAuthenticated) return;
    generation++;
    stopTokenCheck();
    rememberAddress();
    storage.setItem(STORAGE_KEYS.reloginTrigger, 'true');
    storage.removeItem(STORAGE_KEYS.userState);
    dispatch({ type: 'SIGN_OUT' });
    navigate(SIGN_IN);
  }

  async function setApiKey(key: string): Promise<void> {
    const account = await checkCredentials(() => getAccount(key));
    generation++;
    applyAccount(key, account);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start,
    signIn,
    signOut,
    pingFailed,
    unauthorized,
    setApiKey,
    dismissConnectionError: () => dispatch({ type: 'CONNECTION_ERROR_DISMISSED' }),
    setNavigate(next) {
      navigate = next;
    },
    dispose() {
      stopTokenCheck();
      api.setUnauthorizedHandler(null);
      listeners.clear();
    },
  };
}

let singleton: Session | null = null;

/** The app's session: real API client, local storage, the browser's location; the router sets navigation. */
export function getSession(): Session {
  singleton ??= createSession({
    config: appConfig,
    api: realApi,
    storage: safeLocalStorage(),
    navigate(to) {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    location: () => ({ pathname: window.location.pathname, search: window.location.search }),
    assign: (url) => window.location.assign(url),
    log: console,
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id as number),
    now: () => Date.now(),
  });
  return singleton;
}
