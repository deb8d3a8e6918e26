/**
 * Text from a fetched body, its encoding found as XML 1.0 appendix F says: a byte-order mark first; else the first
 * bytes sniffed for the width and byte order of `<?xml` (UTF-16 and UTF-32 without a mark) and the declaration's
 * encoding read; then the charset of the Content-Type; then an HTML meta charset; else UTF-8. The header comes
 * after the document's own word because servers label feeds with a default charset they never checked.
 */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const marked = byteOrderMark(body);
  if (marked) return decode(body.subarray(marked.length), marked.encoding);
  const wide = sniffWide(body);
  if (wide) return decode(body, wide);
  const head = body.subarray(0, 1024).toString('latin1');
  const named = [
    /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1],
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1],
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1],
  ];
  // A wide encoding named for bytes that sniffed as one byte wide is a mislabel: the next name is asked.
  return decode(body, named.find((name) => name && !/^(utf-?16|utf-?32|ucs-?[24])/i.test(name)) ?? 'utf-8');
}

type Wide = 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be';

/** The byte-order marks, longest first (FF FE 00 00 is UTF-32LE, not UTF-16LE followed by a NUL). */
const MARKS: readonly [bytes: number[], encoding: Wide | 'utf-8'][] = [
  [[0x00, 0x00, 0xfe, 0xff], 'utf-32be'],
  [[0xff, 0xfe, 0x00, 0x00], 'utf-32le'],
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xfe, 0xff], 'utf-16be'],
  [[0xff, 0xfe], 'utf-16le'],
];

function byteOrderMark(body: Buffer): { length: number; encoding: Wide | 'utf-8' } | null {
  for (const [bytes, encoding] of MARKS) {
    if (bytes.every((byte, index) => body[index] === byte)) return { length: bytes.length, encoding };
  }
  return null;
}

/** `<` (or `<?`) written two or four bytes wide, without a mark (appendix F's table). */
const WIDE_STARTS: readonly [bytes: number[], encoding: Wide][] = [
  [[0x00, 0x00, 0x00, 0x3c], 'utf-32be'],
  [[0x3c, 0x00, 0x00, 0x00], 'utf-32le'],
  [[0x00, 0x3c, 0x00, 0x3f], 'utf-16be'],
  [[0x3c, 0x00, 0x3f, 0x00], 'utf-16le'],
];

function sniffWide(body: Buffer): Wide | null {
  return WIDE_STARTS.find(([bytes]) => bytes.every((byte, index) => body[index] === byte))?.[1] ?? null;
}

function decode(bytes: Buffer, encoding: string): string {
  if (encoding === 'utf-32le' || encoding === 'utf-32be') return decodeUtf32(bytes, encoding === 'utf-32le');
  let decoder;
  try {
    decoder = new TextDecoder(encoding, { fatal: false });
  } catch {
    decoder = new TextDecoder('utf-8', { fatal: false });
  }
  return decoder.decode(bytes).replace(/^\uFEFF/, '');
}

/** UTF-32, which TextDecoder does not know: code points four bytes each, invalid ones as U+FFFD. */
function decodeUtf32(bytes: Buffer, littleEndian: boolean): string {
  const parts: string[] = [];
  const chunk: number[] = [];
  for (let offset = 0; offset + 4 <= bytes.length; offset += 4) {
    const point = littleEndian ? bytes.readUInt32LE(offset) : bytes.readUInt32BE(offset);
    chunk.push(point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff) ? 0xfffd : point);
    if (chunk.length === 8192) parts.push(String.fromCodePoint(...chunk.splice(0)));
  }
  parts.push(String.fromCodePoint(...chunk));
  return parts.join('').replace(/^\uFEFF/, '');
}
