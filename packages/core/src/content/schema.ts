import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import type { ContentType } from './define.ts';
import { LIST_KINDS, type FieldDef } from './fields.ts';

/** The validation messages people read under a field (spec §5 names the first two). */
export const MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  url: 'Please enter a valid URL (http or https)',
  date: 'Please enter a valid date',
  datetime: 'Please enter a valid date and time',
  country: 'Please choose a country',
  choice: 'Please choose one of the options',
  reference: 'Please choose an item',
  number: 'Please enter a number',
  range: 'The end must not be before the start',
} as const;

const DEFAULT_MAX: Partial<Record<FieldDef['kind'], number>> = { text: 500, longtext: 10_000, richtext: 200_000 };

const date = () => z.iso.date({ error: MESSAGES.date });
const inner = (regex: RegExp) => regex.source.replace(/^\^|\$$/g, '');
/** A host name with a dot (not `foo`), an IPv4 address, an IPv6 one in brackets, or localhost. */
const HOST = new RegExp(
  `^(?:${inner(z.regexes.domain)}|${inner(z.regexes.ipv4)}|\\[(?:${inner(z.regexes.ipv6)})\\]|localhost)$`,
);
/** A file uploaded to this server (`POST /api/files`): its address, relative to the server. */
export const STORED_FILE = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const url = () => z.url({ protocol: /^https?$/, hostname: HOST, error: MESSAGES.url }).max(2000);

/** The schema of one value of a field, before required/optional handling. */
function valueSchema(field: FieldDef): z.ZodType {
  const choice = () => z.enum((field.options ?? []).map((option) => option.value) as [string], MESSAGES.choice);
  const country = () => z.string().refine(isCountryCode, MESSAGES.country);
  const text = () =>
    z
      .string({ error: MESSAGES.required })
      .trim()
      .max(field.max ?? DEFAULT_MAX[field.kind] ?? 500, `At most ${field.max ?? DEFAULT_MAX[field.kind]} characters`);
  switch (field.kind) {
    case 'text':
    case 'longtext':
    case 'richtext':
      return text();
    case 'date':
      return date();
    case 'datetime':
      return z.iso.datetime({ offset: true, error: MESSAGES.datetime });
    case 'daterange':
      return z
        .strictObject({ start: date(), end: date().nullish() })
        .refine((range) => !range.end || range.end >= range.start, { error: MESSAGES.range, path: ['end'] });
    case 'country':
      return country();
    case 'countries':
      return z.array(country()).max(300);
    case 'enum':
      return choice();
    case 'enums':
      return z.array(choice()).max(100);
    case 'number': {
      let number = z.number({ error: MESSAGES.number });
      if (field.min !== undefined) number = number.min(field.min, `At least ${field.min}`);
      if (field.max !== undefined) number = number.max(field.max, `At most ${field.max}`);
      return number;
    }
    case 'boolean':
      return z.boolean();
    case 'url':
      return url();
    case 'email':
      return z.email({ error: MESSAGES.email }).max(320);
    case 'reference':
      return z.uuid({ error: MESSAGES.reference });
    case 'references':
      return z.array(z.uuid({ error: MESSAGES.reference })).max(500);
    case 'tags':
      return z.array(z.string().trim().min(1).max(100)).max(100);
    case 'file':
      return z.strictObject({
        name: z.string().trim().min(1, MESSAGES.required).max(300),
        url: z.union([url(), z.string().regex(STORED_FILE, MESSAGES.url)]),
        mediaType: z.string().max(200).optional(),
        size: z.number().int().min(0).optional(),
      });
  }
}

/**
 * The schema of a field's value as stored: lists default to [] (required lists need one entry), other optional
 * values to null (an empty string from a form counts as empty), required text must not be blank.
 */
export function fieldSchema(field: FieldDef): z.ZodType {
  const value = valueSchema(field);
  const described = (schema: z.ZodType) => (field.help ? schema.describe(field.help) : schema);
  if (LIST_KINDS.has(field.kind)) {
    const list = value as z.ZodArray<z.ZodType>;
    if (!field.required) return described(list.default([]));
    // A missing required list reads as an empty one, so that both get the required message.
    return described(z.preprocess((input) => input ?? [], list.min(1, MESSAGES.required)));
  }
  if (field.kind === 'boolean') return described((value as z.ZodBoolean).default(false));
  if (field.required) {
    const present = value instanceof z.ZodString ? value.min(1, MESSAGES.required) : value;
    return described(
      z.preprocess(
        (input) => (input === null || input === '' ? undefined : input),
        z
          .unknown()
          .refine((input) => input !== undefined, { error: MESSAGES.required, abort: true })
          .pipe(present as z.ZodType<unknown, object | string | number | boolean | null>),
      ),
    );
  }
  return described(
    z.preprocess((input) => (input === '' || input === undefined ? null : input), value.nullable()).optional(),
  );
}

const cache = new WeakMap<ContentType, { full: z.ZodObject; patch: z.ZodObject }>();

function schemasOf(type: ContentType) {
  let entry = cache.get(type);
  if (!entry) {
    const shape = Object.fromEntries(type.fields.map((field) => [field.name, fieldSchema(field)]));
    const plain = z.strictObject(shape);
    const refine = type.refine;
    const full = refine
      ? (plain.superRefine((data, ctx) => {
          for (const problem of refine(data))
            ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        }) as unknown as z.ZodObject)
      : plain;
    entry = { full, patch: plain.partial() };
    cache.set(type, entry);
  }
  return entry;
}

/** Validates a whole item's data (create, and an update once merged): unknown fields are refused. */
export function dataSchema(type: ContentType): z.ZodObject {
  return schemasOf(type).full;
}

/** Validates the fields an update changes. */
export function patchSchema(type: ContentType): z.ZodObject {
  return schemasOf(type).patch;
}
