import { COUNTRY_CODES, countryName, LIST_KINDS, type FieldDef } from '@rh/core/content';
import type { Refs } from '../api/types.ts';

/** Formatting of field values for people: dates, numbers, labels. `locale` undefined: the browser's. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (`2025-03-31`) as "31 Mar 2025": the day itself, whatever the time zone. */
export function formatDate(value: string, locale?: string): string {
  if (!ISO_DATE.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An instant as date and time in the reader's time zone (or `timeZone`). */
export function formatDateTime(value: string, locale?: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** A date range `{ start, end }` as "1 Jan 2025 – 31 Mar 2025", or "from 1 Jan 2025" while open. */
export function formatDateRange(value: unknown, locale?: string): string {
  if (!value || typeof value !== 'object') return '';
  const { start, end } = value as { start?: unknown; end?: unknown };
  if (typeof start !== 'string') return '';
  return typeof end === 'string' && end
    ? `${formatDate(start, locale)} – ${formatDate(end, locale)}`
    : `from ${formatDate(start, locale)}`;
}

/** The total of a list: "1,234 items", or "about 1.2M items" when the server only estimated it. */
export function formatTotal(total: { value: number; exact: boolean }, locale = 'en'): string {
  const noun = total.value === 1 && total.exact ? 'item' : 'items';
  if (total.exact) return `${new Intl.NumberFormat(locale).format(total.value)} ${noun}`;
  const rough = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(total.value);
  return `about ${rough} ${noun}`;
}

/** The label of an enum value; the value itself when the options do not know it (an older option). */
export function optionLabel(field: FieldDef, value: string): string {
  return field.options?.find((option) => option.value === value)?.label ?? value;
}

/** A value as a list of strings (list kinds), tolerating a single value or nothing. */
export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/** The title of a referenced item, or a stand-in when the caller may not read it or it is gone. */
export function refTitle(refs: Refs, id: string): string {
  return refs[id]?.title ?? 'Item not available';
}

/**
 * A field's value as one line of plain text (journal changes, exports of a view, tests). Empty values give ''.
 */
export function displayText(field: FieldDef, value: unknown, refs: Refs = {}, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (LIST_KINDS.has(field.kind) || field.kind === 'reference' || field.kind === 'country') {
    const list = asList(value);
    const one = (entry: string) =>
      field.kind === 'countries' || field.kind === 'country'
        ? countryName(entry)
        : field.kind === 'enums'
          ? optionLabel(field, entry)
          : field.kind === 'references' || field.kind === 'reference'
            ? refTitle(refs, entry)
            : entry;
    return list.map(one).join(', ');
  }
  switch (field.kind) {
    case 'date':
      return formatDate(String(value), locale);
    case 'datetime':
      return formatDateTime(String(value), locale);
    case 'daterange':
      return formatDateRange(value, locale);
    case 'enum':
      return optionLabel(field, String(value));
    case 'number':
      return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value);
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'file':
      return typeof value === 'object' && 'name' in value ? String((value as { name: unknown }).name) : '';
    case 'richtext':
      return htmlToText(String(value));
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The text of an HTML fragment without its tags, whitespace collapsed (no DOM needed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The link of a value: a URL (new tab), an e-mail address (mailto) or a file `{ name, url }`. */
export function linkOf(kind: string, value: unknown): { href: string; text: string } | null {
  if (kind === 'file') {
    if (!value || typeof value !== 'object') return null;
    const { name, url } = value as { name?: unknown; url?: unknown };
    return typeof url === 'string' && /^https?:\/\//i.test(url) ? { href: url, text: String(name || url) } : null;
  }
  if (typeof value !== 'string' || !value) return null;
  if (kind === 'email') return { href: `mailto:${value}`, text: value };
  // Only web addresses become links: a stored `javascript:` never does.
  return /^https?:\/\//i.test(value) ? { href: value, text: value } : null;
}

let countryChoices: readonly string[] | undefined;
/** Every jurisdiction code, in the order of their names (for pickers). */
export function countriesByName(): readonly string[] {
  return (countryChoices ??= [...COUNTRY_CODES].sort((a, b) => countryName(a).localeCompare(countryName(b))));
}
