import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ParseError, parseBody, type SourceFormat } from '../../src/ingest/parse.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const read = (name: string, format: SourceFormat, contentType: string | null = null, url = 'https://feeds.example/') =>
  parseBody(fixture(name), { format, contentType, url });
const parse = (...args: Parameters<typeof read>) => read(...args).items;

describe('parsing the feeds regulators publish', () => {
  it('RSS 2.0: dates in UTC, relative links resolved, HTML sanitised, an unreadable date left empty', () => {
    const items = parse('esma-rss.xml', 'rss', 'application/rss+xml; charset=utf-8');
    expect(items.map((item) => item.publishedAt)).toEqual([
      '2026-11-17T08:30:00.000Z',
      '2026-11-16T16:00:00.000Z',
      null,
    ]);
    expect(items[0]).toMatchObject({
      title: 'ESMA publishes final report on the MiCA market abuse guidelines',
      guid: '54321 at https://www.esma.europa.eu',
      summary: expect.stringContaining('has published its final report on guidelines'),
    });
    expect(items[0]!.content).toContain('<strong>final report</strong>');
    expect(items[0]!.content).not.toMatch(/script|alert/);
    expect(items[1]!.link).toBe(
      'https://www.esma.europa.eu/press-news/esma-news/esma-consults-review-sfdr-product-categories',
    );
  });

  it('RSS without dates, in ISO-8859-1 as its declaration says', () => {
    const items = parse('fca-undated.xml', 'rss', 'text/xml');
    expect(items).toHaveLength(2);
    expect(items[0]!.title).toBe('FCA fines firm £4.2 million for transaction reporting failures');
    expect(items[0]!.summary).toContain('Café £');
    expect(items.every((item) => item.publishedAt === null && item.guid === null)).toBe(true);
  });

  it('Atom with xhtml content: the publication date, the content kept, its event handlers removed', () => {
    const items = parse('ecb-atom.xml', 'atom');
    expect(items[0]).toMatchObject({
      title: 'ECB publishes supervisory priorities for 2027-29',
      link: 'https://www.bankingsupervision.europa.eu/press/pr/date/2026/html/ssm.pr261118.en.html',
      guid: 'tag:bankingsupervision.europa.eu,2026:pr261118',
      publishedAt: '2026-11-18T13:00:00.000Z',
      summary: 'Priorities focus on geopolitical risk and digital transformation.',
    });
    expect(items[0]!.content).toContain('<strong>supervisory priorities</strong>');
    expect(items[0]!.content).not.toContain('onclick');
    // No published date: the updated one.
    expect(items[1]!.publishedAt).toBe('2026-11-10T10:00:00.000Z');
  });

  it('RDF (RSS 1.0) with Dublin Core dates, a date without a time read as that day in UTC', () => {
    const items = parse('bis-rdf.xml', 'rdf');
    expect(items.map((item) => [item.link, item.publishedAt])).toEqual([
      ['https://www.bis.org/bcbs/publ/d590.htm', '2026-11-12T07:00:00.000Z'],
      ['https://www.bis.org/bcbs/publ/d589.htm', '2026-11-05T00:00:00.000Z'],
    ]);
  });

  it('JSON Feed: content sanitised, text content escaped, numeric ids kept, items without an address kept', () => {
    const items = parse('mas.json', 'jsonfeed', 'application/feed+json');
    expect(items).toHaveLength(3);
    expect(items[2]).toMatchObject({ title: 'An item without any address', link: null, guid: 'no-link' });
    expect(items[0]).toMatchObject({ guid: 'mas-2026-11-19-stablecoin', publishedAt: '2026-11-19T02:00:00.000Z' });
    expect(items[0]!.content).toContain('<b>amendments</b>');
    expect(items[0]!.content).not.toContain('iframe');
    expect(items[1]).toMatchObject({ guid: '42', content: '<p>Remarks on AI governance &amp; model risk.</p>' });
  });

  it('an HTML page without a feed: items by CSS selectors, or the page watched for changes', () => {
    const selectors = { item: 'li.news-item', title: 'a.title', date: 'time', summary: 'p.teaser' };
    const { items } = parseBody(fixture('bafin-page.html'), {
      format: 'html',
      contentType: 'text/html; charset=utf-8',
      url: 'https://www.bafin.de/DE/Startseite/startseite_node.html',
      selectors,
    });
    expect(items.map((item) => [item.title, item.link, item.publishedAt])).toEqual([
      [
        'BaFin veröffentlicht Rundschreiben zu DORA',
        'https://www.bafin.de/SharedDocs/Veroeffentlichungen/DE/Meldung/2026/meldung_2026_11_20_dora.html',
        '2026-11-20T10:00:00.000Z',
      ],
      [
        'Konsultation zu MiCA gestartet',
        'https://www.bafin.de/SharedDocs/Veroeffentlichungen/DE/Meldung/2026/meldung_2026_11_18_mica.html',
        '2026-11-18T00:00:00.000Z',
      ],
    ]);
    expect(items[1]!.summary).toBe('Stellungnahmen bis 15. Januar 2027.');

    const watch = (html: string) =>
      parseBody(Buffer.from(html), { format: 'html', contentType: 'text/html', url: 'https://www.bafin.de/x' }).items;
    const [before] = watch(
      '<html><title>Q&amp;A</title><body><main>Version 1</main><script>x()</script></body></html>',
    );
    const [same] = watch('<html><title>Q&amp;A</title><body><main>Version 1</main><script>y()</script></body></html>');
    const [after] = watch('<html><title>Q&amp;A</title><body><main>Version 2</main></body></html>');
    expect(before).toMatchObject({ title: 'Q&A: page updated', link: 'https://www.bafin.de/x' });
    expect(same!.guid).toBe(before!.guid);
    expect(after!.guid).not.toBe(before!.guid);
  });
});

describe('hostile and broken bodies', () => {
  const fails = (run: () => unknown, message: RegExp) => {
    expect(run).toThrow(ParseError);
    expect(run).toThrow(message);
  };

  it('say what is wrong with malformed XML, an empty body, a JSON that is no feed, a page without the items', () => {
    fails(() => parse('malformed.xml', 'rss'), /Not a readable RSS, RDF or Atom feed/);
    fails(() => parseBody(Buffer.from('  '), { format: 'rss', contentType: null, url: 'https://x/' }), /empty/);
    fails(
      () => parseBody(Buffer.from('{"a":1}'), { format: 'rss', contentType: null, url: 'https://x/' }),
      /JSON Feed/,
    );
    fails(
      () =>
        parseBody(fixture('bafin-page.html'), {
          format: 'html',
          contentType: null,
          url: 'https://x/',
          selectors: { item: 'article.gone' },
        }),
      /No element of the page matches the item selector article\.gone/,
    );
  });

  it('never expand entities (no billion laughs) and refuse external ones', () => {
    const started = performance.now();
    const items = parse('bomb.xml', 'rss');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(JSON.stringify(items).length).toBeLessThan(2_000);
    fails(() => parse('xxe.xml', 'rss'), /External entities are not supported/);
  });
});
