import { COUNTRY_CODES, countryName, isCountryCode } from '@rh/core/content';
import { namesStartingWith, words, type Dictionary } from './names.ts';

/**
 * Jurisdictions named by a search (issue 15): "United Kingdom", "UK", "Britain", "France", "EU", "international" or
 * a bare ISO code lead to the jurisdiction page. Computed in memory from the jurisdiction codes and their English
 * names, plus the names people type that are not the official English one.
 */
export interface JurisdictionName {
  code: string;
  name: string;
}

/** At most this many jurisdictions in an answer. */
export const MAX_JURISDICTIONS = 3;

/** Names in common use beside `countryName`'s. */
const ALIASES: Record<string, readonly string[]> = {
  GB: ['UK', 'U.K.', 'Britain', 'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  US: ['USA', 'US', 'U.S.', 'U.S.A.', 'America', 'United States of America'],
  EU: ['EU', 'Europe', 'European Commission'],
  INT: ['Global', 'Worldwide', 'Intl'],
  AE: ['UAE', 'Emirates', 'Dubai', 'Abu Dhabi'],
  HK: ['Hong Kong'],
  MO: ['Macao', 'Macau'],
  KR: ['Korea', 'Republic of Korea'],
  KP: ['North Korea'],
  NL: ['Holland', 'The Netherlands'],
  CZ: ['Czech Republic'],
  TR: ['Turkey'],
  CI: ['Ivory Coast', "Cote d'Ivoire"],
  MM: ['Burma'],
  RU: ['Russian Federation'],
  CN: ['PRC', "People's Republic of China", 'Mainland China'],
  TW: ['Chinese Taipei'],
  CH: ['Swiss'],
  DE: ['Deutschland'],
  VA: ['Holy See'],
};

interface Entry {
  /** The name's words joined by a space, lower case, without accents. */
  key: string;
  code: string;
}

/** Every name and alias of every jurisdiction, the official name first: built once. */
const ENTRIES: readonly Entry[] = COUNTRY_CODES.flatMap((code) =>
  [countryName(code), ...(ALIASES[code] ?? [])].map((name) => ({ key: words(name).join(' '), code })),
).filter((entry) => entry.key !== '');

const KEYS = new Map<string, string>();
for (const entry of ENTRIES) if (!KEYS.has(entry.key)) KEYS.set(entry.key, entry.code);

const named = (code: string): JurisdictionName => ({ code, name: countryName(code) });

/**
 * What search already knows by name (names.ts's dictionary: regulations, topics, tags), so that a bare code or a
 * prefix gives way to it: "AI" is the topic, not Anguilla; "mar" is the regulation MAR, not Marshall Islands.
 */
export interface KnownNames {
  /** Whether a normalised text is a known name. */
  has(key: string): boolean;
  /** Whether a known name starts with a normalised text. */
  startsWith(key: string): boolean;
}

const NO_NAMES: KnownNames = { has: () => false, startsWith: () => false };

/** The known names of search's dictionary. */
export function knownNames(dict: Dictionary): KnownNames {
  return {
    has: (key) => dict.byKey.has(key),
    startsWith: (key) => dict.byKey.has(key) || namesStartingWith(dict, key).length > 0,
  };
}

/** The code a whole text names: one of the names or aliases, or a jurisdiction code typed alone ("fr", "INT"). */
function codeNamedBy(text: string, known: KnownNames): string | undefined {
  const key = words(text).join(' ');
  if (!key) return undefined;
  const byName = KEYS.get(key);
  if (byName) return byName;
  const code = key.toUpperCase();
  return /^[A-Z]{2,3}$/.test(code) && isCountryCode(code) && !known.has(key) ? code : undefined;
}

/** A key of at most three letters, however written: "uk", "u k" (U.K.), "u s a" (U.S.A.). */
const isAbbreviation = (key: string) => key.replaceAll(' ', '').length <= 3;

/** Whether the query holds a key's words in capitals, as one token or apart ("UK", "U.K.", "U.S.A"). */
function writtenInCapitals(key: string, q: string): boolean {
  const letters = key
    .toUpperCase()
    .split(' ')
    .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])${letters.join('[^\\p{L}\\p{N}]*')}(?![\\p{L}\\p{N}])`, 'u').test(q);
}

/**
 * The jurisdictions a search names: the whole query ("United Kingdom", "uk", "fr"), else the names and aliases inside
 * it ("France carbon tax", "UK rules"; abbreviations only in capitals: not "us" in "contact us"), in their order.
 */
export function jurisdictionsNamedBy(q: string, known: KnownNames = NO_NAMES): JurisdictionName[] {
  const whole = codeNamedBy(q, known);
  if (whole) return [named(whole)];
  const typed = words(q);
  const codes: string[] = [];
  for (let start = 0; start < typed.length && codes.length < MAX_JURISDICTIONS; start++) {
    // The longest name starting at this word: "united kingdom", not a shorter one inside it.
    for (let end = Math.min(typed.length, start + 6); end > start; end--) {
      const key = typed.slice(start, end).join(' ');
      const code = KEYS.get(key);
      // An abbreviation counts inside a query only as typed, in capitals ("UK rules", "U.K. rules", "EU taxonomy").
      if (!code || (isAbbreviation(key) && !writtenInCapitals(key, q))) continue;
      if (!codes.includes(code)) codes.push(code);
      start = end - 1;
      break;
    }
  }
  return codes.map(named);
}

/**
 * Type-ahead: the jurisdiction the text names, then those with a name or alias that starts with it ("uni" → United
 * Kingdom, United States…; "brit" → United Kingdom), shorter names first. Names by prefix only from three characters
 * and when no known name starts so: "mar" stays the regulation's.
 */
export function jurisdictionsStartingWith(q: string, known: KnownNames = NO_NAMES): JurisdictionName[] {
  const typed = words(q).join(' ');
  if (typed.length < 2) return [];
  const codes: string[] = [];
  const whole = codeNamedBy(q, known);
  if (whole) codes.push(whole);
  if (typed.length < 3 || known.startsWith(typed)) return codes.map(named);
  const starting = ENTRIES.filter((entry) => entry.key.startsWith(typed) && entry.key !== typed).sort(
    (a, b) => a.key.length - b.key.length || a.key.localeCompare(b.key),
  );
  for (const entry of starting) {
    if (codes.length >= MAX_JURISDICTIONS) break;
    if (!codes.includes(entry.code)) codes.push(entry.code);
  }
  return codes.map(named);
}
