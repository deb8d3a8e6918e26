/** A passage of a text with its offsets: `text.slice(start, end) === passage`. */
export interface Passage {
  passage: string;
  start: number;
  end: number;
}

/** The sentences of a text with their offsets (a sentence ends at . ! or ? before a space and a capital, or at the end). */
export function sentencesOf(text: string): Passage[] {
  const found: Passage[] = [];
  const pattern = /\S(?:[^]*?)(?:[.!?](?=\s+[A-Z(‘“"]|\s*$)|$)/g;
  for (const match of text.matchAll(pattern)) {
    const passage = match[0].trim();
    if (!passage) continue;
    found.push({ passage, start: match.index, end: match.index + passage.length });
  }
  return found;
}

const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or the their them they this to with which who not any all each'.split(
    ' ',
  ),
);
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !STOP.has(word))
      .map((word) => word.replace(/(?:ies|es|s)$/, '')),
  );

/**
 * The sentence of `text` an obligation was drawn from: the one sharing the most words with its title (which
 * counts three times) and its duty, the first on a tie, with its exact offsets in `text`.
 */
export function citationFor(text: string, title: string, duty = ''): Passage | null {
  const inTitle = words(title);
  const inDuty = words(duty);
  let best: Passage | null = null;
  let bestScore = -1;
  for (const sentence of sentencesOf(text)) {
    let score = 0;
    for (const word of words(sentence.passage)) score += (inTitle.has(word) ? 3 : 0) + (inDuty.has(word) ? 1 : 0);
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return best;
}
