import { can } from '@rh/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../content/present.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, errorBody } from '../../http/errors.ts';
import { isSettingKey, SETTING_KEYS, SETTINGS } from './settings-declared.ts';
import {
  forgetCached,
  parseStored,
  readJournal,
  readStored,
  writeSettings,
  type SettingChange,
} from './settings-store.ts';

export const journalEntry = z.object({
  id: z.number().int(),
  key: z.string(),
  oldValue: z.string().nullable().describe('The stored text before (JSON); null when it was the default'),
  newValue: z.string().nullable().describe('The stored text after (JSON)'),
  who: z.uuid().nullable(),
  whoName: z.string().nullable().describe('Their username (null once the user is deleted)'),
  at: z.string(),
});

const settingView = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  group: z.string(),
  input: z.enum(['integer', 'text']),
  value: z.unknown().describe('The value in effect'),
  default: z.unknown(),
  changed: z.boolean().describe('Whether an administrator set it (else the default applies)'),
});

const appconfigView = z.object({
  settings: z.array(settingView),
  journal: z.array(journalEntry).describe('The newest changes, newest first'),
  canUpdate: z.boolean().describe('Whether you may change them'),
});

const appconfigInput = z
  .record(z.string().max(100), z.unknown())
  .refine((body) => Object.keys(body).length > 0, 'Send at least one setting')
  .refine((body) => Object.keys(body).length <= 50, 'At most 50 settings at once')
  .describe('Setting key → new value; settings not sent keep theirs');

async function appconfig(db: Database, roles: readonly string[]): Promise<z.infer<typeof appconfigView>> {
  const settings = await Promise.all(
    SETTING_KEYS.map(async (key) => {
      const declared = SETTINGS[key];
      const stored = await readStored(db, key);
      const { schema, default: fallback, label, description, group, input } = declared;
      return {
        key,
        label,
        description,
        group,
        input,
        value: parseStored<unknown>(schema, stored, fallback),
        default: fallback,
        changed: stored !== null,
      };
    }),
  );
  return { settings, journal: await readJournal(db, SETTING_KEYS), canUpdate: can(roles, 'appconfig', 'update') };
}

/** Every value checked by its declaration before anything is written: one bad value writes none. */
function validate(body: Record<string, unknown>): SettingChange[] {
  const issues: { where: string; path: string; message: string }[] = [];
  const changes: SettingChange[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!isSettingKey(key)) {
      issues.push({ where: 'body', path: key, message: 'is not a setting that can be changed here' });
      continue;
    }
    const parsed = SETTINGS[key].schema.safeParse(value);
    if (parsed.success) changes.push({ key, value: parsed.data });
    else issues.push({ where: 'body', path: key, message: parsed.error.issues[0]?.message ?? 'is not valid' });
  }
  if (issues.length) {
    const first = issues[0]!;
    const label = isSettingKey(first.path) ? SETTINGS[first.path].label : first.path;
    throw badRequest(`${label} ${first.message}.`, { issues });
  }
  return changes;
}

/** `GET/PUT /api/admin/appconfig`: the declared run-time settings, each change validated and journaled. */
export function registerSettingsAdmin(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // `personal` below: the journal names people, so no answer is kept by a browser or proxy cache.
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

  api.get(
    '/api/admin/appconfig',
    {
      config: { access: { resource: 'appconfig', action: 'read' }, personal: true },
      schema: {
        tags: ['admin: settings'],
        summary: 'The run-time settings: values, defaults, whether changed, and the recent changes',
        response: { 200: appconfigView, ...errors },
      },
    },
    async (request) => appconfig(ctx.db, request.identity!.roles),
  );

  api.put(
    '/api/admin/appconfig',
    {
      config: { access: { resource: 'appconfig', action: 'update' }, personal: true },
      schema: {
        tags: ['admin: settings'],
        summary: 'Change some run-time settings (all or none: one bad value changes nothing); each change journaled',
        body: appconfigInput,
        response: { 200: appconfigView, ...errors },
      },
    },
    async (request) => {
      const changes = validate(request.body);
      const who = userIdOf(request.identity!);
      const written = await ctx.db.transaction(async (tx) => writeSettings(tx as unknown as Database, changes, who));
      forgetCached(ctx.db, written);
      return appconfig(ctx.db, request.identity!.roles);
    },
  );
}
