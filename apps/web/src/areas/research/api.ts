import { api } from '../../api/request.ts';

/**
 * The research area's calls (issue 16); the server's routes are apps/server/src/modules/research. The matrix takes
 * the regulation list's own filters, so a cell's count is the list's total for the same filters.
 */

/** What the matrix's columns are: top-level topic areas, the topics tagged, or the regulation's type. */
export const MATRIX_COLUMNS = ['area', 'topic', 'kind'] as const;
export type MatrixColumns = (typeof MATRIX_COLUMNS)[number];

export interface Labelled {
  /** A country code, topic id or type; null: the "no topic" column. */
  key: string | null;
  label: string;
  /** Distinct regulations in the row or column. */
  total: number;
}

export interface MatrixRegulation {
  id: string;
  key: string | null;
  title: string;
  shortName: string | null;
  status: string | null;
  kind: string | null;
}

export interface MatrixCell {
  row: string;
  column: string | null;
  count: number;
  /** The first `cellItems` by title. */
  items: MatrixRegulation[];
}

/** `GET /api/research/country-regulations`. */
export interface CountryRegulations {
  columns: MatrixColumns;
  total: number;
  rows: (Labelled & { key: string })[];
  hiddenRows: number;
  cols: (Labelled & { parent: string | null })[];
  cells: MatrixCell[];
  cellItems: number;
  topics: { id: string; name: string; parent: string | null }[];
}

export function getCountryRegulations(query: URLSearchParams, signal?: AbortSignal): Promise<CountryRegulations> {
  const text = query.toString();
  return api.get('cosmos', `/research/country-regulations${text ? `?${text}` : ''}`, signal ? { signal } : {});
}

/** The API path of the export in this format, for `api.download`: the same columns and filters. */
export function countryRegulationsFile(query: URLSearchParams, format: 'xlsx' | 'csv'): string {
  const next = new URLSearchParams(query);
  next.set('format', format);
  return `/research/country-regulations?${next.toString()}`;
}

export interface ParallelRegulation {
  id: string;
  key: string | null;
  title: string;
  shortName: string | null;
  citation: string | null;
  country: string | null;
  status: string | null;
  kind: string | null;
  requirements: number;
}

export interface ParallelRequirement {
  id: string;
  reference: string;
  title: string | null;
  text: string;
}

export interface ParallelTopic {
  /** The topic's id; null: requirements tagged with no topic. */
  key: string | null;
  label: string;
  parent: string | null;
  /** Per regulation id: its requirements on the topic, in natural order. */
  requirements: Record<string, ParallelRequirement[]>;
  presentIn: string[];
  /** The one regulation with requirements on the topic, when only one has. */
  onlyIn: string | null;
}

/** `GET /api/research/parallel` (researchParallel:read). */
export interface ParallelReading {
  regulations: ParallelRegulation[];
  topics: ParallelTopic[];
}

export function getParallel(ids: readonly string[], signal?: AbortSignal): Promise<ParallelReading> {
  return api.get('cosmos', '/research/parallel', { query: { regulations: ids.join(',') }, ...(signal && { signal }) });
}

/** `GET /api/research/parallel/regulations`: those with requirements, the most recorded first. */
export function getParallelChoices(signal?: AbortSignal): Promise<ParallelRegulation[]> {
  return api.get('cosmos', '/research/parallel/regulations', signal ? { signal } : {});
}
