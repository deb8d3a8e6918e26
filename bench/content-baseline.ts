// The hand-written comparison for the content benchmark: bare Fastify 5 and node-postgres running, for one list
// and for search, the same SQL statements the generic engine runs (apps/server/src/content/reads.ts, present.ts,
// search/search.ts), written out by hand. No validation, no permission checks, no abilities: what is left is the
// cost of the database and of JSON.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' });
const app = Fastify({ logger: false });

const ITEM = `id, type, key, version, stage, title, data, created_at AS "createdAt", created_by AS "createdBy",
  updated_at AS "updatedAt", updated_by AS "updatedBy", deleted_at AS "deletedAt"`;
/** EXACT_COUNT_LIMIT of reads.ts. */
const EXACT = 1000;
const estimates = new Map<string, { at: number; rows: number; ofType: number }>();

app.get<{ Querystring: { country: string; kind: string } }>('/list', async (request) => {
  const where = `type = 'newsitem' AND deleted_at IS NULL AND countries && $1::text[] AND kinds && $2::text[]`;
  const params = [[request.query.country], [request.query.kind]];
  const ordered = `SELECT ${ITEM}, date AS "sortValue" FROM content_items WHERE ${where}
    ORDER BY date DESC NULLS LAST, id DESC NULLS LAST LIMIT 21`;
  // The planner's estimate first (listPage's plan choice): many matches are read in order at once. Kept 30 s per
  // filter, as the engine keeps it (db/estimate.ts).
  const key = JSON.stringify(params);
  let kept = estimates.get(key);
  if (!kept || Date.now() - kept.at >= 30_000) {
    const plan = await pool.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM content_items WHERE ${where}
       UNION ALL SELECT 1 FROM content_items WHERE type = 'newsitem' AND deleted_at IS NULL`,
      params,
    );
    const [matches, ofType] = plan.rows[0]['QUERY PLAN'][0].Plan.Plans as { 'Plan Rows': number }[];
    kept = { at: Date.now(), rows: matches!['Plan Rows'], ofType: ofType!['Plan Rows'] };
    estimates.set(key, kept);
  }
  const estimate = kept.rows;
  let rows: pg.QueryResult['rows'];
  let total: number;
  if (estimate > EXACT && estimate >= 0.005 * kept.ofType) {
    rows = (await pool.query(ordered, params)).rows;
    total = rows.length <= 20 ? rows.length : estimate;
  } else {
    // Fewer: the matches up to the exact-count limit, the page sorted out of them.
    const first = await pool.query(
      `WITH matches AS MATERIALIZED (SELECT id, date AS s FROM content_items WHERE ${where} LIMIT ${EXACT + 1}),
         page AS (SELECT id, s FROM matches ORDER BY s DESC NULLS LAST, id DESC NULLS LAST LIMIT 21)
       SELECT c.matched, p.* FROM (SELECT count(*)::int AS matched FROM matches) c
       LEFT JOIN LATERAL (SELECT ${ITEM}, page.s AS "sortValue" FROM page JOIN content_items USING (id)
         ORDER BY page.s DESC NULLS LAST, id DESC NULLS LAST) p ON true`,
      params,
    );
    const matched = first.rows[0].matched as number;
    rows = first.rows.filter((row) => row.id !== null);
    total = matched;
    if (matched > EXACT) {
      rows = (await pool.query(ordered, params)).rows;
      total = Math.max(matched, estimate);
    }
  }
  const items = rows.slice(0, 20);
  const refIds = new Set<string>();
  for (const item of items) {
    for (const key of ['source', 'regulator']) if (item.data[key]) refIds.add(item.data[key]);
    for (const id of item.data.topics ?? []) refIds.add(id);
  }
  const refs = await pool.query(`SELECT id, type, title FROM content_items WHERE id = ANY($1::uuid[])`, [[...refIds]]);
  return { items, refs: refs.rows, total };
});

app.get<{ Querystring: { q: string } }>('/search', async (request) => {
  const types = (process.env.SEARCH_TYPES ?? 'newsitem').split(',');
  const snippet = `replace(replace(replace(regexp_replace(coalesce(CASE type WHEN 'newsitem' THEN data->>'summary'
    WHEN 'article' THEN data->>'summary' END, title), '<[^>]*>', ' ', 'g'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;
  // A phrase's word pairs first, as a constant, kept only where the planner estimates them in at most 2 % of the
  // items; where they are more common, the newest rows are walked in date order first (the engine's window.ts).
  const phrases = [...request.query.q.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  let walk: number | null = null;
  let pairs: string | null = phrases.length
    ? (
        await pool.query(
          `SELECT string_agg(quote_literal(p.lexeme), ' & ') AS pairs
           FROM unnest($1::text[]) phrase, unnest(rh_word_pairs(to_tsvector('english', phrase))) p`,
          [phrases],
        )
      ).rows[0].pairs
    : null;
  if (pairs) {
    const plan = await pool.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM content_pairs WHERE pairs @@ $1::tsquery
       UNION ALL SELECT 1 FROM content_pairs`,
      [pairs],
    );
    const [holding, all] = plan.rows[0]['QUERY PLAN'][0].Plan.Plans as { 'Plan Rows': number }[];
    const share = holding!['Plan Rows'] / all!['Plan Rows'];
    if (share > 0.02) {
      walk = Math.ceil(3000 / share);
      pairs = null;
    }
  }
  const planned = (also: string) => `SELECT id, type, date, countries, regulator, search, query
       FROM content_search, websearch_to_tsquery('english', $1) query
       WHERE type = ANY($2::text[]) AND live AND search @@ query ${also}
         ${pairs ? `AND id IN (SELECT id FROM content_pairs WHERE pairs @@ '${String(pairs).replaceAll("'", "''")}'::tsquery)` : ''}
       ORDER BY date DESC NULLS LAST, id DESC LIMIT 1000`;
  const window = walk
    ? `WITH walk AS MATERIALIZED (
         SELECT id, type, date, countries, regulator, search, query FROM (
           SELECT id, type, date, countries, regulator, search FROM content_search WHERE type = ANY($2::text[]) AND live
           ORDER BY date DESC NULLS LAST, id DESC LIMIT ${walk}) newest, websearch_to_tsquery('english', $1) query
         WHERE search @@ query ORDER BY date DESC NULLS LAST, id DESC LIMIT 1000)
       SELECT * FROM walk WHERE (SELECT count(*) FROM walk) >= 1000
       UNION ALL (${planned('AND (SELECT count(*) FROM walk) < 1000')})`
    : planned('');
  const result = await pool.query(
    `WITH hits AS MATERIALIZED (${window}),
     page AS MATERIALIZED (
       SELECT id, row_number() OVER (ORDER BY ts_rank_cd(search, query, 1) DESC, date DESC NULLS LAST, id)::int AS n
       FROM hits ORDER BY n LIMIT 20 OFFSET 0)
     SELECT 'result' AS kind, c.id, c.type, c.title, c.date, c.countries,
       ts_headline('english', ${snippet}, websearch_to_tsquery('english', $1),
         'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "')
         AS snippet, NULL AS value, NULL AS label, NULL::int AS count, p.n
       FROM page p JOIN content_items c ON c.id = p.id
     UNION ALL SELECT 'type', NULL, NULL, NULL, NULL, NULL, NULL, type, NULL, count(*)::int, NULL FROM hits
       GROUP BY type
     UNION ALL SELECT 'country', NULL, NULL, NULL, NULL, NULL, NULL, c, NULL, count(*)::int, NULL
       FROM hits, unnest(countries) c GROUP BY c
     UNION ALL SELECT 'regulator', NULL, NULL, NULL, NULL, NULL, NULL, h.regulator::text, r.title, count(*)::int, NULL
       FROM hits h JOIN content_items r ON r.id = h.regulator GROUP BY h.regulator, r.title
     UNION ALL SELECT 'year', NULL, NULL, NULL, NULL, NULL, NULL, extract(year FROM date)::int::text, NULL,
       count(*)::int, NULL FROM hits WHERE date IS NOT NULL GROUP BY extract(year FROM date)
     UNION ALL SELECT 'total', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, count(*)::int, NULL FROM hits`,
    [request.query.q, types],
  );
  return {
    results: result.rows.filter((row) => row.kind === 'result').sort((a, b) => a.n - b.n),
    facets: result.rows.filter((row) => row.kind !== 'result'),
  };
});

app.get('/ready', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? '127.0.0.1' });
