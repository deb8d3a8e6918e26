import { useSyncExternalStore } from 'react';
import { getSession, type Session } from './session.ts';
import type { SessionState } from './session-state.ts';

/** The session's state, re-rendering on every change, and the session for its actions. */
export function useSession(session: Session = getSession()): { state: SessionState; session: Session } {
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return { state, session };
}
