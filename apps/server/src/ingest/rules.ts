import { contentType, termsRegExp, type TermsKind } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { Data } from '../content/columns.ts';
import { decodeHTML } from 'entities';
import { queryRows, type Database } from '../db/client.ts';

const AUTOTAG = contentType('autotag');
/** The most of a field a rule reads (a rule runs on every arriving item). */
const MAX_TEXT = 20_000;

/** Where a rule matched: the field, and the span of the text. */
export interface RuleMatch {
  field: string;
  start: number;
  end: number;
}

/** A rule ready to run. */
export interface CompiledRule {
  id: string;
  name: string;
  source: string | null;
  fields: readonly string[];
  terms: RegExp;
  exclude: RegExp | null;
  data: Data;
}

/** An auto-tagging rule's data made ready to run; throws TermsError on terms that make no expression. */
export function compileRule(id: string, data: Data): CompiledRule {
  return {
    id,
    name: String(data.name ?? ''),
    source: typeof data.source === 'string' ? data.source : null,
    fields: (data.fields as string[] | undefined) ?? ['title'],
    terms: termsRegExp((data.match as TermsKind | undefined) ?? 'words', String(data.terms ?? '')),
    exclude: typeof data.exclude === 'string' && data.exclude.trim() ? termsRegExp('phrases', data.exclude) : null,
    data,
  };
}

/** The text of stored (already sanitised) HTML, fast: tags to spaces, entities decoded. */
function textOfHtml(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The texts of a news item a rule reads, by field (rich content as plain text). */
export function textsOf(data: Data): Record<string, string> {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
  return {
    title: text(data.title),
    summary: text(data.summary),
    content: typeof data.content === 'string' ? textOfHtml(data.content.slice(0, MAX_TEXT * 2)).slice(0, MAX_TEXT) : '',
    url: text(data.url),
  };
}

/** Where a rule matches these texts (every match, by field), or null when it does not apply. */
export function matchRule(
  rule: CompiledRule,
  texts: Record<string, string>,
  sourceId: string | null,
): RuleMatch[] | null {
  if (rule.source && rule.source !== sourceId) return null;
  const found: RuleMatch[] = [];
  for (const field of rule.fields) {
    const text = texts[field] ?? '';
    if (!text) continue;
    if (rule.exclude) {
      rule.exclude.lastIndex = 0;
      if (rule.exclude.test(text)) return null;
    }
    for (const match of text.matchAll(rule.terms)) {
      found.push({ field, start: match.index, end: match.index + match[0].length });
    }
  }
  return found.length ? found : null;
}

/**
 * What rules set on an item: lists joined (tags, types, topics, countries), a regulator or impact by the first rule
 * that sets one (a rule may override the source's regulator, not an earlier rule's). `autoTags` records each value
 * a rule added, as `field:value`, so that the web can mark what a rule set rather than a person.
 */
export function applyRules(rules: readonly CompiledRule[], data: Data, sourceId: string | null): Data {
  const texts = textsOf(data);
  const out: Data = { ...data };
  const auto = new Set<string>((data.autoTags as string[] | undefined) ?? []);
  const single = new Set<string>();
  for (const rule of rules) {
    if (!matchRule(rule, texts, sourceId)) continue;
    for (const field of ['tags', 'newsTypes', 'topics', 'countries'] as const) {
      const add = (rule.data[field] as string[] | undefined) ?? [];
      if (!add.length) continue;
      const current = (out[field] as string[] | undefined) ?? [];
      for (const value of add) {
        if (!current.includes(value)) auto.add(`${field}:${value}`);
      }
      out[field] = [...new Set([...current, ...add])];
    }
    for (const field of ['regulator', 'impact'] as const) {
      const value = rule.data[field];
      if (!value || single.has(field)) continue;
      single.add(field);
      if (out[field] !== value) auto.add(field);
      out[field] = value;
    }
  }
  if (auto.size) out.autoTags = [...auto];
  return out;
}

/**
 * The enabled rules in their order, compiled once and read again only when a rule changed (a cheap check of the
 * rules' count and last change per call).
 */
export class RuleBook {
  private stamp = '';
  private rules: CompiledRule[] = [];

  async current(db: Database): Promise<CompiledRule[]> {
    const [state] = await queryRows<{ stamp: string }>(
      db,
      sql`SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') AS stamp FROM content_items WHERE type = ${AUTOTAG.name}`,
    );
    if (state?.stamp === this.stamp) return this.rules;
    const rows = await queryRows<{ id: string; data: Data }>(
      db,
      sql`SELECT id, data FROM content_items WHERE type = ${AUTOTAG.name} AND deleted_at IS NULL
        AND coalesce((data->>'enabled')::boolean, false)
        ORDER BY coalesce((data->>'position')::numeric, 0), lower(title), id`,
    );
    // A rule stored before its checks tightened is skipped rather than stopping every arriving item.
    this.rules = rows.flatMap((row) => {
      try {
        return [compileRule(row.id, row.data)];
      } catch {
        return [];
      }
    });
    this.stamp = state?.stamp ?? '';
    return this.rules;
  }
}
