import type { Dashboard } from './define.ts';

/**
 * The home dashboards of the trackers (AI, climate policy, ESG tax, commodities, IMPACT): initiatives and policies by
 * country on the map and by status, the newest news and coming deadlines. The other areas' are in dashboards.ts.
 */

export const aiDashboard: Dashboard = {
  intro: 'How countries regulate artificial intelligence, and what is new on it.',
  tiles: [
    {
      kind: 'breakdown',
      title: 'AI initiatives by country',
      query: { type: 'initiative' },
      by: 'country',
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
      title: 'Tax measures by status',
      query: { type: 'initiative' },
      by: 'status',
      chart: 'bar',
      width: 4,
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
      title: 'Initiatives by status',
      query: { type: 'initiative' },
      by: 'status',
      chart: 'bar',
      width: 4,
    },
    { kind: 'breakdown', title: 'Obligations by stage', query: { type: 'obligation' }, by: 'stage', chart: 'bar' },
    { kind: 'newest', title: 'Latest news on commodity markets', query: { type: 'newsitem' }, field: 'publishedAt' },
  ],
};

export const impactDashboard: Dashboard = {
  intro: 'Initiatives tracked across the domains, where they stand and the deadlines coming up.',
  tiles: [
    { kind: 'count', title: 'Initiatives', query: { type: 'initiative' } },
    {
      kind: 'count',
      title: 'Taking effect in the next year',
      query: { type: 'initiative', filters: { 'effectiveOn.from': '@today', 'effectiveOn.to': '@today+365d' } },
    },
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
      title: 'Coming deadlines',
      query: { type: 'initiative' },
      field: 'effectiveOn',
      days: 365,
      width: 12,
    },
  ],
};
