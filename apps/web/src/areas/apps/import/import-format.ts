import type { ImportStatus, ImportView } from './api/types.ts';

/** The steps of an import, in order (the page's stepper). */
export const STEPS = ['Upload', 'Map columns', 'Preview and check', 'Import'] as const;
export const UPLOAD = 0;
export const MAP = 1;
export const PREVIEW = 2;
export const RUN = 3;

/** Whether a background job (the check or the import) is running on the import. */
export const isRunning = (status: ImportStatus | undefined): boolean =>
  status === 'validating' || status === 'importing';

/** The step an import reopens at: where its status leaves the user. */
export function stepOf(status: ImportStatus): number {
  switch (status) {
    case 'uploaded':
      return MAP;
    case 'validating':
    case 'validated':
      return PREVIEW;
    default:
      return RUN;
  }
}

export const STATUS_LABEL: Readonly<Record<ImportStatus, string>> = {
  uploaded: 'Uploaded',
  validating: 'Checking',
  validated: 'Checked',
  importing: 'Importing',
  done: 'Imported',
  failed: 'Failed',
};

export const STATUS_COLOR: Readonly<Record<ImportStatus, 'default' | 'info' | 'success' | 'error' | 'primary'>> = {
  uploaded: 'default',
  validating: 'info',
  validated: 'primary',
  importing: 'info',
  done: 'success',
  failed: 'error',
};

/** Rows the import did not write: those with errors, and those the store refused (listed with the errors). */
export const skipped = (view: Pick<ImportView, 'rowsInvalid'>): number => view.rowsInvalid;

/** Valid rows whose item already held the same values: matched by the key, left as they were (no journal entry). */
export const unchanged = (view: Pick<ImportView, 'rowsValid' | 'created' | 'updated'>): number =>
  Math.max(0, view.rowsValid - view.created - view.updated);

type Counts = Pick<ImportView, 'rowsValid' | 'rowsInvalid' | 'created' | 'updated'>;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** "3 rows", "1 row". */
export const rows = (count: number): string => plural(count, 'row');

/** What an import did, in a line: "2 created, 1 updated, 3 unchanged, 1 skipped" (unchanged only when some are). */
export function resultLine(view: Counts): string {
  const same = unchanged(view);
  return [
    `${view.created.toLocaleString('en')} created`,
    `${view.updated.toLocaleString('en')} updated`,
    ...(same > 0 ? [`${same.toLocaleString('en')} unchanged`] : []),
    `${skipped(view).toLocaleString('en')} skipped`,
  ].join(', ');
}

/** A job's progress in words, "1,200 of 5,000 rows", or null when its total is not known yet. */
export function progressText(progress: ImportView['progress']): string | null {
  if (!progress || progress.total <= 0) return null;
  return `${progress.done.toLocaleString('en')} of ${rows(progress.total)}`;
}

/** A job's progress as a percentage (0–100), or null when not known. */
export function progressPercent(progress: ImportView['progress']): number | null {
  if (!progress || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}

/** A file size for people: "512 B", "14.2 kB", "3.1 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * A cell as the preview shows it: a workbook's date cell comes as an ISO time at midnight UTC
 * (`2026-01-17T00:00:00.000Z`), which reads as the date it is.
 */
export const cellText = (value: string | undefined): string =>
  /^\d{4}-\d{2}-\d{2}T00:00:00(?:\.000)?Z$/.test(value ?? '') ? value!.slice(0, 10) : (value ?? '');

/** The files the upload takes, by their ending. */
export const ACCEPTED = ['.csv', '.xlsx'] as const;
export const ACCEPT_ATTRIBUTE = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether a file's name says CSV or XLSX (the server decides from the content; this catches a wrong pick early). */
export const isAccepted = (name: string): boolean => ACCEPTED.some((end) => name.toLowerCase().endsWith(end));

/**
 * The problems of a mapping before it is saved: two columns filling one field (the second would overwrite the
 * first), and the required fields no column fills (every row would fail them).
 */
export function mappingProblems(
  mapping: Readonly<Record<string, string | null>>,
  fields: readonly { name: string; label: string; required: boolean }[],
): { duplicates: string[]; missing: string[] } {
  const seen = new Map<string, number>();
  for (const field of Object.values(mapping)) if (field) seen.set(field, (seen.get(field) ?? 0) + 1);
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label ?? name;
  return {
    duplicates: [...seen].filter(([, count]) => count > 1).map(([name]) => labelOf(name)),
    missing: fields.filter((field) => field.required && !seen.has(field.name)).map((field) => field.label),
  };
}

/** The kinds of field that can identify an item across imports: one value per row (as the server decides). */
const KEY_KINDS: ReadonlySet<string> = new Set([
  'text',
  'url',
  'email',
  'number',
  'date',
  'enum',
  'reference',
  'country',
]);
export const canBeKey = (field: { kind: string }): boolean => KEY_KINDS.has(field.kind);
