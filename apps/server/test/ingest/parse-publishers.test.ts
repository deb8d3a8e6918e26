// Feeds as real publishers write them (issue 11, items 9–13): wide encodings, relative links in content,
// namespace clashes, long feeds listed oldest first, and sloppy ones that are still news.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_ITEMS, ParseError, parseBody, type SourceFormat } from '../../src/ingest/parse.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const read = (name: string, format: SourceFormat = 'rss', contentType: string | null = null, url = 'https://x.test/') =>
  parseBody(fixture(name), { format, contentType, url });

describe('encodings: the byte-order mark, then the declaration (sniffed as appendix F says), then the header', () => {
  it.each([
    ['amf-utf16le-bom.xml', 'UTF-16LE with BOM'],
    ['amf-utf16be-nobom.xml', 'UTF-16BE without BOM'],
    ['amf-utf32be-bom.xml', 'UTF-32BE with BOM'],
    ['amf-utf32le-bom.xml', 'UTF-32LE with BOM'],
  ])('%s is read whole', (name, label) => {
    // The header's charset is wrong, as servers' defaults often are: the document's own word comes first.
    const items = read(name, 'rss', 'application/rss+xml; charset=iso-8859-1').items;
    expect(items).toEqual([
      expect.objectContaining({
        title: 'L’AMF publie son rapport sur les frais — 2026 (€)',
        link: 'https://www.amf-france.org/fr/actualites-publications/communiques/rapport-frais-2026',
        guid: `amf-${label}-1`,
        summary: 'Les frais des fonds ont baissé de 3 % ; « stabilité » confirmée.',
        publishedAt: '2026-11-18T09:00:00.000Z',
      }),
    ]);
  });

  it('a declaration of ISO-8859-1 wins over a header saying UTF-8; the header serves when nothing else says', () => {
    const latin = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><item><title>Caf\xe9</title>'.concat(
        '<link>https://x.test/1</link></item></channel></rss>',
      ),
      'latin1',
    );
    const parse = (body: Buffer, type: string) =>
      parseBody(body, { format: 'rss', contentType: type, url: 'https://x.test/' });
    expect(parse(latin, 'text/xml; charset=utf-8').items[0]!.title).toBe('Café');
    const undeclared = Buffer.from(latin.toString('latin1').replace(' encoding="ISO-8859-1"', ''), 'latin1');
    expect(parse(undeclared, 'text/xml; charset=iso-8859-1').items[0]!.title).toBe('Café');
  });
});

describe('relative links inside content', () => {
  it('resolve against xml:base (nested), before sanitising', () => {
    const [entry] = read('fed-relative-links.xml', 'atom').items;
    expect(entry!.link).toBe('https://www.federalreserve.gov/newsevents/pressreleases/orders20261120a.htm');
    expect(entry!.content).toContain(
      'href="https://www.federalreserve.gov/newsevents/pressreleases/files/orders20261120a1.pdf"',
    );
    expect(entry!.content).toContain('href="https://www.federalreserve.gov/fb/sfo/apa/board-votes.htm"');
    expect(entry!.content).toContain('href="mailto:media@frb.gov"');
  });

  it('else against the item’s link, else against the feed’s address', () => {
    const [linked, unlinked] = read(
      'sec-relative-links.xml',
      'rss',
      null,
      'https://www.sec.gov/news/pressreleases.rss',
    ).items;
    expect(linked!.content).toContain(
      'href="https://www.sec.gov/files/litigation/complaints/2026/comp-pr2026-140.pdf"',
    );
    expect(linked!.content).toContain('href="https://www.sec.gov/newsroom/press-releases/order.pdf"');
    expect(unlinked!.link).toBeNull();
    expect(unlinked!.content).toContain('href="https://www.sec.gov/newsroom/agenda.pdf"');
  });
});

describe('namespaces', () => {
  it('the plain RSS element wins over a same-named one of another namespace, whichever comes first', () => {
    const [entry] = read('szf-namespace-clash.xml').items;
    expect(entry).toMatchObject({
      title: 'FINMA publishes its risk monitor 2026',
      link: 'https://www.finma.ch/en/news/2026/11/20261120-mm-risikomonitor/',
      guid: 'finma-20261120-risk-monitor',
      summary: 'The risk monitor gives an overview of the main risks FINMA sees for supervised institutions.',
      // Dublin Core's date is still read: no plain element clashes with it.
      publishedAt: '2026-11-20T08:00:00.000Z',
    });
  });
});

describe('the per-fetch cap', () => {
  it('keeps the newest entries of a long feed listed oldest first, and says how many were skipped', () => {
    const feed = read('cbi-oldest-first.xml');
    expect(feed.items).toHaveLength(MAX_ITEMS);
    expect(feed.skipped).toBe(730 - MAX_ITEMS);
    expect(feed.warning).toMatch(`${730 - MAX_ITEMS} older ones skipped`);
    const titles = feed.items.map((entry) => entry.title);
    expect(titles).toContain('Daily notice 730');
    expect(titles).not.toContain(`Daily notice ${730 - MAX_ITEMS}`);
    expect(titles[0]).toBe(`Daily notice ${730 - MAX_ITEMS + 1}`);
  });

  it('keeps the first ones in document order when the entries are undated', () => {
    const entries = Array.from({ length: MAX_ITEMS + 3 }, (_, n) => `<item><title>Notice ${n}</title></item>`);
    const feed = parseBody(Buffer.from(`<rss><channel>${entries.join('')}</channel></rss>`), {
      format: 'rss',
      contentType: null,
      url: 'https://x.test/',
    });
    expect(feed.skipped).toBe(3);
    expect(feed.items.at(-1)!.title).toBe(`Notice ${MAX_ITEMS - 1}`);
  });
});

describe('leniency where publishers are sloppy', () => {
  it('an <rss> without <channel> is no items and a warning, not a failure', () => {
    expect(read('no-channel.xml')).toMatchObject({
      items: [],
      skipped: 0,
      warning: expect.stringMatching(/no <channel>/),
    });
  });

  it('JSON Feed versions 1.0 and 1.1, with https, http or none of the address', () => {
    for (const version of ['https://jsonfeed.org/version/1', 'http://jsonfeed.org/version/1.1', '1.0', '1.1']) {
      const body = JSON.stringify({ version, items: [{ id: 'a', url: 'https://x.test/a', title: 'A' }] });
      const feed = parseBody(Buffer.from(body), { format: 'jsonfeed', contentType: null, url: 'https://x.test/' });
      expect(feed.items, version).toHaveLength(1);
    }
    const two = JSON.stringify({ version: 'https://jsonfeed.org/version/2', items: [] });
    expect(() =>
      parseBody(Buffer.from(two), { format: 'jsonfeed', contentType: null, url: 'https://x.test/' }),
    ).toThrow(/not a JSON Feed version/);
  });

  it('an entry whose only link is its id keeps it (against xml:base); one without any link is kept', () => {
    const items = read('lenient.xml', 'atom', null, 'https://www.cssf.lu/en/feed/').items;
    expect(items.map((entry) => [entry.title, entry.link])).toEqual([
      [
        'CSSF communiqué on the new reporting schedule',
        'https://www.cssf.lu/en/2026/11/communique-reporting-schedule/',
      ],
      ['CSSF warning about a fraudulent website', 'https://www.cssf.lu/en/2026/11/warning-fraudulent-website/'],
      ['Public holiday closure', null],
    ]);
  });

  it('a DTD with a parameter entity is refused, and the refusal says so', () => {
    const run = () => read('parameter-entity.xml');
    expect(run).toThrow(ParseError);
    expect(run).toThrow(/parameter entity/);
  });
});
