// The content screens' grants (route name → the right its generic screen needs) computed at build time from the
// content declarations, as a tiny module: Home decides which of its area links open without loading the declarations
// and zod (44 kB of gzip) in the browser. `screen-grants-module.test.ts` checks it against the browser's own loader.
import type { Plugin } from 'vite';

export const SCREEN_GRANTS_MODULE = 'virtual:rh-screen-grants';
const RESOLVED = `\0${SCREEN_GRANTS_MODULE}`;

/** The generic screens that write need the matching right; a list or a detail needs reading (as routes/screen-grants). */
const SCREEN_ACTION: Readonly<Record<string, string>> = { list: 'read', detail: 'read', add: 'create', edit: 'update' };

/** `[route name, resource, action]` for every route a content type claims. */
export async function screenGrantEntries(): Promise<[string, string, string][]> {
  const { SCREEN_ROUTES } = await import('@rh/core/content');
  return [...SCREEN_ROUTES].map(([name, { type, screen }]) => [name, type.resource, SCREEN_ACTION[screen] ?? 'read']);
}

/** Serves `virtual:rh-screen-grants`: its default export is `screenGrantEntries()`. */
export function screenGrantsModule(): Plugin {
  return {
    name: 'rh-screen-grants',
    resolveId: (source) => (source === SCREEN_GRANTS_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(await screenGrantEntries())};`;
    },
  };
}
