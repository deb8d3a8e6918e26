import { contentType } from '@rh/core/content';
import type { SeedItem } from '../content/seed.ts';
import { MAKERS, OTHER_SHARES, type OtherRefs } from './generate-other.ts';
import { NewsMaker, type NewsWorld } from './news.ts';
import { nameUuid, Rng } from './random.ts';
import { cleanData } from './validate.ts';

export interface GenerateOptions {
  /** News items to make. */
  news: number;
  /** Other items, spread over regulations, requirements, obligations, events, initiatives, insights, regbites. */
  other: number;
  /** Seeds the random stream and the ids: the same seed gives the same items (and ids: use a new one per run). */
  seed: number;
  /** News spreads over the 18 months before this date, made oldest first; other dates around it. */
  now: Date;
  /** Items per batch yielded (default 2,000). */
  batchSize?: number;
  /** Check every item against its type's schema (slower; for tests). */
  validate?: boolean;
}

/** How many of each other type `--other N` makes: by share, with at least one regulation for the obligations. */
export function otherCounts(total: number): Record<string, number> {
  const weight = OTHER_SHARES.reduce((sum, [, share]) => sum + share, 0);
  const counts: Record<string, number> = {};
  let given = 0;
  for (const [type, share] of OTHER_SHARES) {
    counts[type] = Math.floor((total * share) / weight);
    given += counts[type];
  }
  // The rest to the largest shares, in order.
  const bySize = [...OTHER_SHARES].sort((a, b) => b[1] - a[1]);
  for (let i = 0; given < total; i += 1, given += 1) counts[bySize[i % bySize.length]![0]]! += 1;
  if (!counts.regulation && (counts.requirement || counts.obligation)) {
    const from = counts.obligation ? 'obligation' : 'requirement';
    counts[from]! -= 1;
    counts.regulation = 1;
  }
  return counts;
}

/**
 * Items for benchmarks, in batches, never all in memory: `news` news items then the other types, each batch
 * of one type and inserted before any batch that points at it. Ids are derived from the seed and the item's
 * number, so a run can point at its own items without keeping them.
 */
export function* generateContent(
  world: NewsWorld,
  options: GenerateOptions,
): Generator<{ type: string; items: SeedItem[] }> {
  const size = options.batchSize ?? 2000;
  const maker = new NewsMaker(world);
  const rng = new Rng(options.seed);
  const id = (type: string, index: number) => nameUuid('rh-gen', options.seed, type, index);
  const prefix = (options.seed >>> 0).toString(36);
  const finish = (type: string, data: Record<string, unknown>, index: number) =>
    options.validate ? cleanData(contentType(type), data, `${type} ${index}`) : data;

  for (let start = 0; start < options.news; start += size) {
    const items: SeedItem[] = [];
    for (let n = start; n < Math.min(start + size, options.news); n += 1) {
      const publishedAt = maker.dateAt(rng, options.now, options.news > 1 ? n / (options.news - 1) : 1);
      const data = maker.item(rng, `${prefix}-${n.toString(36)}`, publishedAt, options.now);
      items.push({ id: id('newsitem', n), data: finish('newsitem', data, n), createdAt: publishedAt.toISOString() });
    }
    yield { type: 'newsitem', items };
  }

  const counts = otherCounts(options.other);
  const refs: OtherRefs = {
    world,
    maker,
    now: options.now,
    regulationId: (index) => id('regulation', index),
    regulations: counts.regulation ?? 0,
    requirementId: (index) => id('requirement', index),
    requirements: counts.requirement ?? 0,
    newsId: (index) => id('newsitem', index),
    news: options.news,
  };
  for (const [type] of OTHER_SHARES) {
    const total = counts[type] ?? 0;
    for (let start = 0; start < total; start += size) {
      const items: SeedItem[] = [];
      for (let i = start; i < Math.min(start + size, total); i += 1) {
        const made = MAKERS[type]!(rng, i, refs);
        items.push({ id: id(type, i), data: finish(type, made.data, i), ...(made.stage ? { stage: made.stage } : {}) });
      }
      yield { type, items };
    }
  }
}
