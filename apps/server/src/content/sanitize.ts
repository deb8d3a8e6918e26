import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text allowed in: structure and emphasis, links and tables. Everything else — scripts, styles, event
 * handlers, frames, javascript: links — is removed before the text is stored.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Untrusted HTML (feeds, editors) made safe to store and show. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** The text of some HTML, for the search index, exports and feed titles: tags dropped, entities decoded (`&amp;` → `&`). */
export function plainText(html: string): string {
  return decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}
