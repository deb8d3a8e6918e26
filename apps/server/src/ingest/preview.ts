import { termList, type TermsKind } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { Data } from '../content/columns.ts';
import { matchesWords, SEARCH_CONFIG } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';
import { compileRule, matchRule, textsOf, type RuleMatch } from './rules.ts';

/** The most candidate items a preview reads (the newest first); beyond, it says it checked only these. */
export const PREVIEW_CANDIDATES = 20_000;
/** Text shown on each side of a match. */
const CONTEXT = 60;

/** A piece of an item's field with the matches in it, as offsets into `text`. */
export interface Snippet {
  field: string;
  text: string;
  marks: [number, number][];
}

export interface PreviewItem {
  id: string;
  title: string;
  date: string | null;
  snippets: Snippet[];
}

export interface RulePreview {
  /** Items the rule would tag among those checked. */
  matched: number;
  /** Items checked against the rule. */
  checked: number;
  /** false: more items were candidates than the preview reads (the newest were checked). */
  complete: boolean;
  /** The newest matched items, with the matched text. */
  items: PreviewItem[];
  tookMs: number;
}

/** Windows of text around the matches of one field, overlapping ones joined. */
function snippets(texts: Record<string, string>, matches: readonly RuleMatch[]): Snippet[] {
  const out: Snippet[] = [];
  for (const field of [...new Set(matches.map((match) => match.field))]) {
    const text = texts[field]!;
    let current: { start: number; end: number; marks: [number, number][] } | null = null;
    const flush = () => {
      if (!current) return;
      const prefix = current.start > 0 ? '…' : '';
      const suffix = current.end < text.length ? '…' : '';
      out.push({
        field,
        text: `${prefix}${text.slice(current.start, current.end)}${suffix}`,
        marks: current.marks.map(([s, e]) => [s - current!.start + prefix.length, e - current!.start + prefix.length]),
      });
    };
    for (const match of matches.filter((entry) => entry.field === field)) {
      const start = Math.max(0, match.start - CONTEXT);
      const end = Math.min(text.length, match.end + CONTEXT);
      if (current && start <= current.end) {
        current.end = Math.max(current.end, end);
        current.marks.push([match.start, match.end]);
      } else {
        flush();
        current = { start, end, marks: [[match.start, match.end]] };
      }
    }
    flush();
  }
  return out;
}

/**
 * The full-text condition that every item a words or phrases rule matches must meet (any of its terms), so that the
 * preview reads only those; null when there is none (a pattern, the link alone, terms that are only stop words).
 */
async function prefilter(db: Database, data: Data): Promise<SQL | null> {
  const kind = (data.match as TermsKind | undefined) ?? 'words';
  const fields = (data.fields as string[] | undefined) ?? [];
  if (kind === 'pattern' || !fields.some((field) => field !== 'url')) return null;
  const terms = termList(kind, String(data.terms ?? ''));
  if (!terms.length) return null;
  const query = terms.map((term) => `"${term.replace(/"/g, ' ')}"`).join(' OR ');
  const [check] = await queryRows<{ empty: boolean }>(
    db,
    sql`SELECT bool_or(numnode(websearch_to_tsquery(${SEARCH_CONFIG}, t)) = 0) AS empty
      FROM unnest(${sql.param(terms)}::text[]) t`,
  );
  if (check?.empty) return null;
  return matchesWords(sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${query})`);
}

/**
 * What a rule (saved or not) would tag among the news items already stored: how many, and the newest of them with
 * the matched text. Words and phrases read only the items the full-text index says contain a term; the rule's own
 * matching then decides, exactly as on arriving items. `data` must be valid rule data.
 */
export async function previewRule(db: Database, data: Data, limit = 50): Promise<RulePreview> {
  const started = performance.now();
  const rule = compileRule('preview', data);
  const conditions: SQL[] = [sql`type = 'newsitem'`, sql`deleted_at IS NULL`];
  const fullText = await prefilter(db, data);
  if (fullText) conditions.push(fullText);
  if (rule.source) conditions.push(sql`source = ${rule.source}::uuid`);
  const rows = await queryRows<{ id: string; date: string | null; data: Data }>(
    db,
    // The newest candidates are chosen by id and date alone, then their texts read: sorting the texts along spilled
    // tens of megabytes to disk for a common phrase.
    sql`WITH c AS (SELECT id, date FROM content_items WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY date DESC NULLS LAST, id DESC LIMIT ${PREVIEW_CANDIDATES + 1})
      SELECT c.id, c.date, jsonb_build_object('title', i.data->'title', 'summary', i.data->'summary', 'content',
        i.data->'content', 'url', i.data->'url') AS data
      FROM c JOIN content_items i ON i.id = c.id ORDER BY c.date DESC NULLS LAST, c.id DESC`,
  );
  const complete = rows.length <= PREVIEW_CANDIDATES;
  const candidates = rows.slice(0, PREVIEW_CANDIDATES);
  let matched = 0;
  const items: PreviewItem[] = [];
  for (const row of candidates) {
    const texts = textsOf(row.data);
    const matches = matchRule(rule, texts, rule.source);
    if (!matches) continue;
    matched += 1;
    if (items.length < limit) {
      items.push({
        id: row.id,
        title: String(row.data.title ?? ''),
        date: row.date === null ? null : new Date(row.date).toISOString(),
        snippets: snippets(texts, matches),
      });
    }
  }
  return { matched, checked: candidates.length, complete, items, tookMs: Math.round(performance.now() - started) };
}
