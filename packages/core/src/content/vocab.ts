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
