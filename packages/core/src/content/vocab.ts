import { options } from './fields.ts';

/** Option lists that several types share. */
export const IMPACT = options('high', 'medium', 'low');
export const AUDIENCE = options('internal', 'external');
export const REGULATOR_LEVEL = options('supranational', 'national', 'regional');
export const REGULATOR_KIND = options(
  'central-bank',
  'prudential',
  'conduct',
  'securities',
  'data-protection',
  'standard-setter',
  'legislature',
  'ministry',
  'tax-authority',
  'other',
);
export const NEWS_TYPES = options(
  'consultation',
  'final-rule',
  'guidance',
  'speech',
  'press-release',
  'enforcement',
  'report',
  'statistics',
  'qa',
  'legislation',
);
export const LANGUAGES = options('en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'ja', 'zh');
/** How a source's address is read: a feed format, or an HTML page scanned for links. */
export const SOURCE_KINDS = [
  { value: 'rss', label: 'RSS' },
  { value: 'atom', label: 'Atom' },
  { value: 'rdf', label: 'RDF' },
  { value: 'jsonfeed', label: 'JSON Feed' },
  { value: 'html', label: 'HTML page' },
];
/** A rating of likelihood or severity (risks, MAR risks, FAQ risks). */
export const RATING = options('high', 'medium', 'low');
/** How often something runs or is refreshed (controls, external data sources). */
export const FREQUENCY = options(
  'continuous',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'semi-annual',
  'annual',
  'ad-hoc',
);
/** Where a policy initiative stands (initiatives, climate policies). */
export const LIFECYCLE = options('proposed', 'consultation', 'adopted', 'in-force', 'withdrawn');
