import { ApiError } from '../../api/errors.ts';
import type { ValidationIssue } from '../api/types.ts';

/** The field an issue path names: `/data/name`, `data.name`, `data.period.end` (→ period), `/title` or `name`. */
export function issueField(path: string): string | null {
  const parts = path.split(/[./]/).filter(Boolean);
  const name = parts[0] === 'data' ? parts[1] : parts[0];
  return name ?? null;
}

export interface ServerIssues {
  /** Field → message, for fields of the form. */
  fields: Record<string, string>;
  /** Messages that belong to no field of the form: shown above it. */
  other: string[];
}

/**
 * The issues of a refused request (a 400, or a 409 for a taken key) sorted onto the form's fields; anything else
 * (a network fault, a refusal without issues) is one form-level message. Null: no error.
 */
export function serverIssues(error: unknown, fields: readonly string[]): ServerIssues | null {
  if (!error) return null;
  const issues =
    error instanceof ApiError && (error.status === 400 || error.status === 409)
      ? (error.data as { data?: { issues?: ValidationIssue[] } } | undefined)?.data?.issues
      : undefined;
  if (!Array.isArray(issues) || issues.length === 0) {
    return { fields: {}, other: [error instanceof Error ? error.message : String(error)] };
  }
  const result: ServerIssues = { fields: {}, other: [] };
  for (const issue of issues) {
    const name = issueField(String(issue.path ?? ''));
    if (name && fields.includes(name)) result.fields[name] ??= issue.message;
    else result.other.push(issue.path ? `${issue.path}: ${issue.message}` : issue.message);
  }
  // Every field message has its place; the form still says, above, that the server refused it.
  if (result.other.length === 0 && error instanceof Error) result.other.push(error.message);
  return result;
}

/** What `applyServerIssues` needs of a react-hook-form form. */
export interface SetsErrors {
  setError(name: string, error: { type: string; message: string }, options?: { shouldFocus: boolean }): void;
}

/**
 * The one way every form shows a refusal: each issue beside its field (react-hook-form `setError`), the first
 * focused; answers the form-level messages (what maps to no field).
 */
export function applyServerIssues(form: SetsErrors, error: unknown, fields: readonly string[]): string[] {
  const issues = serverIssues(error, fields);
  if (!issues) return [];
  Object.entries(issues.fields).forEach(([name, message], index) =>
    form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return issues.other;
}
