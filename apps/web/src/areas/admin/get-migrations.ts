import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';

/** One database migration, as `GET /api/admin/migrations` answers it (newest first). */
export interface Migration {
  /** The SQL file without `.sql` (`0004_ingest`); null: a row the server's journal does not know. */
  name: string | null;
  /** Its place in the journal, from 0. */
  index: number | null;
  /** The time the migration carries (when it was written): drizzle records and orders migrations by it. */
  createdAt: string;
  applied: boolean;
  /** SHA-256 of the SQL the database ran. */
  hash: string | null;
  /** The file was edited after the database ran it. */
  changed: boolean;
}

/** The database's migrations: `GET /api/admin/migrations` (the `migration` grant). */
export function getMigrations(signal?: AbortSignal): Promise<{ migrations: Migration[] }> {
  return api.get<{ migrations: Migration[] }>('cosmos', '/admin/migrations', { signal });
}

export const migrationsOptions = () =>
  queryOptions({ queryKey: ['admin', 'migrations'], queryFn: ({ signal }) => getMigrations(signal) });

export function useMigrations() {
  return useQuery(migrationsOptions());
}
