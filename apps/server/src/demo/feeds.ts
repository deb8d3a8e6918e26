import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from './context.ts';
import { REGULATORS, type RegulatorRow } from './data/regulators.ts';
import { dailyRate, NewsMaker } from './news.ts';
import { Rng, seedOf } from './random.ts';

type Format = 'rss' | 'atom' | 'rdf' | 'jsonfeed' | 'html';

/**
 * Feeds the demo serves itself, so that its sources really fetch and new items arrive without internet access:
 * one regulator per format, its made-up publications appearing over time. (The regulators' own feeds are in the
 * demo too, disabled: they need a server that can reach them.)
 */
export const DEMO_FEEDS: readonly { code: string; format: Format }[] = [
  { code: 'ESMA', format: 'rss' },
  { code: 'FCA', format: 'rss' },
  { code: 'EBA', format: 'rss' },
  { code: 'ECB', format: 'atom' },
  { code: 'SEC', format: 'atom' },
  { code: 'BCBS', format: 'rdf' },
  { code: 'MAS', format: 'jsonfeed' },
  { code: 'BaFin', format: 'html' },
];

const EXTENSION: Record<Format, string> = { rss: 'xml', atom: 'atom', rdf: 'rdf', jsonfeed: 'json', html: 'html' };
const TYPE: Record<Format, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  rdf: 'application/rdf+xml; charset=utf-8',
  jsonfeed: 'application/feed+json; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

/** The path a demo feed is served at. */
export const demoFeedPath = (code: string): string => {
  const feed = DEMO_FEEDS.find((entry) => entry.code === code)!;
  return `/demo/feeds/${code.toLowerCase()}.${EXTENSION[feed.format]}`;
};

/** The CSS selectors of the demo's HTML page (like a regulator's news page without a feed). */
export const DEMO_PAGE_SELECTORS = {
  itemSelector: 'li.news-item',
  titleSelector: 'a.title',
  dateSelector: 'time',
  summarySelector: 'p.teaser',
};

/** Publications are made in slots of this many minutes, each filled by chance at the regulator's daily rate. */
const SLOT_MINUTES = 30;
const SLOTS_A_DAY = (24 * 60) / SLOT_MINUTES;
const ENTRIES = 20;

interface Entry {
  title: string;
  url: string;
  summary: string;
  content: string;
  publishedAt: Date;
}

/** The newest entries of a regulator's demo feed at `now`: the same on every call (seeded by slot). */
export function demoEntries(regulator: RegulatorRow, now: Date): Entry[] {
  const maker = new NewsMaker({
    regulators: REGULATORS,
    regulatorId: (code) => code,
    sourceId: () => null,
    topicId: () => null,
  });
  const chance = dailyRate(regulator, REGULATORS) / SLOTS_A_DAY;
  const slot = SLOT_MINUTES * 60_000;
  const entries: Entry[] = [];
  for (let k = Math.floor(now.getTime() / slot); entries.length < ENTRIES && k > 0; k -= 1) {
    const rng = new Rng(seedOf(`demo-feed:${regulator.code}:${k}`));
    if (!rng.chance(chance)) continue;
    const publishedAt = new Date(k * slot + rng.int(slot));
    if (publishedAt > now) continue;
    const data = maker.item(rng, `live-${k}`, publishedAt, now, regulator);
    entries.push({
      title: String(data.title),
      url: String(data.url),
      summary: String(data.summary),
      content: String(data.content),
      publishedAt,
    });
  }
  return entries;
}

const x = escapeHtml;

function render(format: Format, regulator: RegulatorRow, entries: readonly Entry[], self: string): string {
  const title = `${regulator.name}: news (demo feed)`;
  switch (format) {
    case 'rss':
      return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>${x(title)}</title><link>${x(regulator.website)}</link><description>${x(regulator.description)}</description>
${entries.map((e) => `<item><title>${x(e.title)}</title><link>${x(e.url)}</link><guid isPermaLink="true">${x(e.url)}</guid><pubDate>${e.publishedAt.toUTCString()}</pubDate><description>${x(e.content)}</description></item>`).join('\n')}
</channel></rss>`;
    case 'atom':
      return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>${x(title)}</title><id>${x(self)}</id><link rel="self" href="${x(self)}"/><updated>${(entries[0]?.publishedAt ?? new Date(0)).toISOString()}</updated>
${entries.map((e) => `<entry><title>${x(e.title)}</title><id>${x(e.url)}</id><link href="${x(e.url)}"/><published>${e.publishedAt.toISOString()}</published><updated>${e.publishedAt.toISOString()}</updated><summary>${x(e.summary)}</summary><content type="html">${x(e.content)}</content></entry>`).join('\n')}
</feed>`;
    case 'rdf':
      return `<?xml version="1.0" encoding="utf-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="${x(self)}"><title>${x(title)}</title><link>${x(regulator.website)}</link><description>${x(regulator.description)}</description></channel>
${entries.map((e) => `<item rdf:about="${x(e.url)}"><title>${x(e.title)}</title><link>${x(e.url)}</link><description>${x(e.summary)}</description><dc:date>${e.publishedAt.toISOString()}</dc:date></item>`).join('\n')}
</rdf:RDF>`;
    case 'jsonfeed':
      return JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title,
        home_page_url: regulator.website,
        feed_url: self,
        items: entries.map((e) => ({
          id: e.url,
          url: e.url,
          title: e.title,
          summary: e.summary,
          content_html: e.content,
          date_published: e.publishedAt.toISOString(),
        })),
      });
    case 'html':
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${x(title)}</title></head><body><main><h1>${x(title)}</h1><ul class="news">
${entries.map((e) => `<li class="news-item"><time datetime="${e.publishedAt.toISOString()}">${e.publishedAt.toISOString().slice(0, 10)}</time> <a class="title" href="${x(e.url)}">${x(e.title)}</a><p class="teaser">${x(e.summary)}</p></li>`).join('\n')}
</ul></main></body></html>`;
  }
}

/** `GET /demo/feeds/{code}.{ext}`: the demo's own feeds (public: feed readers do not sign in). */
export function registerDemoFeeds(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/demo/feeds/:file',
    {
      config: { access: { public: true, credentials: 'ignore' } },
      schema: { hide: true, params: z.strictObject({ file: z.string().max(40) }) },
    },
    async (request, reply) => {
      const [name = '', extension = ''] = request.params.file.split('.');
      const feed = DEMO_FEEDS.find(
        (entry) => entry.code.toLowerCase() === name && EXTENSION[entry.format] === extension,
      );
      const regulator = feed && REGULATORS.find((row) => row.code === feed.code);
      if (!feed || !regulator) return reply.code(404).send({ message: 'No such demo feed.', status: 404, data: {} });
      const self = `${request.protocol}://${request.host}${request.url}`;
      reply.header('cache-control', 'no-cache').type(TYPE[feed.format]);
      return render(feed.format, regulator, demoEntries(regulator, new Date()), self);
    },
  );
}
