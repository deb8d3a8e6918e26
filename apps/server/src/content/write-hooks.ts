import type { Database } from '../db/client.ts';
import type { Data } from './columns.ts';

/**
 * A plug-in's say in what is stored: gets an item's validated data (and, on an update, what it was before) inside
 * the write's transaction, and answers the data to store, which is validated again. The ingest module registers
 * the auto-tagging rules for news items, so that an item written by hand is tagged as a fetched one is.
 */
export type BeforeWrite = (db: Database, data: Data, previous: Data | null) => Promise<Data>;

/**
 * The per-type `beforeWrite` plug-ins of one app (CONVENTIONS 13: plug-ins register with the engine; the engine
 * imports none of them). Built at the app's top and handed to the content service and to the modules that plug in.
 */
export class WriteHooks {
  private readonly byType = new Map<string, BeforeWrite[]>();

  /** Adds a plug-in for a type's writes; plug-ins run in the order they were added. */
  register(typeName: string, hook: BeforeWrite): void {
    this.byType.set(typeName, [...(this.byType.get(typeName) ?? []), hook]);
  }

  /** Whether any plug-in runs on this type's writes. */
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
