import { randomUUID } from 'node:crypto';
import { allowedTransitions, ARTICLE_WORKFLOW } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardMoves, moveForDrop } from '../../../web/src/areas/workflow/board-model.ts';
import { seedItems } from '../../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The insights board offers a move exactly where the API takes it: for every stage × every transition × a set of
 * roles, as the item's author and not, what the board's pure function offers (from the item the API returns) is
 * compared with the answer of `POST /api/content/article/:id/transitions/:name`, and with core's rule.
 */
let t: TestApp;
const ROLES: Record<string, string[]> = {
  editor: ['riccmember', 'articleEditor'],
  reviewer: ['riccmember', 'articleReviewer'],
  approver: ['riccmember', 'articleApprover'],
  analyst: ['riccmember'],
  visitor: ['insightsvisitor'],
};
const userIds: Record<string, string> = {};
/** Per user: the insight they wrote, and one a colleague wrote. */
const items: Record<string, { own: string; other: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  const colleague = await createUser(t.database, { username: 'colleague', roles: ['riccmember'] });
  for (const [username, roles] of Object.entries(ROLES)) {
    userIds[username] = (await createUser(t.database, { username, roles })).id;
    items[username] = { own: randomUUID(), other: randomUUID() };
    const data = (title: string) => ({ title, summary: 'A summary.', audience: 'internal' });
    await seedItems(t.database.db, 'article', [
      { id: items[username].own, data: data(`By ${username}`), userId: userIds[username] },
      { id: items[username].other, data: data(`For ${username}`), userId: colleague.id },
    ]);
  }
}, 120_000);
afterAll(() => t?.close());

async function putStage(id: string, stage: string) {
  await t.database.db.execute(sql`UPDATE content_items SET stage = ${stage} WHERE id = ${id}`);
}
async function stageOf(id: string) {
  const rows = (await t.database.db.execute(sql`SELECT stage FROM content_items WHERE id = ${id}`)) as unknown as {
    rows: { stage: string }[];
  };
  return rows.rows[0]!.stage;
}

describe('board moves = API moves', () => {
  for (const username of Object.keys(ROLES)) {
    for (const authorship of ['own', 'other'] as const) {
      it(`${username}, ${authorship === 'own' ? 'as the author' : 'not the author'}: every stage × transition`, async () => {
        const id = items[username]![authorship];
        for (const stage of ARTICLE_WORKFLOW.stages.map((s) => s.name)) {
          for (const transition of ARTICLE_WORKFLOW.transitions) {
            await putStage(id, stage);
            const read = await t.app.inject({ url: `/api/content/article/${id}`, headers: { 'x-user': username } });
            // An item the reader may not see offers nothing on the board (it is not on it).
            const offered =
              read.statusCode === 200 ? boardMoves(ARTICLE_WORKFLOW, read.json()).allowed.map((m) => m.name) : [];
            expect(offered, `${username} ${stage}`).toEqual(
              allowedTransitions(ARTICLE_WORKFLOW, stage, ROLES[username]!, authorship === 'own'),
            );
            const version = read.statusCode === 200 ? (read.json() as { version: number }).version : 1;
            const moved = await t.app.inject({
              method: 'POST',
              url: `/api/content/article/${id}/transitions/${transition.name}`,
              headers: { 'x-user': username },
              payload: { version },
            });
            const where = `${username} (${authorship}) ${transition.name} from ${stage}: ${moved.statusCode} ${moved.body.slice(0, 120)}`;
            if (offered.includes(transition.name)) {
              expect(moved.statusCode, where).toBe(200);
              expect(await stageOf(id), where).toBe(transition.to);
              if (read.statusCode === 200) {
                expect(moveForDrop(ARTICLE_WORKFLOW, read.json(), transition.to)?.to).toBe(transition.to);
              }
            } else {
              expect([403, 404, 409], where).toContain(moved.statusCode);
              expect(await stageOf(id), where).toBe(stage);
            }
          }
        }
      }, 120_000);
    }
  }

  it('a withheld move (four eyes) is offered disabled with the server’s reason, and the server refuses it', async () => {
    const id = items.reviewer!.own;
    await putStage(id, 'review');
    const read = await t.app.inject({ url: `/api/content/article/${id}`, headers: { 'x-user': 'reviewer' } });
    const moves = boardMoves(ARTICLE_WORKFLOW, read.json());
    expect(moves.withheld.map((m) => m.name)).toEqual(['pass']);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/content/article/${id}/transitions/pass`,
      headers: { 'x-user': 'reviewer' },
      payload: { version: (read.json() as { version: number }).version },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(moves.withheld[0]!.reason);
  });
});
