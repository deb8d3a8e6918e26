import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { importKeys, type ImportView } from './types.ts';

/** The recent imports, newest first: `GET /api/imports`. */
export function listImports(signal?: AbortSignal): Promise<{ imports: ImportView[] }> {
  return api.get<{ imports: ImportView[] }>('cosmos', '/imports', { signal });
}

export const importsOptions = () =>
  queryOptions({ queryKey: importKeys.list(), queryFn: ({ signal }) => listImports(signal) });

export function useImports() {
  return useQuery(importsOptions());
}
