import type { Rng } from './random.ts';
import type { RegulatorRow } from './data/regulators.ts';
import { escapeHtml as escape, slugify } from './context.ts';
import { EU_MEMBERS, fits, jurisdictionOf, textOf, UniqueTitles } from './jurisdiction.ts';
import {
  AMOUNTS,
  ARTIFACTS,
  CLOSINGS,
  DETAILS,
  EVENTS,
  FAILINGS,
  FIRM_FORMS,
  FIRMS,
  LOCAL_TITLES,
  NEWS_TYPE_WEIGHTS,
  SPEAKERS,
  SUBJECTS,
  TITLES,
  type Subject,
} from './news-templates.ts';

const DAY = 86_400_000;
/** Who does not fine firms: their enforcement news is a report instead. */
const NO_ENFORCEMENT = new Set(['standard-setter', 'legislature', 'ministry']);
const NO_FINES = new Set(['EBA', 'EIOPA', 'EDPB', 'AMLA', 'ACER']);
const CURRENCIES: Partial<Record<string, string>> = {
  GB: '£',
  SE: 'SEK ',
  CN: 'CNY ',
  US: '$',
  CH: 'CHF ',
  JP: '¥',
  AU: 'A$',
  CA: 'C$',
  HK: 'HK$',
  SG: 'S$',
};
const ANYWHERE = SUBJECTS.prudential!.find((subject) => !subject.where)!;

/** News spreads over the 18 months before the anchor date. */
export const NEWS_SPAN_DAYS = 548;
/** How many news items the demo has. */
export const DEMO_NEWS = 3000;

/**
 * How many items a regulator publishes a day in the demo: its share (by volume) of the demo's news over its span.
 * The demo's own feeds publish at this rate too, so what they bring continues the history instead of piling up in
 * the current week (Signals compares each week with the weeks before).
 */
export function dailyRate(regulator: RegulatorRow, regulators: readonly RegulatorRow[]): number {
  const totalVolume = regulators.reduce((sum, row) => sum + row.volume, 0);
  return (DEMO_NEWS * regulator.volume) / totalVolume / NEWS_SPAN_DAYS;
}

/** Tags a news type adds to its items. */
const TYPE_TAGS: Partial<Record<string, string>> = {
  consultation: 'consultation-paper',
  enforcement: 'fines',
  guidance: 'guidelines',
  'final-rule': 'final-rules',
  qa: 'q-and-a',
};

/** Where the generated news points: ids of regulators, their sources and topics, however they were made. */
export interface NewsWorld {
  regulators: readonly RegulatorRow[];
  regulatorId(code: string): string;
  sourceId(code: string): string | null;
  topicId(slug: string): string | null;
}

/** Picks regulators by volume and subjects by the regulator's themes, from precomputed tables. */
export class NewsMaker {
  private readonly world: NewsWorld;
  private readonly byVolume: readonly (readonly [RegulatorRow, number])[];
  private readonly subjects = new Map<string, readonly (readonly [string, Subject])[]>();
  /** Partners a regulator may name: authorities of its own country, and the Union's bodies for the Union's. */
  private readonly peers = new Map<string, readonly RegulatorRow[]>();
  private readonly titles = new UniqueTitles();

  constructor(world: NewsWorld) {
    this.world = world;
    this.byVolume = world.regulators.map((row) => [row, row.volume] as const);
    for (const row of world.regulators) {
      const region = jurisdictionOf(row);
      const all = row.themes.flatMap((area) => (SUBJECTS[area] ?? []).map((subject) => [area, subject] as const));
      this.subjects.set(
        row.code,
        all.filter(([, subject]) => !subject.where || subject.where.includes(region)),
      );
      const peers = world.regulators.filter(
        (other) =>
          other.code !== row.code && (other.country === row.country || (region === 'EU' && other.country === 'EU')),
      );
      this.peers.set(row.code, peers);
    }
  }

  /** A regulator (by volume of publications) and one of the subjects of its areas. */
  pick(rng: Rng, area?: string, only?: RegulatorRow): { regulator: RegulatorRow; area: string; subject: Subject } {
    const regulators = area ? this.byVolume.filter(([row]) => row.themes.includes(area)) : this.byVolume;
    const regulator = only ?? rng.weighted(regulators.length ? regulators : this.byVolume);
    const choices = (this.subjects.get(regulator.code) ?? []).filter(([theme]) => !area || theme === area);
    // A subject every jurisdiction writes about when the regulator has none in the area asked for.
    const [theme, subject] = choices.length ? rng.pick(choices) : (['prudential', ANYWHERE] as const);
    return { regulator, area: theme, subject };
  }

  /**
   * The publication time of an item: evenly over the span (Signals compares each week with the weeks before, so a
   * bias towards recent days read as everything rising), on weekdays in office hours, never after `now`.
   */
  date(rng: Rng, now: Date, spanDays = NEWS_SPAN_DAYS): Date {
    for (;;) {
      const day = new Date(now.getTime() - rng.int(spanDays + 1) * DAY);
      day.setUTCHours(rng.between(6, 17), rng.int(60), rng.int(60), 0);
      const weekday = day.getUTCDay();
      if (weekday !== 0 && weekday !== 6 && day.getTime() <= now.getTime()) return day;
    }
  }

  /**
   * The publication time of the item at `fraction` of the span (0 its first day, 1 `now`), for items made in the
   * order a live feed stores them: oldest first, so that, as in a running product, the rows of the newest items lie
   * together at the table's end. On weekdays in office hours (a weekend's item moves to the Friday), never after
   * `now`.
   */
  dateAt(rng: Rng, now: Date, fraction: number, spanDays = NEWS_SPAN_DAYS): Date {
    const day = new Date(now.getTime() - Math.round((1 - fraction) * spanDays) * DAY);
    day.setUTCHours(rng.between(6, 17), rng.int(60), rng.int(60), 0);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || day.getTime() > now.getTime()) {
      day.setTime(day.getTime() - DAY);
    }
    return day;
  }

  /** A pattern this regulator may write, among those that need no partner when it has none. */
  private pattern(rng: Rng, patterns: readonly string[], regulator: RegulatorRow): string {
    const partnered = (this.peers.get(regulator.code) ?? []).length > 0;
    const usable = patterns.filter((p) => fits(p, regulator) && (partnered || !p.includes('{R2}')));
    return textOf(rng.pick(usable.length ? usable : patterns.filter((p) => !p.includes('|'))));
  }

  /**
   * The data of one news item; `ref` ends its link, so that links of a run are distinct. `only`: by this regulator
   * (a demo feed), else one drawn by volume.
   */
  item(rng: Rng, ref: string, publishedAt: Date, now: Date, only?: RegulatorRow): Record<string, unknown> {
    const { regulator, area, subject } = this.pick(rng, undefined, only);
    const localTitles = LOCAL_TITLES[regulator.language];
    const local = localTitles && subject.code !== undefined && rng.chance(0.35) ? rng.pick(localTitles) : null;
    const drawn = local ? local[1] : rng.weighted(NEWS_TYPE_WEIGHTS);
    const noFines = NO_ENFORCEMENT.has(regulator.kind) || NO_FINES.has(regulator.code);
    const type = drawn === 'enforcement' && noFines ? 'report' : drawn;
    const failing = rng.pick(FAILINGS[area] ?? ['its systems and controls']);
    const currency = CURRENCIES[regulator.country] ?? (EU_MEMBERS.has(regulator.country) ? '€' : '$');
    const peers = this.peers.get(regulator.code) ?? [];
    const other = peers.length ? rng.pick(peers) : regulator;
    const firm = `${rng.pick(FIRMS)} ${FIRM_FORMS[regulator.country] ?? 'Ltd'}`;
    const year = publishedAt.getUTCFullYear();
    const quarter = `Q${Math.floor(publishedAt.getUTCMonth() / 3) + 1} ${year}`;
    const deadline = new Date(publishedAt.getTime() + rng.between(6, 26) * 7 * DAY).toISOString().slice(0, 10);
    const fill = (pattern: string) =>
      pattern
        .replaceAll('{R2}', other.code)
        .replaceAll('{R}', regulator.code)
        .replaceAll('{S}', subject.text.charAt(0).toUpperCase() + subject.text.slice(1))
        .replaceAll('{s}', subject.text)
        .replaceAll('{who}', `${rng.pick(SPEAKERS)} of ${regulator.code}`)
        .replaceAll('{event}', this.pattern(rng, EVENTS, regulator))
        .replaceAll('{firm}', firm)
        .replaceAll('{f}', failing)
        .replaceAll('{amount}', `${currency}${rng.pick(AMOUNTS)}`)
        .replaceAll('{period}', quarter)
        .replaceAll('{year}', String(year + (publishedAt.getUTCMonth() >= 10 ? 1 : 0)))
        .replaceAll('{deadline}', deadline)
        .replaceAll('{code}', subject.code ?? '');
    const title = this.titles.unique(
      () => capitalise(fill(local ? local[0] : this.pattern(rng, TITLES[type]!, regulator))),
      publishedAt,
    );
    const about = type === 'enforcement' ? `failings in ${failing}` : subject.text;
    const summary = `${regulator.name} (${regulator.code}) has published ${ARTIFACTS[type]} on ${about}. ${fill(
      this.pattern(rng, DETAILS[type]!, regulator),
    )}`;
    const newsTypes = [type];
    if (type === 'final-rule' && rng.chance(0.3)) newsTypes.push('legislation');
    if (type === 'enforcement' && rng.chance(0.5)) newsTypes.push('press-release');
    if (type === 'consultation' && rng.chance(0.2)) newsTypes.push('guidance');
    const topics = [subject.topic, area];
    if (rng.chance(0.15)) {
      const extra = rng.pick(regulator.themes);
      if (!topics.includes(extra)) topics.push(extra);
    }
    const tags = [...subject.tags];
    const typeTag = TYPE_TAGS[type];
    if (typeTag) tags.push(typeTag);
    const impact =
      type === 'enforcement' || type === 'legislation' || type === 'final-rule'
        ? rng.weighted([
            ['high', 4],
            ['medium', 4],
            ['low', 1],
          ] as const)
        : type === 'speech' || type === 'statistics'
          ? rng.weighted([
              ['medium', 1],
              ['low', 4],
            ] as const)
          : rng.weighted([
              ['high', 1],
              ['medium', 4],
              ['low', 3],
            ] as const);
    const ageDays = (now.getTime() - publishedAt.getTime()) / DAY;
    const status =
      ageDays < 10
        ? rng.weighted([
            ['new', 8],
            ['relevant', 2],
          ] as const)
        : rng.weighted([
            ['relevant', 5],
            ['irrelevant', 2],
            ['archived', 2],
            ['new', 1],
          ] as const);
    const path = `${String(year)}/${String(publishedAt.getUTCMonth() + 1).padStart(2, '0')}`;
    const url = `${regulator.website.replace(/\/+$/, '')}/news/${path}/${slugify(title).slice(0, 60) || 'item'}-${ref}`;
    const data: Record<string, unknown> = {
      title,
      url,
      guid: url,
      summary,
      content: `<p>${escape(summary)}</p><p>${escape(fill(this.pattern(rng, CLOSINGS, regulator)))}</p>`,
      publishedAt: publishedAt.toISOString(),
      regulator: this.world.regulatorId(regulator.code),
      countries: [regulator.country],
      language: local ? regulator.language : 'en',
      newsTypes,
      topics: topics.map((slug) => this.world.topicId(slug)).filter((id): id is string => id !== null),
      tags: [...new Set(tags)],
      impact,
      status,
    };
    const source = this.world.sourceId(regulator.code);
    if (source) data.source = source;
    return data;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
