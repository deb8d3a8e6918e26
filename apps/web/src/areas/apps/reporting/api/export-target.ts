import type { DownloadTarget } from '../../../../api/useDownload.ts';
import type { ReportFormat, ReportSpec } from './types.ts';

/**
 * Where a report's file is: a saved one's `GET /api/reports/:id/export`, else the report itself as JSON in the
 * query of `GET /api/reports/export` (a browser download is a GET).
 */
export function exportTarget(
  format: ReportFormat,
  report: { id: string } | { spec: ReportSpec; name?: string | undefined },
): DownloadTarget {
  const path =
    'id' in report
      ? `/reports/${encodeURIComponent(report.id)}/export?format=${format}`
      : `/reports/export?${new URLSearchParams({
          format,
          spec: JSON.stringify({ ...report.spec, ...(report.name ? { name: report.name } : {}) }),
        }).toString()}`;
  return { path, fileName: `report.${format}` };
}
