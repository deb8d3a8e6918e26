import { z } from 'zod';
import { JOURNAL_ACTIONS } from '@rh/core/content';

/** Query strings and answers of the Horizon analytics routes (validation and the OpenAPI document). */

/** Most days one snapshot covers. */
export const SNAPSHOT_MAX_DAYS = 366;

export const signalsQuery = z.strictObject({
  weeks: z.coerce.number().int().min(1).max(26).default(8).describe('Weeks before the current one to average (1–26)'),
  asOf: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('The end of the current week (default now); the same asOf gives the same answer'),
  limit: z.coerce.number().int().min(1).max(200).default(25).describe('Rows per dimension, the largest rises first'),
});

const signalRow = z.object({
  key: z.string().describe('Topic or regulator id, country code, news type value'),
  label: z.string(),
  current: z.number().int().describe('News items of the current week'),
  average: z.number().describe('Mean news items per week over the weeks before'),
  change: z.number().describe('current − average'),
  ratio: z.number().nullable().describe('current / average; null when there were none before'),
  weeks: z.array(z.number().int()).describe('Counts per week, oldest first; the last is the current week'),
});

const byDimension = <T extends z.ZodType>(row: T) =>
  z.object({ topic: z.array(row), country: z.array(row), regulator: z.array(row), newsType: z.array(row) });

export const signalsView = z.object({
  asOf: z.string(),
  weeks: z.number().int(),
  current: z.object({ from: z.string(), to: z.string() }).describe('The current week, both ends included'),
  baseline: z.object({ from: z.string(), to: z.string() }).describe('The weeks before, end excluded'),
  total: signalRow.omit({ key: true, label: true }),
  rows: byDimension(signalRow),
});

const day = z.iso.date().describe('YYYY-MM-DD (UTC)');

export const snapshotQuery = z.strictObject({
  from: day.optional().describe('First day (default: 29 days before `to`)'),
  to: day.optional().describe('Last day, included (default: today)'),
});

const group = z.object({ key: z.string(), label: z.string(), count: z.number().int() });

export const snapshotView = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  news: z
    .object({
      total: z.number().int(),
      groups: byDimension(group),
      highlights: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          date: z.string(),
          regulator: z.string().nullable(),
          countries: z.array(z.string()),
        }),
      ),
    })
    .nullable()
    .describe('null: the caller may not read news'),
  events: z
    .object({
      total: z.number().int(),
      byKind: z.array(group),
      items: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          start: z.string(),
          end: z.string().nullable(),
          kind: z.string().nullable(),
          regulator: z.string().nullable(),
          countries: z.array(z.string()),
        }),
      ),
    })
    .nullable()
    .describe('null: the caller may not read events'),
});

export const activityQuery = z.strictObject({
  types: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.string().max(50)).max(100).optional())
    .describe('Content type names, comma-separated (default: every type the caller may read)'),
  user: z.uuid().optional().describe('Changes by this person only (needs adminMenu)'),
  mine: z.enum(['true', 'false']).optional().describe("true: the caller's own changes only"),
  cursor: z.string().max(500).optional().describe('nextCursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  action: z.enum(JOURNAL_ACTIONS).optional().describe('Changes of this kind'),
  since: z.iso.date().optional().describe('Changes on or after this day (UTC)'),
  until: z.iso.date().optional().describe('Changes on or before this day (UTC)'),
  stage: z
    .string()
    .regex(/^\w{1,50}$/)
    .optional()
    .describe('Moves into or out of this workflow stage (its name: draft, review…)'),
  detail: z
    .enum(['true', 'false'])
    .optional()
    .describe("true: each change's old and new values, and the titles of the items its reference fields name"),
});

export const activityView = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      action: z.enum(JOURNAL_ACTIONS),
      type: z.string(),
      item: z.object({ id: z.uuid(), title: z.string(), key: z.string().nullable(), deleted: z.boolean() }),
      user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      fields: z.array(z.string()).describe('Labels of the fields that changed'),
      transition: z.string().nullable(),
      fromStage: z.string().nullable(),
      toStage: z.string().nullable(),
      comment: z.string().nullable(),
      changes: z
        .array(z.object({ field: z.string(), label: z.string(), from: z.unknown(), to: z.unknown() }))
        .optional()
        .describe('With detail=true: old and new value of each changed field, long texts cut'),
    }),
  ),
  nextCursor: z.string().nullable(),
  refs: z
    .record(z.string(), z.object({ type: z.string(), title: z.string(), readable: z.boolean() }))
    .optional()
    .describe('With detail=true: titles of the items the changes name, by id'),
});

export const peopleQuery = z.strictObject({
  q: z.string().trim().max(200).default('').describe('The start of a user name or e-mail'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const peopleView = z.object({
  people: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
});
