import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';

/**
 * The insights report (`GET /api/articles/report`, apps/server/src/modules/workflow/report.ts): insights published per
 * period of a date range, by author, topic and country. Only published insights count, whoever asks.
 */
export const REPORT_PERIODS = ['month', 'quarter', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** What the report is asked for; an empty bound takes the server's default (the 12 months up to today). */
export interface ReportFilter {
  period: ReportPeriod;
  from: string;
  to: string;
}

export interface ArticleReport {
  period: ReportPeriod;
  /** The range counted (YYYY-MM-DD, inclusive). */
  from: string;
  to: string;
  /** Insights published in the range: the insights list's total for the same filters. */
  total: number;
  /** Every period of the range, oldest first, empty ones included; the first and last cut to the range. */
  periods: { key: string; from: string; to: string; count: number }[];
  /** By by-line, most first; null: none given. */
  authors: { author: string | null; count: number }[];
  /** An insight counts once per topic, and once per country. */
  topics: { id: string; label: string; count: number }[];
  countries: { code: string; label: string; count: number }[];
}

/** The query string of a filter: only what is set. */
export function reportSearch(filter: ReportFilter, format?: 'xlsx' | 'csv'): string {
  const search = new URLSearchParams({ period: filter.period });
  if (filter.from) search.set('from', filter.from);
  if (filter.to) search.set('to', filter.to);
  if (format) search.set('format', format);
  return search.toString();
}

export function getArticleReport(filter: ReportFilter, signal?: AbortSignal): Promise<ArticleReport> {
  return api.get('cosmos', `/articles/report?${reportSearch(filter)}`, signal ? { signal } : {});
}

export const articleReportOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: ['articles', 'report', filter] as const,
    queryFn: ({ signal }) => getArticleReport(filter, signal),
  });

export function useArticleReport(filter: ReportFilter) {
  return useQuery({ ...articleReportOptions(filter), placeholderData: keepPreviousData });
}

/** The API path of the report's file, for `api.download`. */
export const reportFilePath = (filter: ReportFilter, format: 'xlsx' | 'csv') =>
  `/articles/report/export?${reportSearch(filter, format)}`;
