import { CONTENT_TYPES, contentType, dataSchema, type ContentType } from '@rh/core/content';
import { storedData } from '../content/store.ts';
import type { DemoItemWithId } from './context.ts';

/**
 * The data as the content service would store it: validated by the type's schema (defaults filled), empty
 * values left out, date-times in UTC. Throws, naming the item and the fields, when the data is not valid.
 */
export function cleanData(type: ContentType, data: Record<string, unknown>, what: string): Record<string, unknown> {
  const parsed = dataSchema(type).safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Demo ${type.name} "${what}" is not valid: ${issues}`);
  }
  return storedData(type, parsed.data);
}

/** The ids an item's reference fields hold, with the type each must be. */
export function referencesIn(
  type: ContentType,
  data: Record<string, unknown>,
): { field: string; to: string; id: string }[] {
  const found: { field: string; to: string; id: string }[] = [];
  for (const field of type.fields) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const value = data[field.name];
    const ids = Array.isArray(value) ? value : value ? [value] : [];
    for (const id of ids) found.push({ field: field.name, to: field.to!, id: String(id) });
  }
  return found;
}

/** Throws unless every reference of every item points at an item of the right type in the set. */
export function checkReferences(items: readonly DemoItemWithId[]): void {
  const typeOf = new Map(items.map((item) => [item.id, item.type]));
  for (const item of items) {
    for (const ref of referencesIn(contentType(item.type), item.data)) {
      if (typeOf.get(ref.id) !== ref.to) {
        throw new Error(`Demo ${item.type} "${item.key}": ${ref.field} points at no ${ref.to} (${ref.id})`);
      }
    }
  }
}

/**
 * Types in an order where every type comes after the types it references (a type may reference itself: trees).
 * Throws on a cycle between types, which the loader could not insert with the links' foreign keys.
 */
export function insertionOrder(types: readonly ContentType[] = CONTENT_TYPES): ContentType[] {
  const byName = new Map(types.map((type) => [type.name, type]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: ContentType[] = [];
  const visit = (type: ContentType, path: readonly string[]) => {
    if (done.has(type.name)) return;
    if (visiting.has(type.name)) throw new Error(`Content types reference each other in a cycle: ${path.join(' → ')}`);
    visiting.add(type.name);
    for (const field of type.fields) {
      const target = field.to && field.to !== type.name ? byName.get(field.to) : undefined;
      if (target) visit(target, [...path, target.name]);
    }
    visiting.delete(type.name);
    done.add(type.name);
    order.push(type);
  };
  for (const type of types) visit(type, [type.name]);
  return order;
}

/** Items of a tree type with every parent before its children. */
export function parentsFirst(type: ContentType, items: readonly DemoItemWithId[]): DemoItemWithId[] {
  if (!type.tree) return [...items];
  const parentField = type.tree.parentField;
  const ids = new Set(items.map((item) => item.id));
  const placed = new Set<string>();
  const out: DemoItemWithId[] = [];
  let pending = [...items];
  while (pending.length) {
    const next = pending.filter((item) => {
      const parent = item.data[parentField];
      const ready = typeof parent !== 'string' || !ids.has(parent) || placed.has(parent);
      if (ready) {
        out.push(item);
        placed.add(item.id);
      }
      return !ready;
    });
    if (next.length === pending.length) throw new Error(`Demo ${type.name} items have a cycle of parents`);
    pending = next;
  }
  return out;
}

/**
 * One plain item for a type the demo has no data for yet (a type added after the demo was written), so that
 * its list is not empty: required fields and references to the first item of each target type.
 */
export function placeholderData(
  type: ContentType,
  firstOf: (typeName: string) => string | undefined,
  today: string,
): Record<string, unknown> | null {
  const data: Record<string, unknown> = {};
  for (const field of type.fields) {
    const isKey = field.name === type.keyField;
    if (!field.required && !isKey && field.kind !== 'reference') continue;
    switch (field.kind) {
      case 'text':
        data[field.name] = isKey ? `EXAMPLE-1` : `Example ${type.label.toLowerCase()}`;
        break;
      case 'longtext':
      case 'richtext':
        data[field.name] = field.kind === 'richtext' ? '<p>An example.</p>' : 'An example.';
        break;
      case 'date':
        data[field.name] = today;
        break;
      case 'datetime':
        data[field.name] = `${today}T09:00:00.000Z`;
        break;
      case 'daterange':
        data[field.name] = { start: today };
        break;
      case 'country':
      case 'countries':
        data[field.name] = field.kind === 'country' ? 'EU' : ['EU'];
        break;
      case 'enum':
      case 'enums':
        data[field.name] = field.kind === 'enum' ? field.options![0]!.value : [field.options![0]!.value];
        break;
      case 'number':
        data[field.name] = Math.min(field.max ?? 1, Math.max(field.min ?? 1, 1));
        break;
      case 'boolean':
        data[field.name] = false;
        break;
      case 'url':
        data[field.name] = 'https://example.com/';
        break;
      case 'email':
        data[field.name] = 'demo@example.com';
        break;
      case 'tags':
        data[field.name] = ['example'];
        break;
      case 'file':
        data[field.name] = { name: 'example.pdf', url: 'https://example.com/example.pdf' };
        break;
      case 'reference':
      case 'references': {
        const target = field.to === type.name ? undefined : firstOf(field.to!);
        if (!target && field.required) return null;
        if (target) data[field.name] = field.kind === 'reference' ? target : [target];
        break;
      }
    }
  }
  return data;
}
