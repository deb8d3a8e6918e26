import type { Resource } from '../access/resources.ts';
import { checkWorkflow, type Workflow } from '../workflow/workflow.ts';
import { FIELD_KINDS, SORTABLE_KINDS, type FieldDef } from './fields.ts';

/** Fields every item has beside its data; lists may sort by them. */
export const META_FIELDS = ['createdAt', 'updatedAt', 'stage'] as const;
export type MetaField = (typeof META_FIELDS)[number];

/**
 * Indexed columns that the store keeps beside the data for the hot paths (news by date, country, type, source)
 * and for search facets. A type names which of its fields fills each.
 */
export const INDEX_COLUMNS = ['date', 'countries', 'kinds', 'tags', 'topics', 'regulator', 'source'] as const;
export type IndexColumn = (typeof INDEX_COLUMNS)[number];

/** Names of routes of spec §2 (see the web route table) that show this type generically. */
export interface TypeRoutes {
  list?: readonly string[];
  detail?: readonly string[];
  add?: readonly string[];
  edit?: readonly string[];
}

/** A group of fields on the detail page. */
export interface DetailSection {
  title: string;
  fields: readonly string[];
}

/** One content type, declared once (ARCHITECTURE "Content: declared once, used everywhere"). */
export interface ContentType {
  /** API and `/form/{model}` name: lower case, no spaces (`newsitem`, `riskcomponent`). */
  name: string;
  label: string;
  plural: string;
  /** One line on what it is, for list headers and the API documentation. */
  description: string;
  /** The §6 resource whose grants guard every operation on the type. */
  resource: Resource;
  fields: readonly FieldDef[];
  /** The field shown as the item's title (text kind, required). */
  titleField: string;
  /** A natural key, unique among live items of the type, usable in URLs instead of the id (regulator code). */
  keyField?: string;
  list: {
    /** Columns shown by default, in order. */
    columns: readonly string[];
    sort: { field: string; dir: 'asc' | 'desc' };
    /** Fields offered as filters. */
    filters: readonly string[];
    /**
     * Fields the list filters by whether they hold a value (issue 14: obligations with a control or with none; news
     * with a tag or none): list filter `<field>.has=true|false`, with these labels. A reference, or a list of tags.
     */
    has?: Readonly<Record<string, { label: string; with: string; without: string }>>;
    /**
     * The list shows its items in sections, one per value of this field (FAQs by theme), each with its count: a
     * reference field (named in `has` too, so that the items without one can be listed), a required enum, or `stage`.
     */
    groupBy?: string;
  };
  /** Detail layout; default one section with every field. */
  detail?: { sections: readonly DetailSection[] };
  workflow?: Workflow;
  index?: Partial<Record<IndexColumn, string>>;
  routes?: TypeRoutes;
  /**
   * A reading layout (issue 13): the list offers itself as a reader — each row its title in full, `meta` on one line
   * (a regulator, a date), the first lines of `summary`, `chips` (tags) — beside the table, and keeps each user's
   * read and starred state for its items (list filters `unread`, `starred`; items carry `reading`).
   */
  reader?: { summary: string; meta: readonly string[]; chips: readonly string[] };
  /**
   * Where search ranks the type's items: 'configuration' (keywords, rules, sources — what admins set up) below
   * content (regulations, news, insights), so that a search for DORA shows the regulation before the keyword.
   */
  searchTier?: 'configuration';
  /**
   * Items flagged for review when something they derive from changes (issue 14: a regulation's new version, an
   * amendment, a news item marked as a change flags the obligations under it and the controls that meet them). The
   * flags live apart from the item (`review_flags`); lists filter by them (`review=flagged|clear`).
   */
  reviewOnChange?: true;
  /** A tree: this reference field points at the parent (topics). */
  tree?: { parentField: string };
  /**
   * A boolean field set beside the form's save button rather than among the fields: whether what is saved takes
   * effect (a rule's on/off), seen and chosen by whoever saves it.
   */
  switchOnSave?: string;
  /**
   * Checks across fields or beyond a field's kind (a rule's pattern must compile and be safe): the problems, each
   * under the field it concerns. Runs in the server's validation and in the web's forms.
   */
  refine?: (data: Readonly<Record<string, unknown>>) => { field: string; message: string }[];
}

/** The kinds of field a list can filter by whether they hold a value (`list.has`). */
export const HAS_KINDS: ReadonlySet<string> = new Set(['reference', 'references', 'tags']);

/** Checks a declaration against itself and returns it. Throws on the first fault, at import time. */
export function defineType<const T extends ContentType>(type: T): T {
  const fault = (message: string): never => {
    throw new Error(`Content type ${type.name}: ${message}`);
  };
  if (!/^[a-z][a-z0-9]*$/.test(type.name)) fault('name must be lower-case letters and digits');
  if (type.switchOnSave !== undefined) {
    const onSave = type.fields.find((field) => field.name === type.switchOnSave);
    if (onSave?.kind !== 'boolean') fault(`switchOnSave ${type.switchOnSave} is no boolean field`);
  }
  const byName = new Map<string, FieldDef>();
  for (const field of type.fields) {
    if (byName.has(field.name)) fault(`duplicate field ${field.name}`);
    if (!/^[a-z][A-Za-z0-9]*$/.test(field.name)) fault(`field name ${field.name} must be camelCase`);
    if (!FIELD_KINDS.includes(field.kind)) fault(`field ${field.name} has unknown kind ${field.kind}`);
    if ((field.kind === 'enum' || field.kind === 'enums') && !field.options?.length) {
      fault(`enum field ${field.name} needs options`);
    }
    if ((field.kind === 'reference' || field.kind === 'references') && !field.to) fault(`${field.name} needs to`);
    byName.set(field.name, field);
  }
  const need = (name: string, where: string) => byName.get(name) ?? fault(`${where} names unknown field ${name}`);
  const title = need(type.titleField, 'titleField');
  if (title.kind !== 'text' || !title.required) fault('titleField must be a required text field');
  if (type.keyField && need(type.keyField, 'keyField').kind !== 'text') fault('keyField must be text');
  for (const column of type.list.columns) {
    if (!(META_FIELDS as readonly string[]).includes(column)) need(column, 'list.columns');
  }
  for (const filter of type.list.filters) need(filter, 'list.filters');
  for (const name of Object.keys(type.list.has ?? {})) {
    const kind = need(name, 'list.has').kind;
    if (!HAS_KINDS.has(kind)) fault(`list.has ${name} must be a reference or tags field`);
  }
  const group = type.list.groupBy;
  if (group && !(group === 'stage' && type.workflow)) {
    const { kind, required } = need(group, 'list.groupBy');
    if (kind === 'reference' ? !type.list.has?.[group] : kind !== 'enum' || !required) {
      fault(`cannot group by ${group}: only by a reference named in list.has, a required enum or stage`);
    }
  }
  const sort = type.list.sort.field;
  if (!(META_FIELDS as readonly string[]).includes(sort) && !SORTABLE_KINDS.has(need(sort, 'list.sort').kind)) {
    fault(`cannot sort by ${sort}`);
  }
  for (const section of type.detail?.sections ?? []) for (const name of section.fields) need(name, 'detail');
  for (const [column, name] of Object.entries(type.index ?? {})) {
    const field = need(name, `index.${column}`);
    const ok: Record<IndexColumn, readonly string[]> = {
      date: ['date', 'datetime'],
      countries: ['country', 'countries'],
      kinds: ['enum', 'enums'],
      tags: ['tags'],
      topics: ['reference', 'references'],
      regulator: ['reference'],
      source: ['reference'],
    };
    if (!ok[column as IndexColumn].includes(field.kind)) fault(`index.${column} cannot hold a ${field.kind} field`);
  }
  if (type.reader) {
    need(type.reader.summary, 'reader.summary');
    for (const name of [...type.reader.meta, ...type.reader.chips]) need(name, 'reader');
  }
  if (type.tree) {
    const parent = need(type.tree.parentField, 'tree.parentField');
    if (parent.kind !== 'reference' || parent.to !== type.name) fault('tree.parentField must reference the type');
  }
  if (type.workflow) {
    checkWorkflow(type.name, type.workflow);
    for (const transition of type.workflow.transitions) {
      if (!transition.stamps) continue;
      const kind = need(transition.stamps, `transition ${transition.name} stamps`).kind;
      if (kind !== 'date' && kind !== 'datetime') fault(`transition ${transition.name} can only stamp a date field`);
    }
  }
  return type;
}

/** The field of this name; throws when the type has none. */
export function fieldOf(type: ContentType, name: string): FieldDef {
  const field = type.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`Content type ${type.name} has no field ${name}`);
  return field;
}
