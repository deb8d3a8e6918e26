import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { importKeys, type ImportView } from './types.ts';

export interface MappingInput {
  id: string;
  /** Column header → field name; null: not imported. */
  mapping: Record<string, string | null>;
  keyField: string | null;
}

/** Saves an import's mapping (`PUT /api/imports/:id/mapping`); the server remembers it for the type's next import. */
export async function saveMapping({ id, mapping, keyField }: MappingInput): Promise<ImportView> {
  const path = `/imports/${encodeURIComponent(id)}/mapping`;
  const answer = await api.put<{ import: ImportView }>('cosmos', path, { body: { mapping, keyField } });
  return answer.import;
}

/** The preview and any earlier check depend on the mapping: the import's queries are all read again. */
export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMapping,
    onSuccess: async (_saved, { id }) => {
      await client.invalidateQueries({ queryKey: importKeys.one(id) });
      await client.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}
