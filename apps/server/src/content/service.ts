import { can, type Action } from '@rh/core';
import { authorReason, dataSchema, patchSchema, refusalOf, type ContentType } from '@rh/core/content';
import type { z } from 'zod';
import type { Identity } from '../auth/identity.ts';
import type { Database } from '../db/client.ts';
import { refusal } from '../db/errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { Data } from './columns.ts';
import { present, userIdOf, type ItemView } from './present.ts';
import { sanitizeRichText } from './sanitize.ts';
import {
  changesOf,
  findItem,
  insertItems,
  liveItems,
  markItem,
  storedData,
  syncFieldLinks,
  updateItemData,
  writeItem,
  writeJournal,
  type ItemRow,
} from './store.ts';
import { checkTree } from './tree.ts';
import { WriteHooks } from './write-hooks.ts';

/** Refuses unless the caller's roles grant the action on the type's resource (deny by default, §6). */
export function assertCan(identity: Identity, type: ContentType, action: Action): void {
  if (!can(identity.roles, type.resource, action)) {
    throw forbidden(`You may not ${action} ${type.plural.toLowerCase()}.`);
  }
}

/** A zod failure as the 400 every other validation gives: issues with the field's path under `data`. */
function invalid(error: z.ZodError): never {
  const issues = error.issues.map((issue) => ({
    where: 'body',
    path: ['data', ...issue.path].join('.'),
    message: issue.message,
  }));
  throw badRequest('Some fields are not valid.', { issues });
}

/** Validates data against the type, cleans rich text, stores date-times in UTC. */
function clean(type: ContentType, data: Data): Data {
  const parsed = dataSchema(type).safeParse(data);
  if (!parsed.success) invalid(parsed.error);
  const out = storedData(type, parsed.data);
  for (const field of type.fields) {
    if (field.kind === 'richtext' && typeof out[field.name] === 'string') {
      out[field.name] = sanitizeRichText(out[field.name] as string);
    }
  }
  return out;
}

/** Reference fields must point at live items of their target type. */
async function checkReferences(db: Database, type: ContentType, data: Data): Promise<void> {
  const wanted: { field: string; to: string; id: string }[] = [];
  for (const field of type.fields) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const value = data[field.name];
    const ids = Array.isArray(value) ? value : value ? [value] : [];
    for (const id of ids) wanted.push({ field: field.name, to: field.to!, id: String(id) });
  }
  const found = await liveItems(
    db,
    wanted.map((ref) => ref.id),
  );
  const issues = wanted
    .filter((ref) => found.get(ref.id) !== ref.to)
    .map((ref) => ({ where: 'body', path: `data.${ref.field}`, message: `No ${ref.to} has the id ${ref.id}` }));
  if (issues.length) throw badRequest('Some references point at nothing.', { issues });
}

/** The data with a date field set to now: the day (UTC) for a date, the instant for a date-time. */
function stampDate(type: ContentType, field: string, data: Data): Data {
  const now = new Date().toISOString();
  const kind = type.fields.find((candidate) => candidate.name === field)?.kind;
  return { ...data, [field]: kind === 'date' ? now.slice(0, 10) : now };
}

const keyConflict =
  (type: ContentType) =>
  (error: unknown): never => {
    throw refusal(error, {
      unique: () =>
        conflict(`Another ${type.label.toLowerCase()} has this ${type.keyField ?? 'key'} already.`, {
          issues: [{ where: 'body', path: `data.${type.keyField}`, message: 'Already in use' }],
        }),
    });
  };

/**
 * The generic content service: every operation checks the caller's grants on the type (CONVENTIONS 7), validates,
 * and writes the change, its journal row and its links in one transaction (CONVENTIONS 8).
 */
export class ContentService {
  private readonly db: Database;
  private readonly hooks: WriteHooks;

  /** `hooks`: the plug-ins that have a say in what a type stores (auto-tagging of news items). */
  constructor(db: Database, hooks: WriteHooks = new WriteHooks()) {
    this.db = db;
    this.hooks = hooks;
  }

  /** The cleaned data after the type's plug-ins, cleaned again: what they add is held to the type's rules too. */
  private async prepared(tx: Database, type: ContentType, data: Data, previous: Data | null): Promise<Data> {
    if (!this.hooks.has(type.name)) return data;
    return clean(type, await this.hooks.beforeWrite(tx, type.name, data, previous));
  }

  /** The item, or a 404; with `roles`, among those these roles may see (a reader's unpublished item is a 404). */
  private async one(
    db: Database,
    type: ContentType,
    idOrKey: string,
    lock = false,
    roles?: readonly string[],
  ): Promise<ItemRow> {
    const row = await findItem(db, type, idOrKey, lock, roles);
    if (!row) throw notFound(`No ${type.label.toLowerCase()} has the id ${idOrKey}.`);
    return row;
  }

  private async view(type: ContentType, row: ItemRow, identity: Identity, db = this.db): Promise<ItemView> {
    const [item] = await present(db, type, [row], identity);
    return item!;
  }

  /** A stale version is a 409 carrying the current item (read in the transaction: PGlite has one connection). */
  private stale(tx: Database, type: ContentType, row: ItemRow, version: number | undefined, identity: Identity) {
    if (version === undefined || row.version === version) return Promise.resolve();
    return this.view(type, row, identity, tx).then((current) => {
      throw conflict(
        `Someone else changed this ${type.label.toLowerCase()} (now version ${row.version}, you had ${version}). Reload to see their changes.`,
        { current },
      );
    });
  }

  async get(identity: Identity, type: ContentType, idOrKey: string): Promise<ItemView> {
    assertCan(identity, type, 'read');
    return this.view(type, await this.one(this.db, type, idOrKey, false, identity.roles), identity);
  }

  async create(identity: Identity, type: ContentType, input: Data): Promise<ItemView> {
    assertCan(identity, type, 'create');
    const cleaned = clean(type, input);
    const userId = userIdOf(identity);
    const row = await this.db
      .transaction(async (tx) => {
        const data = await this.prepared(tx, type, cleaned, null);
        await checkReferences(tx, type, data);
        const [created] = await insertItems(tx, type, [{ data, stage: type.workflow?.initial ?? null, userId }]);
        await checkTree(tx, type, created!.id, data);
        await syncFieldLinks(tx, type, created!.id, data, userId);
        const changes = changesOf(type, {}, data);
        await writeJournal(tx, [
          {
            itemId: created!.id,
            type: type.name,
            userId,
            action: 'create',
            version: created!.version,
            changes,
            toStage: created!.stage,
          },
        ]);
        await this.hooks.afterWrite(tx, {
          type: type.name,
          id: created!.id,
          action: 'create',
          version: created!.version,
          data,
          previous: null,
          changed: changes.map((change) => change.field),
          userId,
        });
        return created!;
      })
      .catch(keyConflict(type));
    return this.view(type, row, identity);
  }

  async update(identity: Identity, type: ContentType, id: string, version: number, patch: Data): Promise<ItemView> {
    assertCan(identity, type, 'update');
    const parsedPatch = patchSchema(type).safeParse(patch);
    if (!parsedPatch.success) invalid(parsedPatch.error);
    const userId = userIdOf(identity);
    const row = await this.db
      .transaction(async (tx) => {
        const current = await this.one(tx, type, id, true);
        if (current.deletedAt) throw conflict(`This ${type.label.toLowerCase()} is deleted; restore it first.`);
        await this.stale(tx, type, current, version, identity);
        const data = await this.prepared(tx, type, clean(type, { ...current.data, ...patch }), current.data);
        const changes = changesOf(type, current.data, data);
        if (changes.length === 0) return current;
        await checkReferences(tx, type, data);
        await checkTree(tx, type, current.id, data);
        const updated = await updateItemData(tx, type, current.id, data, changes, userId);
        await this.hooks.afterWrite(tx, {
          type: type.name,
          id: current.id,
          action: 'update',
          version: updated.version,
          data,
          previous: current.data,
          changed: changes.map((change) => change.field),
          userId,
        });
        return updated;
      })
      .catch(keyConflict(type));
    return this.view(type, row, identity);
  }

  /** Soft delete (spec "deleted" lists) or restore. */
  async setDeleted(
    identity: Identity,
    type: ContentType,
    id: string,
    deleted: boolean,
    version?: number,
  ): Promise<ItemView> {
    assertCan(identity, type, 'delete');
    const userId = userIdOf(identity);
    const row = await this.db
      .transaction(async (tx) => {
        const current = await this.one(tx, type, id, true);
        if ((current.deletedAt !== null) === deleted) {
          throw conflict(`This ${type.label.toLowerCase()} is ${deleted ? 'deleted' : 'not deleted'} already.`);
        }
        await this.stale(tx, type, current, version, identity);
        const changed = await markItem(tx, current.id, userId, { deleted });
        await writeJournal(tx, [
          {
            itemId: current.id,
            type: type.name,
            userId,
            action: deleted ? 'delete' : 'restore',
            version: changed.version,
          },
        ]);
        return changed;
      })
      .catch(keyConflict(type));
    return this.view(type, row, identity);
  }

  /** A workflow transition: stage check, permission, four eyes; the move and its journal row in one transaction. */
  async transition(
    identity: Identity,
    type: ContentType,
    id: string,
    name: string,
    version: number,
    comment: string | null,
  ): Promise<ItemView> {
    assertCan(identity, type, 'read');
    const workflow = type.workflow;
    if (!workflow) throw notFound(`${type.plural} have no workflow.`);
    const userId = userIdOf(identity);
    const row = await this.db.transaction(async (tx) => {
      const current = await this.one(tx, type, id, true);
      if (current.deletedAt) throw conflict(`This ${type.label.toLowerCase()} is deleted; restore it first.`);
      await this.stale(tx, type, current, version, identity);
      const stage = current.stage ?? workflow.initial;
      const isAuthor = current.createdBy !== null && current.createdBy === userId;
      const transition = workflow.transitions.find((candidate) => candidate.name === name);
      switch (refusalOf(workflow, name, stage, identity.roles, isAuthor)) {
        case 'unknown':
          throw notFound(`${type.plural} have no transition named ${name}.`);
        case 'stage':
          throw conflict(`“${transition!.label}” is not possible from the stage ${stage}.`, { stage });
        case 'permission':
          throw forbidden(`You may not “${transition!.label.toLowerCase()}” ${type.plural.toLowerCase()}.`);
        case 'author':
          throw forbidden(authorReason(type.label, transition!.label));
        case null:
          break;
      }
      // A move that dates the item (publishing) fills its date when empty, in the same version.
      const stamp = transition!.stamps;
      const stamped = stamp && !current.data[stamp] ? stampDate(type, stamp, current.data) : null;
      const moved = stamped
        ? await writeItem(tx, type, current.id, stamped, userId, transition!.to)
        : await markItem(tx, current.id, userId, { stage: transition!.to });
      await writeJournal(tx, [
        {
          itemId: current.id,
          type: type.name,
          userId,
          action: 'transition',
          version: moved.version,
          changes: stamped ? changesOf(type, current.data, stamped) : [],
          transition: name,
          fromStage: stage,
          toStage: transition!.to,
          comment,
        },
      ]);
      return moved;
    });
    return this.view(type, row, identity);
  }
}
