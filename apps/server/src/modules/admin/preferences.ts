import { can } from '@rh/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkTopics } from '../../alerts/preferences.ts';
import { userIdOf } from '../../content/present.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { errorBody } from '../../http/errors.ts';
import {
  FACTORY_DEFAULTS,
  PREFERENCE_DEFAULTS_KEY,
  preferenceDefaults,
  readPreferenceDefaults,
} from './preferences-defaults.ts';
import { journalEntry } from './settings.ts';
import { forgetCached, readJournal, writeSettings } from './settings-store.ts';

const defaultsView = z.object({
  defaults: preferenceDefaults.required(),
  factory: preferenceDefaults.required().describe('What applies when no administrator has set defaults'),
  journal: z.array(journalEntry).describe('The newest changes of the defaults, newest first'),
  canUpdate: z.boolean(),
});

async function defaultsOf(db: Database, roles: readonly string[]): Promise<z.infer<typeof defaultsView>> {
  const [defaults, journal] = await Promise.all([
    readPreferenceDefaults(db),
    readJournal(db, [PREFERENCE_DEFAULTS_KEY]),
  ]);
  return { defaults, factory: FACTORY_DEFAULTS, journal, canUpdate: can(roles, 'adminMenu', 'update') };
}

/**
 * `GET/PUT /api/admin/preferences`: what users follow until they choose their own (countries, topics) and the digest
 * time proposed for new alerts; one `app_settings` key, each change journaled. Same grant as the page: adminMenu.
 */
export function registerPreferencesAdmin(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // `personal` below: the journal names people, so no answer is kept by a browser or proxy cache.
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

  api.get(
    '/api/admin/preferences',
    {
      config: { access: { resource: 'adminMenu', action: 'read' }, personal: true },
      schema: {
        tags: ['admin: settings'],
        summary: 'The users’ default preferences and their recent changes',
        response: { 200: defaultsView, ...errors },
      },
    },
    async (request) => defaultsOf(ctx.db, request.identity!.roles),
  );

  api.put(
    '/api/admin/preferences',
    {
      config: { access: { resource: 'adminMenu', action: 'update' }, personal: true },
      schema: {
        tags: ['admin: settings'],
        summary: 'Set the users’ default preferences (users who chose their own keep theirs); journaled',
        body: preferenceDefaults,
        response: { 200: defaultsView, ...errors },
      },
    },
    async (request) => {
      const { countries, topics, digestTime } = request.body;
      const value = { countries: [...new Set(countries)], topics: [...new Set(topics)], digestTime };
      await checkTopics(ctx.db, value.topics);
      const who = userIdOf(request.identity!);
      const written = await ctx.db.transaction(async (tx) =>
        writeSettings(tx as unknown as Database, [{ key: PREFERENCE_DEFAULTS_KEY, value }], who),
      );
      forgetCached(ctx.db, written);
      return defaultsOf(ctx.db, request.identity!.roles);
    },
  );
}
