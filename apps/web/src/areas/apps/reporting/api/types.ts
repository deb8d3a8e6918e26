/** The list's parameters as `GET /api/content/{type}` takes them: filters, `q`, `scope`. */
export type ReportQuery = Record<string, string | string[]>;

export const SCHEDULES = ['none', 'daily', 'weekly'] as const;
export type Schedule = (typeof SCHEDULES)[number];
export const FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof FORMATS)[number];

/** What a report shows (the server's `reportSpec`). */
export interface ReportSpec {
  type: string;
  query: ReportQuery;
  /** Column names in order: id, a field, stage, createdAt, updatedAt. */
  columns: string[];
  /** A field whose values group the rows. */
  groupBy: string | null;
}

/** A report as it is saved (the server's `reportInput`). */
export interface ReportInput extends ReportSpec {
  name: string;
  schedule: Schedule;
  scheduleFormat: ReportFormat;
  /** None: the owner. */
  recipients: string[];
}

/** A saved report (`GET /api/reports`). */
export interface SavedReport extends ReportInput {
  id: string;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/reports/preview`: the first rows, every group with its count, the total. */
export interface ReportPreview {
  columns: { name: string; label: string }[];
  groupLabel: string | null;
  rows: { group: string | null; cells: string[] }[];
  groups: { value: string; label: string; count: number }[];
  total: number;
  limit: number;
  truncated: boolean;
}

export const reportKeys = {
  all: ['reports'] as const,
  list: () => [...reportKeys.all, 'list'] as const,
  preview: (spec: ReportSpec) => [...reportKeys.all, 'preview', spec] as const,
};
