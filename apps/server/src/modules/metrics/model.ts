import { can } from '@rh/core';
import { canLookup, contentType } from '@rh/core/content';
import type { Database } from '../../db/client.ts';
import { listAll } from '../../content/reads.ts';
import type { ItemRow } from '../../content/store.ts';

/**
 * The ESG data model as the caller may see it, read once per request from the live items (deleted ones left out,
 * the generic list's visibility applied): data elements, metrics, disclosures, frameworks, values, frequencies.
 * Data elements need their own read grant; frameworks and frequencies are shown by code and name to whoever may look
 * them up (canLookup: the metric's editors, who pick them in the metric's form) and in full to their readers.
 */
export interface EsgModel {
  dataElements: DataElement[];
  metrics: Metric[];
  disclosures: Disclosure[];
  frameworks: Map<string, Framework>;
  values: MetricValue[];
  frequencies: Map<string, string>;
}

export interface DataElement {
  id: string;
  code: string;
  title: string;
  system: string | null;
  owner: string | null;
  unit: string | null;
}

export interface Metric {
  id: string;
  code: string;
  title: string;
  topic: string | null;
  pillar: string | null;
  unit: string | null;
  formula: string | null;
  frequency: string | null;
  dataElements: string[];
  frameworks: string[];
}

export interface Disclosure {
  id: string;
  code: string;
  title: string;
  framework: string | null;
  metrics: string[];
  paragraph: string | null;
  datapoint: string | null;
  url: string | null;
}

export interface Framework {
  id: string;
  code: string;
  title: string;
  issuer: string | null;
}

export interface MetricValue {
  id: string;
  metric: string;
  period: string;
  periodEnd: string;
  value: number;
  unit: string | null;
  entity: string;
  illustrative: boolean;
  note: string | null;
}

/** Most items of one type read for the ESG views: far beyond any firm's catalogue. */
const MAX_ITEMS = 20_000;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
const codeOf = (row: ItemRow): string => text(row.data.code) ?? row.key ?? row.title;

async function itemsOf(db: Database, type: string, roles: readonly string[], userId: string | null) {
  return listAll(db, contentType(type), {}, roles, MAX_ITEMS, userId);
}

/** The model for these roles. The caller may read metrics (the routes' access). */
export async function readModel(db: Database, roles: readonly string[], userId: string | null): Promise<EsgModel> {
  const readsElements = can(roles, 'dataelement', 'read');
  const framework = contentType('reportingframework');
  const seesFrameworks = canLookup(roles, framework);
  const readsFrameworks = can(roles, framework.resource, 'read');
  const seesFrequencies = canLookup(roles, contentType('reportingfrequency'));
  const [elementRows, metricRows, disclosureRows, frameworkRows, valueRows, frequencyRows] = await Promise.all([
    readsElements ? itemsOf(db, 'dataelement', roles, userId) : [],
    itemsOf(db, 'metric', roles, userId),
    itemsOf(db, 'disclosure', roles, userId),
    seesFrameworks ? itemsOf(db, 'reportingframework', roles, userId) : [],
    itemsOf(db, 'metricvalue', roles, userId),
    seesFrequencies ? itemsOf(db, 'reportingfrequency', roles, userId) : [],
  ]);
  const metrics = metricRows.map((row) => ({
    id: row.id,
    code: codeOf(row),
    title: row.title,
    topic: text(row.data.topic),
    pillar: text(row.data.pillar),
    unit: text(row.data.unit),
    formula: text(row.data.formula),
    frequency: text(row.data.frequency),
    dataElements: ids(row.data.dataElements),
    frameworks: ids(row.data.frameworks),
  }));
  const liveMetrics = new Set(metrics.map((metric) => metric.id));
  return {
    dataElements: elementRows.map((row) => ({
      id: row.id,
      code: codeOf(row),
      title: row.title,
      system: text(row.data.system)?.trim() ?? null,
      owner: text(row.data.owner),
      unit: text(row.data.unit),
    })),
    metrics,
    disclosures: disclosureRows.map((row) => ({
      id: row.id,
      code: codeOf(row),
      title: row.title,
      framework: text(row.data.framework),
      metrics: ids(row.data.metrics),
      paragraph: text(row.data.paragraph),
      datapoint: text(row.data.datapoint),
      url: text(row.data.url),
    })),
    frameworks: new Map(
      frameworkRows.map((row) => [
        row.id,
        { id: row.id, code: codeOf(row), title: row.title, issuer: readsFrameworks ? text(row.data.issuer) : null },
      ]),
    ),
    values: valueRows
      .filter((row) => liveMetrics.has(String(row.data.metric)) && typeof row.data.value === 'number')
      .map((row) => ({
        id: row.id,
        metric: String(row.data.metric),
        period: text(row.data.period) ?? String(row.data.periodEnd ?? ''),
        periodEnd: String(row.data.periodEnd ?? '').slice(0, 10),
        value: row.data.value as number,
        unit: text(row.data.unit),
        entity: text(row.data.entity) ?? 'Group',
        illustrative: row.data.illustrative === true,
        note: text(row.data.note),
      })),
    frequencies: new Map(frequencyRows.map((row) => [row.id, row.title])),
  };
}

/** Sorts codes as a person reads them: PAI 2 before PAI 12; nulls last. */
export const byCode = (a: string | null | undefined, b: string | null | undefined): number => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
};
