/** A run of one text piece (a text layer item) that a match covers. */
export interface PieceRange {
  piece: number;
  start: number;
  end: number;
}

/**
 * The matches of `query` in text split into pieces (the items of a PDF page's text layer), ignoring case and all
 * whitespace (a PDF's spaces are often lost or doubled between items); each match as the runs of the pieces it
 * covers. Matches do not overlap.
 */
export function findInPieces(pieces: readonly string[], query: string): PieceRange[][] {
  const needle = [...query.toLowerCase()].filter((c) => !/\s/.test(c)).join('');
  if (!needle) return [];
  const chars: string[] = [];
  const where: { piece: number; index: number }[] = [];
  pieces.forEach((piece, p) => {
    for (let i = 0; i < piece.length; i += 1) {
      const c = piece[i]!;
      if (/\s/.test(c)) continue;
      for (const lower of c.toLowerCase()) {
        chars.push(lower);
        where.push({ piece: p, index: i });
      }
    }
  });
  const haystack = chars.join('');
  const matches: PieceRange[][] = [];
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) break;
    const ranges: PieceRange[] = [];
    for (let k = at; k < at + needle.length; k += 1) {
      const { piece, index } = where[k]!;
      const last = ranges[ranges.length - 1];
      if (last && last.piece === piece) last.end = Math.max(last.end, index + 1);
      else ranges.push({ piece, start: index, end: index + 1 });
    }
    matches.push(ranges);
    from = at + needle.length;
  }
  return matches;
}

/** How many times `query` occurs in a page's text pieces (as `findInPieces` counts). */
export function countInPieces(pieces: readonly string[], query: string): number {
  return findInPieces(pieces, query).length;
}

/** The position (page and match on it) of the n-th match of all pages, given the count per page. */
export function matchAt(counts: readonly number[], n: number): { page: number; index: number } | null {
  let rest = n;
  for (let page = 0; page < counts.length; page += 1) {
    const count = counts[page] ?? 0;
    if (rest < count) return { page: page + 1, index: rest };
    rest -= count;
  }
  return null;
}

/** The number of matches on pages before `page` (1-based): the global index of that page's first match. */
export function matchesBefore(counts: readonly number[], page: number): number {
  return counts.slice(0, Math.max(0, page - 1)).reduce((sum, c) => sum + c, 0);
}
