import { CONTENT_TYPES, contentType } from '@rh/core/content';
import type { SeedItem } from '../content/seed.ts';
import {
  DemoContext,
  demoId,
  type DemoAuthor,
  type DemoItemWithId,
  type DemoSet,
  type StoredDocument,
} from './context.ts';
import { REGULATORS } from './data/regulators.ts';
import { DEMO_NEWS, NewsMaker, type NewsWorld } from './news.ts';
import { buildBase, sourceKey } from './sets/base.ts';
import { buildEsg } from './sets/esg.ts';
import { buildEvents } from './sets/events.ts';
import { buildFaqs } from './sets/faqs.ts';
import { buildInitiatives } from './sets/initiatives.ts';
import { buildInsights } from './sets/insights.ts';
import { buildLibrary } from './sets/library.ts';
import { buildMar } from './sets/mar.ts';
import { buildOrganisation } from './sets/organisation.ts';
import { buildRules } from './sets/rules.ts';
import { checkReferences, cleanData, insertionOrder, parentsFirst, placeholderData } from './validate.ts';

export { DEMO_NEWS };

export interface DemoContent {
  /** Items per type, in an order that inserts every referenced item first. */
  batches: { type: string; items: SeedItem[] }[];
  counts: Record<string, number>;
  /** Types that got a placeholder item because the demo has no data for them. */
  placeholders: string[];
}

/** News of the demo, pointing at the demo's regulators, sources and topics by their ids. */
export function demoNewsWorld(ctx: DemoContext): NewsWorld {
  return {
    regulators: REGULATORS,
    regulatorId: (code) => ctx.ref('regulator', code),
    sourceId: (code) => ctx.ref('source', sourceKey(code)),
    topicId: (slug) => ctx.ref('topic', slug),
  };
}

function buildNews(ctx: DemoContext, count: number): DemoSet {
  const maker = new NewsMaker(demoNewsWorld(ctx));
  const rng = ctx.rng('news');
  const items = [];
  for (let n = 0; n < count; n += 1) {
    const publishedAt = maker.date(rng, ctx.now);
    const data = maker.item(rng, n.toString(36), publishedAt, ctx.now);
    // Fetched a few minutes after publication.
    const createdAt = new Date(Math.min(publishedAt.getTime() + rng.between(2, 90) * 60_000, ctx.now.getTime()));
    items.push({ key: `news ${n}`, data, createdAt: createdAt.toISOString() });
  }
  const change = changeNews(items.map((item) => item.data));
  if (change) change.changes = [ctx.ref('regulation', 'DORA')];
  // The backlog: items still new ten days after publication were never triaged, and carry no tag (Admin's tagged
  // news shows them); the news of the last days keeps its tags, so that this week's figures are as they were.
  const backlog = ctx.now.getTime() - 10 * 86_400_000;
  for (const { data } of items) {
    if (data.status === 'new' && data !== change && Date.parse(String(data.publishedAt)) < backlog) data.tags = [];
  }
  return { newsitem: items };
}

/**
 * The news item the demo marks as a change to DORA (its `changes`; load.ts flags DORA's chain from it): the latest
 * final rules or final technical standards on a DORA subject, else the latest DORA news, else the latest on ICT.
 */
export function changeNews<T extends Record<string, unknown>>(news: readonly T[]): T | null {
  const rank = (data: Record<string, unknown>) => {
    const tags = (data.tags as string[] | undefined) ?? [];
    const types = (data.newsTypes as string[] | undefined) ?? [];
    const title = String(data.title ?? '');
    if (tags.includes('dora') && types.includes('final-rule')) return /technical standards/i.test(title) ? 4 : 3;
    if (tags.includes('dora')) return 2;
    return /\bICT\b/.test(title) ? 1 : 0;
  };
  let best: T | null = null;
  for (const data of news) {
    const score = rank(data);
    if (!score) continue;
    const better =
      !best || score > rank(best) || (score === rank(best) && String(data.publishedAt) > String(best.publishedAt));
    if (better) best = data;
  }
  return best;
}

/**
 * The whole demo data set, built in memory from the data modules (pure: the same anchor date gives the same
 * items), validated against the content types, with every reference checked.
 */
export function buildDemo(
  now: Date,
  users: Partial<Record<DemoAuthor, string | null>> = {},
  options: { news?: number; feedBase?: string; documents?: Record<string, StoredDocument> } = {},
): DemoContent {
  const ctx = new DemoContext(now, users, options.feedBase ?? null, options.documents ?? {});
  const all: DemoItemWithId[] = [];
  const ids = new Set<string>();
  const record = (set: DemoSet) => {
    for (const [typeName, items] of Object.entries(set)) {
      const type = contentType(typeName);
      const list = ctx.built.get(typeName) ?? [];
      for (const item of items ?? []) {
        const key = item.key ?? String(item.data[type.keyField ?? type.titleField]);
        const id = demoId(typeName, key);
        if (ids.has(id)) throw new Error(`Demo ${typeName} "${key}" is there twice`);
        ids.add(id);
        const built: DemoItemWithId = { ...item, key, id, type: typeName, data: cleanData(type, item.data, key) };
        list.push(built);
        all.push(built);
      }
      ctx.built.set(typeName, list);
    }
  };
  record(buildBase(ctx));
  record(buildNews(ctx, options.news ?? DEMO_NEWS));
  for (const build of [buildRules, buildEvents, buildInitiatives, buildInsights, buildFaqs, buildMar, buildEsg]) {
    record(build(ctx));
  }
  record(buildLibrary(ctx));
  record(buildOrganisation(ctx));

  const order = insertionOrder(CONTENT_TYPES);
  const placeholders: string[] = [];
  for (const type of order) {
    if (ctx.items(type.name).length) continue;
    const data = placeholderData(type, (name) => ctx.items(name)[0]?.id, ctx.day(0));
    if (!data) continue;
    placeholders.push(type.name);
    record({ [type.name]: [{ key: 'placeholder', data }] });
  }
  checkReferences(all);

  const batches = order
    .filter((type) => ctx.items(type.name).length > 0)
    .map((type) => ({
      type: type.name,
      items: parentsFirst(type, ctx.items(type.name)).map((item) => ({
        id: item.id,
        data: item.data,
        ...(item.stage ? { stage: item.stage } : {}),
        userId: item.by ? (users[item.by] ?? null) : null,
        ...(item.createdAt ? { createdAt: item.createdAt } : {}),
      })),
    }));
  const counts = Object.fromEntries(batches.map((batch) => [batch.type, batch.items.length]));
  return { batches, counts, placeholders };
}
