import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { makePdf } from '../files/make-pdf.ts';
import { pdfPageTexts } from '../files/pdf-text.ts';
import { insertFile } from '../files/store.ts';
import type { DemoContent } from './build.ts';
import type { StoredDocument } from './context.ts';
import { demoDocument, STORED_DOCUMENTS } from './documents.ts';

/**
 * Makes and stores the PDF of each regulation the demo keeps a document for (DORA), with its text per page as
 * pdf.js reads it and indexed for search, as an upload would be. Returns the file field value per regulation key.
 * Throws if a provision spilled over its page: the requirements' and obligations' `citationPage` count on one page each.
 */
export async function storeDemoDocuments(db: Database): Promise<Record<string, StoredDocument>> {
  const stored: Record<string, StoredDocument> = {};
  for (const key of STORED_DOCUMENTS) {
    const document = demoDocument(key);
    const bytes = await makePdf(document.pages);
    const pages = await pdfPageTexts(bytes);
    if (pages.length !== document.pages.length) {
      throw new Error(`Demo document of ${key}: ${pages.length} pages made of ${document.pages.length}`);
    }
    const file = await insertFile(db, {
      name: document.name,
      mediaType: 'application/pdf',
      bytes,
      forType: 'regulation',
      pages,
      createdBy: null,
    });
    stored[key] = { name: file.name, url: file.url, mediaType: file.mediaType, size: file.size };
  }
  return stored;
}

/**
 * The review flags the write hooks would have raised had the demo's news been saved through the content service
 * (the demo loads in bulk, so no hook runs): for each news item marked as a change to a regulation, every live
 * obligation under it and every control such an obligation lists, flagged since the news item's publication.
 * Returns the number of flags asked for (a pair flagged twice is stored once).
 */
export async function flagDemoChanges(db: Database, demo: DemoContent): Promise<number> {
  const items = (type: string) => demo.batches.find((batch) => batch.type === type)?.items ?? [];
  const obligations = items('obligation').filter((item) => item.stage !== 'retired');
  const rows: ReturnType<typeof sql>[] = [];
  for (const news of items('newsitem')) {
    const changes = (news.data.changes as string[] | undefined) ?? [];
    const since = String(news.data.publishedAt);
    for (const regulation of changes) {
      const under = obligations.filter((item) => item.data.regulation === regulation);
      const controls = new Set(under.flatMap((item) => (item.data.controls as string[] | undefined) ?? []));
      const flag = (id: string, type: string) =>
        rows.push(sql`(${id}::uuid, ${type}, ${regulation}::uuid, 'news', ${news.id}::uuid, ${since}::timestamptz)`);
      for (const item of under) flag(item.id, 'obligation');
      for (const id of controls) flag(id, 'control');
    }
  }
  if (rows.length) {
    await db.execute(
      // One open flag per (item, cause): a control under two regulations the news changes is flagged once.
      sql`INSERT INTO review_flags (item_id, type, regulation_id, cause, cause_id, since) VALUES ${sql.join(rows, sql`, `)}
        ON CONFLICT (item_id, cause_id) WHERE cleared_at IS NULL DO NOTHING`,
    );
  }
  return rows.length;
}
