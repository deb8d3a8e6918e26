import { permissionMap, type PermissionMap } from '@rh/core';

/** The signed-in user of spec §3; for an API key, the organisation with no e-mail. */
export interface SessionUser {
  username: string;
  email: string | null;
  acgroups: string[];
  homepage: string | null;
}

/** The answer of `GET /api/me` and `POST /api/auth/login`. */
export interface Me {
  user: SessionUser;
  roles: string[];
  permissions: PermissionMap;
}

/** The error object of spec §3: what a failed request left. */
export interface SessionError {
  message: string;
  status: number;
  data: unknown;
}

export type SessionStatus = 'initialising' | 'loading' | 'authenticated' | 'unauthenticated' | 'error';

/** The auth part of the client state of spec §3 and §4. */
export interface SessionState {
  status: SessionStatus;
  isAuthenticated: boolean;
  user: SessionUser | null;
  roles: string[];
  /** Empty until a user is known or after sign-out; every resource false when the user has no roles. */
  permissions: PermissionMap | Record<string, never>;
  error: SessionError | null;
  /** Consecutive failed pings; a successful ping resets it. */
  pingFailures: number;
  /** Shows the Connection Error dialog (two consecutive failed pings). */
  connectionError: boolean;
  /** Derived: the user name, else the e-mail, else Guest (spec §3). */
  displayName: string;
}

export type SessionEvent =
  | { type: 'LOAD_START' }
  | { type: 'LOAD_SUCCESS'; me: Me }
  | { type: 'LOAD_FAILURE'; error: SessionError }
  | { type: 'UNAUTHENTICATED' }
  | { type: 'SIGN_OUT' }
  | { type: 'PING_OK' }
  | { type: 'PING_FAILED' }
  | { type: 'CONNECTION_ERROR_DISMISSED' };

export const NO_ROLE = 'norole';
/** Spec §4: two consecutive failed pings show the Connection Error dialog. */
export const PING_FAILURES_FOR_DIALOG = 2;

export function displayNameOf(user: SessionUser | null): string {
  return user?.username || user?.email || 'Guest';
}

export const initialSessionState: SessionState = {
  status: 'initialising',
  isAuthenticated: false,
  user: null,
  roles: [],
  permissions: {},
  error: null,
  pingFailures: 0,
  connectionError: false,
  displayName: 'Guest',
};

const signedOut = {
  isAuthenticated: false,
  user: null,
  roles: [],
  permissions: {},
  error: null,
} as const satisfies Partial<SessionState>;

/** The pure transitions of spec §4. Answers the same object when nothing changes, so views do not re-render. */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  const next = transition(state, event);
  if (next === state) return state;
  const displayName = displayNameOf(next.user);
  return next.displayName === displayName ? next : { ...next, displayName };
}

function transition(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'LOAD_START':
      // A reload keeps what is known, so a signed-in page is not replaced by a spinner.
      return { ...state, status: 'loading', error: null };
    case 'LOAD_SUCCESS': {
      // "No groups clears all permissions": norole, every permission false.
      const hasRoles = event.me.roles.length > 0;
      return {
        ...state,
        status: 'authenticated',
        isAuthenticated: true,
        user: event.me.user,
        roles: hasRoles ? [...event.me.roles] : [NO_ROLE],
        permissions: hasRoles ? event.me.permissions : permissionMap([NO_ROLE]),
        error: null,
      };
    }
    case 'LOAD_FAILURE':
      // Spec §4 and §8: the error is kept, the user is not authenticated, and the role is norole.
      return { ...state, ...signedOut, status: 'error', roles: [NO_ROLE], error: event.error };
    case 'UNAUTHENTICATED':
      return { ...state, ...signedOut, status: 'unauthenticated' };
    case 'SIGN_OUT':
      // The ping count survives: a re-login after a failed ping must see the second failure.
      return { ...state, ...signedOut, status: 'unauthenticated' };
    case 'PING_OK':
      if (state.pingFailures === 0 && !state.connectionError) return state;
      return { ...state, pingFailures: 0, connectionError: false };
    case 'PING_FAILED': {
      const pingFailures = state.pingFailures + 1;
      return {
        ...state,
        pingFailures,
        connectionError: state.connectionError || pingFailures >= PING_FAILURES_FOR_DIALOG,
      };
    }
    case 'CONNECTION_ERROR_DISMISSED':
      return state.connectionError ? { ...state, connectionError: false } : state;
  }
}
