import type { AppConfig } from '../config.ts';
import type { ApiClient } from '../api/request.ts';
import { STORAGE_KEYS, type KeyValueStore } from '../session/storage-keys.ts';

/** A usage log record of spec §3, as `PUT /api/log` takes it. */
export type UsageRecord =
  | { type: 'pageview'; page: string }
  | { type: 'event'; category: string; action: string; label?: string; value?: string | number };

export interface UsageLog {
  pageview(page: string): void;
  event(category: string, action: string, label?: string, value?: string | number): void;
}

/**
 * Sends page views and events with the session ids of spec §3: session_long lives as long as the browser keeps
 * it, session_short counts the visits (starting at 0). Failures are only logged (spec §7).
 */
export function createUsageLog(deps: {
  api: Pick<ApiClient, 'put'>;
  storage: KeyValueStore;
  config: AppConfig;
  /** The signed-in user's name, or null: nothing is sent before sign-in (the server needs an identity). */
  user(): string | null;
  log?: (message: string, error: unknown) => void;
}): UsageLog {
  const { storage, config } = deps;
  let sessionLong = storage.getItem(STORAGE_KEYS.sessionLong);
  if (!sessionLong) {
    sessionLong = crypto.randomUUID();
    storage.setItem(STORAGE_KEYS.sessionLong, sessionLong);
  }
  const previous = Number(storage.getItem(STORAGE_KEYS.sessionShort));
  const sessionShort =
    Number.isInteger(previous) && previous >= 0 && storage.getItem(STORAGE_KEYS.sessionShort) !== null
      ? previous + 1
      : 0;
  storage.setItem(STORAGE_KEYS.sessionShort, String(sessionShort));
  const external = config.build !== 'full';

  const send = (record: UsageRecord) => {
    const name = deps.user();
    if (!name) return;
    const body = {
      ...record,
      session_long: sessionLong,
      session_short: sessionShort,
      user: external ? name : name.toLowerCase(),
      user_type: external ? 1 : 0,
    };
    deps.api.put('cosmos', '/log', { body, retry: false }).catch((error: unknown) => {
      (deps.log ?? ((message, e) => console.warn(message, e)))('usage log not sent', error);
    });
  };
  return {
    pageview: (page) => send({ type: 'pageview', page }),
    event: (category, action, label, value) =>
      send({
        type: 'event',
        category,
        action,
        ...(label === undefined ? {} : { label }),
        ...(value === undefined ? {} : { value }),
      }),
  };
}
