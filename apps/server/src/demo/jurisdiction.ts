// What a regulator may write: the patterns of its jurisdiction, and titles not given before.
import type { RegulatorRow } from './data/regulators.ts';

/** The Union and its member states. */
export const EU_MEMBERS: ReadonlySet<string> = new Set(
  'EU AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);
/** A regulator's jurisdiction: the Union for its bodies and for the member states' authorities, else its country. */
export function jurisdictionOf(row: Pick<RegulatorRow, 'country'>): string {
  return row.country === 'EU' || EU_MEMBERS.has(row.country) ? 'EU' : row.country;
}

/**
 * May this regulator write this pattern? "GB AU|text" is for those countries' regulators; EU for the Union's bodies,
 * EU+ for them and the member states' authorities; a pattern without a prefix is for anyone.
 */
export function fits(pattern: string, row: RegulatorRow): boolean {
  const bar = pattern.indexOf('|');
  if (bar < 0) return true;
  const where = pattern.slice(0, bar).split(' ');
  return where.includes(row.country) || (where.includes('EU+') && jurisdictionOf(row) === 'EU');
}

/** A pattern without its jurisdiction prefix. */
export function textOf(pattern: string): string {
  return pattern.slice(pattern.indexOf('|') + 1);
}

/** Titles are kept unique among this many (bounded, for the benchmarks' millions of items). */
const TITLE_MEMORY = 200_000;
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** Titles given so far, so that no two items share one (the month of publication, then the day, tell repeats apart). */
export class UniqueTitles {
  private readonly titles = new Set<string>();

  /** A title not given before: a few other draws are tried, then the month of publication tells it apart. */
  unique(draw: () => string, publishedAt: Date): string {
    if (this.titles.size >= TITLE_MEMORY) this.titles.clear();
    let title = draw();
    for (let attempt = 0; attempt < 4 && this.titles.has(title); attempt += 1) title = draw();
    const month = `${MONTHS[publishedAt.getUTCMonth()]} ${publishedAt.getUTCFullYear()}`;
    const candidates = [title, `${title} (${month})`, `${title} (${publishedAt.toISOString().slice(0, 10)})`];
    let found = candidates.find((candidate) => !this.titles.has(candidate));
    for (let n = 2; !found; n += 1) if (!this.titles.has(`${candidates[2]} ${n}`)) found = `${candidates[2]} ${n}`;
    this.titles.add(found);
    return found;
  }
}
