import type { Database } from '../db/client.ts';
import type { Data } from './columns.ts';

/**
 * A plug-in's say in what is stored: gets an item's validated data (and, on an update, what it was before) inside
 * the write's transaction, and answers the data to store, which is validated again. The ingest module registers
 * the auto-tagging rules for news items, so that an item written by hand is tagged as a fetched one is.
 */
export type BeforeWrite = (db: Database, data: Data, previous: Data | null) => Promise<Data>;

/** A write that has happened, inside its transaction: what a plug-in that reacts to it reads. */
export interface WriteEvent {
  type: string;
  id: string;
  action: 'create' | 'update';
  /** The item's version after the write: its journal row is (item_id, version). */
  version: number;
  data: Data;
  /** The data before an update; null on a create. */
  previous: Data | null;
  /** Names of the fields that changed (every field given, on a create). */
  changed: readonly string[];
  userId: string | null;
}

/**
 * A plug-in's reaction to a write, in the write's transaction (a failure undoes the write): issue 14's review flags
 * (a regulation's change flags the obligations and controls below it; editing a flagged obligation clears its flag).
 */
export type AfterWrite = (db: Database, event: WriteEvent) => Promise<void>;

/**
 * The per-type `beforeWrite` and `afterWrite` plug-ins of one app (CONVENTIONS 13: plug-ins register with the engine; the engine
 * imports none of them). Built at the app's top and handed to the content service and to the modules that plug in.
 */
export class WriteHooks {
  private readonly byType = new Map<string, BeforeWrite[]>();
  private readonly afterByType = new Map<string, AfterWrite[]>();

  /** Adds a plug-in for a type's writes; plug-ins run in the order they were added. */
  register(typeName: string, hook: BeforeWrite): void {
    this.byType.set(typeName, [...(this.byType.get(typeName) ?? []), hook]);
  }

  /** Adds a reaction to a type's writes (create, update through the content service), run in the order added. */
  registerAfter(typeName: string, hook: AfterWrite): void {
    this.afterByType.set(typeName, [...(this.afterByType.get(typeName) ?? []), hook]);
  }

  /** Runs the reactions of the event's type. */
  async afterWrite(db: Database, event: WriteEvent): Promise<void> {
    for (const hook of this.afterByType.get(event.type) ?? []) await hook(db, event);
  }

  /** Whether any `beforeWrite` plug-in runs on this type's writes. */
  has(typeName: string): boolean {
    return this.byType.has(typeName);
  }

  /** The data after every plug-in of the type has had its say. */
  async beforeWrite(db: Database, typeName: string, data: Data, previous: Data | null): Promise<Data> {
    let out = data;
    for (const hook of this.byType.get(typeName) ?? []) out = await hook(db, out, previous);
    return out;
  }
}
