import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import {
  jurisdiction,
  REGULATIONS_MAX,
  regulationsView,
  type JurisdictionView,
} from '../../src/modules/jurisdiction/routes.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * One jurisdiction across the areas (issue 15): a hand-made corpus over Germany and France around a fixed "now"
 * (a Wednesday), so every count below is worked out by hand; the route's refusals and grants through HTTP.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const id = (name: string) => ids[name]!;
const as = (user: string) => ({ 'x-user': user });
const NOW = new Date('2026-03-18T12:00:00Z');
const DAY = 86_400_000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const ADMIN = { roles: ['riccadmin', 'obligationsadmin', 'impactadmin'], userId: null };

async function seed(type: string, items: [string, Record<string, unknown>, string?][]): Promise<void> {
  await seedItems(
    t.database.db,
    type,
    items.map(([name, data, stage]) => {
      ids[name] = randomUUID();
      return { id: id(name), data, ...(stage ? { stage } : {}) };
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ADMIN.roles });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  // Reads initiatives but not events: milestones without the events.
  await createUser(t.database, { username: 'impact', roles: ['impactadmin'] });
  await seed('topic', [['ai', { name: 'Artificial intelligence', slug: 'ai' }]]);
  await seed('regulator', [
    ['baf', { code: 'BAF', name: 'Bundesaufsicht', country: 'DE', level: 'national', kind: 'prudential' }],
    ['amf', { code: 'AMF', name: 'Autorité des marchés', country: 'FR', level: 'national', kind: 'conduct' }],
  ]);
  const news = (title: string, days: number, countries: string[], topics: string[] = []) =>
    [
      title,
      {
        title,
        url: `https://news.example/${title}`,
        publishedAt: daysBefore(days),
        countries,
        topics: topics.map(id),
        regulator: id(countries[0] === 'FR' ? 'amf' : 'baf'),
      },
    ] as [string, Record<string, unknown>];
  await seed('newsitem', [
    news('n1', 1, ['DE'], ['ai']), // this week, week of 16 March
    news('n2', 3, ['DE']), // this week (last 7 days), week of 9 March
    news('n3', 8, ['DE']), // the 7 days before, week of 9 March
    news('n4', 20, ['DE']), // week of 23 February
    news('n5', 60, ['DE']), // before the 8 weeks: only in the latest
    news('n6', 1, ['FR']), // France only
    news('n7', 2, ['DE', 'FR']), // both: this week, week of 16 March
  ]);
  await seed('event', [
    ['e1', { title: 'Hearing', kind: 'hearing', start: '2026-04-01', countries: ['DE'] }],
    ['e2', { title: 'Too far', kind: 'deadline', start: '2026-09-20', countries: ['DE'] }], // beyond 180 days
    ['e3', { title: 'French', kind: 'deadline', start: '2026-03-20', countries: ['FR'] }],
    ['e4', { title: 'Past', kind: 'deadline', start: '2026-03-01', countries: ['DE'] }],
  ]);
  const regulation = (title: string, country: string, rest: Record<string, unknown>) =>
    [title, { title, country, kind: 'act', ...rest }] as [string, Record<string, unknown>];
  await seed('regulation', [
    regulation('Alpha', 'DE', { status: 'in-force', effectiveOn: '2025-01-01', shortName: 'ALP' }),
    regulation('Beta', 'DE', {
      status: 'adopted',
      effectiveOn: '2026-01-01',
      applicationOn: '2026-06-01',
      topics: [id('ai')],
    }),
    regulation('Gamma', 'DE', { status: 'proposed', effectiveOn: '2026-05-01' }),
    regulation('Delta', 'FR', { status: 'in-force', effectiveOn: '2024-01-01' }),
  ]);
  const obligation = (title: string, regulation: string, rest: Record<string, unknown> = {}) =>
    [title, { title, regulation: id(regulation), duty: 'Do it.', modality: 'must', ...rest }, 'approved'] as [
      string,
      Record<string, unknown>,
      string,
    ];
  await seed('obligation', [
    obligation('o1', 'Alpha'),
    obligation('o2', 'Alpha'),
    obligation('o3', 'Alpha'), // deleted below
    obligation('o4', 'Beta', { dueOn: '2026-04-15', countries: ['DE'] }),
    obligation('o5', 'Delta', { dueOn: '2026-04-16', countries: ['FR'] }),
  ]);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/content/obligation/${id('o3')}`,
    headers: as('admin'),
  });
  expect(removed.statusCode, removed.body).toBe(200);
  const initiative = (title: string, country: string, domain: string, rest: Record<string, unknown>) =>
    [title, { title, country, domain, ...rest }, 'approved'] as [string, Record<string, unknown>, string];
  await seed('initiative', [
    initiative('i1', 'DE', 'ai', { status: 'adopted', effectiveOn: '2026-05-10' }),
    initiative('i2', 'DE', 'climate', { status: 'proposed', announcedOn: '2026-02-01' }),
    initiative('i3', 'DE', 'ai', { status: 'adopted', effectiveOn: '2025-06-01' }),
    initiative('i4', 'FR', 'ai', { status: 'adopted', effectiveOn: '2026-04-01' }),
  ]);
  const article = (title: string, countries: string[], publishedOn: string) =>
    [title, { title, summary: 's', audience: 'public', countries, publishedOn }] as [string, Record<string, unknown>];
  await seed('article', [
    [...article('a1', ['DE'], '2026-03-01'), 'published'],
    [...article('a2', ['DE'], '2026-03-05'), 'draft'],
    [...article('a3', ['FR'], '2026-03-02'), 'published'],
  ]);
  await seedItaly();
}, 120_000);
afterAll(() => t?.close());

/**
 * Italy: an act in force whose rules apply later and one applying now (both in force only), one in force from a later
 * date (coming only), one repealed (in neither), and two initiatives
 * with milestones from their dates and from events that name them or the act (one twice, one deleted).
 */
async function seedItaly(): Promise<void> {
  await seed('regulation', [
    [
      'Zeta',
      {
        title: 'Zeta',
        country: 'IT',
        kind: 'act',
        status: 'in-force',
        effectiveOn: '2025-08-01',
        applicationOn: '2026-08-02',
      },
    ],
    [
      'Eta',
      {
        title: 'Eta',
        country: 'IT',
        kind: 'act',
        status: 'in-force',
        effectiveOn: '2024-01-01',
        applicationOn: '2025-01-01',
      },
    ],
    ['Theta', { title: 'Theta', country: 'IT', kind: 'act', status: 'in-force', effectiveOn: '2026-07-01' }],
    ['Iota', { title: 'Iota', country: 'IT', kind: 'act', status: 'repealed', effectiveOn: '2020-01-01' }],
  ]);
  await seed('initiative', [
    [
      'm1',
      {
        title: 'm1',
        country: 'IT',
        domain: 'ai',
        kind: 'law',
        status: 'in-force',
        announcedOn: '2025-04-01',
        effectiveOn: '2025-08-01',
        regulation: id('Zeta'),
      },
      'approved',
    ],
    [
      'm2',
      {
        title: 'm2',
        country: 'IT',
        domain: 'tax',
        kind: 'law',
        status: 'adopted',
        effectiveOn: '2026-01-01',
        measure: 'carbon-tax',
        rate: 'EUR 20 per tCO2e',
        base: 'Fuel use',
      },
      'approved',
    ],
  ]);
  await seed('event', [
    ['ev1', { title: 'Prohibitions apply', kind: 'application-date', start: '2026-02-02', regulation: id('Zeta') }],
    ['ev2', { title: 'Rules apply', kind: 'application-date', start: '2026-08-02', initiatives: [id('m1'), id('m2')] }],
    ['ev3', { title: 'Rules apply', kind: 'application-date', start: '2026-08-02', regulation: id('Zeta') }],
    ['ev4', { title: 'Takes effect', kind: 'effective-date', start: '2025-08-01', initiatives: [id('m1')] }],
    ['ev5', { title: 'Withdrawn step', kind: 'deadline', start: '2026-03-01', initiatives: [id('m1')] }],
  ]);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/content/event/${id('ev5')}`,
    headers: as('admin'),
  });
  expect(removed.statusCode, removed.body).toBe(200);
}

const titles = (items: { title: string }[] | null | undefined) => items?.map((item) => item.title);

describe('a jurisdiction', () => {
  let de: JurisdictionView;
  beforeAll(async () => {
    de = await jurisdiction(t.database.db, 'DE', null, ADMIN, NOW);
  });

  it('names the country and lists its regulators only', () => {
    expect(de.country).toEqual({ code: 'DE', name: 'Germany' });
    expect(de.area).toBeNull();
    expect(de.regulators).toEqual([{ id: id('baf'), title: 'Bundesaufsicht', code: 'BAF' }]);
  });

  it('counts the news of the last 7 days, the 7 before and 8 ISO weeks, and lists the latest', () => {
    expect(de.news).toMatchObject({ thisWeek: 3, previousWeek: 1 });
    expect(de.news!.weeks).toEqual([
      { week: '2026-01-26', count: 0 },
      { week: '2026-02-02', count: 0 },
      { week: '2026-02-09', count: 0 },
      { week: '2026-02-16', count: 0 },
      { week: '2026-02-23', count: 1 },
      { week: '2026-03-02', count: 0 },
      { week: '2026-03-09', count: 2 },
      { week: '2026-03-16', count: 2 },
    ]);
    expect(titles(de.news!.latest)).toEqual(['n1', 'n7', 'n2', 'n3', 'n4', 'n5']);
    expect(de.news!.latest[0]).toEqual({
      id: id('n1'),
      title: 'n1',
      publishedAt: daysBefore(1),
      regulator: { id: id('baf'), title: 'Bundesaufsicht' },
    });
  });

  it('lists what is coming in the next 180 days, soonest first', () => {
    expect(de.coming).toEqual([
      { id: id('e1'), type: 'event', title: 'Hearing', date: '2026-04-01', what: 'Event' },
      { id: id('o4'), type: 'obligation', title: 'o4', date: '2026-04-15', what: 'Obligation due' },
      { id: id('Gamma'), type: 'regulation', title: 'Gamma', date: '2026-05-01', what: 'Takes effect' },
      { id: id('i1'), type: 'initiative', title: 'i1', date: '2026-05-10', what: 'Takes effect' },
      { id: id('Beta'), type: 'regulation', title: 'Beta', date: '2026-06-01', what: 'Applies from' },
    ]);
  });

  it('counts initiatives by domain and status and lists the latest', () => {
    expect(de.initiatives!.byDomainStatus).toEqual([
      { domain: 'ai', status: 'adopted', count: 2 },
      { domain: 'climate', status: 'proposed', count: 1 },
    ]);
    expect(titles(de.initiatives!.latest)).toEqual(['i1', 'i2', 'i3']);
  });

  it('splits regulations in force and coming, each with its live obligations', () => {
    expect(de.regulations).toEqual({
      inForce: [
        {
          id: id('Alpha'),
          title: 'Alpha',
          shortName: 'ALP',
          obligations: 2,
          effectiveOn: '2025-01-01',
          applicationOn: null,
        },
      ],
      inForceTotal: 1,
      coming: [
        {
          id: id('Gamma'),
          title: 'Gamma',
          shortName: null,
          obligations: 0,
          effectiveOn: '2026-05-01',
          applicationOn: null,
          status: 'proposed',
        },
        {
          id: id('Beta'),
          title: 'Beta',
          shortName: null,
          obligations: 1,
          effectiveOn: '2026-01-01',
          applicationOn: '2026-06-01',
          status: 'adopted',
        },
      ],
      comingTotal: 2,
    });
  });

  it('lists published insights only', () => {
    expect(de.insights).toEqual([{ id: id('a1'), title: 'a1', publishedOn: '2026-03-01' }]);
  });

  it('never shows another country’s items', () => {
    const text = JSON.stringify(de);
    for (const name of ['amf', 'n6', 'e3', 'Delta', 'o5', 'i4', 'a3']) expect(text).not.toContain(id(name));
  });

  it('applies an area’s scopes to the types it scopes', async () => {
    const ai = await jurisdiction(t.database.db, 'DE', 'ai', ADMIN, NOW);
    expect(ai.area).toBe('ai');
    expect(ai.initiatives!.byDomainStatus).toEqual([{ domain: 'ai', status: 'adopted', count: 2 }]);
    expect(titles(ai.initiatives!.latest)).toEqual(['i1', 'i3']);
    expect(titles(ai.news!.latest)).toEqual(['n1']);
    expect(ai.news).toMatchObject({ thisWeek: 1, previousWeek: 0 });
    expect(ai.regulations).toMatchObject({
      inForce: [],
      inForceTotal: 0,
      coming: [{ title: 'Beta', obligations: 1 }],
      comingTotal: 1,
    });
    // Events are scoped to AI topics (none here), obligations are not scoped by the AI area.
    expect(titles(ai.coming)).toEqual(['o4', 'i1', 'Beta']);
    expect(ai.insights).toEqual([]);
  });
});

describe('initiatives’ milestones and the regulations’ split', () => {
  let it_: JurisdictionView;
  beforeAll(async () => {
    it_ = await jurisdiction(t.database.db, 'IT', null, ADMIN, NOW);
  });
  const initiative = (view: JurisdictionView, title: string) =>
    view.initiatives!.latest.find((item) => item.title === title)!;

  it('gives an initiative’s type and tax measure', () => {
    expect(initiative(it_, 'm2')).toMatchObject({
      domain: 'tax',
      kind: 'law',
      measure: 'carbon-tax',
      rate: 'EUR 20 per tCO2e',
      base: 'Fuel use',
    });
    expect(initiative(it_, 'm1')).toMatchObject({ kind: 'law', measure: null, rate: null, base: null });
  });

  it('dates an initiative: announced, takes effect, events naming it or its regulation; one per date and label', () => {
    const m1 = initiative(it_, 'm1').milestones;
    expect(m1.map(({ date, label, what }) => ({ date, label, what }))).toEqual([
      { date: '2025-04-01', label: 'Announced', what: 'announced' },
      { date: '2025-08-01', label: 'Takes effect', what: 'effective' },
      { date: '2026-02-02', label: 'Prohibitions apply', what: 'event' },
      { date: '2026-08-02', label: 'Rules apply', what: 'event' },
    ]);
    expect(m1[2]!.eventId).toBe(id('ev1'));
    expect([id('ev2'), id('ev3')]).toContain(m1[3]!.eventId);
    expect(initiative(it_, 'm2').milestones).toEqual([
      { date: '2026-01-01', label: 'Takes effect', what: 'effective' },
      { date: '2026-08-02', label: 'Rules apply', what: 'event', eventId: id('ev2') },
    ]);
  });

  it('leaves out the events of a caller who may not read events', async () => {
    const response = await t.app.inject({ url: '/api/jurisdictions/IT', headers: as('impact') });
    expect(response.statusCode, response.body).toBe(200);
    const m1 = (response.json() as JurisdictionView).initiatives!.latest.find((item) => item.title === 'm1')!;
    expect(m1.milestones.map((step) => step.label)).toEqual(['Announced', 'Takes effect']);
  });

  it('lists an act in force now as in force, with its later application date; one in force later as coming', () => {
    expect(it_.regulations!.inForce).toEqual([
      {
        id: id('Zeta'),
        title: 'Zeta',
        shortName: null,
        obligations: 0,
        effectiveOn: '2025-08-01',
        applicationOn: '2026-08-02',
      },
      {
        id: id('Eta'),
        title: 'Eta',
        shortName: null,
        obligations: 0,
        effectiveOn: '2024-01-01',
        applicationOn: '2025-01-01',
      },
    ]);
    expect(it_.regulations!.coming).toEqual([
      {
        id: id('Theta'),
        title: 'Theta',
        shortName: null,
        obligations: 0,
        effectiveOn: '2026-07-01',
        applicationOn: null,
        status: 'in-force',
      },
    ]);
  });

  it('never lists a regulation both in force and coming, whatever its dates', () => {
    const rows = (['proposed', 'adopted', 'in-force', 'repealed', null] as const).flatMap((status) =>
      [null, '2025-01-01', '2026-03-18', '2026-09-01'].flatMap((effective_on) =>
        [null, '2025-06-01', '2026-09-01'].map((application_on) => ({
          id: `${status}/${effective_on}/${application_on}`,
          title: 't',
          short_name: null,
          status,
          effective_on,
          application_on,
          obligations: 0,
        })),
      ),
    );
    const view = regulationsView(rows, '2026-03-18');
    const inForce = new Set(view.inForce.map((row) => row.id));
    expect(view.coming.filter((row) => inForce.has(row.id))).toEqual([]);
    // In force today (the day itself counts), whatever the application date; in force from later is coming.
    expect([...inForce].sort()).toEqual(
      rows
        .filter((row) => row.status === 'in-force' && (row.effective_on ?? '') <= '2026-03-18')
        .map((row) => row.id)
        .sort(),
    );
    expect(view.coming.map((row) => row.id)).toContain('in-force/2026-09-01/null');
    expect(view.coming.map((row) => row.id)).toContain('adopted/2025-01-01/null');
    expect(view.coming.some((row) => row.id.startsWith('repealed/'))).toBe(false);
  });
});

describe('GET /api/jurisdictions/:country', () => {
  it('takes the code in any case and answers it upper-case', async () => {
    const response = await t.app.inject({ url: '/api/jurisdictions/de', headers: as('admin') });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.country).toEqual({ code: 'DE', name: 'Germany' });
    expect(titles(body.regulations.inForce)).toEqual(['Alpha']);
  });

  it('gives a part of a type the caller may not read as null, and hides unpublished insights', async () => {
    const response = await t.app.inject({ url: '/api/jurisdictions/DE', headers: as('reader') });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ news: null, regulators: null, initiatives: null, regulations: null, coming: [] });
    expect(titles(body.insights)).toEqual(['a1']);
  });

  it('refuses an unknown country (404) and an unknown area (400)', async () => {
    const unknown = await t.app.inject({ url: '/api/jurisdictions/XX', headers: as('admin') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404 });
    const area = await t.app.inject({ url: '/api/jurisdictions/DE?area=nowhere', headers: as('admin') });
    expect(area.statusCode).toBe(400);
    expect(area.json()).toMatchObject({ status: 400 });
  });
});

describe('regulations: the first of each list with its total', () => {
  const regulation = (title: string, country: string, rest: Record<string, unknown>) => {
    ids[title] = randomUUID();
    return { id: id(title), data: { title, country, kind: 'act', ...rest } };
  };
  /** A day some days after another, as a date field holds it. */
  const dayAfter = (start: string, days: number) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  const matrix = (['proposed', 'adopted', 'in-force', 'repealed', null] as const).flatMap((status) =>
    [null, '2025-01-01', '2026-03-18', '2026-09-01'].flatMap((effectiveOn) =>
      [null, '2025-06-01', '2026-09-01'].map((applicationOn) => ({ status, effectiveOn, applicationOn })),
    ),
  );
  const matrixTitle = (row: (typeof matrix)[number]) => `NL ${row.status}/${row.effectiveOn}/${row.applicationOn}`;

  beforeAll(async () => {
    // Portugal: 53 in force (the latest on 2020-04-14) and 52 proposed (the soonest on 2026-04-01).
    await seedItems(t.database.db, 'regulation', [
      ...Array.from({ length: 53 }, (_, i) =>
        regulation(`PT in force ${i}`, 'PT', { status: 'in-force', effectiveOn: dayAfter('2020-01-01', i * 2) }),
      ),
      ...Array.from({ length: 52 }, (_, i) =>
        regulation(`PT proposed ${i}`, 'PT', { status: 'proposed', effectiveOn: dayAfter('2026-04-01', i) }),
      ),
    ]);
    await seedItems(t.database.db, 'obligation', [
      {
        id: randomUUID(),
        data: { title: 'PT o', regulation: id('PT in force 52'), duty: 'Do it.', modality: 'must' },
        stage: 'approved',
      },
    ]);
    // The Netherlands: every status with every entry-into-force and application date around NOW.
    await seedItems(
      t.database.db,
      'regulation',
      matrix.map((row) =>
        regulation(matrixTitle(row), 'NL', {
          ...(row.status ? { status: row.status } : {}),
          ...(row.effectiveOn ? { effectiveOn: row.effectiveOn } : {}),
          ...(row.applicationOn ? { applicationOn: row.applicationOn } : {}),
        }),
      ),
    );
  });

  it(`sends the latest ${REGULATIONS_MAX} in force and the soonest ${REGULATIONS_MAX} coming, with each total`, async () => {
    const pt = (await jurisdiction(t.database.db, 'PT', null, ADMIN, NOW)).regulations!;
    expect(pt.inForceTotal).toBe(53);
    expect(titles(pt.inForce)).toEqual(Array.from({ length: REGULATIONS_MAX }, (_, i) => `PT in force ${52 - i}`));
    expect(pt.inForce[0]).toMatchObject({ effectiveOn: '2020-04-14', obligations: 1 });
    expect(pt.comingTotal).toBe(52);
    expect(titles(pt.coming)).toEqual(Array.from({ length: REGULATIONS_MAX }, (_, i) => `PT proposed ${i}`));
  });

  it('splits in the database as regulationsView does, whatever the status and dates', async () => {
    const nl = (await jurisdiction(t.database.db, 'NL', null, ADMIN, NOW)).regulations!;
    const rows = matrix.map((row) => ({
      id: id(matrixTitle(row)),
      title: matrixTitle(row),
      short_name: null,
      status: row.status,
      effective_on: row.effectiveOn,
      application_on: row.applicationOn,
      obligations: 0,
    }));
    const expected = regulationsView(rows, '2026-03-18');
    expect(expected.inForceTotal).toBeGreaterThan(0);
    expect(expected.comingTotal).toBeGreaterThan(0);
    expect(nl).toEqual(expected);
  });

  it('counts within an area’s scope', async () => {
    const ai = (await jurisdiction(t.database.db, 'PT', 'ai', ADMIN, NOW)).regulations!;
    expect(ai).toEqual({ inForce: [], inForceTotal: 0, coming: [], comingTotal: 0 });
  });
});
