import type { Rng } from './random.ts';
import type { RegulatorRow } from './data/regulators.ts';
import { escapeHtml as escape, slugify } from './context.ts';
import {
  AMOUNTS,
  ARTIFACTS,
  CLOSINGS,
  DETAILS,
  EVENTS,
  FAILINGS,
  FIRMS,
  LOCAL_TITLES,
  NEWS_TYPE_WEIGHTS,
  SPEAKERS,
  SUBJECTS,
  TITLES,
  type Subject,
} from './news-templates.ts';

const DAY = 86_400_000;
const EU_MEMBERS = new Set(
  'EU AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);
/** Who does not fine firms: their enforcement news is a report instead. */
const NO_ENFORCEMENT = new Set(['standard-setter', 'legislature', 'ministry']);
const NO_FINES = new Set(['EBA', 'EIOPA', 'EDPB', 'AMLA', 'ACER']);
const CURRENCIES: Partial<Record<string, string>> = {
  GB: '£',
  US: '$',
  CH: 'CHF ',
  JP: '¥',
  AU: 'A$',
  CA: 'C$',
  HK: 'HK$',
  SG: 'S$',
};
/** News spreads over the 18 months before the anchor date. */
export const NEWS_SPAN_DAYS = 548;

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

  constructor(world: NewsWorld) {
    this.world = world;
    this.byVolume = world.regulators.map((row) => [row, row.volume] as const);
    for (const row of world.regulators) {
      const region = EU_MEMBERS.has(row.country) ? 'EU' : row.country;
      const all = row.themes.flatMap((area) => (SUBJECTS[area] ?? []).map((subject) => [area, subject] as const));
      const local = all.filter(([, subject]) => !subject.where || subject.where.includes(region));
      this.subjects.set(row.code, local.length ? local : all);
    }
  }

  /** A regulator (by volume of publications) and one of the subjects of its areas. */
  pick(rng: Rng, area?: string, only?: RegulatorRow): { regulator: RegulatorRow; area: string; subject: Subject } {
    const regulators = area ? this.byVolume.filter(([row]) => row.themes.includes(area)) : this.byVolume;
    const regulator = only ?? rng.weighted(regulators.length ? regulators : this.byVolume);
    const choices = (this.subjects.get(regulator.code) ?? []).filter(([theme]) => !area || theme === area);
    const [theme, subject] = choices.length ? rng.pick(choices) : (['prudential', SUBJECTS.prudential![0]!] as const);
    return { regulator, area: theme, subject };
  }

  /** The publication time of an item: more recent items are more frequent, weekdays in office hours. */
  date(rng: Rng, now: Date, spanDays = NEWS_SPAN_DAYS): Date {
    const back = Math.pow(rng.next(), 1.25) * spanDays;
    const day = new Date(now.getTime() - Math.floor(back) * DAY);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) day.setTime(day.getTime() - (weekday === 6 ? 1 : 2) * DAY);
    day.setUTCHours(rng.between(6, 17), rng.int(60), rng.int(60), 0);
    return day.getTime() > now.getTime() ? new Date(now.getTime() - rng.between(1, 120) * 60_000) : day;
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
    const other = rng.pick(this.world.regulators.filter((row) => row.code !== regulator.code).slice(0, 12));
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
        .replaceAll('{event}', rng.pick(EVENTS))
        .replaceAll('{firm}', rng.pick(FIRMS))
        .replaceAll('{f}', failing)
        .replaceAll('{amount}', `${currency}${rng.pick(AMOUNTS)}`)
        .replaceAll('{period}', quarter)
        .replaceAll('{year}', String(year + (publishedAt.getUTCMonth() >= 10 ? 1 : 0)))
        .replaceAll('{deadline}', deadline)
        .replaceAll('{code}', subject.code ?? '');
    const title = capitalise(fill(local ? local[0] : rng.pick(TITLES[type]!)));
    const about = type === 'enforcement' ? `failings in ${failing}` : subject.text;
    const summary = `${regulator.name} (${regulator.code}) has published ${ARTIFACTS[type]} on ${about}. ${fill(
      rng.pick(DETAILS[type]!),
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
      content: `<p>${escape(summary)}</p><p>${escape(fill(rng.pick(CLOSINGS)))}</p>`,
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
