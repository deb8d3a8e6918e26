import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { deleteOrphanFiles, ORPHAN_LOCK } from '../../src/files/cleanup.ts';
import { makePdf } from '../../src/files/make-pdf.ts';
import { pdfReaders } from '../../src/files/pdf-text.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/** Uploaded files (issue 14): what is accepted, how it is served, who may do what, and search by a PDF's text. */
let t: TestApp;
/** May create regulations (obligationsadmin). */
const ADMIN = { 'x-user': 'regadmin' };
/** Reads regulations but may not create or update them. */
const VISITOR = { 'x-user': 'visitor' };
/** Reads no regulation. */
const OUTSIDER = { 'x-user': 'outsider' };
/** A limit small enough to pass in a test; the app's other bodies are held to a quarter of it. */
const LIMIT = 64 * 1024;
const BODY_LIMIT = LIMIT / 4;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth', FILE_MAX_BYTES: String(LIMIT), BODY_LIMIT: String(BODY_LIMIT) });
  await createUser(t.database, { username: 'regadmin', roles: ['obligationsadmin'] });
  await createUser(t.database, { username: 'visitor', roles: ['obligationsvisitor'] });
  await createUser(t.database, { username: 'outsider', roles: ['tagger'] });
  await createUser(t.database, { username: 'root', roles: ['superadmin'] });
}, 60_000);
afterAll(() => t.close());

function upload(body: Buffer | string, name: string, headers: Record<string, string> = ADMIN, forType = 'regulation') {
  return t.app.inject({
    method: 'POST',
    url: `/api/files?for=${encodeURIComponent(forType)}&name=${encodeURIComponent(name)}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: body,
  });
}

const pdf = () =>
  makePdf([
    { heading: 'Article 1', paragraphs: ['Firms shall keep records of every zyglotrix transaction for five years.'] },
    { heading: 'Article 2', paragraphs: ['Quarterly reports name the vorpelian exposures of the firm.'] },
  ]);

describe('POST /api/files', () => {
  it('stores a PDF, answers what a file field stores, and gives its text per page', async () => {
    const bytes = await pdf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files?for=regulation&name=Rulebook.pdf',
      headers: { ...ADMIN, 'content-type': 'application/pdf' },
      payload: bytes,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { file } = response.json();
    expect(file).toEqual({
      id: expect.any(String),
      name: 'Rulebook.pdf',
      mediaType: 'application/pdf',
      size: bytes.length,
      url: `/api/files/${file.id}`,
      pages: 2,
    });
    const text = await t.app.inject({ url: `/api/files/${file.id}/text`, headers: VISITOR });
    expect(text.statusCode, text.body).toBe(200);
    const { pages } = text.json() as { pages: string[] };
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Article 1');
    expect(pages[0]).toContain('zyglotrix transaction');
    expect(pages[1]).toContain('vorpelian exposures');
    expect(pages[0]).not.toContain('vorpelian');
  });

  it('decides the type from the content: HTML named .pdf and sent as application/pdf is refused (415)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files?for=regulation&name=x.pdf',
      headers: { ...ADMIN, 'content-type': 'application/pdf' },
      payload: '<html><body><script>alert(1)</script></body></html>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415, message: expect.stringContaining('not accepted') });
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.png');
    expect(svg.statusCode).toBe(415);
    const exe = await upload(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), 'tool.csv');
    expect(exe.statusCode).toBe(415);
  });

  it('refuses a PDF that pdf.js cannot open (415 "not a readable PDF")', async () => {
    const response = await upload('%PDF-1.7\nthis is no PDF body at all\n%%EOF', 'broken.pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/not a readable PDF/);
  });

  it('accepts images and CSV by their content, whatever Content-Type the browser sent', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const image = await upload(png, 'scan.png');
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json().file).toMatchObject({ mediaType: 'image/png', pages: 0 });
    const csv = await upload('code,title\nC-1,Réconciliation\n', 'controls.csv', ADMIN, 'evidence');
    expect(csv.statusCode, csv.body).toBe(403); // obligationsadmin has no grant on controls' evidence
    // A browser sends what the OS says (or nothing): the content decides.
    const mislabelled = await t.app.inject({
      method: 'POST',
      url: '/api/files?for=regulation&name=photo.jpg',
      headers: { ...ADMIN, 'content-type': 'application/json' },
      payload: Buffer.from('ffd8ffe000104a464946', 'hex'),
    });
    expect(mislabelled.statusCode, mislabelled.body).toBe(201);
    expect(mislabelled.json().file.mediaType).toBe('image/jpeg');
    const unlabelled = await t.app.inject({
      method: 'POST',
      url: '/api/files?for=regulation&name=notes.txt',
      headers: ADMIN,
      payload: Buffer.from('Plain notes\n'),
    });
    expect(unlabelled.statusCode, unlabelled.body).toBe(201);
    expect(unlabelled.json().file.mediaType).toBe('text/plain');
    const text = await upload('code,title\nC-1,Réconciliation\n', 'regs.csv');
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json().file.mediaType).toBe('text/csv');
  });

  it('takes files up to FILE_MAX_BYTES, beyond the JSON body limit, and refuses more with 413 JSON', async () => {
    const large = await upload(Buffer.alloc(BODY_LIMIT * 2, 0x41), 'large.txt');
    expect(large.statusCode, large.body).toBe(201);
    expect(large.json().file).toMatchObject({ mediaType: 'text/plain', size: BODY_LIMIT * 2 });
    const response = await upload(Buffer.alloc(LIMIT + 1, 0x41), 'big.txt');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, message: expect.any(String) });
  });

  it('needs create or update on the type: a visitor gets 403, an unknown type 400', async () => {
    const bytes = await pdf();
    const denied = await upload(bytes, 'a.pdf', VISITOR);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ status: 403 });
    const unknown = await upload(bytes, 'a.pdf', ADMIN, 'nosuchtype');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: 400, message: expect.stringContaining('nosuchtype') });
    const empty = await upload(Buffer.alloc(0), 'a.pdf');
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /api/files/:id', () => {
  it('serves the bytes so that a browser never runs them, to those who read the type', async () => {
    const bytes = await pdf();
    const { file } = (await upload(bytes, 'Règlement 2026.pdf')).json();
    const response = await t.app.inject({ url: file.url, headers: VISITOR });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="R_glement 2026.pdf"; filename*=UTF-8''R%C3%A8glement%202026.pdf`,
    );
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({ url: file.url, headers: { ...VISITOR, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const outsider = await t.app.inject({ url: file.url, headers: OUTSIDER });
    expect(outsider.statusCode).toBe(403);
    const outsiderText = await t.app.inject({ url: `${file.url}/text`, headers: OUTSIDER });
    expect(outsiderText.statusCode).toBe(403);
  });

  it('sends other files as downloads, text with its charset', async () => {
    const { file } = (await upload('a,b\n1,2\n', 'data.csv')).json();
    const response = await t.app.inject({ url: file.url, headers: VISITOR });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.body).toBe('a,b\n1,2\n');
    const text = await t.app.inject({ url: `${file.url}/text`, headers: VISITOR });
    expect(text.json()).toEqual({ pages: [] });
  });

  it('answers 404 JSON for an unknown file', async () => {
    for (const url of [
      '/api/files/00000000-0000-4000-8000-000000000000',
      '/api/files/00000000-0000-4000-8000-000000000000/text',
    ]) {
      const response = await t.app.inject({ url, headers: VISITOR });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, message: expect.any(String) });
    }
  });
});

describe('what files are for, and their names', () => {
  it('takes files only for types with a file field, and says which those are (400)', async () => {
    const response = await upload('Notes\n', 'notes.txt', ADMIN, 'obligation');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: 400, message: expect.stringContaining('"obligation" hold no file') });
    expect(body.message).toContain('regulation');
    expect(body.message).toContain('evidence');
    expect(body.data.types).toEqual(expect.arrayContaining(['regulation', 'evidence']));
    expect(body.data.types).not.toContain('obligation');
    const unknown = await upload('Notes\n', 'notes.txt', ADMIN, 'nosuchtype');
    expect(unknown.json().message).toMatch(/no content type "nosuchtype".*files are uploaded for .*regulation/);
  });

  it('downloads a file under a name ending with the extension of what it is', async () => {
    const names: [body: Buffer | string, name: string, served: string][] = [
      ['Just text, not markup\n', 'x.html', 'x.html.txt'],
      [await pdf(), 'report', 'report.pdf'],
      [await pdf(), 'Report.PDF', 'Report.PDF'],
      ['a,b\n', 'table.csv', 'table.csv'],
      [Buffer.from('ffd8ffe000104a464946', 'hex'), 'photo.jpeg', 'photo.jpeg'],
      [Buffer.from('ffd8ffe000104a464946', 'hex'), 'photo.png', 'photo.png.jpg'],
    ];
    for (const [body, name, served] of names) {
      const { file } = (await upload(body, name)).json();
      expect(file.name).toBe(name); // the field shows the name as given
      const response = await t.app.inject({ url: file.url, headers: VISITOR });
      expect(response.headers['content-disposition'], name).toMatch(
        new RegExp(`^(inline|attachment); filename="${served.replaceAll('.', '\\.')}"; filename\\*=UTF-8''`),
      );
    }
  });
});

describe('PDF readers at capacity', () => {
  it('answers 503 JSON with Retry-After when two PDFs are read and eight wait', async () => {
    const bytes = await pdf();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fillers = Array.from({ length: pdfReaders.concurrency + pdfReaders.queueSize }, () =>
      pdfReaders.run(() => held),
    );
    try {
      const response = await upload(bytes, 'busy.pdf');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toMatchObject({
        status: 503,
        message: expect.stringContaining('busy, try again shortly'),
      });
      // Other files need no reader.
      const text = await upload('Plain\n', 'plain.txt');
      expect(text.statusCode).toBe(201);
    } finally {
      release();
      await Promise.all(fillers);
    }
    const again = await upload(bytes, 'after.pdf');
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('orphan uploads', () => {
  async function regulation(data: Record<string, unknown>): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/content/regulation',
      headers: ADMIN,
      payload: { data: { country: 'EU', kind: 'regulation', ...data } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }
  const stored = async (name: string) =>
    (await upload(`${name}\n`, `${name}.txt`)).json().file as { id: string; name: string; url: string };

  it('deletes files older than a day that no live or deleted item refers to, and keeps the others', async () => {
    const referenced = await stored('referenced');
    const quoted = await stored('quoted');
    const ofDeleted = await stored('of-deleted');
    const orphan = await stored('orphan');
    const fresh = await stored('fresh');
    await regulation({ title: 'Has a document', document: { name: referenced.name, url: referenced.url } });
    await regulation({
      title: 'Quotes a file',
      // Quoted in a text, its id in capitals: still a reference.
      summary: `The annex is at ${quoted.url.replace(quoted.id, quoted.id.toUpperCase())}.`,
    });
    const gone = await regulation({ title: 'Deleted', document: { name: ofDeleted.name, url: ofDeleted.url } });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/content/regulation/${gone}`,
      headers: { 'x-user': 'root' },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const old = [referenced, quoted, ofDeleted, orphan].map((file) => file.id);
    await t.database.db.execute(
      sql`UPDATE files SET created_at = now() - interval '25 hours' WHERE id::text IN (${sql.join(
        old.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );

    expect(await deleteOrphanFiles(t.database.db)).toEqual([orphan.id]);
    const status = async (file: { url: string }) =>
      (await t.app.inject({ url: file.url, headers: VISITOR })).statusCode;
    expect(await status(orphan)).toBe(404);
    for (const kept of [referenced, quoted, ofDeleted, fresh]) expect(await status(kept), kept.name).toBe(200);
    // Nothing more to do on the next round.
    expect(await deleteOrphanFiles(t.database.db)).toEqual([]);
  });

  // Several server processes share one PostgreSQL server: the one that holds the round's lock does the round.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('leaves the round to the process that holds its lock', async () => {
    const answer = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ORPHAN_LOCK})`);
      return deleteOrphanFiles(t.database.db);
    });
    expect(answer).toBeNull();
    expect(await deleteOrphanFiles(t.database.db)).toEqual([]);
  });
});
