import { isCountryCode } from '@rh/core/content';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { parseStored, readStored } from './settings-store.ts';

/** The one `app_settings` key of the users' default preferences (`/admin/preferences`). */
export const PREFERENCE_DEFAULTS_KEY = 'preferences.defaults';

/** Digests go out on the hour (alerts' `digestHour`): a default time is a whole hour. */
const wholeHour = /^([01]\d|2[0-3]):00$/;

export const preferenceDefaults = z.strictObject({
  countries: z
    .array(z.string().refine(isCountryCode, 'not a country code'))
    .max(300)
    .default([])
    .describe('Countries a user follows until they choose their own (ISO codes, EU, INT)'),
  topics: z.array(z.uuid()).max(200).default([]).describe('Topics followed until a user chooses their own'),
  digestTime: z
    .string()
    .regex(wholeHour, 'must be a time on the hour, HH:00 (00:00–23:00): digests are sent on the hour')
    .default('08:00')
    .describe('The time of day a new alert’s daily or weekly digest is proposed at (HH:00, the user’s time zone)'),
});
export type PreferenceDefaults = z.infer<typeof preferenceDefaults>;

export const FACTORY_DEFAULTS: PreferenceDefaults = { countries: [], topics: [], digestTime: '08:00' };

/** What users who have not chosen their own preferences follow, and the proposed digest time. */
export async function readPreferenceDefaults(db: Database): Promise<PreferenceDefaults> {
  return parseStored(preferenceDefaults, await readStored(db, PREFERENCE_DEFAULTS_KEY), FACTORY_DEFAULTS);
}
