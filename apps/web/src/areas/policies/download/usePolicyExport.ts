import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPolicyExport, type ExportTemplate } from '../api.ts';

/** The export's preview for a template and the choices' query; the previous one stays on screen while it loads. */
export function policyExportOptions(template: ExportTemplate, query: string) {
  return queryOptions({
    queryKey: ['policies', 'export', template, query] as const,
    queryFn: ({ signal }) => getPolicyExport(template, new URLSearchParams(query), signal),
  });
}

export function usePolicyExport(template: ExportTemplate, query: string) {
  return useQuery({ ...policyExportOptions(template, query), placeholderData: keepPreviousData });
}
