import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

/**
 * The demo's alerts and followed countries, so that notifications arrive on their own as the demo feeds bring
 * items: the analyst follows the EU and the UK and has an alert per kind (as items arrive, a daily digest), the
 * tagger one on everything. And a welcome message to everyone, so the top bar's count shows from the first visit.
 */
export async function loadDemoAlerts(db: Database): Promise<number> {
  const people = await queryRows<{ id: string; username: string }>(
    db,
    sql`SELECT id, username FROM users WHERE username IN ('analyst', 'tagger')`,
  );
  const id = (username: string) => people.find((person) => person.username === username)?.id;
  const alerts = [
    { user: id('analyst'), name: 'EU news as it arrives', query: { countries: ['EU'] }, frequency: 'immediate' },
    {
      user: id('analyst'),
      name: 'Enforcement, daily',
      query: { q: 'enforcement OR fine OR sanction' },
      frequency: 'daily',
    },
    { user: id('tagger'), name: 'Everything new', query: {}, frequency: 'immediate' },
  ].filter((alert) => alert.user);
  for (const alert of alerts) {
    await db.execute(
      sql`INSERT INTO alerts (user_id, name, query, frequency, email, next_run_at)
        VALUES (${alert.user}::uuid, ${alert.name}, ${JSON.stringify(alert.query)}::jsonb, ${alert.frequency}, false,
          now() + ${alert.frequency === 'daily' ? sql`interval '1 day'` : sql`interval '0 seconds'`})`,
    );
  }
  const analyst = id('analyst');
  if (analyst) {
    await db.execute(
      sql`UPDATE users SET preferences = ${JSON.stringify({ countries: ['EU', 'GB'], topics: [] })}::jsonb
        WHERE id = ${analyst}::uuid`,
    );
  }
  if (people.length) {
    const [welcome] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO broadcasts (title, body, link) VALUES ('Welcome to the Regulatory Horizon demo',
        'News arrives from the demo feeds every few minutes, tagged by the auto-tagging rules. Save a filtered list as an alert to hear of new items.',
        '/alerts') RETURNING id`,
    );
    const sent = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO notifications (user_id, kind, title, body, link, broadcast_id)
        SELECT u.id, 'admin', b.title, b.body, b.link, b.id FROM users u, broadcasts b
        WHERE b.id = ${welcome!.id}::uuid AND u.disabled_at IS NULL RETURNING id`,
    );
    await db.execute(sql`UPDATE broadcasts SET recipients = ${sent.length} WHERE id = ${welcome!.id}::uuid`);
  }
  return alerts.length;
}
