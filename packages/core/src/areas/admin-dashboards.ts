import type { Dashboard, Tile } from './define.ts';

/**
 * Admin's declared screens (issue 17 item 5): the news counted by source, regulator and type, its matrix, the volume
 * of each source, the news without a tag, and the lookup tables. Each a route of the admin area (`dashboards`), shown
 * by the generic dashboard; every mark opens the list behind it.
 */

/** The last twelve months, this one included. */
const LAST_YEAR = { 'publishedAt.from': '@month-11' } as const;

/** `/admin/news/count`: how much news arrives, per month, type, regulator and source. */
export const adminNewsCountDashboard: Dashboard = {
  title: 'News counts',
  intro:
    'How much news the sources bring: per month over the last twelve months, by type and impact, and which ' +
    'regulators and sources it comes from. Each bar opens the news it counts.',
  tiles: [
    { kind: 'count', title: 'News', note: 'Every news item kept', query: { type: 'newsitem' } },
    {
      kind: 'count',
      title: 'In the last twelve months',
      note: 'Published since the first of the month a year ago',
      query: { type: 'newsitem', filters: LAST_YEAR },
    },
    {
      kind: 'count',
      title: 'This month',
      note: 'Published since the first of this month',
      query: { type: 'newsitem', filters: { 'publishedAt.from': '@month' } },
    },
    {
      kind: 'count',
      title: 'Last 30 days',
      note: 'Against the 30 days before',
      query: { type: 'newsitem' },
      compare: { field: 'publishedAt', days: 30 },
    },
    {
      kind: 'breakdown',
      title: 'News by month and type',
      note: 'The last twelve months; an item of two types counts under each',
      query: { type: 'newsitem', filters: LAST_YEAR },
      by: 'newsTypes',
      month: 'publishedAt',
      chart: 'bar',
      width: 12,
    },
    {
      kind: 'breakdown',
      title: 'News by month and impact',
      note: 'The last twelve months',
      query: { type: 'newsitem', filters: LAST_YEAR },
      by: 'impact',
      month: 'publishedAt',
      chart: 'bar',
    },
    {
      kind: 'breakdown',
      title: 'News by type',
      note: 'The last twelve months',
      query: { type: 'newsitem', filters: LAST_YEAR },
      by: 'newsTypes',
      chart: 'bar',
    },
    {
      kind: 'breakdown',
      title: 'News by regulator',
      note: 'The last twelve months, the twenty busiest',
      query: { type: 'newsitem', filters: LAST_YEAR },
      by: 'regulator',
      chart: 'bar',
      top: 20,
    },
    {
      kind: 'breakdown',
      title: 'News by source',
      note: 'The last twelve months, the twenty busiest',
      query: { type: 'newsitem', filters: LAST_YEAR },
      by: 'source',
      chart: 'bar',
      top: 20,
    },
  ],
};

/** `/admin/news/matrix`: regulators against news types. */
export const adminNewsMatrixDashboard: Dashboard = {
  title: 'News matrix',
  intro:
    'Which regulator publishes what: the news of each regulator by type. A cell opens the news of that regulator ' +
    'and type; an item of two types counts in both columns.',
  tiles: [
    { kind: 'count', title: 'News', query: { type: 'newsitem' } },
    { kind: 'count', title: 'Regulators', query: { type: 'regulator' } },
    {
      kind: 'count',
      title: 'News without a regulator',
      note: 'Not counted in the matrix',
      query: { type: 'newsitem' },
      missing: 'regulator',
    },
    {
      kind: 'count',
      title: 'In the last twelve months',
      note: 'The second matrix counts these',
      query: { type: 'newsitem', filters: LAST_YEAR },
    },
    {
      kind: 'matrix',
      title: 'News by regulator and type',
      note: 'Every news item kept',
      query: { type: 'newsitem' },
      rows: 'regulator',
      columns: 'newsTypes',
      width: 12,
    },
    {
      kind: 'matrix',
      title: 'News by regulator and impact',
      note: 'The last twelve months',
      query: { type: 'newsitem', filters: LAST_YEAR },
      rows: 'regulator',
      columns: 'impact',
      width: 12,
    },
  ],
};

/** `/admin/news/source`: each source's volume, when it last brought something, and how it is set up. */
export const adminNewsSourceDashboard: Dashboard = {
  title: 'News by source',
  intro:
    'What each source brings: its volume, the month of its last item, and the sources themselves (format, how ' +
    'often they are fetched, whether they are on). A source opens its news; a month, its news of that month.',
  tiles: [
    { kind: 'count', title: 'Sources', query: { type: 'source' } },
    {
      kind: 'count',
      title: 'Enabled sources',
      note: 'Fetched on schedule',
      query: { type: 'source', filters: { enabled: 'true' } },
    },
    {
      kind: 'count',
      title: 'From a source, last 30 days',
      note: 'News items, against the 30 days before',
      query: { type: 'newsitem', filters: { 'source.has': 'true' } },
      compare: { field: 'publishedAt', days: 30 },
    },
    {
      kind: 'count',
      title: 'News without a source',
      note: 'Added by hand or imported',
      query: { type: 'newsitem' },
      missing: 'source',
    },
    {
      kind: 'groups',
      title: 'Volume and last item by source',
      note: 'News of the last twelve months; a source with none is not listed',
      query: { type: 'newsitem', filters: LAST_YEAR },
      by: 'source',
      last: 'publishedAt',
      width: 6,
    },
    {
      kind: 'breakdown',
      title: 'Volume by source, last 30 days',
      note: 'The forty busiest; a source missing here brought nothing for a month',
      query: { type: 'newsitem', filters: { 'publishedAt.from': '@today-30d' } },
      by: 'source',
      chart: 'bar',
      top: 40,
      width: 6,
    },
    {
      kind: 'table',
      title: 'The sources',
      note: 'By name',
      query: { type: 'source' },
      columns: ['name', 'regulator', 'kind', 'pollMinutes', 'enabled'],
      limit: 100,
      width: 12,
    },
    {
      kind: 'newest',
      title: 'Latest items',
      note: 'The newest news of any source',
      query: { type: 'newsitem' },
      field: 'publishedAt',
      limit: 10,
      width: 12,
    },
  ],
};

/** `/admin/news/anytag`: how much of the news carries a tag, and where the untagged news comes from. */
export const adminNewsAnytagDashboard: Dashboard = {
  title: 'Tagged news',
  intro:
    'News items with a tag against those with none: what the auto-tagger and the taggers have not reached. Each ' +
    'bar and count opens the items it counts.',
  tiles: [
    { kind: 'count', title: 'News', query: { type: 'newsitem' } },
    {
      kind: 'count',
      title: 'Without a tag',
      note: 'No tag at all',
      query: { type: 'newsitem' },
      missing: 'tags',
    },
    {
      kind: 'count',
      title: 'Without a topic',
      note: 'Filed under no topic',
      query: { type: 'newsitem' },
      missing: 'topics',
    },
    {
      kind: 'count',
      title: 'Untagged, last 30 days',
      note: 'Recent news still without a tag',
      query: { type: 'newsitem', filters: { 'publishedAt.from': '@today-30d' } },
      missing: 'tags',
    },
    {
      kind: 'breakdown',
      title: 'News with and without a tag',
      query: { type: 'newsitem' },
      by: 'tags',
      presence: { with: 'With a tag', without: 'No tag' },
      chart: 'bar',
    },
    {
      kind: 'breakdown',
      title: 'Untagged news by source',
      note: 'Where the news without a tag comes from, the twenty largest',
      query: { type: 'newsitem', filters: { 'tags.has': 'false' } },
      by: 'source',
      chart: 'bar',
      top: 20,
    },
    {
      kind: 'breakdown',
      title: 'Tagged news by type',
      note: 'Each type, with a tag or none',
      query: { type: 'newsitem' },
      by: 'newsTypes',
      presence: { with: 'With a tag', without: 'No tag', field: 'tags' },
      chart: 'bar',
    },
    {
      kind: 'breakdown',
      title: 'Tagged news by regulator',
      note: 'The twenty busiest regulators, with a tag or none',
      query: { type: 'newsitem' },
      by: 'regulator',
      presence: { with: 'With a tag', without: 'No tag', field: 'tags' },
      chart: 'bar',
      top: 20,
    },
    {
      kind: 'breakdown',
      title: 'The most used tags',
      note: 'News items with each tag, the twenty most used',
      query: { type: 'newsitem', filters: { 'tags.has': 'true' } },
      by: 'tags',
      chart: 'bar',
      top: 20,
      width: 12,
    },
  ],
};

/**
 * The lookup types: the short lists other items pick their values from (news types, asset classes, statuses,
 * themes), each with its list route: by type name, the tile's title and where the values are used. At most twenty:
 * a dashboard is one aggregation request.
 */
export const LOOKUP_TYPES: Readonly<Record<string, readonly [title: string, usedBy: string]>> = {
  newstype: ['News types', 'The kinds of news item'],
  regtopicgroup: ['Topic groups', 'Sets of topics for reports and alerts'],
  assetclass: ['Asset classes', 'MAR: what risks are grouped by'],
  producttype: ['Product types', 'MAR: instruments of an asset class'],
  persontype: ['Person types', 'MAR: roles of surveilled persons'],
  businessfunction: ['Business functions', 'Obligations: who carries them'],
  entitytype: ['Entity types', 'Obligations: the kinds of firm'],
  faqtheme: ['FAQ themes', 'FAQs: the headings of questions'],
  faqstatus: ['FAQ statuses', 'FAQs: where an answer stands'],
  faqrisk: ['FAQ risks', 'FAQs: the risks a question touches'],
  impactstatus: ['IMPACT statuses', 'IMPACT: reporting items'],
  impacttopic: ['IMPACT topics', 'IMPACT: sustainability themes'],
  assurance: ['Assurance levels', 'IMPACT forms'],
  reportingfrequency: ['Reporting frequencies', 'ESG and IMPACT forms'],
};

/** `/admin/tables`: every lookup type with its count, its list and its add form. */
export const adminTablesDashboard: Dashboard = {
  title: 'Tables',
  intro:
    'The vocabulary in one place: the short lists that other items take their values from. Open list shows and ' +
    'edits the entries of one; Add opens the form of a new entry.',
  tiles: Object.entries(LOOKUP_TYPES).map(([type, [title, note]]): Tile => ({
    kind: 'count',
    title,
    note,
    query: { type },
    add: true,
  })),
};
