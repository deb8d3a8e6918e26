import type { ContentType } from '@rh/core/content';
import type { AggregateGroup, AggregateQuery } from '../../api/aggregate.ts';
import type { ListParams } from '../../api/types.ts';
import { naturalCompare } from '../../natural-order.ts';

/** How a type's list is grouped (`list.groupBy`): the field, its label, and the group of items without a value. */
export interface Grouping {
  /** A field name, or `stage`. */
  field: string;
  label: string;
  /** What the group of items without a value is called (a reference's `list.has` "without"); null: there is none. */
  none: string | null;
}

/** The grouping a type declares, or null (the list is flat). `defineType` checked the field already. */
export function groupingOf(type: ContentType): Grouping | null {
  const name = type.list.groupBy;
  if (!name) return null;
  if (name === 'stage') return { field: 'stage', label: 'Stage', none: null };
  const field = type.fields.find((candidate) => candidate.name === name);
  if (!field) return null;
  return { field: name, label: field.label, none: type.list.has?.[name]?.without ?? null };
}

/** The parameters that shape a list's view but do not filter it (the aggregation takes none of them). */
const NOT_FILTERS = new Set(['limit', 'sort', 'cursor', 'scope']);

/** The count per group of the list's view: its filters and scope, grouped by the field. */
export function groupCountQuery(type: ContentType, grouping: Grouping, params: ListParams): AggregateQuery {
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => !NOT_FILTERS.has(name)));
  return {
    id: 'groups',
    type: type.name,
    ...(params.scope ? { scope: params.scope } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
    by: [grouping.field],
  };
}

/** The list's parameters for one group: its value of the field, or (null) no value (`<field>.has=false`). */
export function groupParams(grouping: Grouping, params: ListParams, key: string | null): ListParams {
  const { [grouping.field]: _value, [`${grouping.field}.has`]: _has, ...rest } = params;
  return key === null ? { ...rest, [`${grouping.field}.has`]: 'false' } : { ...rest, [grouping.field]: key };
}

/** One section of a grouped list. */
export interface ListGroup {
  /** The value grouped by (a reference's id, an enum value, a stage); null: items without one. */
  key: string | null;
  label: string;
  count: number;
  /** The list's parameters for the group's items. */
  params: ListParams;
}

/**
 * The sections of a grouped list, in the order a reader expects: a workflow's stages and an enum's options in their
 * declared order, references by their titles (natural order); the items without a value last.
 */
export function listGroups(
  type: ContentType,
  grouping: Grouping,
  groups: readonly AggregateGroup[],
  labels: Readonly<Record<string, string>>,
  params: ListParams,
): ListGroup[] {
  const declared =
    grouping.field === 'stage'
      ? (type.workflow?.stages ?? []).map((stage) => ({ value: stage.name, label: stage.label }))
      : (type.fields.find((field) => field.name === grouping.field)?.options ?? []);
  const rank = (key: string) => {
    const index = declared.findIndex((option) => option.value === key);
    return index === -1 ? declared.length : index;
  };
  const labelOf = (key: string) => labels[key] ?? declared.find((option) => option.value === key)?.label ?? key;
  const valued = groups
    .filter((group): group is AggregateGroup & { key: string } => group.key !== null && group.count > 0)
    .map((group) => ({ key: group.key, label: labelOf(group.key), count: group.count }))
    .sort((a, b) => rank(a.key) - rank(b.key) || naturalCompare(a.label, b.label));
  const sections: ListGroup[] = valued.map((group) => ({ ...group, params: groupParams(grouping, params, group.key) }));
  const without = groups.find((group) => group.key === null)?.count ?? 0;
  // Items without a value can be listed only through the field's `list.has` filter (a reference's) or not at all.
  if (without > 0 && grouping.none !== null) {
    sections.push({ key: null, label: grouping.none, count: without, params: groupParams(grouping, params, null) });
  }
  return sections;
}

/** Open every group of a short list; of a long one, only the first, so that the page opens on headings to choose. */
export function initiallyOpen(groups: readonly ListGroup[], total: number, most = 60): Set<string> {
  const keys = groups.map((group) => String(group.key));
  return new Set(total <= most ? keys : keys.slice(0, 1));
}

/** The names of every column a type's list can show: the fields, then created, updated and (with a workflow) stage. */
function allColumns(type: ContentType): string[] {
  const meta = ['createdAt', 'updatedAt', ...(type.workflow ? ['stage'] : [])];
  return [
    ...type.fields.map((field) => field.name),
    ...meta.filter((name) => !type.fields.some((f) => f.name === name)),
  ];
}

/**
 * The columns a group's rows show after the title: those the grid shows (`shown`, the user's choice over the
 * declared ones) in the declared order, without the title (each row's link) and the field grouped by (the section's
 * heading says it).
 */
export function groupColumns(
  type: ContentType,
  grouping: Grouping,
  first: readonly string[],
  shown: (name: string) => boolean,
): string[] {
  const rank = (name: string) => (first.includes(name) ? first.indexOf(name) : first.length);
  return allColumns(type)
    .filter((name) => name !== type.titleField && name !== grouping.field && shown(name))
    .sort((a, b) => rank(a) - rank(b));
}

/** The words of a column's heading. */
export function columnLabel(type: ContentType, name: string): string {
  const field = type.fields.find((candidate) => candidate.name === name);
  if (field) return field.label;
  return { createdAt: 'Created', updatedAt: 'Updated', stage: 'Stage' }[name] ?? name;
}

/** A label inside a sentence: lower case, unless it starts with an acronym (FAQs, ICT risks). */
export function inSentence(label: string): string {
  return /^[A-Z]{2}/.test(label) ? label : label.toLowerCase();
}

/** The width of a column in a group's table (every group alike, so that their columns line up); null: a share of the rest. */
export function columnWidth(type: ContentType, name: string): string | null {
  if (name === type.titleField) return '40%';
  if (name === 'createdAt' || name === 'updatedAt') return '11rem';
  if (name === 'stage') return '8rem';
  const kind = type.fields.find((field) => field.name === name)?.kind;
  if (kind === 'date' || kind === 'number' || kind === 'boolean') return '8rem';
  return null;
}
