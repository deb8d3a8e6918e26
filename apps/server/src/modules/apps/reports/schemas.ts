import { z } from 'zod';
import { alertQuery } from '../../../alerts/alerts.ts';

/** How often a saved report is e-mailed to its recipients. */
export const SCHEDULES = ['none', 'daily', 'weekly'] as const;
export type Schedule = (typeof SCHEDULES)[number];
/** The files a report is exported as. */
export const FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof FORMATS)[number];

/** What a report shows: a type's list as its filters narrow it, some of its columns, grouped by one field. */
export const reportSpec = z.strictObject({
  type: z.string().min(1).max(100).describe('The content type reported on (`GET /api/content/{type}`)'),
  query: alertQuery
    .default({})
    .describe('The list’s parameters as `GET /api/content/{type}` takes them: filters, `q`, `scope`, `sort`'),
  columns: z
    .array(z.string().min(1).max(100))
    .max(60)
    .default([])
    .describe('Column names in order (id, a field, stage, createdAt, updatedAt); empty: the list’s default columns'),
  groupBy: z.string().min(1).max(100).nullable().default(null).describe('A field whose values group the rows'),
});
export type ReportSpec = z.infer<typeof reportSpec>;

const recipients = z
  .array(z.email({ message: 'must be an e-mail address' }).max(320))
  .max(50)
  .default([])
  .describe('Who the scheduled e-mail goes to; none: the owner');

/** A report as it is saved: its spec, its name and its schedule. */
export const reportInput = reportSpec.extend({
  name: z.string().trim().min(1, 'A name is required').max(200),
  schedule: z.enum(SCHEDULES).default('none').describe('none, daily or weekly (07:00 UTC; weekly on Mondays)'),
  scheduleFormat: z.enum(FORMATS).default('xlsx').describe('The attachment of the scheduled e-mail'),
  recipients,
});
export type ReportInput = z.infer<typeof reportInput>;

export const reportView = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  query: alertQuery,
  columns: z.array(z.string()),
  groupBy: z.string().nullable(),
  schedule: z.enum(SCHEDULES),
  scheduleFormat: z.enum(FORMATS),
  recipients: z.array(z.string()),
  nextRunAt: z.string().nullable().describe('When the scheduled e-mail goes next'),
  lastRunAt: z.string().nullable(),
  lastError: z.string().nullable().describe('Why the last scheduled e-mail failed, if it did'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportView = z.infer<typeof reportView>;

export const groupView = z.object({
  value: z.string().describe('The stored value (empty for none)'),
  label: z.string(),
  count: z.number().int(),
});

export const previewView = z.object({
  columns: z.array(z.object({ name: z.string(), label: z.string() })),
  groupLabel: z.string().nullable().describe('The label of the grouping field'),
  rows: z.array(z.object({ group: z.string().nullable(), cells: z.array(z.string()) })).describe('The first rows'),
  groups: z.array(groupView).describe('Every group of the report with its count, in the report’s order'),
  total: z.number().int().describe('Rows of the report (at most `limit`)'),
  limit: z.number().int().describe('Most rows a report holds'),
  truncated: z.boolean().describe('More items match than a report holds'),
});
export type PreviewView = z.infer<typeof previewView>;

export const exportQuery = z.strictObject({ format: z.enum(FORMATS).default('xlsx') });
export const exportBody = reportSpec.extend({
  format: z.enum(FORMATS).default('xlsx'),
  name: z.string().trim().min(1).max(200).optional().describe('The title of the file (default: the type’s name)'),
});
