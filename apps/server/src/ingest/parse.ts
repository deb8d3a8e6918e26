import { createHash } from 'node:crypto';
import { parseFeed as parseXmlFeed } from '@rowanmanning/feed-parser';
import * as cheerio from 'cheerio';
import { z } from 'zod';
import { plainText, sanitizeRichText } from '../content/sanitize.ts';

/** One entry of a feed or page, as the pipeline takes it. */
export interface ParsedItem {
  title: string;
  /** Absolute http(s) address of the publication. */
  link: string;
  guid: string | null;
  /** Plain text. */
  summary: string | null;
  /** Sanitised HTML. */
  content: string | null;
  /** ISO instant in UTC, or null when the feed gives none (or none that can be read). */
  publishedAt: string | null;
}

/** CSS selectors that pick items out of a page without a feed. */
export interface PageSelectors {
  item: string;
  title?: string | null;
  link?: string | null;
  date?: string | null;
  summary?: string | null;
}

export type SourceFormat = 'rss' | 'atom' | 'rdf' | 'jsonfeed' | 'html';

/** A body that is not a feed of the expected kind, with a message an admin can act on. */
export class ParseError extends Error {}

const MAX_ITEMS = 500;
const MAX_TITLE = 1000;
const MAX_SUMMARY = 2000;

/** Text from the bytes: the charset of the Content-Type, else of the XML declaration or HTML meta, else UTF-8. */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const head = body.subarray(0, 1024).toString('latin1');
  const declared =
    /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ??
    'utf-8';
  let decoder;
  try {
    decoder = new TextDecoder(declared, { fatal: false });
  } catch {
    decoder = new TextDecoder('utf-8', { fatal: false });
  }
  return decoder.decode(body).replace(/^\uFEFF/, '');
}

const http = (value: string | null | undefined, base: string): string | null => {
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

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** An item from its parts, or null when it has no address to point at. */
function item(parts: {
  title?: string | null;
  link?: string | null;
  guid?: string | null;
  summaryHtml?: string | null;
  contentHtml?: string | null;
  date?: string | Date | null;
  base: string;
}): ParsedItem | null {
  // A guid stands for the address only when it is one by itself (RSS isPermaLink), never resolved against the feed.
  const link =
    http(parts.link, parts.base) ??
    (parts.guid && /^https?:\/\//i.test(parts.guid) ? http(parts.guid, parts.base) : null);
  if (!link) return null;
  const summary = parts.summaryHtml ? plainText(parts.summaryHtml) : '';
  const content = parts.contentHtml ? sanitizeRichText(parts.contentHtml) : '';
  const title = plainText(parts.title ?? '') || clip(summary || plainText(content), 200) || link;
  return {
    title: clip(title, MAX_TITLE),
    link,
    guid: parts.guid?.trim() || null,
    summary: summary ? clip(summary, MAX_SUMMARY) : null,
    content: content || (parts.summaryHtml ? sanitizeRichText(parts.summaryHtml) : null) || null,
    publishedAt: instant(parts.date),
  };
}

const keep = (items: (ParsedItem | null)[]) =>
  items.filter((entry): entry is ParsedItem => entry !== null).slice(0, MAX_ITEMS);

/** RSS 0.9x/2.0, RDF (RSS 1.0) and Atom: external entities refused, entities never expanded (no bomb). */
function parseXml(text: string, base: string): ParsedItem[] {
  let feed: ReturnType<typeof parseXmlFeed>;
  try {
    feed = parseXmlFeed(text);
  } catch (error) {
    throw new ParseError(`Not a readable RSS, RDF or Atom feed: ${(error as Error).message}`);
  }
  return keep(
    feed.items.map((entry) =>
      item({
        title: entry.title,
        link: entry.url,
        guid: entry.id,
        summaryHtml: entry.description,
        contentHtml: entry.content,
        date: entry.published ?? entry.updated,
        base: feed.url ?? base,
      }),
    ),
  );
}

const jsonFeed = z.object({
  version: z.string().regex(/^https:\/\/jsonfeed\.org\/version\/1/, 'not a JSON Feed version'),
  items: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        url: z.string().optional(),
        external_url: z.string().optional(),
        title: z.string().optional(),
        content_html: z.string().optional(),
        content_text: z.string().optional(),
        summary: z.string().optional(),
        date_published: z.string().optional(),
        date_modified: z.string().optional(),
      }),
    )
    .max(10_000),
});

/** JSON Feed 1.0 and 1.1. */
function parseJsonFeed(text: string, base: string): ParsedItem[] {
  let parsed: z.infer<typeof jsonFeed>;
  try {
    parsed = jsonFeed.parse(JSON.parse(text));
  } catch (error) {
    const reason = error instanceof z.ZodError ? error.issues[0]?.message : (error as Error).message;
    throw new ParseError(`Not a readable JSON Feed: ${reason}`);
  }
  return keep(
    parsed.items.map((entry) =>
      item({
        title: entry.title,
        link: entry.url ?? entry.external_url,
        guid: entry.id,
        summaryHtml: entry.summary ?? null,
        contentHtml: entry.content_html ?? (entry.content_text ? `<p>${escapeText(entry.content_text)}</p>` : null),
        date: entry.date_published ?? entry.date_modified,
        base,
      }),
    ),
  );
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page without a feed: with an item selector, one item per match (title, link, date and summary by their
 * selectors inside it); without one, the page itself is watched: one item each time its text changes.
 */
function parsePage(text: string, base: string, selectors: PageSelectors | null): ParsedItem[] {
  const $ = cheerio.load(text);
  if (!selectors?.item) {
    $('script, style, noscript, nav, header, footer').remove();
    const main = ($('main').length ? $('main') : $('body')).text().replace(/\s+/g, ' ').trim();
    if (!main) throw new ParseError('The page has no text to watch');
    const hash = createHash('sha256').update(main).digest('hex').slice(0, 16);
    const title = $('title').first().text().trim() || base;
    return keep([
      item({ title: `${title}: page updated`, link: base, guid: `page:${hash}`, summaryHtml: clip(main, 500), base }),
    ]);
  }
  const found = $(selectors.item);
  if (found.length === 0) throw new ParseError(`No element of the page matches the item selector ${selectors.item}`);
  return keep(
    found.toArray().map((element) => {
      const node = $(element);
      const pick = (selector: string | null | undefined) => (selector ? node.find(selector).first() : null);
      const titleNode = pick(selectors.title);
      const linkNode = pick(selectors.link) ?? node.find('a[href]').first();
      const dateNode = pick(selectors.date);
      const summaryNode = pick(selectors.summary);
      const href = linkNode?.attr('href') ?? (node.is('a') ? node.attr('href') : undefined);
      return item({
        title: (titleNode ?? linkNode ?? node).text(),
        link: href ?? null,
        guid: href ? http(href, base) : null,
        summaryHtml: summaryNode?.html() ?? null,
        date: dateNode ? (dateNode.attr('datetime') ?? dateNode.text()) : null,
        base,
      });
    }),
  );
}

/** The items of a fetched body, read as the source's format says (JSON or XML also recognised when mislabelled). */
export function parseBody(
  body: Buffer,
  options: { format: SourceFormat; contentType: string | null; url: string; selectors?: PageSelectors | null },
): ParsedItem[] {
  const text = decodeBody(body, options.contentType);
  if (!text.trim()) throw new ParseError('The answer is empty');
  const start = text.trimStart();
  if (options.format === 'html') return parsePage(text, options.url, options.selectors ?? null);
  if (options.format === 'jsonfeed' || start.startsWith('{')) return parseJsonFeed(text, options.url);
  return parseXml(text, options.url);
}
