import { load } from 'cheerio';

/** One feed an OPML file lists. */
export interface OpmlFeed {
  title: string;
  xmlUrl: string;
  htmlUrl: string | null;
  /** The outline's `type` (rss, atom…), lower case, when it gives one. */
  type: string | null;
}

/** An OPML file that cannot be read; its message says why (a 400). */
export class OpmlError extends Error {}

/** The largest OPML file read: a few thousand feeds. */
export const OPML_MAX_CHARS = 1_000_000;
/** The most feeds one file may list. */
export const OPML_MAX_FEEDS = 2000;

/**
 * The feeds an OPML file lists (outlines with an `xmlUrl`, at any depth of folders), in order. Read by cheerio's XML
 * mode (htmlparser2), which never reads a DTD: a document type with entity declarations is refused outright rather
 * than read without them, so neither an external entity (XXE) nor an entity bomb has any effect, and the user is
 * told why.
 */
export function readOpml(text: string): OpmlFeed[] {
  if (text.length > OPML_MAX_CHARS)
    throw new OpmlError(`The file is too large (${OPML_MAX_CHARS} characters at most).`);
  if (/<!ENTITY/i.test(text)) throw new OpmlError('The file declares entities (<!ENTITY …>), which are not read.');
  if (/<!DOCTYPE/i.test(text)) throw new OpmlError('The file has a document type (<!DOCTYPE …>), which is not read.');
  const $ = load(text, { xml: { xmlMode: true, decodeEntities: true } });
  const root = $.root().children();
  if (root.length !== 1 || !root.is('opml')) {
    throw new OpmlError('This is not an OPML file (its root element is not <opml>).');
  }
  const feeds: OpmlFeed[] = [];
  $('outline').each((_, node) => {
    const attribute = attributesOf($(node).attr() ?? {});
    const xmlUrl = attribute('xmlurl')?.trim();
    if (!xmlUrl) return;
    if (feeds.length >= OPML_MAX_FEEDS) throw new OpmlError(`The file lists more than ${OPML_MAX_FEEDS} feeds.`);
    feeds.push({
      title: (attribute('title') ?? attribute('text') ?? '').trim() || xmlUrl,
      xmlUrl,
      htmlUrl: attribute('htmlurl')?.trim() || null,
      type: attribute('type')?.trim().toLowerCase() || null,
    });
  });
  return feeds;
}

/** An element's attributes by name, ignoring case (`xmlUrl`, `xmlurl` and `XMLURL` are all met in the wild). */
function attributesOf(attributes: Record<string, string>): (name: string) => string | undefined {
  const byName = new Map(Object.entries(attributes).map(([name, value]) => [name.toLowerCase(), value]));
  return (name) => byName.get(name);
}

/** An attribute value, escaped: markup characters, quotes and line breaks (kept as character references). */
export function escapeAttribute(value: string): string {
  return (
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\n/g, '&#10;')
      .replace(/\r/g, '&#13;')
      .replace(/\t/g, '&#9;')
      // XML 1.0 has no other control characters, not even as references.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** An OPML 2.0 file of these feeds, flat. */
export function writeOpml(feeds: readonly OpmlFeed[], options: { title: string; now?: Date }): string {
  const outlines = feeds.map((feed) => {
    const attributes: [string, string | null][] = [
      ['type', feed.type ?? 'rss'],
      ['text', feed.title],
      ['title', feed.title],
      ['xmlUrl', feed.xmlUrl],
      ['htmlUrl', feed.htmlUrl],
    ];
    const written = attributes
      .filter((pair): pair is [string, string] => pair[1] !== null)
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ');
    return `    <outline ${written}/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    '  <head>',
    `    <title>${escapeAttribute(options.title)}</title>`,
    `    <dateCreated>${(options.now ?? new Date()).toUTCString()}</dateCreated>`,
    '  </head>',
    '  <body>',
    ...outlines,
    '  </body>',
    '</opml>',
    '',
  ].join('\n');
}
