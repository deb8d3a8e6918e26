import type { MenuBadge } from '../../web-area.ts';

// One request answers every type's badge: the drawer's badges mount together and wait on the same answer.
let shared: Promise<Record<string, number>> | undefined;
function waitingCounts(): Promise<Record<string, number>> {
  // No abort: the other badges may still want the answer.
  shared ??= import('./waiting.ts')
    .then((waiting) => waiting.getWaitingCounts())
    .finally(() => {
      shared = undefined;
    });
  return shared;
}

/**
 * The drawer's count beside a workflow type's list: how many of its items wait for the user. The menu is on the
 * first page; the request code loads only when the drawer asks for the number.
 */
export function waitingBadge(type: string): MenuBadge {
  return {
    key: ['workflow', 'waiting', 'count', type],
    load: async () => (await waitingCounts())[type] ?? 0,
    describe: (count) => `${count} waiting for you`,
  };
}
