import type { ContentType, FieldDef } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/errors.ts';

/** Field kinds a count can be grouped by (one key per value; list kinds count an item once per value). */
const GROUPABLE = new Set(['enum', 'enums', 'country', 'countries', 'reference', 'references', 'tags', 'boolean']);
const DATES = new Set(['date', 'datetime']);

/** One grouping of an aggregation: the SQL of its key, and the lateral join that unnests a list into rows. */
export interface Dimension {
  /** `stage`, or the field grouped by. */
  name: string;
  field: FieldDef | null;
  key: SQL;
  /** The key as the answer shows it, from the grouped column (groups form on the raw value: cheaper to hash). */
  show: (column: SQL) => SQL;
  /** `LEFT JOIN LATERAL … WITH ORDINALITY gN(k, o)`: one row per value (one null row for none). */
  join: SQL | null;
  /** True on the first row of an item (its first value, or its only row), so that items are counted once. */
  first: SQL;
}

const TRUE = sql`true`;
const asIs = (column: SQL) => column;
const asText = (column: SQL) => sql`${column}::text`;

/** A key and how it shows. */
export interface Keyed {
  key: SQL;
  show: (column: SQL) => SQL;
}

/** A list unnested beside each item: an indexed array column, or a JSON array of the data. */
function unnested(n: number, array: SQL, cast = false): Pick<Dimension, 'key' | 'show' | 'join' | 'first'> {
  const g = sql.raw(`g${n}`);
  return {
    key: sql`${g}.k`,
    show: cast ? asText : asIs,
    join: sql`LEFT JOIN LATERAL ${array} WITH ORDINALITY AS ${g}(k, o) ON true`,
    first: sql`coalesce(${g}.o, 1) = 1`,
  };
}

/** The key of a date field: its month (`YYYY-MM`) or its day (`YYYY-MM-DD`), in UTC. */
export function dateKey(type: ContentType, field: FieldDef, grain: 'month' | 'day'): Keyed {
  const format = sql.raw(grain === 'month' ? `'YYYY-MM'` : `'YYYY-MM-DD'`);
  const text = sql`(data->>${field.name})`;
  const show = (column: SQL) => sql`to_char(${column}, ${format})`;
  const trunc = (value: SQL) => sql`date_trunc(${sql.raw(`'${grain}'`)}, ${value} AT TIME ZONE 'UTC')`;
  if (type.index?.date === field.name) return { key: trunc(sql`date`), show };
  if (field.kind === 'date') return { key: sql`substr(${text}, 1, ${grain === 'month' ? 7 : 10})`, show: asIs };
  return { key: trunc(sql`(${text})::timestamptz`), show };
}

const refuse = (type: ContentType, name: string, why: string) =>
  badRequest(`${type.plural} cannot be grouped by ${name}: ${why}.`, {
    issues: [{ where: 'body', path: name, message: why }],
  });

/**
 * The grouping by `name` (the n-th of the query): the workflow `stage`, a field of a groupable kind (lists unnested,
 * from the indexed column where the type keeps the field there), or a date field by day. Anything else is a 400
 * naming it.
 */
export function dimensionOf(type: ContentType, name: string, n: number): Dimension {
  if (name === 'stage') {
    if (!type.workflow) throw refuse(type, name, 'they have no workflow');
    return { name, field: null, key: sql`stage`, show: asIs, join: null, first: TRUE };
  }
  const field = type.fields.find((candidate) => candidate.name === name);
  if (!field) throw refuse(type, name, 'there is no such field');
  const index = type.index ?? {};
  const column = (Object.keys(index) as (keyof typeof index)[]).find((key) => index[key] === name);
  const single = (keyed: Keyed) => ({ name, field, ...keyed, join: null, first: TRUE });
  if (DATES.has(field.kind)) return single(dateKey(type, field, 'day'));
  if (!GROUPABLE.has(field.kind)) throw refuse(type, name, `a ${field.kind} field has too many values to group`);
  if (column === 'regulator' || column === 'source') return single({ key: sql.raw(column), show: asText });
  if (column === 'countries' || column === 'kinds' || column === 'tags' || column === 'topics') {
    return { name, field, ...unnested(n, sql`unnest(${sql.raw(column)})`, column === 'topics') };
  }
  if (['enums', 'countries', 'references', 'tags'].includes(field.kind)) {
    const array = sql`jsonb_array_elements_text(CASE WHEN jsonb_typeof(data->${name}) = 'array' THEN data->${name} END)`;
    return { name, field, ...unnested(n, array) };
  }
  return single({ key: sql`(data->>${name})`, show: asIs });
}

/** The month grouping of a date field (`month` of a query). */
export function monthOf(type: ContentType, name: string): Keyed {
  const field = type.fields.find((candidate) => candidate.name === name);
  if (!field) throw refuse(type, name, 'there is no such field');
  if (!DATES.has(field.kind)) throw refuse(type, `the month of ${name}`, `a ${field.kind} field has no month`);
  return dateKey(type, field, 'month');
}
