import { defineArea, type Area } from './define.ts';

/**
 * The areas of spec §1 (ids as the route table's `area`). Scopes use the demo's topic tree (slugs, with their
 * sub-topics) and the initiative's `domain`; a type an area does not scope is shown whole on its routes. The data explorers are declared per route in
 * `explorers.ts`.
 */

export const horizon = defineArea({
  id: 'horizon',
  label: 'Horizon',
  home: 'Home',
});

export const obligations = defineArea({
  id: 'obligations',
  label: 'Obligations',
  home: 'RegdecompDashboard',
});

export const ai = defineArea({
  id: 'ai',
  label: 'AI Regulatory Radar',
  home: 'AiHome',
  dashboards: ['AiMap'],
  countryRoute: 'AiCountry',
  scopes: {
    regulation: { label: 'Regulations on artificial intelligence', where: { topics: ['ai'] } },
    article: { label: 'Insights on artificial intelligence', where: { topics: ['ai'] } },
    newsitem: { label: 'News on artificial intelligence', where: { topics: ['ai'] } },
    initiative: {
      label: 'AI initiatives',
      where: { domain: ['ai'] },
      columns: ['title', 'kind', 'country', 'regulator', 'status', 'announcedOn', 'effectiveOn'],
    },
    event: { label: 'Events on artificial intelligence', where: { topics: ['ai'] } },
  },
});

export const policies = defineArea({
  id: 'policies',
  label: 'Climate Policy',
  home: 'PoliciesDashboard',
  dashboards: ['PoliciesHome'],
  countryRoute: 'PoliciesMarket',
  scopes: {
    initiative: { label: 'Climate initiatives', where: { domain: ['climate'] } },
    newsitem: { label: 'News on ESG and climate', where: { topics: ['esg'] } },
    article: { label: 'Insights on ESG and climate', where: { topics: ['esg'] } },
  },
});

export const commodities = defineArea({
  id: 'commodities',
  label: 'Commodities',
  home: 'CommoditiesHome',
  scopes: {
    initiative: {
      label: 'Commodities initiatives',
      where: { domain: ['commodities'] },
      columns: ['title', 'commodities', 'country', 'kind', 'status', 'effectiveOn'],
    },
    obligation: { label: 'Obligations on commodity markets', where: { topics: ['commodities'] } },
    article: { label: 'Insights on commodity markets', where: { topics: ['commodities'] } },
    newsitem: { label: 'News on commodity markets', where: { topics: ['commodities'] } },
  },
});

export const controls = defineArea({
  id: 'controls',
  label: 'Controls',
  home: 'ControlsHome',
  scopes: {
    article: {
      label: 'Insights on governance and operational resilience',
      where: { topics: ['governance', 'op-resilience'] },
    },
    newsitem: {
      label: 'News on governance and operational resilience',
      where: { topics: ['governance', 'op-resilience'] },
    },
  },
});

export const tax = defineArea({
  id: 'tax',
  label: 'ESG Tax',
  home: 'TaxMap',
  countryRoute: 'TaxCountry',
  scopes: {
    initiative: {
      label: 'Tax measures',
      where: { domain: ['tax'] },
      columns: ['title', 'measure', 'country', 'rate', 'base', 'effectiveOn', 'status'],
    },
    article: { label: 'Insights on tax', where: { topics: ['tax'] } },
    newsitem: { label: 'News on tax', where: { topics: ['tax'] } },
  },
});

export const mar = defineArea({
  id: 'mar',
  label: 'Market Abuse Insights (MAR)',
  home: 'MarHome',
  dashboards: ['MarDashboard'],
  scopes: {
    article: { label: 'Insights on market abuse', where: { topics: ['market-abuse'] } },
    newsitem: { label: 'News on market abuse', where: { topics: ['market-abuse'] } },
  },
});

export const esg = defineArea({
  id: 'esg',
  label: 'ESG metrics',
  home: 'MetricsHome',
});

export const impact = defineArea({
  id: 'impact',
  label: 'IMPACT',
  home: 'ImpactReporting',
});

export const faqs = defineArea({
  id: 'faqs',
  label: 'FAQs',
  home: 'FaqsAbout',
});

/** Admin: no home of its own, but the declared screens of its menu (the news counts, matrix, sources, tags, tables). */
export const admin = defineArea({
  id: 'admin',
  label: 'Admin',
  dashboards: ['AdminNewsCount', 'AdminNewsMatrix', 'AdminNewsSource', 'AdminNewsAnytag', 'AdminTables'],
});

export const AREAS: readonly Area[] = [
  horizon,
  obligations,
  ai,
  policies,
  commodities,
  controls,
  tax,
  mar,
  esg,
  impact,
  faqs,
  admin,
];
