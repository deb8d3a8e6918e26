import { describe, expect, it } from 'vitest';
import { isResource } from '../access/resources.ts';
import type { ContentType, IndexColumn } from './define.ts';
import type { FieldDef } from './fields.ts';
import { canLookup, checkRegistry, contentType, CONTENT_TYPES, SCREEN_ROUTES, type ScreenKind } from './registry.ts';
import { dataSchema, MESSAGES } from './schema.ts';

const UUID = '0b6f3d3e-8a55-4a37-9d7c-2f4f1b8a9c11';

/** A valid value of a field, for the schema check; references need only a well-formed id here. */
function sampleValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'text':
    case 'longtext':
    case 'richtext':
      return 'x';
    case 'date':
      return '2025-01-01';
    case 'datetime':
      return '2025-01-01T00:00:00Z';
    case 'daterange':
      return { start: '2025-01-01' };
    case 'country':
      return 'FR';
    case 'countries':
      return ['FR'];
    case 'enum':
      return field.options?.[0]?.value;
    case 'enums':
      return [field.options?.[0]?.value];
    case 'number':
      return field.min ?? 1;
    case 'boolean':
      return true;
    case 'url':
      return 'https://example.org';
    case 'email':
      return 'a@example.org';
    case 'reference':
      return UUID;
    case 'references':
      return [UUID];
    case 'tags':
      return ['t'];
    case 'file':
      return { name: 'f', url: 'https://example.org/f.pdf' };
  }
}

const sampleData = (type: ContentType) => Object.fromEntries(type.fields.map((f) => [f.name, sampleValue(f)]));

/** The index column a field of this conventional name should fill (ARCHITECTURE: hot paths and search facets). */
const CONVENTIONAL_INDEX: Record<string, IndexColumn> = {
  country: 'countries',
  countries: 'countries',
  topics: 'topics',
  tags: 'tags',
  regulator: 'regulator',
};

const claims = (type: ContentType) =>
  (Object.entries(type.routes ?? {}) as [ScreenKind, readonly string[]][]).flatMap(([screen, names]) =>
    names.map((name) => ({ name, screen })),
  );

describe('the registry', () => {
  it('passes its own cross-check', () => {
    expect(() => checkRegistry()).not.toThrow();
  });

  it('claims each route name once, in PascalCase like the web route table', () => {
    const names = CONTENT_TYPES.flatMap((type) => claims(type).map((claim) => claim.name));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    expect(SCREEN_ROUTES.size).toBe(names.length);
  });

  // The server's sample factories create what an item references before the item itself.
  it('has no reference cycles between types (a type may reference itself: trees)', () => {
    const edges = new Map(
      CONTENT_TYPES.map((type) => [type.name, type.fields.flatMap((f) => (f.to && f.to !== type.name ? [f.to] : []))]),
    );
    const done = new Set<string>();
    const visit = (name: string, path: readonly string[]): void => {
      if (path.includes(name)) throw new Error(`reference cycle: ${[...path, name].join(' → ')}`);
      if (done.has(name)) return;
      for (const next of edges.get(name) ?? []) visit(next, [...path, name]);
      done.add(name);
    };
    for (const type of CONTENT_TYPES) expect(() => visit(type.name, [])).not.toThrow();
  });
});

describe.each(CONTENT_TYPES.map((type) => [type.name, type] as const))('content type %s', (_, type) => {
  const required = type.fields.filter((field) => field.required);

  it('is guarded by a §6 resource', () => {
    expect(isResource(type.resource)).toBe(true);
  });

  it('is found through SCREEN_ROUTES under every route name it claims', () => {
    for (const { name, screen } of claims(type)) expect(SCREEN_ROUTES.get(name)).toEqual({ type, screen });
  });

  it('refuses empty data with the required message on each required field', () => {
    const result = dataSchema(type).safeParse({});
    expect(result.success).toBe(required.length === 0);
    const messages = new Map(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]));
    for (const field of required) expect(messages.get(field.name), field.name).toBe(MESSAGES.required);
  });

  it('accepts a sample with every field filled', () => {
    const result = dataSchema(type).safeParse(sampleData(type));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('names workflow transitions after §6 resources', () => {
    for (const transition of type.workflow?.transitions ?? []) expect(isResource(transition.resource)).toBe(true);
  });

  it('is searchable by its title, and its key is required', () => {
    expect(type.fields.find((field) => field.name === type.titleField)?.search).toBe('A');
    if (type.keyField) expect(type.fields.find((field) => field.name === type.keyField)?.required).toBe(true);
  });

  it('lists 3 to 6 columns', () => {
    expect(type.list.columns.length).toBeGreaterThanOrEqual(3);
    expect(type.list.columns.length).toBeLessThanOrEqual(6);
  });

  it('shows every field exactly once when it has detail sections', () => {
    if (!type.detail) return;
    const shown = type.detail.sections.flatMap((section) => section.fields);
    expect([...shown].sort()).toEqual(type.fields.map((field) => field.name).sort());
  });

  it('names jurisdiction, topic and regulator fields by the shared convention', () => {
    for (const field of type.fields) {
      if (field.kind === 'countries') expect(field.name).toBe('countries');
      if (field.kind === 'country') expect(field.name).toBe('country');
      if (field.to === 'topic' && type.name !== 'topic') expect(field.name).toBe('topics');
      if (field.to === 'regulator') expect(['regulator', 'regulators']).toContain(field.name);
    }
  });

  it('fills the index from its date, jurisdiction, topics, tags and regulator', () => {
    const index = type.index ?? {};
    if (type.fields.some((field) => field.kind === 'date' || field.kind === 'datetime')) {
      expect(index.date).toBeDefined();
    }
    for (const field of type.fields) {
      const column = CONVENTIONAL_INDEX[field.name];
      if (column) expect(index[column], field.name).toBe(field.name);
    }
  });
});

describe('reference lookups', () => {
  const regulator = contentType('regulator');
  const topic = contentType('topic');

  it('are open to readers of the type', () => {
    expect(canLookup(['obligationsvisitor'], regulator)).toBe(true);
  });

  it('are open to those who write a type that points at it, and to nobody else', () => {
    // articleCreator is granted articles alone (§6), yet tags insights with regulators and topics.
    expect(canLookup(['articleCreator'], regulator)).toBe(true);
    expect(canLookup(['articleCreator'], topic)).toBe(true);
    // Reading insights is not writing them.
    expect(canLookup(['insightsvisitor'], regulator)).toBe(false);
    expect(canLookup(['articleCreator'], contentType('case'))).toBe(false);
    expect(canLookup([], topic)).toBe(false);
  });
});
