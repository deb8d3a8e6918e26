import type { Identity } from './identity.ts';

interface Entry {
  identity: Identity;
  /** When the cached copy must be read again from the database at the latest. */
  staleAt: number;
  /** The session's own expiry, or the time its last use must be written again. */
  validUntil: number;
}

/**
 * Identities by session or API-key hash, kept in this process so that a signed-in call need not ask the
 * database who is calling. The database stays the truth: its triggers announce every change that affects an
 * identity (user, group, membership, account, key, ended session) on the `rh_auth` channel, and each process
 * drops what it cached. Until that channel is listened to, nothing is cached.
 */
export class IdentityCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening = false;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 20_000;
  }

  get(key: string): Identity | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = Date.now();
    if (now >= entry.staleAt || now >= entry.validUntil) {
      this.entries.delete(key);
      return null;
    }
    return entry.identity;
  }

  /** A token taken before reading the database; `set` ignores a read that an invalidation overtook. */
  ticket(): number {
    return this.generation;
  }

  set(key: string, identity: Identity, validUntil: number, ticket: number): void {
    if (!this.listening || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { identity, staleAt: Date.now() + this.ttlMs, validUntil });
  }

  /** Drops one session (`s:<hash>`), or everything (`*`): the payloads of the `rh_auth` channel. */
  invalidate(message: string): void {
    this.generation += 1;
    if (message.startsWith('s:')) this.entries.delete(message.slice(2));
    else this.entries.clear();
  }

  /** Whether invalidations arrive; when they stop (a lost connection), the cache empties and stays off. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidate('*');
  }
}

/** The channel the database announces identity changes on (see the auth_notify migration). */
export const AUTH_CHANNEL = 'rh_auth';
