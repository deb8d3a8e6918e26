// The fixed corpus of the ingestion benchmark (ingest.ts): 100 regulator feeds in the four feed formats, as the
// bytes a fetch would return, and 500 auto-tagging rules. Deterministic: the same seed gives the same bytes.
import { REGULATORS, type RegulatorRow } from '../apps/server/src/demo/data/regulators.ts';
import { escapeHtml as x, slugify } from '../apps/server/src/demo/context.ts';
import { NewsMaker } from '../apps/server/src/demo/news.ts';
import { FAILINGS, FIRMS, SUBJECTS } from '../apps/server/src/demo/news-templates.ts';
import { Rng } from '../apps/server/src/demo/random.ts';

export type FeedFormat = 'rss' | 'atom' | 'rdf' | 'jsonfeed';

/** One publication of a feed. */
export interface Entry {
  title: string;
  url: string;
  guid: string;
  summary: string;
  /** HTML. */
  content: string;
  publishedAt: Date;
  categories: string[];
}

export interface Feed {
  name: string;
  url: string;
  format: FeedFormat;
  contentType: string;
  regulator: RegulatorRow;
  entries: Entry[];
  /** What a fetch of `url` returns. */
  body: Buffer;
}

const FEEDS = 100;
/** Second channels of a regulator, after its main "news" feed. */
const CHANNELS = ['press releases', 'publications', 'speeches', 'consultations'];
/** Share of a second channel's entries that its regulator's main feed carries too (another link: tracking). */
const REPEATED = 0.08;
const TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  rdf: 'application/rdf+xml',
  jsonfeed: 'application/feed+json',
};
const FORMATS: readonly (readonly [FeedFormat, number])[] = [
  ['rss', 50],
  ['atom', 22],
  ['rdf', 10],
  ['jsonfeed', 18],
];
const READ_MORE = ['Read the full text', 'More information', 'Download the document (PDF)', 'See the publication'];

/** An entry of a regulator: the demo's news maker (the seed's titles and summaries), with a longer HTML body. */
function makeEntry(rng: Rng, maker: NewsMaker, regulator: RegulatorRow, ref: string, now: Date): Entry {
  const publishedAt = maker.date(rng, now, 240);
  const data = maker.item(rng, ref, publishedAt, now, regulator);
  const url = String(data.url);
  const list = rng.chance(0.3)
    ? `<ul>${(data.tags as string[]).map((tag) => `<li>${x(tag.replace(/-/g, ' '))}</li>`).join('')}</ul>`
    : '';
  return {
    title: String(data.title),
    url,
    guid: rng.chance(0.5) ? url : `${ref} at ${regulator.website}`,
    summary: String(data.summary),
    content: `${String(data.content)}${list}<p><a href="${x(url)}">${rng.pick(READ_MORE)}</a></p>`,
    publishedAt,
    categories: [...(data.newsTypes as string[]), ...(data.tags as string[])],
  };
}

const rfc822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');
const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, ']]&gt;')}]]>`;

/** The feed document, in the shapes regulators publish (see apps/server/test/ingest/fixtures). */
function render(feed: Omit<Feed, 'body'>, variant: number): string {
  const { regulator: r, entries } = feed;
  const title = `${r.code}: ${feed.name}`;
  switch (feed.format) {
    case 'rss':
      return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>${x(title)}</title><link>${x(r.website)}</link><description>${x(r.description)}</description><language>${r.language}</language>
<atom:link href="${x(feed.url)}" rel="self" type="application/rss+xml"/>
${entries
  .map(
    (e) => `<item><title>${x(e.title)}</title><link>${x(e.url)}</link>
<guid isPermaLink="${e.guid === e.url}">${x(e.guid)}</guid><pubDate>${rfc822(e.publishedAt)}</pubDate><dc:creator>${x(r.code)}</dc:creator>
${e.categories.map((c) => `<category>${x(c)}</category>`).join('')}
${variant % 2 ? `<description>${x(e.summary)}</description><content:encoded>${cdata(e.content)}</content:encoded>` : `<description>${x(e.content)}</description>`}
</item>`,
  )
  .join('\n')}
</channel></rss>`;
    case 'atom':
      return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${r.language}"><title>${x(title)}</title><id>${x(feed.url)}</id>
<link rel="self" href="${x(feed.url)}"/><link rel="alternate" href="${x(r.website)}"/><updated>${entries[0]!.publishedAt.toISOString()}</updated>
${entries
  .map(
    (
      e,
    ) => `<entry><title type="text">${x(e.title)}</title><id>${x(e.guid.startsWith('http') ? e.guid : `tag:${new URL(r.website).hostname},2026:${slugify(e.guid)}`)}</id>
<link rel="alternate" href="${x(e.url)}"/><published>${e.publishedAt.toISOString()}</published><updated>${e.publishedAt.toISOString()}</updated>
${e.categories.map((c) => `<category term="${x(c)}"/>`).join('')}<summary type="html">${x(`<p>${x(e.summary)}</p>`)}</summary>
<content type="html">${x(e.content)}</content></entry>`,
  )
  .join('\n')}
</feed>`;
    case 'rdf':
      return `<?xml version="1.0" encoding="utf-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="${x(feed.url)}"><title>${x(title)}</title><link>${x(r.website)}</link><description>${x(r.description)}</description>
<items><rdf:Seq>${entries.map((e) => `<rdf:li rdf:resource="${x(e.url)}"/>`).join('')}</rdf:Seq></items></channel>
${entries
  .map(
    (e) => `<item rdf:about="${x(e.url)}"><title>${x(e.title)}</title><link>${x(e.url)}</link>
<description>${x(e.summary)}</description><dc:date>${e.publishedAt.toISOString()}</dc:date><dc:subject>${x(e.categories[0] ?? '')}</dc:subject></item>`,
  )
  .join('\n')}
</rdf:RDF>`;
    case 'jsonfeed':
      return JSON.stringify(
        {
          version: 'https://jsonfeed.org/version/1.1',
          title,
          home_page_url: r.website,
          feed_url: feed.url,
          language: r.language,
          items: entries.map((e) => ({
            id: e.guid,
            url: e.url,
            title: e.title,
            summary: e.summary,
            content_html: e.content,
            date_published: e.publishedAt.toISOString(),
            tags: e.categories,
          })),
        },
        null,
        variant % 2 ? 2 : undefined,
      );
  }
}

/**
 * 100 feeds of 100–140 entries each: the main feed of each of the demo's 52 regulators, then second channels of
 * the first 48. A second channel repeats a few entries of its regulator's main feed with a tracking parameter in
 * the link, as regulators do, so that de-duplication merges some entries.
 */
export function makeFeeds(seed: number, now: Date): Feed[] {
  const rng = new Rng(seed);
  const maker = new NewsMaker({
    regulators: REGULATORS,
    regulatorId: (code) => code,
    sourceId: () => null,
    topicId: () => null,
  });
  const feeds: Feed[] = [];
  const main = new Map<string, Entry[]>();
  for (let index = 0; index < FEEDS; index += 1) {
    const regulator = REGULATORS[index % REGULATORS.length]!;
    const channel = index < REGULATORS.length ? 'news' : CHANNELS[index % CHANNELS.length]!;
    const format = rng.weighted(FORMATS);
    const count = rng.between(100, 140);
    const entries: Entry[] = [];
    for (let n = 0; n < count; n += 1) {
      const earlier = main.get(regulator.code);
      if (earlier && rng.chance(REPEATED)) {
        const again = rng.pick(earlier);
        entries.push({
          ...again,
          url: `${again.url}?utm_source=rss&utm_medium=${slugify(channel)}`,
          guid: `${again.guid}#${channel}`,
        });
      } else {
        entries.push(makeEntry(rng, maker, regulator, `b${index.toString(36)}-${n.toString(36)}`, now));
      }
    }
    entries.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    if (channel === 'news') main.set(regulator.code, entries);
    const host = new URL(regulator.website).hostname.replace(/^www\./, '');
    const url = `https://feeds.${host}/${slugify(regulator.code)}/${slugify(channel)}.${format === 'jsonfeed' ? 'json' : 'xml'}`;
    const feed = { name: channel, url, format, contentType: TYPES[format], regulator, entries };
    feeds.push({ ...feed, body: Buffer.from(render(feed, index), 'utf8') });
  }
  return feeds;
}

/** Words and phrases that occur nowhere in the corpus: rules that find nothing on most days, as many real ones. */
const ABSENT = [
  'tokenisation',
  'deforestation',
  'biodiversity',
  'quantum',
  'nuclear',
  'hydrogen',
  'cannabis',
  'lottery',
];
const ABSENT_PHRASES = ['digital euro pilot', 'deposit guarantee scheme', 'central counterparty recovery'];
/** Patterns as analysts write them: alternatives, optional parts, bounded gaps (never nested repetition). */
const PATTERNS = [
  String.raw`\bCRR ?[23]\b`,
  'consult(s|ation|ing)',
  'fines? .{0,60}(million|billion)',
  'Q[1-4] 20[0-9]{2}',
  'stress[- ]test(s|ing)?',
  '(anti-money|money) laundering',
  String.raw`[0-9]+(\.[0-9])? million`,
  String.raw`T\+1`,
  'Basel (III|IV|3\\.1)',
  'by 20[0-9]{2}-[0-9]{2}-[0-9]{2}',
  String.raw`(DORA|NIS ?2)\b`,
  String.raw`art(icle)?\.? ?[0-9]+`,
  'speech by the (Chair|Governor|Deputy Governor)',
  'sustainab(le|ility) (finance|disclosures?)',
  '(MiCA|MiCAR) (authori[sz]ation|licen[cs]e)',
];
const EXCLUSIONS = ['speech', 'statistics', 'Q&A', 'annual report', 'settlement discount', 'discussion paper'];
const TAGS = ['priority', 'watchlist', 'board-report', 'team-markets', 'team-prudential', 'team-aml', 'client-alert'];
const NEWS_TYPES = ['consultation', 'final-rule', 'guidance', 'enforcement', 'report', 'legislation'];
const FIELDS: readonly (readonly [string[], number])[] = [
  [['title'], 3],
  [['title', 'summary'], 4],
  [['title', 'summary', 'content'], 3],
];
const STOP = new Set('the of and for in by on under to a an with or using its their new from into at as'.split(' '));
/** Words in nearly every item (regulators' names, the templates' sentences): no analyst's rule is about them. */
const GENERIC = new Set(['European', 'banking', 'financial', 'information', 'register', 'management', 'services']);

/**
 * What analysts write rules about: the regulations, subjects, failings, firms and regulators the corpus's news is
 * made of (the demo's templates), as single words and as phrases of two or three words.
 */
function vocabulary(): { words: string[]; phrases: string[] } {
  const words = new Set<string>(REGULATORS.map((row) => row.code));
  const phrases = new Set<string>([...FIRMS, ...Object.values(FAILINGS).flat()]);
  for (const subject of Object.values(SUBJECTS).flat()) {
    if (subject.code) (subject.code.includes(' ') ? phrases : words).add(subject.code);
    for (const tag of subject.tags) words.add(tag);
    const tokens = subject.text
      .replace(/\(.*?\)/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    for (const [i, token] of tokens.entries()) {
      if (token.length >= 7 && !STOP.has(token)) words.add(token);
      for (const size of [2, 3]) {
        const window = tokens.slice(i, i + size);
        if (window.length === size && !STOP.has(window[0]!) && !STOP.has(window.at(-1)!)) phrases.add(window.join(' '));
      }
    }
  }
  return { words: [...words].filter((word) => !GENERIC.has(word)), phrases: [...phrases] };
}

/**
 * 500 auto-tagging rules (the data of `autotag` items): 62 % words (1–4 of them), 30 % phrases (1–3 lines), 3 %
 * patterns, the rest words that occur nowhere; one in five for one source only, one in seven with exclusions;
 * looking in the title, title and summary, or those and the content; setting tags, and some a news type, an
 * impact, countries or a regulator.
 */
export function makeRules(
  seed: number,
  refs: { sourceIds: readonly string[]; regulatorIds: readonly string[] },
): Record<string, unknown>[] {
  const rng = new Rng(seed);
  const { words, phrases } = vocabulary();
  const rules: Record<string, unknown>[] = [];
  for (let index = 0; index < 500; index += 1) {
    const roll = rng.next();
    const [match, terms] =
      roll < 0.62
        ? ['words', [...new Set(Array.from({ length: rng.between(1, 4) }, () => rng.pick(words)))].join(', ')]
        : roll < 0.92
          ? ['phrases', [...new Set(Array.from({ length: rng.between(1, 3) }, () => rng.pick(phrases)))].join('\n')]
          : roll < 0.95
            ? ['pattern', PATTERNS[index % PATTERNS.length]!]
            : rng.chance(0.5)
              ? ['words', rng.some(ABSENT, rng.between(1, 3)).join(', ')]
              : ['phrases', rng.pick(ABSENT_PHRASES)];
    const data: Record<string, unknown> = {
      name: `${String(index + 1).padStart(3, '0')} ${match}: ${terms.replace(/\n/g, ' / ')}`.slice(0, 200),
      position: index * 10,
      enabled: true,
      match,
      terms,
      fields: rng.weighted(FIELDS),
      tags: rng.some(TAGS, rng.between(1, 2)),
    };
    if (rng.chance(0.2)) data.source = rng.pick(refs.sourceIds);
    if (rng.chance(1 / 7)) data.exclude = rng.some(EXCLUSIONS, rng.between(1, 2)).join('\n');
    if (rng.chance(0.25)) data.newsTypes = [rng.pick(NEWS_TYPES)];
    if (rng.chance(0.2)) data.impact = rng.pick(['high', 'medium', 'low']);
    if (rng.chance(0.1)) data.countries = [rng.pick(['EU', 'GB', 'US', 'DE', 'FR', 'SG'])];
    if (rng.chance(0.05)) data.regulator = rng.pick(refs.regulatorIds);
    rules.push(data);
  }
  return rules;
}
