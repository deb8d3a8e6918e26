import { stagesMovableBy, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../http/errors.ts';

/** Who asks for a list: the filters below that depend on the caller read these. */
export interface ListCaller {
  roles: readonly string[];
  /** Null for an API key (an organisation, no person): per-user filters are refused. */
  userId: string | null;
}

/**
 * A list filter that is not one of the type's fields (issue 13): the workflow stage, what waits for the caller,
 * the caller's read and starred state. One query parameter each, offered on the types it applies to; the list,
 * count, export and the API documentation read them from here.
 */
export interface ListFilter {
  param: string;
  describe: string;
  appliesTo(type: ContentType): boolean;
  /** The condition on `content_items`; a bad value is a 400 naming it. */
  where(type: ContentType, values: readonly string[], caller: ListCaller): SQL;
}

const yes = (param: string, values: readonly string[]): boolean => {
  if (values.length !== 1 || (values[0] !== 'true' && values[0] !== 'false')) {
    throw badRequest(`${param} must be true or false.`, {
      issues: [{ where: 'querystring', path: param, message: 'must be true or false' }],
    });
  }
  return values[0] === 'true';
};

const personal = (param: string, caller: ListCaller): string => {
  if (!caller.userId) throw badRequest(`${param} is a person's filter; an API key has no reading of its own.`);
  return caller.userId;
};

/** The caller's row of item_reads for the item has this column set. */
const readsWith = (column: 'read_at' | 'starred_at', userId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM item_reads r WHERE r.user_id = ${userId}::uuid AND r.item_id = content_items.id
    AND r.${sql.raw(column)} IS NOT NULL)`;

export const LIST_FILTERS: readonly ListFilter[] = [
  {
    param: 'stage',
    describe: 'Workflow stages: any of these (repeat or comma-separate)',
    appliesTo: (type) => type.workflow !== undefined,
    where: (type, values) => {
      const known = type.workflow!.stages.map((stage) => stage.name);
      const unknown = values.find((value) => !known.includes(value));
      if (unknown !== undefined) {
        throw badRequest(`${unknown} is not a stage of ${type.plural.toLowerCase()} (${known.join(', ')}).`, {
          issues: [{ where: 'querystring', path: 'stage', message: 'not a stage' }],
        });
      }
      return sql`stage = ANY(${sql.param([...values])}::text[])`;
    },
  },
  {
    param: 'waiting',
    describe: 'true: the items in the stages the caller’s roles may move on (the editorial queue)',
    appliesTo: (type) => type.workflow !== undefined,
    where: (type, values, caller) => {
      if (!yes('waiting', values)) return sql`true`;
      return sql`stage = ANY(${sql.param(stagesMovableBy(type.workflow!, caller.roles))}::text[])`;
    },
  },
  {
    param: 'unread',
    describe: 'true: the items the caller has not read; false: those they have',
    appliesTo: (type) => type.reader !== undefined,
    where: (_type, values, caller) => {
      const read = readsWith('read_at', personal('unread', caller));
      return yes('unread', values) ? sql`NOT ${read}` : read;
    },
  },
  {
    param: 'starred',
    describe: 'true: the items the caller starred',
    appliesTo: (type) => type.reader !== undefined,
    where: (_type, values, caller) => {
      const starred = readsWith('starred_at', personal('starred', caller));
      return yes('starred', values) ? starred : sql`NOT ${starred}`;
    },
  },
];

/** The filters a type's list offers beyond its fields. */
export const listFiltersOf = (type: ContentType): ListFilter[] =>
  LIST_FILTERS.filter((filter) => filter.appliesTo(type));

/** Their query-string schema, for a list's route. */
export function listFilterSchema(type: ContentType): Record<string, z.ZodType> {
  return Object.fromEntries(
    listFiltersOf(type).map((filter) => [filter.param, z.string().max(500).optional().describe(filter.describe)]),
  );
}
