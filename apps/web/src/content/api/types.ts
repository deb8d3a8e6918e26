import type { JournalAction } from '@rh/core/content';
/** Shapes of the generic content API (`/api/content/{type}`, `/api/search`), as the server answers them. */

export interface Person {
  id: string;
  name: string;
}

/** What the caller may do with an item; the server decides, the client only reads it (CONVENTIONS 7). */
export interface ItemAbilities {
  update: boolean;
  delete: boolean;
  restore: boolean;
  /** Names of the workflow transitions the caller may take now. */
  transitions: string[];
  /** Transitions the caller holds the grant for but may not take, for a reason of their own ("you wrote this"). */
  withheld?: { name: string; reason: string }[];
}

/** Title and type of an item a reference field points at, by id; `readable`: the user may open it. */
export type Refs = Readonly<Record<string, { type: string; title: string; readable: boolean }>>;

/** An item as a picker knows it (`GET /api/content/{type}/lookup`). */
export interface LookupItem {
  id: string;
  title: string;
  key: string | null;
}

export interface Item {
  id: string;
  type: string;
  /** The natural key (e.g. a regulator code), usable instead of the id. */
  key: string | null;
  /** Send it back with a change: a stale version answers 409. */
  version: number;
  stage: string | null;
  title: string;
  data: Record<string, unknown>;
  refs: Refs;
  createdAt: string;
  createdBy: Person | null;
  updatedAt: string;
  updatedBy: Person | null;
  deletedAt: string | null;
  abilities: ItemAbilities;
  /** The caller's reading (read, starred), on items of a type with a reader (content/api/reading.ts). */
  reading?: { read: boolean; starred: boolean };
}

export interface Total {
  value: number;
  /** false: an estimate (large lists). */
  exact: boolean;
}

export interface ItemPage {
  items: Item[];
  nextCursor: string | null;
  total: Total;
  abilities: { create: boolean };
}

/** A list's query string without the cursor: q, sort, limit, deleted and one entry per filter (values joined by commas). */
export type ListParams = Readonly<Record<string, string>>;

export interface JournalChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface JournalEntry {
  id: number;
  at: string;
  user: Person | null;
  action: JournalAction;
  version: number;
  changes: JournalChange[];
  transition: string | null;
  fromStage: string | null;
  toStage: string | null;
  comment: string | null;
}

export interface ItemLink {
  id: string;
  relation: string;
  /** out: this item points at the other; in: the other points at this one. */
  direction: 'out' | 'in';
  item: { id: string; type: string; title: string; deletedAt: string | null };
}

/** One issue of a 400 answer: `path` like `/data/name` or `data.name`. */
export interface ValidationIssue {
  where?: string;
  path: string;
  message: string;
}
