import type { DemoContext, DemoItem, DemoSet } from '../context.ts';
import { DEMO_FEEDS, DEMO_PAGE_SELECTORS, demoFeedPath } from '../feeds.ts';
import { REGULATORS } from '../data/regulators.ts';
import { TOPIC_ALIASES, TOPICS } from '../data/topics.ts';
import {
  AUTOTAG_RULES,
  KEYWORDS,
  LABELS,
  NEWS_TYPE_NAMES,
  SUGGEST_RULES,
  TAG_ALIASES,
  TAGS,
  TOPIC_GROUPS,
} from '../data/vocabulary.ts';

/** The source of a regulator's feed is named after it, so that news can point at it by code. */
export const sourceKey = (code: string) => `${code} feed`;

/** Regulators, topics, their sources and the managed vocabularies: what everything else points at. */
export function buildBase(ctx: DemoContext): DemoSet {
  const rng = ctx.rng('base');
  const topicIds = (slugs: readonly string[]) => ctx.refs('topic', slugs);
  return {
    regulator: REGULATORS.map((row) => ({
      data: {
        code: row.code,
        name: row.name,
        country: row.country,
        level: row.level,
        kind: row.kind,
        website: row.website,
        description: row.description,
      },
    })),
    topic: TOPICS.map((row) => ({
      data: {
        name: row.name,
        slug: row.slug,
        aliases: [...(TOPIC_ALIASES[row.slug] ?? [])],
        ...(row.parent ? { parent: ctx.ref('topic', row.parent) } : {}),
        description: row.description,
      },
    })),
    source: [
      ...REGULATORS.map((row, index) => ({
        key: sourceKey(row.code),
        data: {
          name: `${row.code}: news and publications`,
          url: row.feed,
          kind: row.feedKind,
          regulator: ctx.ref('regulator', row.code),
          countries: [row.country],
          language: row.language,
          newsTypes: [],
          pollMinutes: row.volume >= 4 ? 15 : rng.pick([30, 60, 120]),
          // The regulators' own feeds need the internet: off until an admin who can reach them turns them on.
          enabled: false,
          notes:
            index % 17 === 5
              ? 'Paused: the regulator moved its feed; new address to be confirmed.'
              : `${row.feedKind.toUpperCase()} feed of ${row.name}. Check the address and enable it where the server can reach the internet.`,
        },
      })),
      ...demoFeedSources(ctx),
      {
        key: 'ESMA Q&A page',
        data: {
          name: 'ESMA: questions and answers',
          url: 'https://www.esma.europa.eu/publications-data/questions-answers',
          kind: 'html',
          regulator: ctx.ref('regulator', 'ESMA'),
          countries: ['EU'],
          language: 'en',
          newsTypes: ['qa'],
          pollMinutes: 1440,
          enabled: false,
          notes: 'HTML page scanned for links to new Q&A documents.',
        },
      },
      {
        key: 'FCA enforcement notices',
        data: {
          name: 'FCA: final notices',
          url: 'https://www.fca.org.uk/publications/search-results?p_search_term=&np_category=notices%20and%20decisions-final%20notices',
          kind: 'html',
          regulator: ctx.ref('regulator', 'FCA'),
          countries: ['GB'],
          language: 'en',
          newsTypes: ['enforcement'],
          pollMinutes: 360,
          enabled: false,
        },
      },
    ],
    tag: TAGS.map(([slug, name, group, description]) => ({
      data: { name, slug, aliases: [...(TAG_ALIASES[slug] ?? [])], group, description },
    })),
    newstype: Object.entries(NEWS_TYPE_NAMES).map(([code, [name, description]]) => ({
      data: { code, name, description },
    })),
    keyword: KEYWORDS.map(([keyword, topics, language, weight]) => ({
      data: { keyword, topics: topicIds(topics), language, weight },
    })),
    suggestrule: SUGGEST_RULES.map((rule) => ({
      data: { ...rule, tags: [...rule.tags], topics: topicIds(rule.topics) },
    })),
    label: LABELS.map(([name, colour, description]) => ({ data: { name, colour, description } })),
    autotag: AUTOTAG_RULES.map((rule, index) => ({
      key: rule.name,
      data: {
        ...rule,
        position: (index + 1) * 10,
        fields: [...rule.fields],
        tags: [...(rule.tags ?? [])],
        newsTypes: [...(rule.newsTypes ?? [])],
        topics: topicIds(rule.topics ?? []),
        countries: [...(rule.countries ?? [])],
      },
    })),
    regtopicgroup: TOPIC_GROUPS.map(([name, topics, description]) => ({
      data: { name, topics: topicIds(topics), description },
    })),
  };
}

/** Sources of the feeds the server serves itself (feeds.ts): enabled, so that the demo fetches from the start. */
function demoFeedSources(ctx: DemoContext): DemoItem[] {
  if (!ctx.feedBase) return [];
  const base = ctx.feedBase.replace(/\/+$/, '');
  return DEMO_FEEDS.map(({ code, format }) => {
    const row = REGULATORS.find((regulator) => regulator.code === code)!;
    return {
      key: `${code} demo feed`,
      data: {
        name: `${code}: demo feed (served by this server)`,
        url: `${base}${demoFeedPath(code)}`,
        kind: format,
        regulator: ctx.ref('regulator', code),
        countries: [row.country],
        language: row.language,
        newsTypes: [],
        pollMinutes: 15,
        enabled: true,
        notes: 'Publications made up by the demo, served by this server, so that new items arrive every few minutes.',
        ...(format === 'html' ? DEMO_PAGE_SELECTORS : {}),
      },
    };
  });
}
