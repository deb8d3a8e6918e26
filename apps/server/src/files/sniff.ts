/** What the bytes of an upload are, decided from the content alone: the name and the client's Content-Type decide nothing. */
export interface Sniffed {
  mediaType: string;
  /** The file is a PDF: its text is extracted and indexed. */
  pdf: boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Office Open XML packages by the folder of their main part (the zip's file names are plain bytes). */
const OFFICE: readonly [folder: string, mediaType: string][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

/**
 * Markup a browser would run or render as a page if it ever sniffed it (HTML, SVG, XML): refused even though it is
 * valid text. Looked for at the start and among the first bytes, where browsers look.
 */
const MARKUP = /^\s*<|<(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?xml)\b/i;

function sniffOffice(bytes: Uint8Array): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buffer.includes('[Content_Types].xml', 0, 'latin1')) return null;
  for (const [folder, mediaType] of OFFICE) if (buffer.includes(folder, 0, 'latin1')) return mediaType;
  return null;
}

function sniffText(bytes: Uint8Array, name: string): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (MARKUP.test(text.slice(0, 1024).replace(/^\uFEFF/, ''))) return null;
  return /\.csv$/i.test(name) ? 'text/csv' : 'text/plain';
}

/**
 * The media type of an upload from its first bytes: PDF, PNG, JPEG, GIF, WebP, Office Open XML (docx, xlsx, pptx),
 * UTF-8 text (CSV when named .csv); null for anything else (HTML, SVG, executables, other zips, binary data).
 */
export function sniffMediaType(bytes: Uint8Array, name: string): Sniffed | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, PDF)) return { mediaType: 'application/pdf', pdf: true };
  if (startsWith(bytes, PNG)) return { mediaType: 'image/png', pdf: false };
  if (startsWith(bytes, JPEG)) return { mediaType: 'image/jpeg', pdf: false };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { mediaType: 'image/gif', pdf: false };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { mediaType: 'image/webp', pdf: false };
  if (startsWith(bytes, ZIP)) {
    const office = sniffOffice(bytes);
    return office ? { mediaType: office, pdf: false } : null;
  }
  const text = sniffText(bytes, name);
  return text ? { mediaType: text, pdf: false } : null;
}

/** What may be shown in the browser's own viewer; everything else is downloaded. */
export function isInline(mediaType: string): boolean {
  return mediaType === 'application/pdf' || mediaType.startsWith('image/');
}

/** The extensions a download of each accepted media type may end with; the first is the one added. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
};

/**
 * The name a file is downloaded under: its own, ending with the extension of what it was found to be, so that the
 * name cannot make the desktop open it as something else (a text file named x.html saves as x.html.txt; a PDF named
 * report as report.pdf). A name that already ends with a fitting extension is kept.
 */
export function downloadName(name: string, mediaType: string): string {
  const extensions = EXTENSIONS[mediaType];
  if (!extensions) return name;
  const dot = name.lastIndexOf('.');
  const current = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extensions.includes(current)) return name;
  return `${name.replace(/[.\s]+$/, '')}.${extensions[0]}`;
}
