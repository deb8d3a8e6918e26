import type { ContentType } from '@rh/core/content';
import { htmlToText } from '../../fields/format.ts';

/** The pure parts of the reader layout (issue 13): what a row shows, which layout a list opens in, what becomes read. */

export type ListView = 'reader' | 'table';

/**
 * A summary as the few lines a row shows: its plain text (tags stripped, entities decoded, whitespace collapsed),
 * cut at a word near `max` characters with an ellipsis. The row clamps it to its lines with CSS; the cut only keeps
 * the page from carrying a whole article per row.
 */
export function summaryText(value: unknown, max = 400): string {
  if (typeof value !== 'string') return '';
  const text = htmlToText(value);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

const storageKey = (type: ContentType) => `rh.list.view.${type.name}`;

/**
 * The layout a list shows: only a type with a reader has a choice. The address wins (`view=table` or `view=reader`
 * reproduces a view), then what the user last chose for the type, then the reader.
 */
export function chooseView(type: ContentType, fromUrl: string | null, remembered: string | null): ListView {
  if (!type.reader) return 'table';
  for (const choice of [fromUrl, remembered]) if (choice === 'table' || choice === 'reader') return choice;
  return 'reader';
}

export function rememberedView(type: ContentType): string | null {
  try {
    return localStorage.getItem(storageKey(type));
  } catch {
    return null;
  }
}

export function rememberView(type: ContentType, view: ListView): void {
  try {
    localStorage.setItem(storageKey(type), view);
  } catch {
    // Without storage the choice lasts as long as the address keeps it.
  }
}

/**
 * The one rule of reading by moving (issue 13): the row that was chosen and is left becomes read, and so does the
 * row shown (in the reading pane, or opened). Answers the ids to mark read, each once, leaving out those already
 * read (`isRead`).
 */
export function readOnMove(
  previous: string | null,
  next: string | null,
  showsChosen: boolean,
  isRead: (id: string) => boolean,
): string[] {
  const ids = [previous !== next ? previous : null, showsChosen ? next : null];
  return [...new Set(ids.filter((id): id is string => id !== null && !isRead(id)))];
}

/** The filters of a row's group in the unread side list: that source, regulator or topic, and unread only. */
export type UnreadGroupKind = 'source' | 'regulator' | 'topics';

export function unreadFilter(
  filters: Readonly<Record<string, readonly string[]>>,
  kind: UnreadGroupKind | null,
  id: string | null,
): Record<string, readonly string[]> {
  const next: Record<string, readonly string[]> = { ...filters };
  for (const name of ['source', 'regulator', 'topics'] as const) delete next[name];
  if (kind && id) next[kind] = [id];
  next.unread = ['true'];
  return next;
}

/** Is the list filtered to exactly this group (the side list shows it chosen). */
export function isGroupShown(
  filters: Readonly<Record<string, readonly string[]>>,
  kind: UnreadGroupKind,
  id: string,
): boolean {
  const values = filters[kind];
  return values?.length === 1 && values[0] === id && filters.unread?.[0] === 'true';
}

/** What this page marked (read, starred) over the reading the server had told it then (`base`). */
export interface LocalReading {
  base: { read: boolean; starred: boolean } | undefined;
  change: { read?: boolean; starred?: boolean };
}

/**
 * An item's reading as a row shows it: what this page marked, until the server's answer moves on from what it said
 * when the mark was made (then the server knows better: the mark itself, or a change made elsewhere since).
 */
export function readingNow(
  server: { read: boolean; starred: boolean } | undefined,
  local: LocalReading | undefined,
): { read: boolean; starred: boolean } | undefined {
  if (!server) return undefined;
  if (!local) return server;
  const moved = !local.base || local.base.read !== server.read || local.base.starred !== server.starred;
  return moved ? server : { ...server, ...local.change };
}

/**
 * Marks gathered for a moment and sent as one: j held down a list marks each row it leaves, and the server hears of
 * them once per `delayMs` (one request, one refresh of the counts), not once per key. `flush` sends what waits now
 * (the list unmounting, the page being left).
 */
export function markBatcher(send: (ids: string[]) => void, delayMs = 400) {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending.size) return;
    const ids = [...pending];
    pending = new Set();
    send(ids);
  };
  return {
    add(ids: readonly string[]) {
      for (const id of ids) pending.add(id);
      // From the first mark, not the last: a key held down still sends every `delayMs`.
      if (pending.size && timer === undefined) timer = setTimeout(flush, delayMs);
    },
    flush,
  };
}
