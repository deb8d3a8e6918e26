import { can } from '@rh/core';
import { CONTENT_TYPES, contentType, type ContentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Data } from '../../content/columns.ts';
import { userIdOf } from '../../content/present.ts';
import {
  changesOf,
  findItem,
  ITEM_COLUMNS,
  markItem,
  normaliseRow,
  writeItem,
  writeJournal,
  type ItemRow,
} from '../../content/store.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest, conflict, errorBody, notFound } from '../../http/errors.ts';
import { applyRules, matchRule, RuleBook, textsOf } from '../../ingest/rules.ts';
import { idParams } from './common.ts';

const TAG = contentType('tag');
/** The types whose items carry tags (news items, insights, documents… and the rules that set or suggest tags). */
const TAGGED = CONTENT_TYPES.filter((type) => type.index?.tags);
/** Types whose items are rules: counted apart from the items that carry a tag. */
const RULE_TYPES = new Set(['autotag', 'suggestrule']);
/** Fields that list what rules set or suggest as `field:value` (a news item's `autoTags` and `suggestions`). */
const VALUE_FIELDS = [
  ...new Set(TAGGED.flatMap((type) => type.fields.filter((field) => field.fieldValues).map((field) => field.name))),
];
/** The most text the tag test reads: what a rule reads of one field (ingest/rules.ts). */
const MAX_TEST_TEXT = 20_000;

const tagUsage = z.object({
  id: z.uuid(),
  version: z.number().int().describe('Send it back with a rename: a stale version answers 409'),
  name: z.string(),
  slug: z.string().describe('The value items store'),
  group: z.string().nullable(),
  aliases: z.array(z.string()),
  description: z.string().nullable(),
  counts: z.record(z.string(), z.number().int()).describe('Live items carrying the tag, by content type'),
  items: z.number().int().describe('Live items carrying it, rules left out'),
  rules: z.number().int().describe('Auto-tagging and suggestion rules that set or suggest it'),
});

const mergeView = z.object({
  from: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  into: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  moved: z.number().int().describe('Items (rules included) that carried the merged tag'),
  byType: z.record(z.string(), z.number().int()),
});

const setsView = z.object({
  tags: z.array(z.string()),
  topics: z.array(z.string()),
  newsTypes: z.array(z.string()),
  countries: z.array(z.string()),
  regulator: z.string().nullable(),
  impact: z.string().nullable(),
});

const tagTestView = z.object({
  title: z.string().describe('The first line, read as the title; the rest is read as summary and content'),
  result: setsView.extend({ suggestions: z.array(z.string()).describe('tags:x or topics:<id>, proposed only') }),
  rules: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      kind: z.enum(['set', 'suggest']),
      matched: z.array(z.object({ field: z.string(), words: z.array(z.string()) })),
      sets: setsView,
    }),
  ),
  checked: z.number().int().describe('Enabled rules tried'),
  sourceOnly: z.number().int().describe('Enabled rules limited to one source, not tried on a pasted text'),
  labels: z.record(z.string(), z.string()).describe('Names of the tags (by slug), topics and regulators (by id)'),
});

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Every managed tag with how many live items of each type carry it: one aggregate over the tags column. */
async function tagUsages(db: Database): Promise<z.infer<typeof tagUsage>[]> {
  const rows = await queryRows<{ id: string; version: number; data: Data; counts: Record<string, number> | null }>(
    db,
    sql`WITH usage AS (
        SELECT u.tag, c.type, count(*)::int AS n
        FROM content_items c CROSS JOIN LATERAL unnest(c.tags) AS u(tag)
        WHERE c.deleted_at IS NULL AND c.tags <> '{}'
        GROUP BY u.tag, c.type)
      SELECT t.id, t.version, t.data, jsonb_object_agg(u.type, u.n) FILTER (WHERE u.type IS NOT NULL) AS counts
      FROM content_items t LEFT JOIN usage u ON u.tag = t.key
      WHERE t.type = ${TAG.name} AND t.deleted_at IS NULL
      GROUP BY t.id
      ORDER BY lower(t.title), t.id`,
  );
  return rows.map((row) => {
    const counts = row.counts ?? {};
    const sum = (rules: boolean) =>
      Object.entries(counts).reduce((total, [type, n]) => total + (RULE_TYPES.has(type) === rules ? n : 0), 0);
    return {
      id: row.id,
      version: row.version,
      name: String(row.data.name ?? ''),
      slug: String(row.data.slug ?? ''),
      group: text(row.data.group),
      aliases: list(row.data.aliases),
      description: text(row.data.description),
      counts,
      items: sum(false),
      rules: sum(true),
    };
  });
}

/** `values` with `from` replaced by `to`, once, in its place; null when `from` is not there. */
function replaced(values: readonly string[], from: string, to: string): string[] | null {
  if (!values.includes(from)) return null;
  return [...new Set(values.map((value) => (value === from ? to : value)))];
}

/**
 * An item's data with tag `from` replaced by `to`: in the type's tags field, and in the `field:value` lists of what
 * rules set or suggest (`tags:from`, a rejected `-tags:from`).
 */
function mergedData(type: ContentType, data: Data, from: string, to: string): Data {
  const tagField = type.index!.tags!;
  const out: Data = { ...data };
  const tags = replaced(list(data[tagField]), from, to);
  if (tags) out[tagField] = tags;
  for (const field of type.fields.filter((candidate) => candidate.fieldValues)) {
    let values = list(data[field.name]);
    for (const prefix of [`${tagField}:`, `-${tagField}:`])
      values = replaced(values, prefix + from, prefix + to) ?? values;
    // A suggestion of what the item now carries is no longer a suggestion (as the rules themselves keep it).
    const carried = new Set(list(out[tagField]).map((value) => `${tagField}:${value}`));
    if (field.name === 'suggestions') values = values.filter((value) => !carried.has(value));
    if (data[field.name] !== undefined) out[field.name] = values;
  }
  return out;
}

/** B's aliases with A's name and aliases added (searches by A's names find B), none twice, B's own name left out. */
function mergedAliases(into: Data, from: Data): string[] {
  const aliases = list(into.aliases);
  const seen = new Set([String(into.name ?? ''), ...aliases].map((value) => value.toLowerCase()));
  for (const name of [String(from.name ?? ''), ...list(from.aliases)]) {
    if (name && !seen.has(name.toLowerCase())) {
      aliases.push(name);
      seen.add(name.toLowerCase());
    }
  }
  return aliases;
}

/**
 * Merges tag `fromId` into `intoId` in one transaction: every item (rules included, deleted ones too, so that a
 * restore brings back no orphan) carrying A carries B instead, once; B takes A's names as aliases; A is deleted.
 * Each change is journaled as the acting user, with a comment saying why.
 */
async function mergeTags(
  db: Database,
  fromId: string,
  intoId: string,
  userId: string | null,
  version: number | undefined,
): Promise<z.infer<typeof mergeView>> {
  if (fromId === intoId) throw badRequest('A tag cannot be merged into itself.', { into: intoId });
  return db.transaction(async (tx) => {
    // Locked in id order, so that two merges of the same pair in opposite directions cannot deadlock.
    const [first, second] = [fromId, intoId].sort();
    const locked = new Map<string, ItemRow | undefined>();
    for (const id of [first!, second!]) locked.set(id, await findItem(tx, TAG, id, true));
    const from = locked.get(fromId);
    const into = locked.get(intoId);
    if (!from || from.deletedAt) throw notFound(`No tag has the id ${fromId}.`);
    if (!into || into.deletedAt) throw notFound(`No tag has the id ${intoId}.`);
    if (version !== undefined && from.version !== version) {
      throw conflict(`Someone else changed the tag “${from.title}” (now version ${from.version}, you had ${version}).`);
    }
    const [a, b] = [String(from.data.slug), String(into.data.slug)];
    const comment = `Tag “${from.title}” (${a}) merged into “${into.title}” (${b})`;
    const entries = [...new Set(TAGGED.map((type) => type.index!.tags!))].flatMap((field) => [
      `${field}:${a}`,
      `-${field}:${a}`,
    ]);
    const carriers = await queryRows<ItemRow>(
      tx,
      sql`SELECT ${ITEM_COLUMNS} FROM content_items
        WHERE type = ANY(${sql.param(TAGGED.map((type) => type.name))}::text[])
          AND (tags @> ARRAY[${a}]::text[] ${sql.join(
            VALUE_FIELDS.map((field) => sql`OR data->${field} ?| ${sql.param(entries)}::text[]`),
            sql` `,
          )})
        ORDER BY id FOR UPDATE`,
    );
    const byType: Record<string, number> = {};
    for (const row of carriers.map(normaliseRow)) {
      const type = contentType(row.type);
      const data = mergedData(type, row.data, a, b);
      const changes = changesOf(type, row.data, data);
      if (!changes.length) continue;
      const written = await writeItem(tx, type, row.id, data, userId);
      await writeJournal(tx, [
        { itemId: row.id, type: type.name, userId, action: 'update', version: written.version, changes, comment },
      ]);
      byType[type.name] = (byType[type.name] ?? 0) + 1;
    }
    const aliases = mergedAliases(into.data, from.data);
    const intoData = { ...into.data, aliases };
    const aliasChanges = changesOf(TAG, into.data, intoData);
    if (aliasChanges.length) {
      const written = await writeItem(tx, TAG, into.id, intoData, userId);
      await writeJournal(tx, [
        {
          itemId: into.id,
          type: TAG.name,
          userId,
          action: 'update',
          version: written.version,
          changes: aliasChanges,
          comment,
        },
      ]);
    }
    const deleted = await markItem(tx, from.id, userId, { deleted: true });
    await writeJournal(tx, [
      { itemId: from.id, type: TAG.name, userId, action: 'delete', version: deleted.version, comment },
    ]);
    return {
      from: { id: from.id, name: from.title, slug: a },
      into: { id: into.id, name: into.title, slug: b },
      moved: Object.values(byType).reduce((total, n) => total + n, 0),
      byType,
    };
  });
}

/** What one rule sets (or, a suggestion rule, suggests). */
function setsOf(data: Data): z.infer<typeof setsView> {
  return {
    tags: list(data.tags),
    topics: list(data.topics),
    newsTypes: list(data.newsTypes),
    countries: list(data.countries),
    regulator: text(data.regulator),
    impact: text(data.impact),
  };
}

/** The names of these tags (by slug) and topics and regulators (by id), for the tag test's answer. */
async function labelsOf(db: Database, slugs: string[], ids: string[]): Promise<Record<string, string>> {
  if (!slugs.length && !ids.length) return {};
  const rows = await queryRows<{ ref: string; title: string }>(
    db,
    sql`SELECT key AS ref, title FROM content_items
        WHERE type = ${TAG.name} AND deleted_at IS NULL AND key = ANY(${sql.param(slugs)}::text[])
      UNION ALL
      SELECT id::text AS ref, title FROM content_items
        WHERE type IN ('topic', 'regulator') AND id = ANY(${sql.param(ids)}::uuid[])`,
  );
  return Object.fromEntries(rows.map((row) => [row.ref, row.title]));
}

/** The live rules run on a pasted text as on an arriving item: the first line its title, the rest its body. */
async function tagTest(db: Database, book: RuleBook, pasted: string): Promise<z.infer<typeof tagTestView>> {
  const lines = pasted.trim().split(/\r?\n/);
  const title = lines[0]!.trim();
  const body = lines.slice(1).join('\n').trim();
  const item: Data = { title, summary: body, content: body };
  const rules = await book.current(db);
  const texts = textsOf(item);
  const matched = rules.flatMap((rule) => {
    const found = matchRule(rule, texts, null);
    if (!found) return [];
    const words = new Map<string, Map<string, string>>();
    for (const match of found) {
      const word = texts[match.field]!.slice(match.start, match.end);
      const field = words.get(match.field) ?? new Map<string, string>();
      if (!field.has(word.toLowerCase())) field.set(word.toLowerCase(), word);
      words.set(match.field, field);
    }
    return [
      {
        id: rule.id,
        name: rule.name,
        kind: rule.kind,
        matched: [...words].map(([field, found]) => ({ field, words: [...found.values()] })),
        sets: setsOf(rule.data),
      },
    ];
  });
  const out = applyRules(rules, item, null);
  const result = { ...setsOf(out), suggestions: list(out.suggestions).filter((entry) => !entry.startsWith('-')) };
  const slugs = [...result.tags, ...matched.flatMap((rule) => rule.sets.tags)];
  const suggested = result.suggestions.map((entry) => entry.split(':'));
  const ids = [
    ...result.topics,
    ...(result.regulator ? [result.regulator] : []),
    ...matched.flatMap((rule) => [...rule.sets.topics, ...(rule.sets.regulator ? [rule.sets.regulator] : [])]),
    ...suggested.filter(([field]) => field === 'topics').map(([, id]) => id!),
  ];
  slugs.push(...suggested.filter(([field]) => field === 'tags').map(([, slug]) => slug!));
  return {
    title,
    result,
    rules: matched,
    checked: rules.filter((rule) => !rule.source).length,
    sourceOnly: rules.filter((rule) => rule.source).length,
    labels: await labelsOf(db, [...new Set(slugs)], [...new Set(ids)]),
  };
}

/**
 * Tags' administration (issue 17): usage counts and merging (`tag` grant: read, and delete since a merge deletes
 * the merged tag; renaming is the generic update), and the tag test, which runs the live auto-tagging rules on a
 * pasted text (`tagspanel`: what a tagger holds, the rules' own grant). A merge rewrites the tags of items of every
 * type that carries tags: it is a change to the tag vocabulary, so the tag grant is what it needs.
 */
export function registerTagAdmin(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
  const book = new RuleBook();

  api.get(
    '/api/admin/tags/usage',
    {
      config: { access: { resource: 'tag', action: 'read' } },
      schema: {
        tags: ['admin: tags'],
        summary: 'Every tag with how many live items of each type carry it',
        response: {
          200: z.object({
            tags: z.array(tagUsage),
            abilities: z.object({ rename: z.boolean(), merge: z.boolean() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const roles = request.identity!.roles;
      return {
        tags: await tagUsages(ctx.db),
        abilities: { rename: can(roles, TAG.resource, 'update'), merge: can(roles, TAG.resource, 'delete') },
      };
    },
  );

  api.post(
    '/api/admin/tags/:id/merge',
    {
      config: { access: { resource: 'tag', action: 'delete' } },
      schema: {
        tags: ['admin: tags'],
        summary: 'Merge a tag into another: its items carry the other instead, and it is deleted (one transaction)',
        params: idParams,
        body: z.strictObject({
          into: z.uuid({ message: 'must be a tag id (UUID)' }).describe('The tag that stays'),
          version: z
            .number()
            .int()
            .min(1)
            .optional()
            .describe('The merged tag’s version as shown: a stale one is a 409'),
        }),
        response: { 200: mergeView, ...errors },
      },
    },
    async (request) =>
      mergeTags(ctx.db, request.params.id, request.body.into, userIdOf(request.identity!), request.body.version),
  );

  api.post(
    '/api/autotags/test',
    {
      config: { access: { resource: 'tagspanel', action: 'read' } },
      schema: {
        tags: ['autotags'],
        summary: 'What the enabled rules would set on a text (first line the title, the rest the body), and why',
        body: z.strictObject({
          text: z
            .string()
            .trim()
            .min(1, { message: 'Paste a text to test' })
            .max(MAX_TEST_TEXT)
            .describe('A title, and on the next lines a body'),
        }),
        response: { 200: tagTestView, ...errors },
      },
    },
    async (request) => tagTest(ctx.db, book, request.body.text),
  );
}
