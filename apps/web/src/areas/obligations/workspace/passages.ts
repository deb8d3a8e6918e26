import type { WorkspaceObligation, WorkspaceRequirement } from '../../chain-api.ts';

/** An obligation's passage inside its requirement's text (character offsets, end exclusive). */
export interface Passage {
  id: string;
  title: string;
  start: number;
  end: number;
}

/** A run of a requirement's text and the passages that cover it (none: plain text). */
export interface Segment {
  start: number;
  end: number;
  text: string;
  passages: Passage[];
}

/** The passage of an obligation, when it has offsets that make one. */
export function passageOf(obligation: WorkspaceObligation): Passage | null {
  const { citationStart: start, citationEnd: end } = obligation;
  if (start == null || end == null || !(end > start) || start < 0) return null;
  return { id: obligation.id, title: obligation.title, start, end };
}

/**
 * An obligation's passage in its requirement's text: its offsets when it has sound ones, else where its cited
 * words occur in the text (an obligation filed from the PDF, or by hand), whitespace and case aside.
 */
export function passageIn(obligation: WorkspaceObligation, text: string): Passage | null {
  const byOffsets = passageOf(obligation);
  if (byOffsets) return byOffsets;
  const words = tidyPassage(obligation.citationText ?? '');
  if (words.length < 3) return null;
  const pattern = words
    .split(' ')
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const found = new RegExp(pattern, 'i').exec(text);
  return found
    ? { id: obligation.id, title: obligation.title, start: found.index, end: found.index + found[0].length }
    : null;
}

const NO_PASSAGES: readonly Passage[] = [];

/**
 * The passages of the obligations in their requirements' texts, by requirement id, in one pass over the
 * obligations (each looked for in its own requirement's text only). Remembered for the arrays given (a workspace
 * answer), so that the text view shown again, or re-rendered, does not look again.
 */
export function passagesByRequirement(
  requirements: readonly WorkspaceRequirement[],
  obligations: readonly WorkspaceObligation[],
): ReadonlyMap<string, readonly Passage[]> {
  const known = remembered.get(obligations);
  if (known?.requirements === requirements) return known.passages;
  const texts = new Map(requirements.map((r) => [r.id, r.text]));
  const passages = new Map<string, Passage[]>();
  for (const obligation of obligations) {
    const text = obligation.requirement ? texts.get(obligation.requirement) : undefined;
    const passage = text == null ? null : passageIn(obligation, text);
    if (!passage || !obligation.requirement) continue;
    const list = passages.get(obligation.requirement);
    if (list) list.push(passage);
    else passages.set(obligation.requirement, [passage]);
  }
  remembered.set(obligations, { requirements, passages });
  return passages;
}

const remembered = new WeakMap<
  readonly WorkspaceObligation[],
  { requirements: readonly WorkspaceRequirement[]; passages: ReadonlyMap<string, readonly Passage[]> }
>();

/** The passages of one requirement (none: the same empty list, so that its block need not render again). */
export function passagesOf(byRequirement: ReadonlyMap<string, readonly Passage[]>, id: string): readonly Passage[] {
  return byRequirement.get(id) ?? NO_PASSAGES;
}

/**
 * The text cut where passages begin and end, each run with the passages covering it (overlaps allowed); offsets
 * beyond the text are clipped and empty passages dropped.
 */
export function segmentsOf(text: string, passages: readonly Passage[]): Segment[] {
  const length = text.length;
  const clipped = passages
    .map((p) => ({ ...p, start: Math.max(0, Math.min(length, p.start)), end: Math.max(0, Math.min(length, p.end)) }))
    .filter((p) => p.end > p.start);
  const cuts = new Set<number>([0, length]);
  for (const p of clipped) {
    cuts.add(p.start);
    cuts.add(p.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < points.length - 1; i += 1) {
    const start = points[i]!;
    const end = points[i + 1]!;
    if (end <= start) continue;
    segments.push({
      start,
      end,
      text: text.slice(start, end),
      passages: clipped.filter((p) => p.start <= start && p.end >= end),
    });
  }
  return segments;
}

/**
 * A selection inside a requirement's text as offsets: clipped to the text, whitespace at either end left out.
 * Null when nothing but whitespace is selected.
 */
export function selectionOffsets(
  text: string,
  rawStart: number,
  rawEnd: number,
): { start: number; end: number; text: string } | null {
  let start = Math.max(0, Math.min(text.length, Math.min(rawStart, rawEnd)));
  let end = Math.max(0, Math.min(text.length, Math.max(rawStart, rawEnd)));
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  if (end <= start) return null;
  return { start, end, text: text.slice(start, end) };
}

/** A passage, whitespace runs made one space: what a dialog proposes as the duty and the citation. */
export function tidyPassage(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A short title proposed from a passage: its first words, cut at a word boundary. */
export function titleFromPassage(text: string, max = 90): string {
  const tidy = tidyPassage(text);
  if (tidy.length <= max) return tidy.replace(/[.;:,]$/, '');
  const cut = tidy.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[.;:,]$/, '')}…`;
}

/** The modality a passage reads as: "shall not"/"must not" → must-not, "may" → may, else must. */
export function modalityOf(text: string): 'must' | 'must-not' | 'may' {
  const lower = ` ${text.toLowerCase()} `;
  if (/\b(shall|must|may) not\b|\bshall refrain\b|\bprohibited\b/.test(lower)) return 'must-not';
  if (/\bshall\b|\bmust\b|\bare required\b|\bis required\b/.test(lower)) return 'must';
  if (/\bmay\b/.test(lower)) return 'may';
  return 'must';
}
