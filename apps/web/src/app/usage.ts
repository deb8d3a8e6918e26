import { api } from '../api/request.ts';
import { config } from '../config.ts';
import { getSession } from '../session/session.ts';
import { memoryStore } from '../session/storage-keys.ts';
import { createUsageLog } from './usage-log.ts';

function browserStorage() {
  try {
    localStorage.getItem('');
    return localStorage;
  } catch {
    return memoryStore();
  }
}

/** The app's usage log: page views on every route change, events for key actions. */
export const usageLog = createUsageLog({
  api,
  storage: browserStorage(),
  config,
  user: () => {
    const { user } = getSession().getState();
    return user ? user.username || user.email : null;
  },
});
