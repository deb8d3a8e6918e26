import type { MenuBadge } from '../../web-area.ts';

/**
 * The drawer's count beside a workflow type's list: how many of its items wait for the user. The menu is on the
 * first page; the request code loads only when the drawer asks for the number.
 */
export function waitingBadge(type: string): MenuBadge {
  return {
    key: ['workflow', 'waiting', 'count', type],
    load: async (signal) => (await import('./waiting.ts')).getWaitingCounts(signal).then((counts) => counts[type] ?? 0),
    describe: (count) => `${count} waiting for you`,
  };
}
