import { z } from 'zod';
import { decodeBody } from './decode.ts';
import { http, item, ParseError, some, type ParsedItem } from './entry.ts';
import { parsePage, type PageSelectors } from './page.ts';
import { readXmlFeed, type XmlFeed } from './xml-feed.ts';

export { decodeBody } from './decode.ts';
export { ParseError, type ParsedItem } from './entry.ts';
export type { PageSelectors } from './page.ts';

export type SourceFormat = 'rss' | 'atom' | 'rdf' | 'jsonfeed' | 'html';

/** What a feed or page gave. */
export interface ParsedFeed {
  items: ParsedItem[];
  /** The page an entry without a link is shown with: the publisher's page the feed names, else its address. */
  home: string;
  /** Entries left out by the per-fetch cap: the oldest. */
  skipped: number;
  /** Something odd but harmless, shown on the source (no channel, entries skipped). */
  warning: string | null;
}

/** Entries taken from one fetch: a feed listing more (some list years of them, oldest first) gives its newest. */
export const MAX_ITEMS = 500;

/** RSS 0.9x/2.0, RDF (RSS 1.0) and Atom (see xml-feed.ts). */
function parseXml(text: string, base: string): Omit<ParsedFeed, 'skipped'> {
  let feed: XmlFeed;
  try {
    feed = readXmlFeed(text, base);
  } catch (error) {
    throw new ParseError(`Not a readable RSS, RDF or Atom feed: ${(error as Error).message}`);
  }
  const home = http(feed.home, base) ?? base;
  return { home, warning: feed.warning, items: some(feed.entries.map((entry) => item({ ...entry, base: home }))) };
}

const jsonFeed = z.object({
  // 1.0 and 1.1, as the specification spells it or as publishers do (http, without the URL).
  version: z
    .string()
    .regex(/^\s*(?:https?:\/\/(?:www\.)?jsonfeed\.org\/version\/)?1(?:\.[01])?\/?\s*$/i, 'not a JSON Feed version'),
  home_page_url: z.string().optional(),
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
function parseJsonFeed(text: string, base: string): Omit<ParsedFeed, 'skipped'> {
  let parsed: z.infer<typeof jsonFeed>;
  try {
    parsed = jsonFeed.parse(JSON.parse(text));
  } catch (error) {
    const reason = error instanceof z.ZodError ? error.issues[0]?.message : (error as Error).message;
    throw new ParseError(`Not a readable JSON Feed: ${reason}`);
  }
  return {
    home: http(parsed.home_page_url, base) ?? base,
    warning: null,
    items: some(
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
    ),
  };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The newest `max` items, in document order. Undated ones count as newest (the pipeline dates them when first
 * seen), so a feed without dates keeps its first `max`.
 */
function newest(items: ParsedItem[], max: number): ParsedItem[] {
  if (items.length <= max) return items;
  const at = (entry: ParsedItem) => (entry.publishedAt ? Date.parse(entry.publishedAt) : Infinity);
  const ranked = items.map((entry, index) => ({ index, at: at(entry) }));
  ranked.sort((a, b) => (a.at === b.at ? a.index - b.index : b.at - a.at));
  const kept = new Set(ranked.slice(0, max).map((entry) => entry.index));
  return items.filter((_, index) => kept.has(index));
}

/** The items of a fetched body, read as the source's format says (JSON or XML also recognised when mislabelled). */
export function parseBody(
  body: Buffer,
  options: { format: SourceFormat; contentType: string | null; url: string; selectors?: PageSelectors | null },
): ParsedFeed {
  const text = decodeBody(body, options.contentType);
  if (!text.trim()) throw new ParseError('The answer is empty');
  const start = text.trimStart();
  const feed =
    options.format === 'html'
      ? { home: options.url, warning: null, items: parsePage(text, options.url, options.selectors ?? null) }
      : options.format === 'jsonfeed' || start.startsWith('{')
        ? parseJsonFeed(text, options.url)
        : parseXml(text, options.url);
  const items = newest(feed.items, MAX_ITEMS);
  const skipped = feed.items.length - items.length;
  const capped = skipped
    ? `Only the newest ${MAX_ITEMS} of its ${feed.items.length} entries were read: ${skipped} older ones skipped`
    : null;
  return { ...feed, items, skipped, warning: [feed.warning, capped].filter(Boolean).join('; ') || null };
}
