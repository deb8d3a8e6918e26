import { nameUuid, Rng, seedOf } from './random.ts';

/** Demo users who author items, by username (see DEMO_USERS in bootstrap.ts). */
export type DemoAuthor = 'editor' | 'reviewer' | 'approver' | 'analyst' | 'obligations' | 'controls' | 'impact' | 'mar';

/** One item of the demo before it gets its id: the data as declared, with references already as ids. */
export interface DemoItem {
  /** Names the item for its id (default: the type's key field, else its title). */
  key?: string;
  data: Record<string, unknown>;
  stage?: string;
  by?: DemoAuthor;
  createdAt?: string;
}

/** A regulation's document stored in `files`: the value of its file field. */
export interface StoredDocument {
  name: string;
  url: string;
  mediaType: string;
  size: number;
}

/** Items per type, as one data module returns them. */
export type DemoSet = Partial<Record<string, DemoItem[]>>;

const DAY = 86_400_000;

/**
 * What data modules build on: a fixed anchor date, a seeded random stream per module, and ids by name, so a
 * module points at an item of another (`ctx.ref('regulator', 'ESMA')`) without knowing the order of insertion.
 */
export class DemoContext {
  readonly now: Date;
  /** Ids of the demo users found in the database; null when absent (items are then by nobody). */
  readonly users: Readonly<Partial<Record<DemoAuthor, string | null>>>;
  /** Ids of items built so far, by type (the loader records each module's output here as it goes). */
  readonly built = new Map<string, DemoItemWithId[]>();

  /** Where the server serves the demo's own feeds (its PUBLIC_URL); none: no demo feed sources. */
  readonly feedBase: string | null;

  /**
   * Files stored for the demo's regulations (load.ts makes them before the items), by regulation key: their
   * `document` points at them. None (pure builds, tests): those regulations link to EUR-Lex like the others.
   */
  readonly documents: Readonly<Record<string, StoredDocument>>;

  constructor(
    now: Date,
    users: Partial<Record<DemoAuthor, string | null>> = {},
    feedBase: string | null = null,
    documents: Readonly<Record<string, StoredDocument>> = {},
  ) {
    this.now = now;
    this.users = users;
    this.feedBase = feedBase;
    this.documents = documents;
  }

  /** The id of the item of `type` named `key`: the same on every machine. */
  ref(type: string, key: string): string {
    return demoId(type, key);
  }

  refs(type: string, keys: readonly string[]): string[] {
    return keys.map((key) => this.ref(type, key));
  }

  /** A random stream of its own for one part of the demo, so adding data elsewhere changes nothing here. */
  rng(name: string): Rng {
    return new Rng(seedOf(`demo:${name}`));
  }

  /** The date `days` from the anchor (negative: before), as YYYY-MM-DD. */
  day(days: number): string {
    return new Date(this.now.getTime() + days * DAY).toISOString().slice(0, 10);
  }

  /** The instant `days` (fractional) from the anchor, ISO with Z. */
  at(days: number): string {
    return new Date(this.now.getTime() + days * DAY).toISOString();
  }

  /** Items of a type built so far (to point at: news for insights, insights for publications). */
  items(type: string): readonly DemoItemWithId[] {
    return this.built.get(type) ?? [];
  }
}

export interface DemoItemWithId extends DemoItem {
  id: string;
  type: string;
}

/** The id of a demo item. */
export function demoId(type: string, key: string): string {
  return nameUuid('rh-demo', type, key);
}

/** Lower-case words joined by dashes, for slugs and keys. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Paragraphs of HTML from plain sentences or paragraphs. */
export function paragraphs(...texts: readonly string[]): string {
  return texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
