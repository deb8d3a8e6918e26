import { escapeHtml } from './context.ts';
import type { NewsMaker, NewsWorld } from './news.ts';
import type { Rng } from './random.ts';

const DAY = 86_400_000;

/** Types the big-set generator makes beside news, with their share of `--other`, in insertion order. */
export const OTHER_SHARES: readonly (readonly [type: string, share: number])[] = [
  ['regulation', 10],
  ['requirement', 15],
  ['obligation', 20],
  ['event', 15],
  ['initiative', 10],
  ['article', 25],
  ['regbite', 5],
];

/** What generated items may point at: ids of the run's regulations, requirements and news, by number. */
export interface OtherRefs {
  world: NewsWorld;
  maker: NewsMaker;
  now: Date;
  regulationId(index: number): string;
  regulations: number;
  requirementId(index: number): string;
  requirements: number;
  newsId(index: number): string;
  news: number;
}

type Make = (rng: Rng, index: number, refs: OtherRefs) => { data: Record<string, unknown>; stage?: string };

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const topicIds = (refs: OtherRefs, slugs: readonly string[]) =>
  slugs.map((slug) => refs.world.topicId(slug)).filter((id): id is string => id !== null);
const APPROVAL = [
  ['approved', 6],
  ['submitted', 2],
  ['draft', 2],
  ['retired', 1],
] as const;
const EDITORIAL = [
  ['published', 6],
  ['draft', 2],
  ['review', 1],
  ['approval', 1],
  ['archived', 1],
] as const;
const DOMAIN_AREAS = { ai: 'ai', tax: 'tax', commodities: 'market-abuse', climate: 'esg', impact: 'esg' } as const;

/** Data makers per type, from the same subjects and regulators as the news. */
export const MAKERS: Readonly<Record<string, Make>> = {
  regulation: (rng, i, refs) => {
    const { regulator, subject, area } = refs.maker.pick(rng);
    const kind = rng.pick(['regulation', 'directive', 'rule', 'guideline', 'standard'] as const);
    const published = rng.between(-2000, 200);
    return {
      data: {
        title: `${cap(kind)} on ${subject.text} (${regulator.code} ${i + 1})`,
        shortName: `${subject.code ?? regulator.code}-${i + 1}`,
        citation: `${regulator.code}/${day(refs.now, published).slice(0, 4)}/${i + 1}`,
        country: regulator.country,
        regulator: refs.world.regulatorId(regulator.code),
        kind,
        status: published > 0 ? 'proposed' : rng.pick(['adopted', 'in-force', 'in-force'] as const),
        publishedOn: day(refs.now, published),
        effectiveOn: day(refs.now, published + 20),
        applicationOn: day(refs.now, published + rng.between(180, 720)),
        topics: topicIds(refs, [subject.topic, area]),
        url: `${regulator.website.replace(/\/+$/, '')}/rules/${i + 1}`,
        summary: `Requirements on ${subject.text} for firms supervised by ${regulator.name}.`,
      },
    };
  },
  requirement: (rng, i, refs) => {
    const { subject } = refs.maker.pick(rng);
    return {
      data: {
        regulation: refs.regulationId(i % refs.regulations),
        reference: `Art. ${(i % 60) + 1}(${rng.between(1, 6)})`,
        title: cap(subject.text),
        text: `Firms shall establish, implement and maintain arrangements on ${subject.text} that are proportionate to the nature, scale and complexity of their activities, and shall document them.`,
        topics: topicIds(refs, [subject.topic]),
      },
    };
  },
  obligation: (rng, i, refs) => {
    const { regulator, subject } = refs.maker.pick(rng);
    const modality = rng.weighted([
      ['must', 7],
      ['must-not', 2],
      ['may', 1],
    ] as const);
    const [verb, duty] = {
      must: ['Maintain arrangements on', 'must meet the requirements on'],
      'must-not': ['Do not breach the rules on', 'must not act in breach of the requirements on'],
      may: ['Optional relief on', 'may apply the relief available on'],
    }[modality];
    return {
      stage: rng.weighted(APPROVAL),
      data: {
        title: `${verb} ${subject.text}`,
        regulation: refs.regulationId(i % refs.regulations),
        ...(refs.requirements ? { requirement: refs.requirementId(i % refs.requirements) } : {}),
        duty: `The firm ${duty} ${subject.text}.`,
        modality,
        applicability: 'applicable',
        dueOn: day(refs.now, rng.between(-365, 730)),
        countries: [regulator.country],
      },
    };
  },
  event: (rng, _i, refs) => {
    const { regulator, subject } = refs.maker.pick(rng);
    const kind = rng.pick([
      'consultation-closes',
      'application-date',
      'deadline',
      'hearing',
      'conference',
      'publication',
    ] as const);
    return {
      data: {
        title: `${regulator.code}: ${kind.replace(/-/g, ' ')}, ${subject.text}`,
        kind,
        start: day(refs.now, rng.between(-365, 365)),
        regulator: refs.world.regulatorId(regulator.code),
        ...(refs.regulations && rng.chance(0.5) ? { regulation: refs.regulationId(rng.int(refs.regulations)) } : {}),
        countries: [regulator.country],
        topics: topicIds(refs, [subject.topic]),
        description: `${cap(kind.replace(/-/g, ' '))} on ${subject.text}.`,
      },
    };
  },
  initiative: (rng, _i, refs) => {
    const domain = rng.pick(Object.keys(DOMAIN_AREAS) as (keyof typeof DOMAIN_AREAS)[]);
    const { regulator, subject } = refs.maker.pick(rng, DOMAIN_AREAS[domain]);
    return {
      stage: rng.weighted(APPROVAL),
      data: {
        title: `${regulator.code} initiative on ${subject.text}`,
        domain,
        country: regulator.country,
        regulator: refs.world.regulatorId(regulator.code),
        status: rng.pick(['proposed', 'consultation', 'adopted', 'in-force'] as const),
        announcedOn: day(refs.now, rng.between(-900, -1)),
        summary: `${regulator.name} is working on ${subject.text}.`,
        topics: topicIds(refs, [subject.topic]),
        tags: [...subject.tags],
      },
    };
  },
  article: (rng, _i, refs) => {
    const { regulator, subject } = refs.maker.pick(rng);
    const stage = rng.weighted(EDITORIAL);
    const summary = `What the latest publications of ${regulator.code} on ${subject.text} mean for the firm, and what to do next.`;
    return {
      stage,
      data: {
        title: `${cap(subject.text)}: what ${regulator.code}’s latest move means`,
        summary,
        body: `<p>${escapeHtml(summary)}</p><p>${escapeHtml(`Firms should map the changes on ${subject.text} to their policies and controls.`)}</p>`,
        author: rng.pick(['Regulatory Intelligence', 'Prudential Policy', 'Sustainable Finance', 'Financial Crime']),
        ...(stage === 'published' || stage === 'archived' ? { publishedOn: day(refs.now, rng.between(-540, 0)) } : {}),
        regulators: [refs.world.regulatorId(regulator.code)],
        countries: [regulator.country],
        topics: topicIds(refs, [subject.topic]),
        tags: [...subject.tags],
        news: refs.news ? [refs.newsId(rng.int(refs.news))] : [],
        impact: rng.pick(['high', 'medium', 'low'] as const),
        audience: rng.pick(['internal', 'external'] as const),
      },
    };
  },
  regbite: (rng, _i, refs) => {
    const { regulator, subject } = refs.maker.pick(rng);
    return {
      data: {
        title: `${regulator.code} on ${subject.text}`,
        text: `${regulator.name} published an update on ${subject.text}. Firms in scope should review it.`,
        publishedOn: day(refs.now, rng.between(-540, 0)),
        regulator: refs.world.regulatorId(regulator.code),
        countries: [regulator.country],
        topics: topicIds(refs, [subject.topic]),
        url: regulator.website,
      },
    };
  },
};
