import { findContentType, type ContentType, type DetailSection, type FieldDef } from '@rh/core/content';
import type { ItemLink, JournalEntry, Refs } from '../api/types.ts';
import { displayText } from '../fields/format.ts';
import { naturalCompare } from '../natural-order.ts';

/** What the detail page shows, worked out from the type's declaration. */

/** The sections of the detail page: the declared layout, else one section with every field. */
export function detailSections(type: ContentType): { title: string; fields: FieldDef[] }[] {
  const sections: readonly DetailSection[] = type.detail?.sections ?? [
    { title: type.label, fields: type.fields.map((field) => field.name) },
  ];
  return sections.map((section) => ({
    title: section.title,
    fields: section.fields.flatMap((name) => type.fields.filter((field) => field.name === name)),
  }));
}

export function stageLabel(type: ContentType, stage: string | null): string | null {
  if (!stage) return null;
  return type.workflow?.stages.find((candidate) => candidate.name === stage)?.label ?? stage;
}

export function transitionLabel(type: ContentType, name: string): string {
  return type.workflow?.transitions.find((transition) => transition.name === name)?.label ?? name;
}

export interface LinkGroup {
  key: string;
  label: string;
  direction: 'out' | 'in';
  links: ItemLink[];
}

/**
 * Links grouped by relation and direction. Out: the field of this type that makes them ("Topics"). In: the other
 * type and its field ("Insights (as regulators)"). Outgoing groups first, then incoming, each by label; the items
 * of a group in natural order of their titles (Art. 5 before Art. 19).
 */
export function groupLinks(type: ContentType, links: readonly ItemLink[]): LinkGroup[] {
  const groups = new Map<string, LinkGroup>();
  for (const link of links) {
    const key = link.direction === 'out' ? `out:${link.relation}` : `in:${link.item.type}:${link.relation}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, label: linkGroupLabel(type, link), direction: link.direction, links: [] };
      groups.set(key, group);
    }
    group.links.push(link);
  }
  for (const group of groups.values()) group.links.sort((a, b) => naturalCompare(a.item.title, b.item.title));
  return [...groups.values()].sort((a, b) =>
    a.direction === b.direction ? a.label.localeCompare(b.label) : a.direction === 'out' ? -1 : 1,
  );
}

function linkGroupLabel(type: ContentType, link: ItemLink): string {
  if (link.direction === 'out') {
    return type.fields.find((field) => field.name === link.relation)?.label ?? link.relation;
  }
  const other = findContentType(link.item.type);
  const field = other?.fields.find((candidate) => candidate.name === link.relation);
  return `${other?.plural ?? link.item.type} (as ${(field?.label ?? link.relation).toLowerCase()})`;
}

const ACTIONS: Record<JournalEntry['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  transition: 'Moved',
  review: 'Reviewed',
  comment: 'Commented',
};

export interface JournalLine {
  /** "Created", "Changed", or the transition's label ("Submit for review"). */
  action: string;
  /** "Draft → In review" for a stage change. */
  stages: string | null;
  /** One per changed field: label, old and new value as text ('' for empty). */
  changes: { field: string; from: string; to: string }[];
}

/** A journal entry in words: values as people read them (references by the titles the page knows). */
export function journalLine(type: ContentType, entry: JournalEntry, refs: Refs = {}): JournalLine {
  const action =
    entry.action === 'transition' && entry.transition ? transitionLabel(type, entry.transition) : ACTIONS[entry.action];
  const stages =
    entry.fromStage !== entry.toStage && (entry.fromStage || entry.toStage)
      ? `${stageLabel(type, entry.fromStage) ?? 'none'} → ${stageLabel(type, entry.toStage) ?? 'none'}`
      : null;
  const changes = entry.changes
    .map((change) => {
      const field = type.fields.find((candidate) => candidate.name === change.field);
      if (!field) return { field: change.field, from: plain(change.from), to: plain(change.to) };
      return {
        field: field.label,
        from: displayText(field, change.from, refs),
        to: displayText(field, change.to, refs),
      };
    })
    // Nothing to nothing (null to an empty list) is no change to a reader.
    .filter((change) => change.from !== '' || change.to !== '');
  return { action, stages, changes };
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
