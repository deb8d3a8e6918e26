import type { Dashboard } from './define.ts';

/**
 * The home dashboards of the trackers (AI, climate policy, ESG tax, commodities, IMPACT): initiatives and policies by
 * country on the map and by status, the newest news and coming deadlines. The other areas' are in dashboards.ts.
 */

/** Most advanced first in a map's colours: where an initiative stands, least advanced first. */
const STAGES_OF_POLICY = ['proposed', 'consultation', 'adopted', 'in-force'] as const;

/** When AI rules start to apply: the application dates and deadlines of AI events, three years ahead. */
const aiTimeline = {
  kind: 'timeline',
  title: 'Coming application dates',
  note: 'Application dates, effective dates and deadlines of AI rules, the next three years',
  query: { type: 'event', filters: { kind: ['application-date', 'effective-date', 'deadline'] } },
  field: 'start',
  days: 1095,
  limit: 12,
} as const;

export const aiDashboard: Dashboard = {
  intro: 'How countries regulate artificial intelligence, and what is new on it.',
  tiles: [
    {
      kind: 'breakdown',
      title: 'AI initiatives by country',
      note: 'Each country coloured by its most advanced initiative',
      query: { type: 'initiative' },
      by: 'country',
      by2: 'status',
      rank: STAGES_OF_POLICY,
      chart: 'map',
      width: 8,
    },
    {
      kind: 'breakdown',
      title: 'AI initiatives by status',
      query: { type: 'initiative' },
      by: 'status',
      chart: 'bar',
      width: 4,
    },
    { ...aiTimeline, width: 6 },
    { kind: 'breakdown', title: 'AI initiatives by type', query: { type: 'initiative' }, by: 'kind', chart: 'bar' },
    {
      kind: 'breakdown',
      title: 'Regulations on AI by status',
      query: { type: 'regulation' },
      by: 'status',
      chart: 'bar',
    },
    { kind: 'newest', title: 'Latest news on AI', query: { type: 'newsitem' }, field: 'publishedAt' },
  ],
};

/** `/ai/map`: the world map of AI initiatives, when their rules apply, and the table of them all. */
export const aiMapDashboard: Dashboard = {
  title: 'Map',
  intro:
    'Where each country stands on AI regulation: its most advanced initiative, what applies next, and every initiative.',
  tiles: [
    {
      kind: 'breakdown',
      title: 'AI initiatives: most advanced status by country',
      query: { type: 'initiative' },
      by: 'country',
      by2: 'status',
      rank: STAGES_OF_POLICY,
      chart: 'map',
      width: 12,
    },
    { ...aiTimeline, width: 12 },
    {
      kind: 'table',
      title: 'AI initiatives',
      query: { type: 'initiative' },
      columns: ['title', 'kind', 'country', 'regulator', 'status', 'announcedOn', 'effectiveOn'],
      sort: { field: 'effectiveOn', dir: 'desc' },
      limit: 100,
      width: 12,
    },
  ],
};

export const policiesDashboard: Dashboard = {
  intro: 'Climate policies by country and instrument, and the climate initiatives under them.',
  tiles: [
    {
      kind: 'breakdown',
      title: 'Climate policies by country',
      query: { type: 'policy' },
      by: 'country',
      chart: 'map',
      width: 8,
    },
    {
      kind: 'breakdown',
      title: 'Policies by instrument',
      query: { type: 'policy' },
      by: 'policyType',
      chart: 'bar',
      width: 4,
    },
    {
      kind: 'matrix',
      title: 'Policies by instrument and status',
      query: { type: 'policy' },
      rows: 'policyType',
      columns: 'status',
    },
    {
      kind: 'breakdown',
      title: 'Climate initiatives by status',
      query: { type: 'initiative' },
      by: 'status',
      chart: 'bar',
    },
  ],
};

/** `/impact/policies/home`: the landing page of the climate dashboard: what is new and what is coming. */
export const policiesHomeDashboard: Dashboard = {
  title: 'Home',
  intro: 'Climate policies tracked by country and instrument: counts, what changed lately and what takes effect next.',
  tiles: [
    { kind: 'count', title: 'Climate policies', query: { type: 'policy' } },
    {
      kind: 'count',
      title: 'In force',
      query: { type: 'policy', filters: { status: 'in-force' } },
    },
    {
      kind: 'count',
      title: 'Taking effect in the next year',
      query: { type: 'policy', filters: { 'effectiveOn.from': '@today', 'effectiveOn.to': '@today+365d' } },
    },
    { kind: 'count', title: 'Climate initiatives', query: { type: 'initiative' } },
    {
      kind: 'breakdown',
      title: 'Policies by jurisdiction',
      query: { type: 'policy' },
      by: 'country',
      by2: 'status',
      rank: STAGES_OF_POLICY,
      chart: 'map',
      note: 'Each jurisdiction coloured by its most advanced policy',
      width: 8,
    },
    {
      kind: 'breakdown',
      title: 'Policies by sector',
      query: { type: 'policy' },
      by: 'sectors',
      chart: 'bar',
      width: 4,
    },
    {
      kind: 'timeline',
      title: 'Taking effect next',
      query: { type: 'policy' },
      field: 'effectiveOn',
      days: 730,
      width: 6,
    },
    { kind: 'newest', title: 'Latest news on ESG and climate', query: { type: 'newsitem' }, field: 'publishedAt' },
  ],
};

export const taxDashboard: Dashboard = {
  intro: 'Tax measures of the sustainability agenda: minimum taxes, carbon border taxes and tax reporting.',
  tiles: [
    {
      kind: 'breakdown',
      title: 'Tax measures by country',
      query: { type: 'initiative' },
      by: 'country',
      chart: 'map',
      width: 8,
    },
    {
      kind: 'breakdown',
      title: 'Tax measures by type',
      query: { type: 'initiative' },
      by: 'measure',
      chart: 'bar',
      width: 4,
    },
    {
      kind: 'matrix',
      title: 'Tax measures by type and status',
      query: { type: 'initiative' },
      rows: 'measure',
      columns: 'status',
    },
    {
      kind: 'timeline',
      title: 'Taking effect next',
      query: { type: 'initiative' },
      field: 'effectiveOn',
      days: 730,
    },
    { kind: 'newest', title: 'Latest tax measures', query: { type: 'initiative' }, field: 'announcedOn' },
    { kind: 'newest', title: 'Latest news on tax', query: { type: 'newsitem' }, field: 'publishedAt' },
  ],
};

export const commoditiesDashboard: Dashboard = {
  intro: 'Rules for commodity markets: position limits, reporting, emissions and supply-chain due diligence.',
  tiles: [
    {
      kind: 'breakdown',
      title: 'Initiatives by country',
      query: { type: 'initiative' },
      by: 'country',
      chart: 'map',
      width: 8,
    },
    {
      kind: 'breakdown',
      title: 'Initiatives by commodity',
      query: { type: 'initiative' },
      by: 'commodities',
      chart: 'bar',
      width: 4,
    },
    {
      kind: 'matrix',
      title: 'Initiatives by commodity and country',
      query: { type: 'initiative' },
      rows: 'commodities',
      columns: 'country',
      width: 12,
    },
    {
      kind: 'breakdown',
      title: 'Obligations by regulation',
      note: 'Met by a control or not',
      query: { type: 'obligation' },
      by: 'regulation',
      chart: 'bar',
      presence: { with: 'Met by a control', without: 'No control', field: 'controls' },
    },
    { kind: 'breakdown', title: 'Initiatives by status', query: { type: 'initiative' }, by: 'status', chart: 'bar' },
    { kind: 'newest', title: 'Latest news on commodity markets', query: { type: 'newsitem' }, field: 'publishedAt' },
  ],
};

/**
 * IMPACT's home (`/impact/reporting`): the firm's response to each initiative, by owner, readiness and firm deadline.
 * Overdue: the firm deadline has passed (before today) and the response is not done (readiness not started or in
 * progress). The open responses' table is sorted by firm deadline, so the overdue ones come first.
 */
const OPEN = { readiness: ['not-started', 'in-progress'] } as const;

export const impactDashboard: Dashboard = {
  intro:
    'The firm’s response to each initiative: who owns it, by when it must be ready and where it stands. Overdue: the ' +
    'firm deadline has passed and the response is not done.',
  tiles: [
    { kind: 'count', title: 'Initiatives', query: { type: 'initiative' } },
    {
      kind: 'count',
      title: 'Overdue',
      note: 'Firm deadline passed, response not done',
      query: { type: 'initiative', filters: { ...OPEN, 'deadline.to': '@today-1d' } },
    },
    {
      kind: 'count',
      title: 'Due in the next 90 days',
      note: 'Open responses whose firm deadline comes within 90 days',
      query: { type: 'initiative', filters: { ...OPEN, 'deadline.from': '@today', 'deadline.to': '@today+90d' } },
    },
    {
      kind: 'count',
      title: 'Without an owner',
      note: 'Nobody answers for the response yet',
      query: { type: 'initiative' },
      missing: 'owner',
    },
    {
      kind: 'table',
      title: 'Open responses by firm deadline (overdue first)',
      note: 'Readiness not started or in progress, soonest firm deadline first; the list exports them',
      query: { type: 'initiative', filters: OPEN },
      columns: ['title', 'owner', 'deadline', 'readiness', 'status', 'country', 'stage'],
      sort: { field: 'deadline', dir: 'asc' },
      limit: 100,
      width: 12,
    },
    { kind: 'breakdown', title: 'Initiatives by owner', query: { type: 'initiative' }, by: 'owner', chart: 'bar' },
    { kind: 'matrix', title: 'Owner by readiness', query: { type: 'initiative' }, rows: 'owner', columns: 'readiness' },
    { kind: 'breakdown', title: 'Initiatives by status', query: { type: 'initiative' }, by: 'status', chart: 'bar' },
    {
      kind: 'breakdown',
      title: 'Initiatives by domain',
      query: { type: 'initiative' },
      by: 'domain',
      chart: 'treemap',
    },
    {
      kind: 'timeline',
      title: 'Coming firm deadlines',
      query: { type: 'initiative', filters: OPEN },
      field: 'deadline',
      days: 365,
      width: 12,
    },
  ],
};
