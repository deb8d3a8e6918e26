/** Where an import stands (the server's `imports.status`). */
export type ImportStatus = 'uploaded' | 'validating' | 'validated' | 'importing' | 'done' | 'failed';

/** An import as the API shows it (`/api/imports`). */
export interface ImportView {
  id: string;
  /** The content type's name. */
  type: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  /** In bytes. */
  size: number;
  status: ImportStatus;
  /** The file's column headers, in order. */
  columns: string[];
  /** Column header → field name; null or absent: the column is not imported. */
  mapping: Record<string, string | null>;
  /** The field that identifies an item across imports; null: every row creates an item. */
  keyField: string | null;
  rowsTotal: number;
  rowsValid: number;
  rowsInvalid: number;
  created: number;
  updated: number;
  /** Why the latest job stopped, when it failed. */
  error: string | null;
  /** The running job's rows done of rows to do; null when no job runs or the total is not known yet. */
  progress: { done: number; total: number } | null;
  createdAt: string;
  finishedAt: string | null;
  createdBy: { id: string; name: string } | null;
}

/** A field of the import's content type that a column may fill. */
export interface ImportField {
  name: string;
  label: string;
  kind: string;
  required: boolean;
  /** The type a reference field points at (matched by title or key); null for other fields. */
  reference: string | null;
}

/** One checked cell problem. */
export interface CellError {
  /** The file's column; null: the row as a whole. */
  column: string | null;
  field: string | null;
  message: string;
}

/** A row of the preview: its number in the file (1: the first data row), its cells and what is wrong with them. */
export interface PreviewRow {
  row: number;
  cells: Record<string, string>;
  errors: CellError[];
}

/** A stored error of the dry run or of the import. */
export interface ImportError extends CellError {
  row: number;
  value: string | null;
}

/** The query keys of the imports: everything of one import sits under its key, so one invalidation reloads it all. */
export const importKeys = {
  all: ['apps', 'imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  one: (id: string) => [...importKeys.all, 'one', id] as const,
  preview: (id: string, limit: number) => [...importKeys.one(id), 'preview', limit] as const,
  errors: (id: string, offset: number, limit: number) => [...importKeys.one(id), 'errors', offset, limit] as const,
};
