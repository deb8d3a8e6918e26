/**
 * Saving a file the API answered (`api.download` in request.ts): a plain `<a href download>` cannot send the API key
 * header of the external builds, so the client fetches the file and hands it to the browser as a Blob.
 */

/** What a download saved. */
export interface SavedFile {
  fileName: string;
  /** In bytes. */
  size: number;
}

/** Path separators, control characters and characters no file system takes: a server name must not pick a folder. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

function safeName(name: string): string | null {
  const cleaned = name.replace(UNSAFE, '_').trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : null;
}

/** `filename*=UTF-8''…` (RFC 5987/6266), which wins over `filename=` when both are given. */
function extendedName(header: string): string | null {
  const match = /(?:^|;)\s*filename\*\s*=\s*([\w!#$%&+^`{}~-]+)'[\w-]*'([^;\s]+)/i.exec(header);
  if (!match) return null;
  try {
    const bytes = match[2]!.replace(/%(?![0-9a-f]{2})/gi, '%25');
    if (match[1]!.toLowerCase() === 'utf-8') return decodeURIComponent(bytes);
    // ISO-8859-1: each %XX is one character.
    return bytes.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}

/** `filename="quoted \"name\""` or `filename=token`. */
function plainName(header: string): string | null {
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1');
  const token = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i.exec(header);
  return token ? token[1]! : null;
}

/** The file name a Content-Disposition header gives, made safe to save under; `fallback` when it gives none. */
export function fileNameOf(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  for (const name of [extendedName(header), plainName(header)]) {
    const safe = name === null ? null : safeName(name);
    if (safe) return safe;
  }
  return fallback;
}

/** Hands a Blob to the browser as a file through a temporary object URL and `<a download>` (what Playwright sees). */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after the click returns: give them a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
