import { extraListFilters, stagesMovableBy, type ContentType, type ExtraListFilter } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../http/errors.ts';

/** Who asks for a list: the filters below that depend on the caller read these. */
export interface ListCaller {
  roles: readonly string[];
  /** Null for an API key (an organisation, no person): per-user filters are refused. */
  userId: string | null;
}

type Param = Exclude<ExtraListFilter['param'], `${string}.has`>;

const refuse = (param: string, message: string): never => {
  throw badRequest(`${param}: ${message}.`, { issues: [{ where: 'querystring', path: param, message }] });
};

/** The caller's row of item_reads for the item has this column set. */
const readsWith = (column: 'read_at' | 'starred_at', caller: ListCaller, param: string): SQL => {
  if (!caller.userId) refuse(param, 'a person’s filter; an API key has no reading of its own');
  return sql`EXISTS (SELECT 1 FROM item_reads r WHERE r.user_id = ${caller.userId}::uuid
    AND r.item_id = content_items.id AND r.${sql.raw(column)} IS NOT NULL)`;
};

/**
 * The items of a workflow type that wait for the caller (the editorial queue, "Waiting for me"): in the stages the
 * caller's roles move forward from (core's stagesMovableBy), drafts only their own (a colleague's draft is not
 * theirs to submit until it is).
 */
export function waitingWhere(type: ContentType, caller: ListCaller): SQL {
  const workflow = type.workflow!;
  const mine = caller.userId ? sql`created_by = ${caller.userId}::uuid` : sql`false`;
  return sql`(stage = ANY(${sql.param(stagesMovableBy(workflow, caller.roles))}::text[])
    AND (stage <> ${workflow.initial} OR ${mine}))`;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The condition of each filter of core's `extraListFilters`, for a value already checked against its options. */
const CONDITIONS: Record<Param, (type: ContentType, values: readonly string[], caller: ListCaller) => SQL> = {
  stage: (_type, values) => sql`stage = ANY(${sql.param([...values])}::text[])`,
  waiting: (type, [value], caller) => (value === 'true' ? waitingWhere(type, caller) : sql`true`),
  // The caller's own items (the workflow's "personal" list): those they created, in any stage they may see.
  mine: (_type, [value], caller) => {
    if (value !== 'true') return sql`true`;
    if (!caller.userId) refuse('mine', 'a person’s filter; an API key creates nothing of its own');
    return sql`created_by = ${caller.userId}::uuid`;
  },
  unread: (_type, [value], caller) => {
    const read = readsWith('read_at', caller, 'unread');
    return value === 'true' ? sql`NOT ${read}` : read;
  },
  starred: (_type, [value], caller) => {
    const starred = readsWith('starred_at', caller, 'starred');
    return value === 'true' ? starred : sql`NOT ${starred}`;
  },
  // Flags of `review_flags` not yet cleared (issue 14: what changed above the item since it was last reviewed).
  review: (_type, [value]) => {
    const flagged = sql`EXISTS (SELECT 1 FROM review_flags f WHERE f.item_id = content_items.id AND f.cleared_at IS NULL)`;
    return value === 'flagged' ? flagged : sql`NOT ${flagged}`;
  },
  'createdAt.to': (_type, [value]) => {
    if (!value || !INSTANT.test(value) || Number.isNaN(Date.parse(value))) {
      refuse('createdAt.to', 'must be an ISO date-time with its offset');
    }
    return sql`created_at <= ${value}::timestamptz`;
  },
};

/**
 * The condition of one of the filters beyond a type's fields (stage, waiting for the caller, read, starred, arrived
 * by): undefined when `param` is none of the type's, null when it is given no value. Values outside the filter's
 * options are a 400.
 */
export function extraFilterWhere(
  type: ContentType,
  param: string,
  values: readonly string[],
  caller: ListCaller,
): SQL | null | undefined {
  const filter = extraListFilters(type).find((candidate) => candidate.param === param);
  if (!filter) return undefined;
  if (values.length === 0) return null;
  if (filter.single && values.length > 1) refuse(param, 'takes one value');
  const unknown = filter.options && values.find((value) => !filter.options!.some((option) => option.value === value));
  if (unknown !== undefined) {
    refuse(param, `${unknown} is not one of ${filter.options!.map((option) => option.value).join(', ')}`);
  }
  if (filter.param.endsWith('.has')) return hasWhere(type, filter.param.slice(0, -'.has'.length), values[0] === 'true');
  return CONDITIONS[filter.param as Param](type, values, caller);
}

/**
 * Whether a field of the item holds a value (`list.has`). A reference: whether it points at a live item, through the
 * links the store keeps for reference fields (relation = field name), so that a deleted control meets nothing, as
 * the coverage figures count it. A list of tags: whether it has one, in the indexed column where the type keeps the
 * field there (as the aggregation's "none" group counts it).
 */
function hasWhere(type: ContentType, field: string, has: boolean): SQL {
  const kind = type.fields.find((one) => one.name === field)?.kind;
  let value: SQL;
  if (kind === 'reference' || kind === 'references') {
    value = sql`EXISTS (SELECT 1 FROM content_links l JOIN content_items r ON r.id = l.to_id AND r.deleted_at IS NULL
    WHERE l.from_id = content_items.id AND l.relation = ${field})`;
  } else {
    const index = type.index ?? {};
    const column = index.tags === field ? 'tags' : index.kinds === field ? 'kinds' : null;
    value = column
      ? sql`coalesce(cardinality(${sql.raw(column)}), 0) > 0`
      : sql`coalesce(jsonb_array_length(CASE WHEN jsonb_typeof(data->${field}) = 'array' THEN data->${field} END), 0) > 0`;
  }
  return has ? value : sql`NOT ${value}`;
}

/** Their query-string schema, for a list's route. */
export function listFilterSchema(type: ContentType): Record<string, z.ZodType> {
  return Object.fromEntries(
    extraListFilters(type).map((filter) => [
      filter.param,
      z
        .string()
        .max(500)
        .optional()
        .describe(
          filter.options
            ? `${filter.label}: ${filter.options.map((option) => `${option.value} (${option.label})`).join(', ')}`
            : `${filter.label}: an ISO date-time`,
        ),
    ]),
  );
}
