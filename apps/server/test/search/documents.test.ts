import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../src/files/make-pdf.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/** Search finds an item by the text of its uploaded document (issue 14), where the caller may read the item. */
let t: TestApp;
const ADMIN = { 'x-user': 'regadmin' };

interface Hit {
  id: string;
  type: string;
  title: string;
  snippet: string;
  matchedIn?: string;
  page?: number;
}
interface Answer {
  results: Hit[];
  total: number;
  facets: { type: { value: string; count: number }[] };
}

async function search(q: string, user = 'regadmin', extra = ''): Promise<Answer> {
  const response = await t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}&exact=true${extra}`,
    headers: { 'x-user': user },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function uploadPdf(pages: { heading?: string; paragraphs: string[] }[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files?for=regulation&name=text.pdf',
    headers: { ...ADMIN, 'content-type': 'application/pdf' },
    payload: await makePdf(pages),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().file as { name: string; url: string; mediaType: string; size: number };
}

async function regulation(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/regulation',
    headers: ADMIN,
    payload: { data: { title, country: 'EU', kind: 'regulation', ...extra } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

let withPdf: string;
let named: string;
let deleted: string;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'regadmin', roles: ['obligationsadmin'] });
  await createUser(t.database, { username: 'tagger', roles: ['tagger'] });
  await createUser(t.database, { username: 'root', roles: ['superadmin'] });
  const file = await uploadPdf([
    { heading: 'Title I', paragraphs: ['Scope and definitions of the regulation.'] },
    {
      heading: 'Article 7',
      paragraphs: ['Under EXREG, institutions shall report each glimmerwort exposure within ten days.'],
    },
  ]);
  const { name, url, mediaType, size } = file;
  withPdf = await regulation('Exposure Reporting Regulation', {
    shortName: 'EXREG',
    document: { name, url, mediaType, size },
  });
  // Its own summary holds the word: a match in the item's fields, above the document's body-text match.
  named = await regulation('Another Regulation', { summary: 'On glimmerwort exposures and their reporting.' });
  // An uploaded document nobody points to finds nothing; one whose item is deleted neither.
  await uploadPdf([{ paragraphs: ['An orphan glimmerwort page.'] }]);
  const gone = await uploadPdf([{ paragraphs: ['A glimmerwort page of a deleted regulation.'] }]);
  deleted = await regulation('Deleted Regulation', {
    document: { name: gone.name, url: gone.url, mediaType: gone.mediaType, size: gone.size },
  });
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/content/regulation/${deleted}`,
    headers: { 'x-user': 'root' },
  });
  expect(removed.statusCode, removed.body).toBeLessThan(300);
}, 60_000);
afterAll(() => t.close());

describe('search in uploaded documents', () => {
  it('finds a regulation by a word only its PDF holds, and says it was the document and on which page', async () => {
    const answer = await search('glimmerwort');
    const ids = answer.results.map((hit) => hit.id);
    expect(ids).toContain(withPdf);
    expect(ids).not.toContain(deleted);
    expect(answer.total).toBe(2);
    const hit = answer.results.find((result) => result.id === withPdf)!;
    expect(hit).toMatchObject({ type: 'regulation', matchedIn: 'document', page: 2 });
    expect(hit.snippet).toContain('<mark>glimmerwort</mark>');
    expect(answer.facets.type).toEqual([{ value: 'regulation', count: 2 }]);
  });

  it('ranks a match in the item own fields above one in its document, and marks only the document match', async () => {
    const answer = await search('glimmerwort');
    expect(answer.results.map((hit) => hit.id)).toEqual([named, withPdf]);
    expect(answer.results[0]!.matchedIn).toBeUndefined();
    expect(answer.results[0]!.page).toBeUndefined();
  });

  it('an item matching in its own fields is not marked as a document match', async () => {
    const answer = await search('exposure reporting');
    const hit = answer.results.find((result) => result.id === withPdf);
    expect(hit).toBeDefined();
    expect(hit!.matchedIn).toBeUndefined();
  });

  it('finds it by a known name and a word of its document together', async () => {
    // The short name is a known name: the query becomes its names (the title's words too) AND the other words, so
    // the regulation whose summary holds the title's words and glimmerwort is found too, by its own fields.
    const answer = await search('EXREG glimmerwort');
    expect(answer.results.map((hit) => hit.id).sort()).toEqual([withPdf, named].sort());
    expect(answer.results.find((hit) => hit.id === withPdf)).toMatchObject({ matchedIn: 'document', page: 2 });
    expect(answer.results.find((hit) => hit.id === named)!.matchedIn).toBeUndefined();
  });

  it('keeps items the caller may not read out: a tagger reads no regulation', async () => {
    const answer = await search('glimmerwort', 'tagger');
    expect(answer.total).toBe(0);
    expect(answer.results).toEqual([]);
  });

  it('needs every word: one in the PDF and one nowhere finds nothing', async () => {
    expect((await search('glimmerwort zzqxnotaword')).total).toBe(0);
  });

  it('does not correct a word the documents hold', async () => {
    const response = await t.app.inject({ url: '/api/search?q=glimmerwort', headers: ADMIN });
    expect(response.json().correction).toBeNull();
    expect(response.json().total).toBe(2);
  });
});
