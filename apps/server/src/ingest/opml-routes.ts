import { can } from '@rh/core';
import { contentType, SOURCE_KINDS } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '../auth/identity.ts';
import { userIdOf } from '../content/present.ts';
import { parseListQuery, visibleWhere } from '../content/query.ts';
import { assertCan, ContentService } from '../content/service.ts';
import type { AppContext } from '../context.ts';
import { queryRows, type Database } from '../db/client.ts';
import { badRequest, errorBody } from '../http/errors.ts';
import { OPML_MAX_CHARS, OpmlError, readOpml, writeOpml, type OpmlFeed } from './opml.ts';
import { SafeFetcher } from './safe-fetch.ts';

const SOURCE = contentType('source');
const KINDS = new Set(SOURCE_KINDS.map((kind) => kind.value));

const verdicts = ['new', 'exists', 'duplicate', 'refused'] as const;
const previewView = z.object({
  feeds: z.array(
    z.object({
      title: z.string(),
      xmlUrl: z.string(),
      htmlUrl: z.string().nullable(),
      verdict: z
        .enum(verdicts)
        .describe('new: would be created; exists: a source has this address; duplicate: listed twice; refused'),
      reason: z.string().nullable().describe('Why it is refused, or which source has it'),
    }),
  ),
  counts: z.record(z.enum(verdicts), z.number().int()),
});
type Preview = z.infer<typeof previewView>;

const opmlBody = z.strictObject({
  opml: z.string().max(OPML_MAX_CHARS, `The file is too large (${OPML_MAX_CHARS} characters at most).`),
});

/** The same address, written a little differently (case of the host, a default port): one key. */
function addressKey(address: string): string {
  try {
    return new URL(address).href;
  } catch {
    return address;
  }
}

/** The OPML file's feeds, or a 400 saying why it cannot be read. */
function feedsOf(text: string): OpmlFeed[] {
  try {
    return readOpml(text);
  } catch (error) {
    if (error instanceof OpmlError) throw badRequest(error.message);
    throw badRequest('The file is not well-formed XML.');
  }
}

/**
 * What importing these feeds would do with each: every live source's address counts, readable or not; only a source
 * the caller may read (grant and stage) is named.
 */
async function judge(
  db: Database,
  fetcher: SafeFetcher,
  feeds: readonly OpmlFeed[],
  roles: readonly string[],
): Promise<Preview> {
  const visible = can(roles, SOURCE.resource, 'read') ? visibleWhere(roles, { types: [SOURCE] }) : sql`false`;
  const rows = await queryRows<{ url: string; name: string | null }>(
    db,
    sql`SELECT data->>'url' AS url, CASE WHEN ${visible} THEN title END AS name
      FROM content_items WHERE type = ${SOURCE.name} AND deleted_at IS NULL`,
  );
  const existing = new Map(rows.map((row) => [addressKey(row.url), row.name]));
  const seen = new Set<string>();
  const judged = feeds.map((feed) => {
    const key = addressKey(feed.xmlUrl);
    const refusal = fetcher.refusalOf(feed.xmlUrl);
    let verdict: (typeof verdicts)[number] = 'new';
    let reason: string | null = null;
    if (refusal) [verdict, reason] = ['refused', refusal];
    else if (existing.has(key)) {
      const name = existing.get(key);
      [verdict, reason] = ['exists', name ? `The source “${name}” has this address` : 'A source has this address'];
    } else if (seen.has(key)) [verdict, reason] = ['duplicate', 'Listed earlier in the file'];
    seen.add(key);
    return { title: feed.title, xmlUrl: feed.xmlUrl, htmlUrl: feed.htmlUrl, verdict, reason };
  });
  const counts = Object.fromEntries(
    verdicts.map((verdict) => [verdict, judged.filter((feed) => feed.verdict === verdict).length]),
  ) as Preview['counts'];
  return { feeds: judged, counts };
}

/** A new source's data from an outline: its type when it names a known format, else RSS (the fetch finds out). */
function sourceData(feed: OpmlFeed): Record<string, unknown> {
  return {
    name: feed.title.slice(0, 200),
    url: feed.xmlUrl,
    kind: feed.type && KINDS.has(feed.type) ? feed.type : 'rss',
    enabled: true,
    ...(feed.htmlUrl ? { notes: `Site: ${feed.htmlUrl}` } : {}),
  };
}

/** The site address an exported source names: the one an import wrote into its notes. */
const siteOf = (notes: unknown) => (typeof notes === 'string' ? (/^Site: (\S+)/m.exec(notes)?.[1] ?? null) : null);

/**
 * Sources for and from feed readers: an OPML file's feeds previewed (new, already a source, refused as the safe
 * fetcher refuses them), then created through the content service (grants, validation and journal) all or nothing;
 * and the sources the user may read exported as OPML 2.0.
 */
export function registerOpmlRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sources'];
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
  // Only its address check is used: nothing is fetched here.
  const fetcher = new SafeFetcher({ allow: ctx.config.FETCH_ALLOW });

  api.post(
    '/api/sources/opml/preview',
    {
      config: { access: { resource: 'source', action: 'create' } },
      schema: {
        tags,
        summary: 'What importing an OPML file would do with each feed it lists',
        body: opmlBody,
        response: { 200: previewView, ...errors },
      },
    },
    async (request) => judge(ctx.db, fetcher, feedsOf(request.body.opml), (request.identity as Identity).roles),
  );

  api.post(
    '/api/sources/opml/import',
    {
      config: { access: { resource: 'source', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a source for each new feed of an OPML file (all or none)',
        body: opmlBody.extend({
          urls: z
            .array(z.string().max(2000))
            .max(2000)
            .optional()
            .describe('Only these feeds (their xmlUrl); default every new one'),
        }),
        response: { 201: z.object({ created: z.array(z.object({ id: z.uuid(), name: z.string() })) }), ...errors },
      },
    },
    async (request, reply) => {
      const identity = request.identity as Identity;
      assertCan(identity, SOURCE, 'create');
      const feeds = feedsOf(request.body.opml);
      const preview = await judge(ctx.db, fetcher, feeds, identity.roles);
      const chosen = request.body.urls ? new Set(request.body.urls) : null;
      const picked = preview.feeds.flatMap((judged, index) =>
        chosen === null || chosen.has(judged.xmlUrl) ? [{ judged, feed: feeds[index]! }] : [],
      );
      const refused = picked.filter(({ judged }) => chosen !== null && judged.verdict !== 'new');
      if (refused.length > 0) {
        throw badRequest('Some chosen feeds cannot be created; nothing was.', {
          issues: refused.map(({ judged }) => ({
            where: 'body',
            path: 'urls',
            message: `${judged.xmlUrl}: ${judged.reason ?? judged.verdict}`,
          })),
        });
      }
      const creating = picked.filter(({ judged }) => judged.verdict === 'new');
      // One transaction: the service's own transactions become savepoints in it, so a refusal undoes every source.
      const created = await ctx.db.transaction(async (tx) => {
        const service = new ContentService(tx);
        const made: { id: string; name: string }[] = [];
        for (const { feed } of creating) {
          const item = await service.create(identity, SOURCE, sourceData(feed));
          made.push({ id: item.id, name: item.title });
        }
        return made;
      });
      return reply.code(201).send({ created });
    },
  );

  api.get(
    '/api/sources/opml',
    {
      config: { access: { resource: 'source', action: 'read' } },
      schema: { tags, summary: 'The feeds among the sources you may read, as an OPML 2.0 file' },
    },
    async (request, reply) => {
      const identity = request.identity as Identity;
      const { where } = parseListQuery(SOURCE, {}, identity.roles, userIdOf(identity));
      const rows = await queryRows<{ title: string; data: Record<string, unknown> }>(
        ctx.db,
        sql`SELECT title, data FROM content_items WHERE ${where} ORDER BY title_sort, id`,
      );
      // A watched HTML page is no feed: a feed reader could not read it.
      const feeds = rows
        .filter(({ data }) => data.kind !== 'html')
        .map(({ title, data }) => ({
          title,
          xmlUrl: String(data.url),
          htmlUrl: siteOf(data.notes),
          type: typeof data.kind === 'string' ? data.kind : null,
        }));
      reply.type('text/x-opml; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="sources.opml"');
      reply.header('cache-control', 'no-store');
      return reply.send(writeOpml(feeds, { title: 'Regulatory Horizon sources' }));
    },
  );
}
