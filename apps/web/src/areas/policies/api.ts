import { api } from '../../api/request.ts';

/**
 * The Climate Policy dashboard's own calls (issue 15); the server's routes are apps/server/src/modules/policies.
 * Everything else the area's pages show comes from the content API (policies, initiatives, documents, news).
 */

/** The download wizard's templates: a list, a list grouped by jurisdiction, a jurisdiction × instrument table. */
export const EXPORT_TEMPLATES = ['basic', 'grouped', 'table'] as const;
export type ExportTemplate = (typeof EXPORT_TEMPLATES)[number];
export type ExportFormat = 'xlsx' | 'csv';

/** One row of an export: a group heading (grouped template: "United Kingdom — 4 policies") or one line of data. */
export interface PolicyExportRow {
  kind: 'group' | 'item';
  cells: (string | number | null)[];
  /** The policy's id (basic and grouped items). */
  id?: string;
}

/**
 * `GET /api/policies/export/:template` (JSON, the preview) with the policy list's own filters as query parameters
 * (`country`, `policyType`, `status`, `sectors`, `effectiveOn.from`, `effectiveOn.to`, `q`): exactly the rows and
 * columns the file of the same template holds. `?format=xlsx|csv` answers the file itself (an attachment).
 */
export interface PolicyExport {
  template: ExportTemplate;
  /** How many policies the filters select: the list's own count for the same filters. */
  count: number;
  columns: string[];
  rows: PolicyExportRow[];
  /** The file's name without extension: `climate-policies-grouped-2026-11-25`. */
  fileName: string;
}

export function getPolicyExport(
  template: ExportTemplate,
  filters: URLSearchParams,
  signal?: AbortSignal,
): Promise<PolicyExport> {
  const query = filters.toString();
  return api.get('cosmos', `/policies/export/${template}${query ? `?${query}` : ''}`, signal ? { signal } : {});
}

/** The API path of the file, for `api.download`: the same filters, in this format. */
export function policyExportPath(template: ExportTemplate, format: ExportFormat, filters: URLSearchParams): string {
  const query = new URLSearchParams(filters);
  query.set('format', format);
  return `/policies/export/${template}?${query.toString()}`;
}

/** `GET /api/policies/stats`: the editors' coverage statistics (internal build, `impactinitiative:create:any`). */
export interface PolicyStats {
  /** Policies the caller may read, and climate initiatives. */
  policies: number;
  initiatives: number;
  /** Per jurisdiction: policies, initiatives, the newest change (ISO time) and the policies missing a field. */
  byCountry: {
    country: string;
    policies: number;
    initiatives: number;
    lastUpdated: string | null;
    incomplete: number;
  }[];
  /** Policies by age of their last change: under 30 days, 30–90, 90–365, older. */
  freshness: { bucket: '30d' | '90d' | '365d' | 'older'; count: number }[];
  /** Per optional field worth filling: how many policies lack it. */
  missing: { field: string; label: string; count: number }[];
  /** The policies changed longest ago, oldest first (at most 20). */
  stalest: { id: string; title: string; country: string; updatedAt: string }[];
}

export function getPolicyStats(signal?: AbortSignal): Promise<PolicyStats> {
  return api.get('cosmos', '/policies/stats', signal ? { signal } : {});
}
