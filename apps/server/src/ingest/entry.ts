import * as cheerio from 'cheerio';
import { plainText, sanitizeRichText } from '../content/sanitize.ts';

/** One entry of a feed or page, as the pipeline takes it. */
export interface ParsedItem {
  title: string;
  /** Absolute http(s) address of the publication, or null when the entry names none (a notice without a page). */
  link: string | null;
  guid: string | null;
  /** Plain text. */
  summary: string | null;
  /** Sanitised HTML, its links absolute. */
  content: string | null;
  /** ISO instant in UTC, or null when the feed gives none (or none that can be read). */
  publishedAt: string | null;
}

/** A body that is not a feed of the expected kind, with a message an admin can act on. */
export class ParseError extends Error {}

const MAX_TITLE = 1000;
const MAX_SUMMARY = 2000;

/** `value` as an absolute http(s) address against `base`, or null. */
export const http = (value: string | null | undefined, base: string): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const instant = (value: string | Date | null | undefined): string | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The items that are something (see `item`). */
export const some = (items: (ParsedItem | null)[]): ParsedItem[] =>
  items.filter((entry): entry is ParsedItem => entry !== null);

export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * An item from its parts, or null when it has nothing to show (no title, text or link). Relative links in its HTML
 * are resolved against `htmlBase`, its own link, then `base`.
 */
export function item(parts: {
  title?: string | null;
  link?: string | null;
  guid?: string | null;
  summaryHtml?: string | null;
  contentHtml?: string | null;
  date?: string | Date | null;
  base: string;
  htmlBase?: string | null;
}): ParsedItem | null {
  // A guid stands for the address only when it is one by itself (RSS isPermaLink), never resolved against the feed.
  const link =
    http(parts.link, parts.base) ??
    (parts.guid && /^https?:\/\//i.test(parts.guid) ? http(parts.guid, parts.base) : null);
  const htmlBase = parts.htmlBase ?? link ?? parts.base;
  const html = (value: string | null | undefined) => (value ? sanitizeRichText(absoluteLinks(value, htmlBase)) : '');
  const summary = parts.summaryHtml ? plainText(parts.summaryHtml) : '';
  const content = html(parts.contentHtml);
  const title = plainText(parts.title ?? '') || clip(summary || plainText(content), 200) || link;
  if (!title) return null;
  return {
    title: clip(title, MAX_TITLE),
    link,
    guid: parts.guid?.trim() || null,
    summary: summary ? clip(summary, MAX_SUMMARY) : null,
    content: content || html(parts.summaryHtml) || null,
    publishedAt: instant(parts.date),
  };
}

/**
 * HTML whose relative `href` and `src` point where the publisher meant: shown in the product, `/fb/x.html` would
 * otherwise lead to the product's own host. Absolute and scheme-only values (`mailto:`, `javascript:`) are left
 * to the sanitiser.
 */
export function absoluteLinks(html: string, base: string): string {
  if (!/\b(?:href|src)\s*=/i.test(html)) return html;
  const $ = cheerio.load(html, null, false);
  for (const attribute of ['href', 'src']) {
    $(`[${attribute}]`).each((_, element) => {
      const value = $(element).attr(attribute)!.trim();
      if (/^[a-z][a-z\d+.-]*:/i.test(value)) return;
      try {
        $(element).attr(attribute, new URL(value, base).href);
      } catch {
        // Not resolvable: the sanitiser judges it as it is.
      }
    });
  }
  return $.html();
}
