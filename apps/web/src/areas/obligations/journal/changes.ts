import { findContentType } from '@rh/core/content';
import type { Refs } from '../../../content/api/types.ts';
import { asList, displayText } from '../../../content/fields/format.ts';

/** A change of one field as people read it: the field's label and its value before and after, as text. */
export interface ChangeRow {
  field: string;
  label: string;
  /** '' for empty. */
  from: string;
  to: string;
}

/** How long an old or new value shows in a row before it is cut (the item's journal has it in full). */
export const SHOWN_CHARS = 280;

function cut(text: string): string {
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1).trimEnd()}…` : text;
}

/**
 * The changes of an item of `typeName` in words: each value formatted by its field's kind (dates, options by
 * label, references by the titles of `refs`; a referenced item the caller may not see is "an item not shown"), long
 * texts cut. Nothing to nothing (null to an empty list) is no change to a reader and is left out.
 */
export function changeRows(
  typeName: string,
  changes: readonly { field: string; label?: string; from: unknown; to: unknown }[],
  refs: Refs = {},
  locale?: string,
): ChangeRow[] {
  const type = findContentType(typeName);
  return changes
    .map((change) => {
      const field = type?.fields.find((candidate) => candidate.name === change.field);
      const label = change.label ?? field?.label ?? change.field;
      if (!field) return { field: change.field, label, from: cut(plain(change.from)), to: cut(plain(change.to)) };
      const text = (value: unknown) => {
        if (field.kind !== 'reference' && field.kind !== 'references') return displayText(field, value, refs, locale);
        return asList(value)
          .map((id) => refs[id]?.title ?? 'an item not shown')
          .join(', ');
      };
      return { field: change.field, label, from: cut(text(change.from)), to: cut(text(change.to)) };
    })
    .filter((row) => row.from !== '' || row.to !== '');
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
