import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { reportKeys, type ReportPreview, type ReportSpec } from './types.ts';

/** A report's first rows, its groups and its total: `POST /api/reports/preview` (it changes nothing). */
export function previewReport(spec: ReportSpec, signal?: AbortSignal): Promise<ReportPreview> {
  return api.post<ReportPreview>('cosmos', '/reports/preview', { body: spec, signal, retry: true });
}

export const previewOptions = (spec: ReportSpec) =>
  queryOptions({ queryKey: reportKeys.preview(spec), queryFn: ({ signal }) => previewReport(spec, signal) });

/** The preview of the report being built; the last one stays shown while the next loads. */
export function usePreview(spec: ReportSpec | null) {
  return useQuery({
    ...previewOptions(spec ?? { type: '', query: {}, columns: [], groupBy: null }),
    enabled: spec !== null,
    placeholderData: keepPreviousData,
  });
}
