import type { ApiError } from '../../../api/errors.ts';

interface Issue {
  path?: unknown;
  message?: unknown;
}

/**
 * A 400's issues by the field they name: a setting's key as the server names it (`usage.retentionDays`), or the
 * first segment of a schema path (`/countries/0` → `countries`). The first message of a field wins.
 */
export function issuesByPath(error: ApiError): Record<string, string> {
  const data = error.data as { issues?: Issue[] } | undefined;
  const found: Record<string, string> = {};
  for (const issue of data?.issues ?? []) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const path = issue.path.startsWith('/') ? (issue.path.split('/')[1] ?? '') : issue.path;
    found[path] ??= issue.message;
  }
  return found;
}
