import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import { clip, http, item, ParseError, some, type ParsedItem } from './entry.ts';

/** CSS selectors that pick items out of a page without a feed. */
export interface PageSelectors {
  item: string;
  title?: string | null;
  link?: string | null;
  date?: string | null;
  summary?: string | null;
}

/**
 * A page without a feed: with an item selector, one item per match (title, link, date and summary by their
 * selectors inside it); without one, the page itself is watched: one item each time its text changes.
 */
export function parsePage(text: string, base: string, selectors: PageSelectors | null): ParsedItem[] {
  const $ = cheerio.load(text);
  if (!selectors?.item) {
    $('script, style, noscript, nav, header, footer').remove();
    const main = ($('main').length ? $('main') : $('body')).text().replace(/\s+/g, ' ').trim();
    if (!main) throw new ParseError('The page has no text to watch');
    const hash = createHash('sha256').update(main).digest('hex').slice(0, 16);
    const title = $('title').first().text().trim() || base;
    return some([
      item({ title: `${title}: page updated`, link: base, guid: `page:${hash}`, summaryHtml: clip(main, 500), base }),
    ]);
  }
  const found = $(selectors.item);
  if (found.length === 0) throw new ParseError(`No element of the page matches the item selector ${selectors.item}`);
  const items = found.toArray().map((element) => {
    const node = $(element);
    const pick = (selector: string | null | undefined) => (selector ? node.find(selector).first() : null);
    const titleNode = pick(selectors.title);
    const linkNode = pick(selectors.link) ?? node.find('a[href]').first();
    const dateNode = pick(selectors.date);
    const summaryNode = pick(selectors.summary);
    const href = linkNode?.attr('href') ?? (node.is('a') ? node.attr('href') : undefined);
    return item({
      title: (titleNode ?? linkNode ?? node).text(),
      link: href ?? null,
      guid: href ? http(href, base) : null,
      summaryHtml: summaryNode?.html() ?? null,
      date: dateNode ? (dateNode.attr('datetime') ?? dateNode.text()) : null,
      base,
    });
  });
  return some(items);
}
