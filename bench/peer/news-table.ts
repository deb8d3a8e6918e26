// The peer's table: the same news rows as our content_items, in a `news` table of Directus's own database, with the
// columns and indexes an administrator would give such a table. Rebuilt at every run (so the rows created by the
// previous run's create measurement go), copied from our database in batches over two connections.
import { withClient } from '../database.ts';

/** The table, as a Directus administrator would create it before registering it as a collection. */
const CREATE = `
  CREATE TABLE news (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    title text NOT NULL,
    url text,
    guid text,
    summary text,
    content text,
    date timestamptz NOT NULL,
    country varchar(8),
    regulator uuid,
    source uuid,
    language varchar(8),
    news_types text,
    tags text,
    topics jsonb,
    impact varchar(16),
    status varchar(16),
    date_created timestamptz NOT NULL DEFAULT now()
  )`;

/**
 * The list's filter and sort (one country, newest first) and the collection's default sort are answered by B-trees.
 * No index serves Directus's `search`: it ORs `LOWER(column) LIKE '%word%'` over every string and text column
 * (title, url, guid, summary, content, country, language, news_types, tags, impact, status; Directus 11.3's
 * applySearch), which only trigram indexes on LOWER() of all eleven columns could answer, and an index on a few of
 * them is never used while the others need a scan; sorted newest first, the scan walks the date index until it has its page.
 */
const INDEXES = [
  'CREATE INDEX news_country_date_idx ON news (country, date DESC)',
  'CREATE INDEX news_date_idx ON news (date DESC)',
  'CREATE INDEX news_regulator_date_idx ON news (regulator, date DESC)',
];

/** Our news items as rows of `news` (every seeded item has one country: `country` is the first). */
const SELECT = `
  SELECT id, title, data->>'url' AS url, data->>'guid' AS guid, data->>'summary' AS summary,
    data->>'content' AS content, date, countries[1] AS country, regulator, source, data->>'language' AS language,
    array_to_string(kinds, ',') AS news_types, array_to_string(tags, ',') AS tags, to_jsonb(topics) AS topics,
    data->>'impact' AS impact, data->>'status' AS status, created_at AS date_created
  FROM content_items WHERE type = 'newsitem' AND deleted_at IS NULL AND id > $1 ORDER BY id LIMIT $2`;

const BATCH = 5_000;

/** Creates `name` on the server of `serverUrl` unless it exists; answers its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  await withClient(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and fills `news` in `targetUrl` from the news items of `sourceUrl`, indexes it and VACUUM ANALYZEs it. */
export async function copyNews(sourceUrl: string, targetUrl: string): Promise<number> {
  const started = performance.now();
  return withClient(sourceUrl, (source) =>
    withClient(targetUrl, async (target) => {
      await target.query('DROP TABLE IF EXISTS news');
      await target.query(CREATE);
      let after = '00000000-0000-0000-0000-000000000000';
      let copied = 0;
      while (true) {
        const { rows } = await source.query<{ id: string }>(SELECT, [after, BATCH]);
        if (rows.length === 0) break;
        await target.query('INSERT INTO news SELECT * FROM jsonb_populate_recordset(null::news, $1::jsonb)', [
          JSON.stringify(rows),
        ]);
        copied += rows.length;
        after = rows.at(-1)!.id;
      }
      for (const index of INDEXES) await target.query(index);
      await target.query('VACUUM ANALYZE news');
      console.log(
        `  news: ${copied} rows copied, indexed and analysed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      return copied;
    }),
  );
}
