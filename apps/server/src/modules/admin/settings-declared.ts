import { z } from 'zod';

/**
 * The run-time settings an administrator may change at `/admin/appconfig`: one declaration per key. Each is read
 * where it takes effect through `readSetting(db, key)` (settings-store.ts); a key not declared here is neither listed
 * nor written, whatever else `app_settings` holds (the cookie secret).
 */
export interface SettingDeclaration<T> {
  /** Validates a new value; its messages are the form's. */
  schema: z.ZodType<T>;
  default: T;
  label: string;
  /** What changing it does, and where. */
  description: string;
  /** The form's section. */
  group: string;
  /** The form's input: a number or a line of text. */
  input: 'integer' | 'text';
}

const days = (min: number, max: number) =>
  z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number of days' })
    .min(min, { message: `must be between ${min} and ${max} days` })
    .max(max, { message: `must be between ${min} and ${max} days` });

const declare = <T>(declaration: SettingDeclaration<T>) => declaration;

export const SETTINGS = {
  'usage.retentionDays': declare({
    schema: days(1, 3650),
    default: 90,
    label: 'Usage log retention (days)',
    description:
      'Usage log rows older than this are summarised per day and deleted by the usage statistics’ retention job.',
    group: 'Usage statistics',
    input: 'integer',
  }),
  'home.whatsNewDays': declare({
    schema: days(1, 90),
    default: 7,
    label: 'Home: “what is new” window (days)',
    description: 'How far back Home’s “what is new for me” looks for news in what each user follows.',
    group: 'Home',
    input: 'integer',
  }),
  'jurisdiction.comingDays': declare({
    schema: days(1, 1095),
    default: 180,
    label: 'Jurisdiction page: “coming” horizon (days)',
    description: 'How far ahead a jurisdiction’s “coming” list looks for events, due obligations and dates.',
    group: 'Jurisdictions',
    input: 'integer',
  }),
} satisfies Record<string, SettingDeclaration<unknown>>;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K]['default'];
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);
