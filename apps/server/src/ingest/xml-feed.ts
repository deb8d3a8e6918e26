import { parseFeed } from '@rowanmanning/feed-parser';

type Feed = ReturnType<typeof parseFeed>;
type Element = Feed['items'][number]['element'];

/** The parts of one RSS, RDF or Atom entry, as the feed wrote them (links resolved, HTML not yet sanitised). */
export interface XmlEntry {
  title: string | null;
  /** Its link, or else its id/guid when that is an address by itself or against an `xml:base`. */
  link: string | null;
  guid: string | null;
  summaryHtml: string | null;
  contentHtml: string | null;
  date: Date | null;
  /** What relative addresses in its HTML are relative to: the `xml:base` in scope, or null (none given). */
  htmlBase: string | null;
}

export interface XmlFeed {
  /** The publisher's page the feed belongs to, when it names one. */
  home: string | null;
  entries: XmlEntry[];
  /** Something odd but harmless, shown on the source. */
  warning: string | null;
}

/** A refusal that names the reason (parse.ts turns it into its ParseError). */
export class XmlFeedError extends Error {}

/**
 * RSS 0.9x/2.0, RDF (RSS 1.0) and Atom, read by @rowanmanning/feed-parser: external entities refused, entities
 * never expanded (no bomb). Its lookups match an element's local name in any namespace, first one first; each
 * entry is made to find its own vocabulary's element before another namespace's (`<description>` before
 * `<szf:description>`), so that the library's other rules (Atom's xhtml, RSS's content:encoded) still apply.
 */
export function readXmlFeed(text: string, address: string): XmlFeed {
  // fast-xml-parser stops at `%` with "Invalid entity name %", which says nothing to the source's admin.
  if (/<!DOCTYPE[^>[]*\[[^\]]*<!ENTITY\s+%/i.test(text)) {
    throw new XmlFeedError('The feed declares a parameter entity (<!ENTITY % …>) in its DTD, which is not read');
  }
  let feed: Feed;
  try {
    feed = parseFeed(text);
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    // An <rss> without its <channel> has nothing to give, and nothing wrong to back off from.
    if (code === 'INVALID_FEED' && /channel/.test(message)) {
      return { home: null, entries: [], warning: 'The RSS document has no <channel>, so no items' };
    }
    throw new XmlFeedError(message);
  }
  const entries = feed.items.map((entry) => {
    preferOwnVocabulary(entry.element);
    const atom = entry.element.name === 'entry';
    const html = entry.element.findElementWithName(atom ? 'content' : 'encoded') ?? entry.element;
    return {
      title: entry.title,
      link: entry.url ?? linkOfId(entry.element.findElementWithName(atom ? 'id' : 'guid'), address),
      guid: entry.id,
      summaryHtml: entry.description,
      contentHtml: entry.content,
      date: entry.published ?? entry.updated,
      htmlBase: resolved(html.baseUrl, address),
    };
  });
  return { home: feed.url, entries, warning: null };
}

/** Lookups among the element's children find those of its own namespace first. */
function preferOwnVocabulary(element: Element): void {
  const own = element.namespaceUri;
  const find = element.findElementsWithName.bind(element);
  element.findElementsWithName = (name: string) => {
    const found = find(name);
    return [...found.filter((child) => child.namespaceUri === own), ...found.filter((c) => c.namespaceUri !== own)];
  };
}

/**
 * An id or guid standing for the entry's address: one written whole (`https://…`), or one relative to an
 * `xml:base` in scope. Never resolved against the feed's own address (`54321 at https://…` is no page), nor when
 * RSS says it is no permalink.
 */
function linkOfId(id: Element | null, address: string): string | null {
  const text = id?.textContentNormalized;
  if (!id || !text || /\s/.test(text) || id.getAttribute('ispermalink') === 'false') return null;
  if (/^https?:\/\//i.test(text)) return text;
  const base = resolved(id.baseUrl, address);
  return base ? resolved(text, base) : null;
}

/** `value` as an absolute address (against `base`), or null when it is none. */
function resolved(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    return new URL(value, base).href;
  } catch {
    return null;
  }
}
