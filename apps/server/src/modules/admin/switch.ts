import type { Resource } from '@rh/core';
import { eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { accounts, userGroups, users } from '../../db/schema.ts';
import { errorBody, notFound } from '../../http/errors.ts';
import { idParams } from './common.ts';

/** The admin records that are switched off rather than deleted. */
type Switchable = typeof users | typeof userGroups | typeof accounts;

/** The list filter of `listQuery.status` for such a table. */
export function statusFilter(table: Switchable, status: 'enabled' | 'disabled' | 'all'): SQL | undefined {
  if (status === 'enabled') return isNull(table.disabledAt);
  if (status === 'disabled') return isNotNull(table.disabledAt);
  return undefined;
}

export interface SwitchRoutes {
  /** The collection path, e.g. `/api/users`. */
  path: string;
  table: Switchable;
  resource: Resource;
  tags: string[];
  view: z.ZodType;
  find: (id: string) => Promise<unknown>;
  /** "No such user." */
  missing: string;
  summaries: { disable: string; enable: string };
  /** Refuses a disable before anything is written (throw an HttpError). */
  check?: (id: string, request: FastifyRequest) => void;
  /** What else a disable ends, in the same transaction. */
  onDisable?: (tx: Database, id: string) => Promise<void>;
}

/**
 * `POST {path}/:id/disable` (the resource's delete right) and `POST {path}/:id/enable` (update). Disabling keeps
 * the first disable time; a disabled record stops working at once wherever it is checked.
 */
export function registerSwitchRoutes(app: FastifyInstance, db: Database, options: SwitchRoutes): void {
  const { table } = options;
  const setDisabled = async (id: string, disabled: boolean, tx: Database) => {
    const [row] = await (tx.update(table) as ReturnType<Database['update']>)
      .set({
        disabledAt: disabled ? sql`coalesce(${table.disabledAt}, now())` : null,
        updatedAt: sql`now()`,
      } as never)
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (!row) throw notFound(options.missing);
    return row.id as string;
  };
  const schema = (summary: string) => ({
    tags: options.tags,
    summary,
    params: idParams,
    response: { 200: options.view, 404: errorBody, 409: errorBody },
  });

  const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof idParams>).id;

  app.post(
    `${options.path}/:id/disable`,
    { config: { access: { resource: options.resource, action: 'delete' } }, schema: schema(options.summaries.disable) },
    async (request) => {
      options.check?.(idOf(request), request);
      await db.transaction(async (tx) => {
        const id = await setDisabled(idOf(request), true, tx);
        await options.onDisable?.(tx, id);
      });
      return options.find(idOf(request));
    },
  );

  app.post(
    `${options.path}/:id/enable`,
    { config: { access: { resource: options.resource, action: 'update' } }, schema: schema(options.summaries.enable) },
    async (request) => options.find(await setDisabled(idOf(request), false, db)),
  );
}
