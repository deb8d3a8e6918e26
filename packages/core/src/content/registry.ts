import type { ContentType, TypeRoutes } from './define.ts';
import { article } from './types/article.ts';
import { newsitem } from './types/newsitem.ts';
import { regulator } from './types/regulator.ts';
import { risk } from './types/risk.ts';
import { topic } from './types/topic.ts';

/** Every content type. A new type is one file in `types/` plus one line here (CONVENTIONS 1). */
export const CONTENT_TYPES: readonly ContentType[] = [article, newsitem, regulator, risk, topic];

const byName: ReadonlyMap<string, ContentType> = new Map(CONTENT_TYPES.map((type) => [type.name, type]));

/** The type of this name, or undefined. */
export function findContentType(name: string): ContentType | undefined {
  return byName.get(name);
}

/** The type of this name; throws on an unknown name. */
export function contentType(name: string): ContentType {
  const type = byName.get(name);
  if (!type) throw new Error(`Unknown content type: ${name}`);
  return type;
}

export type ScreenKind = keyof TypeRoutes;

/** Which type and which generic screen a §2 route name shows, from the types' `routes`. */
export const SCREEN_ROUTES: ReadonlyMap<string, { type: ContentType; screen: ScreenKind }> = (() => {
  const map = new Map<string, { type: ContentType; screen: ScreenKind }>();
  for (const type of CONTENT_TYPES) {
    for (const [screen, names] of Object.entries(type.routes ?? {}) as [ScreenKind, readonly string[]][]) {
      for (const name of names) {
        const taken = map.get(name);
        if (taken) throw new Error(`Route ${name} is claimed by both ${taken.type.name} and ${type.name}`);
        map.set(name, { type, screen });
      }
    }
  }
  return map;
})();

/** Cross-checks the registry: unique names, references to registered types. Throws on the first fault. */
export function checkRegistry(types: readonly ContentType[] = CONTENT_TYPES): void {
  const names = new Set<string>();
  for (const type of types) {
    if (names.has(type.name)) throw new Error(`Content type ${type.name} is registered twice`);
    names.add(type.name);
  }
  for (const type of types) {
    for (const field of type.fields) {
      if (field.to && !names.has(field.to)) {
        throw new Error(`Content type ${type.name}: field ${field.name} references unknown type ${field.to}`);
      }
    }
  }
}
checkRegistry();
