import { parseFeed } from '@rowanmanning/feed-parser';
import { can } from '@rh/core';
import { contentType } from '@rh/core/content';
import * as cheerio from 'cheerio';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '../auth/identity.ts';
import { visibleWhere } from '../content/query.ts';
import type { AppContext } from '../context.ts';
import { queryRows, type Database } from '../db/client.ts';
import { errorBody, HttpError } from '../http/errors.ts';
import { decodeBody, parseBody, ParseError, type ParsedItem } from './parse.ts';
import { FetchError, SafeFetcher } from './safe-fetch.ts';

const SOURCE = contentType('source');

/** Newest items shown of each feed. */
const PREVIEW_ITEMS = 10;
/** Feeds a page links that are fetched and previewed at once; the others are listed, previewed when chosen. */
const PREVIEWED_FEEDS = 4;
/** Feeds a page links that are listed at all. */
const LISTED_FEEDS = 20;

/**
 * The `type` of a `<link rel="alternate">` that names a feed, and the source format it suggests. Not plain
 * `application/json`: WordPress links its REST API so on every page.
 */
const FEED_TYPES: Record<string, FeedFormat> = {
  'application/rss+xml': 'rss',
  'application/atom+xml': 'atom',
  'application/rdf+xml': 'rdf',
  'application/feed+json': 'jsonfeed',
};
type FeedFormat = 'rss' | 'atom' | 'rdf' | 'jsonfeed';

const feedView = z.object({
  url: z.string().describe('The feed’s address: what a source would fetch'),
  title: z.string().nullable().describe('Its own title, else the title the page gave its link'),
  format: z.enum(['rss', 'atom', 'rdf', 'jsonfeed']).nullable().describe('null: not fetched or not readable'),
  home: z.string().nullable().describe('The publisher’s page the feed names'),
  previewed: z.boolean().describe('false: listed by the page but not fetched (ask again with its address)'),
  error: z.string().nullable().describe('Why it could not be read'),
  itemCount: z.number().int().describe('Entries in the feed'),
  items: z.array(z.object({ title: z.string(), date: z.string().nullable(), link: z.string().nullable() })),
  existing: z
    .object({ id: z.uuid().nullable(), name: z.string().nullable() })
    .nullable()
    .describe('A source already has this address (named when you may read it)'),
});
type FeedView = z.infer<typeof feedView>;

const discoveryView = z.object({
  url: z.string().describe('The address fetched, after redirects'),
  kind: z.enum(['feed', 'page']).describe('feed: the address is a feed; page: an HTML page linking feeds'),
  pageTitle: z.string().nullable(),
  feeds: z.array(feedView),
});

/** A refusal of the address given, said for a person: the request was fine, the address cannot be used. */
const refusal = (status: 400 | 422, message: string, url: string, reason: string) =>
  new HttpError(status, message, { url, reason });

/** The fetcher's refusal, as a sentence to the person who typed the address. */
const refusedMessage = (message: string) =>
  `${message.replace(/, which is not fetched/, '; such addresses are not fetched')}.`;

/** A message to follow a colon: "The host was not found" reads "the host was not found" (not "HTTP 404"). */
const continued = (message: string) =>
  /^[A-Z][a-z]/.test(message) ? message[0]!.toLowerCase() + message.slice(1) : message;

/** What the user typed, as an address: `example.org/feed` is taken as https. */
function addressOf(typed: string): string {
  const text = typed.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
}

/** The same address written a little differently (case of the host, a default port): one key. */
function addressKey(address: string): string {
  try {
    return new URL(address).href;
  } catch {
    return address;
  }
}

/** Is this body an HTML page rather than a feed? Its start, else the header, else its first tag says so. */
function isHtml(text: string, contentType: string | null): boolean {
  if (/\b(?:rss|atom|rdf|feed)\+(?:xml|json)\b/i.test(contentType ?? '')) return false;
  // A feed served as text/html (servers mislabel them) is still read as a feed.
  if (/^\s*(?:<\?xml|<rss[\s>]|<feed[\s>]|<rdf:rdf[\s>]|\{)/i.test(text)) return false;
  if (/text\/html|application\/xhtml\+xml/i.test(contentType ?? '')) return true;
  return /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)[\s>]/i.test(text);
}

/** The feeds an HTML page links as alternates, resolved against its `<base>` or its own address; and its title. */
export function linkedFeeds(html: string, pageUrl: string): { title: string | null; links: LinkedFeed[] } {
  const $ = cheerio.load(html);
  let base = pageUrl;
  const written = $('base[href]').first().attr('href');
  if (written) {
    try {
      base = new URL(written, pageUrl).href;
    } catch {
      // An unreadable <base> is ignored, as browsers do.
    }
  }
  const links: LinkedFeed[] = [];
  const seen = new Set<string>();
  $('link[rel][href]').each((_, element) => {
    const node = $(element);
    const rel = (node.attr('rel') ?? '').toLowerCase().split(/\s+/);
    const type = (node.attr('type') ?? '').toLowerCase().split(';')[0]!.trim();
    const format = FEED_TYPES[type];
    if (!rel.includes('alternate') || !format) return;
    let url: URL;
    try {
      url = new URL(node.attr('href')!.trim(), base);
    } catch {
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || seen.has(url.href)) return;
    seen.add(url.href);
    links.push({ url: url.href, title: node.attr('title')?.trim() || null, format });
  });
  return { title: $('title').first().text().replace(/\s+/g, ' ').trim() || null, links };
}

interface LinkedFeed {
  url: string;
  title: string | null;
  format: FeedFormat;
}

/** The newest items first (undated ones after, in the feed's order), the first few. */
function newestFirst(items: readonly ParsedItem[]): FeedView['items'] {
  const at = (entry: ParsedItem) => (entry.publishedAt ? Date.parse(entry.publishedAt) : -Infinity);
  return items
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => at(b.entry) - at(a.entry) || a.index - b.index)
    .slice(0, PREVIEW_ITEMS)
    .map(({ entry }) => ({ title: entry.title, date: entry.publishedAt, link: entry.link }));
}

/**
 * A fetched body read as a feed by the ingester's own parser (what a source would get), with the title and exact
 * format the feed declares; throws ParseError when it is no feed.
 */
function readFeed(body: Buffer, contentType: string | null, url: string): Omit<FeedView, 'existing' | 'previewed'> {
  const parsed = parseBody(body, { format: 'rss', contentType, url });
  const text = decodeBody(body, contentType).trimStart();
  let title: string | null = null;
  let format: FeedFormat = 'rss';
  if (text.startsWith('{')) {
    format = 'jsonfeed';
    const json = JSON.parse(text) as { title?: unknown };
    title = typeof json.title === 'string' ? json.title.trim() || null : null;
  } else {
    // The parser above read it already (and refused what must not be read): here only its head is asked for. A
    // document it took without complaint that the library refuses (an RSS without channel) keeps the defaults.
    try {
      const feed = parseFeed(text);
      const type = feed.meta.type.toLowerCase();
      format = type === 'atom' || type === 'feed' ? 'atom' : type === 'rdf' ? 'rdf' : 'rss';
      title = feed.title?.trim() || null;
    } catch {
      // Nothing more to say than its items.
    }
  }
  return {
    url,
    title,
    format,
    home: parsed.home === url ? null : parsed.home,
    error: null,
    itemCount: parsed.items.length,
    items: newestFirst(parsed.items),
  };
}

/** A feed a page links, fetched and read; a failure is said on the feed, not on the whole answer. */
async function previewLinked(fetcher: SafeFetcher, link: LinkedFeed): Promise<Omit<FeedView, 'existing'>> {
  try {
    const result = await fetcher.fetch(link.url);
    if (result.status !== 'ok') throw new FetchError('The server answered nothing new');
    const feed = readFeed(result.body, result.contentType, link.url);
    return { ...feed, title: feed.title ?? link.title, previewed: true };
  } catch (error) {
    if (!(error instanceof FetchError || error instanceof ParseError || error instanceof SyntaxError)) throw error;
    const reason = error instanceof FetchError ? error.message : `Not a readable feed: ${error.message}`;
    return { ...unread(link), previewed: true, error: reason };
  }
}

const unread = (link: LinkedFeed): Omit<FeedView, 'existing'> => ({
  url: link.url,
  title: link.title,
  format: null,
  home: null,
  previewed: false,
  error: null,
  itemCount: 0,
  items: [],
});

/** The live sources that have these addresses: every one counts; only one the caller may read is named. */
async function existingSources(
  db: Database,
  roles: readonly string[],
): Promise<Map<string, { id: string | null; name: string | null }>> {
  const visible = can(roles, SOURCE.resource, 'read') ? visibleWhere(roles, { types: [SOURCE] }) : sql`false`;
  const rows = await queryRows<{ id: string | null; url: string; name: string | null }>(
    db,
    sql`SELECT CASE WHEN ${visible} THEN id END AS id, data->>'url' AS url, CASE WHEN ${visible} THEN title END AS name
      FROM content_items WHERE type = ${SOURCE.name} AND deleted_at IS NULL`,
  );
  return new Map(rows.map((row) => [addressKey(row.url), { id: row.id, name: row.name }]));
}

/** A fetch failure as the caller's refusal: an address the policy refuses is a 400, the rest a 422. */
function fetchRefusal(error: FetchError, url: string): HttpError {
  const message = error.message;
  if (/which is not fetched|Only http and https|user name or password|not a valid address/.test(message)) {
    return refusal(400, refusedMessage(message), url, 'refused');
  }
  if (/bytes allowed|more than the \d+ allowed/.test(message)) {
    return refusal(422, `The answer is too large to read: ${continued(message)}.`, url, 'too-large');
  }
  return refusal(422, `The address could not be fetched: ${continued(message)}.`, url, 'unreachable');
}

/**
 * "Add a source from an address": the address is fetched by the safe fetcher (private addresses, FETCH_ALLOW, size
 * and time limits, as every source's fetch) and read by the ingester's parser. A feed answers its title, format and
 * newest items; an HTML page answers the feeds it links as alternates, the first few previewed the same way. Each
 * feed says whether a source has its address already. Nothing is stored: the client creates the source.
 */
export function registerDiscoverRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  const fetcher = new SafeFetcher({
    allow: config.FETCH_ALLOW,
    limits: { timeoutMs: config.FETCH_TIMEOUT_SECONDS * 1000, maxBytes: config.FETCH_MAX_BYTES },
  });
  app.addHook('onClose', async () => fetcher.close());

  api.post(
    '/api/sources/discover',
    {
      config: { access: { resource: 'source', action: 'create' } },
      schema: {
        tags: ['sources'],
        summary: 'Fetch a page or feed address and say which feeds it is or links, with their newest items',
        body: z.strictObject({
          url: z.string().trim().min(1, 'Give an address.').max(2000).describe('A feed’s or a web page’s address'),
        }),
        response: { 200: discoveryView, 400: errorBody, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const identity = request.identity as Identity;
      const address = addressOf(request.body.url);
      const refused = fetcher.refusalOf(address);
      if (refused) throw refusal(400, refusedMessage(refused), address, 'refused');

      let fetched;
      try {
        fetched = await fetcher.fetch(address);
      } catch (error) {
        if (error instanceof FetchError) throw fetchRefusal(error, address);
        throw error;
      }
      if (fetched.status !== 'ok') throw refusal(422, 'The server answered nothing to read.', address, 'empty');
      const existing = await existingSources(ctx.db, identity.roles);
      const withExisting = (feed: Omit<FeedView, 'existing'>): FeedView => ({
        ...feed,
        existing: existing.get(addressKey(feed.url)) ?? null,
      });

      const text = decodeBody(fetched.body, fetched.contentType);
      if (!isHtml(text, fetched.contentType)) {
        try {
          const feed = readFeed(fetched.body, fetched.contentType, address);
          return {
            url: fetched.url,
            kind: 'feed' as const,
            pageTitle: null,
            feeds: [withExisting({ ...feed, previewed: true })],
          };
        } catch (error) {
          if (!(error instanceof ParseError || error instanceof SyntaxError)) throw error;
          // An XHTML page begins like XML: it is read as the page it says it is.
          if (!/<html[\s>]/i.test(text.slice(0, 4096))) {
            throw refusal(
              422,
              `This address is neither a feed nor a web page: ${error.message}`,
              address,
              'not-a-feed',
            );
          }
        }
      }

      const page = linkedFeeds(text, fetched.url);
      if (page.links.length === 0) {
        throw refusal(
          422,
          'This page links no feed (no <link rel="alternate"> of an RSS, Atom or JSON Feed type). Look on the site for its RSS or news feed address, or add the page itself as an HTML source.',
          address,
          'no-feed',
        );
      }
      const links = page.links.slice(0, LISTED_FEEDS);
      const previewed = await Promise.all(links.slice(0, PREVIEWED_FEEDS).map((link) => previewLinked(fetcher, link)));
      const feeds = [...previewed, ...links.slice(PREVIEWED_FEEDS).map(unread)].map(withExisting);
      return { url: fetched.url, kind: 'page' as const, pageTitle: page.title, feeds };
    },
  );
}
