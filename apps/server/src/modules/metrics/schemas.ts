import { z } from 'zod';
import { UUID } from '../../content/query.ts';

/** ESRS topical standards, the values of `metric.topic`. */
export const TOPICS = ['E1', 'E2', 'E3', 'E4', 'E5', 'S1', 'S2', 'S3', 'S4', 'G1', 'ESRS2'] as const;
const PILLARS = ['environmental', 'social', 'governance'] as const;

/** A parameter given once or repeated. */
const many = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(200)]).optional();
const id = z.string().regex(UUID, 'an item id (UUID)');
const day = z.iso.date();

/** A repeated (or single) parameter as a list. */
export const listOf = <T>(raw: T | T[] | undefined): T[] | undefined =>
  raw === undefined ? undefined : Array.isArray(raw) ? raw : [raw];

const metricFilters = {
  metric: many(id).describe('Metric ids (repeat for several)'),
  topic: many(z.enum(TOPICS)).describe('ESRS topical standards: E1…G1, ESRS2'),
  q: z.string().max(200).optional().describe('Words, all of which the codes or names must contain'),
};

export const lineageQuery = z.strictObject({
  ...metricFilters,
  framework: many(id).describe('Reporting framework ids'),
  dataElement: many(id).describe('Data element ids'),
  system: many(z.string().min(1).max(200)).describe('Source systems, by name (`dataelement.system`)'),
});

export const interopQuery = z.strictObject({
  ...metricFilters,
  pillar: many(z.enum(PILLARS)),
  framework: many(id).describe('Only these frameworks as columns'),
});

export const valuesQuery = z.strictObject({
  ...metricFilters,
  pillar: many(z.enum(PILLARS)),
  entity: many(z.string().min(1).max(120)).describe('Entities or scopes (e.g. Group)'),
  from: day.optional().describe('Period ends from this day (inclusive)'),
  to: day.optional().describe('Period ends up to this day (inclusive)'),
});

export const exportQuery = z.strictObject({
  ...metricFilters,
  pillar: many(z.enum(PILLARS)).describe('Catalogue only'),
  framework: many(id).describe('Reporting framework ids'),
  dataElement: many(id).describe('Lineage only: data element ids'),
  system: many(z.string().min(1).max(200)).describe('Lineage only: source systems'),
  format: z.enum(['xlsx', 'csv']).optional().describe('The file itself (an attachment); none: the JSON preview'),
});

const ref = { id: z.string(), code: z.string(), title: z.string() };
const metricRef = z.object({
  ...ref,
  topic: z.string().nullable().describe('ESRS topical standard'),
  pillar: z.string().nullable(),
  unit: z.string().nullable(),
});
const disclosureRef = z.object({
  ...ref,
  paragraph: z.string().nullable().describe('Where the framework sets it'),
  datapoint: z.string().nullable().describe('The official datapoint id, where one exists'),
  url: z.string().nullable(),
});

export const lineageView = z.object({
  rows: z.array(
    z.object({
      system: z.string().nullable().describe('The data element’s system of record'),
      dataElement: z.object({ ...ref, owner: z.string().nullable(), unit: z.string().nullable() }).nullable(),
      metric: metricRef.nullable().describe('Null: a data element no metric uses'),
      disclosure: disclosureRef.nullable().describe('Null: no disclosure on this path'),
      framework: z.object(ref).nullable(),
    }),
  ),
  capped: z.boolean().describe('More paths than the 5,000 rows sent: `totals.rows` counts them all'),
  totals: z.object({
    rows: z.number().int(),
    systems: z.number().int(),
    dataElements: z.number().int(),
    metrics: z.number().int(),
    disclosures: z.number().int(),
    frameworks: z.number().int(),
    unusedDataElements: z.number().int(),
    metricsWithoutDisclosure: z.number().int(),
  }),
  sankey: z.object({
    nodes: z.array(
      z.object({
        key: z.string().describe('<level>:<id>'),
        level: z.enum(['system', 'dataelement', 'metric', 'framework']),
        id: z.string(),
        label: z.string(),
        title: z.string(),
      }),
    ),
    links: z.array(
      z.object({
        source: z.string(),
        target: z.string(),
        value: z.number().int().describe('Distinct paths through the band'),
        filter: z.record(z.string(), z.string()).describe('The lineage filters that select the band’s rows'),
      }),
    ),
  }),
});

export const interopView = z.object({
  frameworks: z.array(z.object({ ...ref, issuer: z.string().nullable() })),
  rows: z.array(
    z.object({
      metric: metricRef,
      cells: z.array(
        z.object({
          framework: z.string(),
          disclosures: z.array(disclosureRef),
          listed: z.boolean().describe('The metric lists the framework'),
        }),
      ),
    }),
  ),
});

export const valuesView = z.object({
  series: z.array(
    z.object({
      metric: z.object({ ...ref, topic: z.string().nullable(), pillar: z.string().nullable() }),
      unit: z.string().nullable(),
      entity: z.string(),
      points: z.array(
        z.object({
          id: z.string(),
          period: z.string(),
          periodEnd: z.string(),
          value: z.number(),
          entity: z.string(),
          illustrative: z.boolean(),
          note: z.string().nullable(),
        }),
      ),
    }),
  ),
  periods: z.array(z.string()),
});

export const exportView = z.object({
  what: z.enum(['catalogue', 'lineage']),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  total: z.number().int().describe('The rows of the file (at most 20,000)'),
  capped: z.boolean().describe('The preview holds only the first 5,000 of them'),
  fileName: z.string().describe('Without extension'),
});
