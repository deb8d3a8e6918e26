import { describe, expect, it } from 'vitest';
import { pathTo } from '../../routes/table.ts';
import type { LineageRow, SankeyLink, SankeyNode } from './api.ts';
import { metricGraphs, metricsWithValues } from './graphs-data.ts';
import {
  bandFilter,
  filterChoices,
  lineageFilters,
  lineageTableHref,
  metricsWithoutDisclosure,
  nodeFilter,
  otherViewHref,
  sankeyData,
  systemCounts,
  unusedDataElements,
  withFilter,
} from './lineage-view.ts';

const ref = (id: string, code: string) => ({ id, code, title: `${code} name` });
const element = (id: string, code: string) => ({ ...ref(id, code), owner: null, unit: null });
const metric = (id: string, code: string) => ({ ...ref(id, code), topic: 'E1' as const, pillar: null, unit: 't' });
const disclosure = (id: string, code: string) => ({ ...ref(id, code), paragraph: null, datapoint: null, url: null });

/** Two systems: energy feeds two metrics (one under two frameworks), HR has a data element no metric uses. */
const ROWS: LineageRow[] = [
  {
    system: 'Energy',
    dataElement: element('d1', 'DE-FUEL'),
    metric: metric('m1', 'GHG-1'),
    disclosure: disclosure('x1', 'E1-6 §44(a)'),
    framework: ref('f1', 'ESRS'),
  },
  {
    system: 'Energy',
    dataElement: element('d1', 'DE-FUEL'),
    metric: metric('m1', 'GHG-1'),
    disclosure: disclosure('x2', 'PAI 1'),
    framework: ref('f2', 'SFDR'),
  },
  {
    system: 'Energy',
    dataElement: element('d2', 'DE-KWH'),
    metric: metric('m2', 'ENERGY'),
    disclosure: null,
    framework: null,
  },
  { system: 'HR', dataElement: element('d3', 'DE-HEAD'), metric: null, disclosure: null, framework: null },
];

describe('the lineage filters in the address', () => {
  it('keeps only the lineage API’s parameters with a value, trimmed', () => {
    const search = new URLSearchParams('framework=f1&framework=f2&q=%20scope%20&page=2&system=&topic=E1');
    expect(lineageFilters(search).toString()).toBe('framework=f1&framework=f2&topic=E1&q=scope');
  });

  it('replaces one filter’s values and keeps the rest', () => {
    const search = new URLSearchParams('metric=m1&framework=f1&chart=bar');
    expect(withFilter(search, 'framework', ['f2', ' ', 'f3']).toString()).toBe(
      'metric=m1&chart=bar&framework=f2&framework=f3',
    );
    expect(withFilter(search, 'metric', []).toString()).toBe('framework=f1&chart=bar');
  });

  it('offers each framework, metric, data element and system of the rows once, by code', () => {
    const choices = filterChoices(ROWS);
    expect(choices.framework.map((one) => one.label)).toEqual(['ESRS', 'SFDR']);
    expect(choices.metric.map((one) => one.value)).toEqual(['m2', 'm1']);
    expect(choices.dataElement.map((one) => one.label)).toEqual(['DE-FUEL', 'DE-HEAD', 'DE-KWH']);
    expect(choices.system).toEqual([
      { value: 'Energy', label: 'Energy', title: 'Energy' },
      { value: 'HR', label: 'HR', title: 'HR' },
    ]);
  });
});

describe('the sankey and its clicks', () => {
  const nodes: SankeyNode[] = [
    { key: 'system:Energy', level: 'system', id: 'Energy', label: 'Energy', title: 'Energy' },
    { key: 'dataelement:d1', level: 'dataelement', id: 'd1', label: 'DE-FUEL', title: 'Fuel' },
    { key: 'metric:m1', level: 'metric', id: 'm1', label: 'GHG-1', title: 'Scope 1' },
    { key: 'framework:f1', level: 'framework', id: 'f1', label: 'ESRS', title: 'ESRS' },
  ];
  const links: SankeyLink[] = [
    { source: 'system:Energy', target: 'dataelement:d1', value: 2, filter: { system: 'Energy', dataElement: 'd1' } },
    { source: 'dataelement:d1', target: 'metric:m1', value: 2, filter: { dataElement: 'd1', metric: 'm1' } },
    { source: 'metric:m1', target: 'framework:f1', value: 2, filter: { metric: 'm1', framework: 'f1' } },
  ];

  it('gives the chart kit each node by its key and label, and the flows', () => {
    expect(sankeyData({ nodes, links })).toEqual({
      nodes: [
        { id: 'system:Energy', key: 'system:Energy', label: 'Energy' },
        { id: 'dataelement:d1', key: 'dataelement:d1', label: 'DE-FUEL' },
        { id: 'metric:m1', key: 'metric:m1', label: 'GHG-1' },
        { id: 'framework:f1', key: 'framework:f1', label: 'ESRS' },
      ],
      links: [
        { source: 'system:Energy', target: 'dataelement:d1', value: 2 },
        { source: 'dataelement:d1', target: 'metric:m1', value: 2 },
        { source: 'metric:m1', target: 'framework:f1', value: 2 },
      ],
    });
  });

  it('opens a band’s rows in the table with the band’s filters, the page’s words and topic kept', () => {
    const filter = bandFilter({ nodes, links }, 'dataelement:d1', 'metric:m1');
    expect(filter).toEqual({ dataElement: 'd1', metric: 'm1' });
    const current = new URLSearchParams('topic=E1&metric=m9&q=fuel');
    expect(lineageTableHref(current, filter!)).toBe(
      `${pathTo('MetricsLineageTable')}?topic=E1&q=fuel&dataElement=d1&metric=m1`,
    );
    expect(bandFilter({ nodes, links }, 'metric:m1', 'dataelement:d1')).toBeNull();
  });

  it('runs a path that stops early through a stand-in of each missing level, so its nodes keep their columns', () => {
    const unused: SankeyNode = { key: 'dataelement:d3', level: 'dataelement', id: 'd3', label: 'DE-HEAD', title: '' };
    const bare: SankeyNode = { key: 'metric:m2', level: 'metric', id: 'm2', label: 'NO-DE', title: '' };
    const hr: SankeyNode = { key: 'system:HR', level: 'system', id: 'HR', label: 'HR', title: '' };
    const sankey = {
      nodes: [...nodes, hr, unused, bare],
      links: [
        ...links,
        { source: 'system:HR', target: 'dataelement:d3', value: 1, filter: { system: 'HR', dataElement: 'd3' } },
        { source: 'metric:m2', target: 'framework:f1', value: 2, filter: { metric: 'm2', framework: 'f1' } },
      ],
    };
    const data = sankeyData(sankey);
    expect(data.nodes.filter((node) => node.id.endsWith(':'))).toEqual([
      { id: 'metric:', key: 'metric:', label: 'Not used by any metric' },
      { id: 'framework:', key: 'framework:', label: 'No framework' },
      { id: 'dataelement:', key: 'dataelement:', label: 'No data element' },
      { id: 'system:', key: 'system:', label: 'No system recorded' },
    ]);
    expect(data.links.slice(sankey.links.length)).toEqual([
      { source: 'dataelement:d3', target: 'metric:', value: 1 },
      // The stand-in itself runs on to the frameworks' column.
      { source: 'metric:', target: 'framework:', value: 1 },
      { source: 'dataelement:', target: 'metric:m2', value: 2 },
      { source: 'system:', target: 'dataelement:', value: 2 },
    ]);
    // A band to a stand-in opens its real end's rows; the stand-in opens the rows of the real nodes beside it.
    expect(bandFilter(sankey, 'dataelement:d3', 'metric:')).toEqual({ dataElement: 'd3' });
    expect(bandFilter(sankey, 'system:', 'dataelement:')).toBeNull();
    expect(nodeFilter(sankey, 'metric:')).toEqual({ dataElement: ['d3'] });
    expect(nodeFilter(sankey, 'dataelement:')).toEqual({ metric: ['m2'] });
    expect(lineageTableHref(new URLSearchParams(), { dataElement: ['d3', 'd4'] })).toBe(
      `${pathTo('MetricsLineageTable')}?dataElement=d3&dataElement=d4`,
    );
  });

  it('opens a node’s rows filtered by its level', () => {
    expect(nodeFilter({ nodes, links }, 'system:Energy')).toEqual({ system: 'Energy' });
    expect(nodeFilter({ nodes, links }, 'dataelement:d1')).toEqual({ dataElement: 'd1' });
    expect(nodeFilter({ nodes, links }, 'metric:m1')).toEqual({ metric: 'm1' });
    expect(nodeFilter({ nodes, links }, 'framework:f1')).toEqual({ framework: 'f1' });
    expect(nodeFilter({ nodes, links }, 'framework:none')).toBeNull();
  });

  it('switches between the table and the flow with the same filters', () => {
    const current = new URLSearchParams('framework=f1&other=1');
    expect(otherViewHref('MetricsLineageSankey', current)).toBe(`${pathTo('MetricsLineageSankey')}?framework=f1`);
    expect(otherViewHref('MetricsLineageTable', new URLSearchParams())).toBe(pathTo('MetricsLineageTable'));
  });
});

describe('the lineage’s gaps', () => {
  it('counts each system’s data elements and those no metric uses', () => {
    expect(systemCounts(ROWS)).toEqual([
      { system: 'Energy', dataElements: 2, unused: 0 },
      { system: 'HR', dataElements: 1, unused: 1 },
    ]);
  });

  it('lists the data elements no metric uses and the metrics that meet no disclosure', () => {
    expect(unusedDataElements(ROWS).map((one) => one.code)).toEqual(['DE-HEAD']);
    expect(metricsWithoutDisclosure(ROWS).map((one) => one.code)).toEqual(['ENERGY']);
  });
});

describe('the graphs of metric values', () => {
  const point = (period: string, periodEnd: string, value: number, illustrative = true) => ({
    id: `${period}-${value}`,
    period,
    periodEnd,
    value,
    entity: 'Group',
    illustrative,
    note: null,
  });
  const values = {
    periods: ['2023-12-31', '2024-12-31'],
    series: [
      {
        metric: { ...ref('m2', 'WATER'), topic: 'E3' as const, pillar: null },
        unit: 'm3',
        entity: 'Group',
        points: [point('2024', '2024-12-31', 5, false)],
      },
      {
        metric: { ...ref('m1', 'GHG-1'), topic: 'E1' as const, pillar: null },
        unit: 'tCO2e',
        entity: 'Group',
        points: [point('2023', '2023-12-31', 10), point('2024', '2024-12-31', 8)],
      },
      {
        metric: { ...ref('m1', 'GHG-1'), topic: 'E1' as const, pillar: null },
        unit: 'tCO2e',
        entity: 'Bank AG',
        points: [point('2024', '2024-12-31', 3)],
      },
    ],
  };

  it('offers the metrics with values, by code', () => {
    expect(metricsWithValues(values).map((one) => one.code)).toEqual(['GHG-1', 'WATER']);
  });

  it('draws each chosen metric over its periods in time order, a series per entity, a gap where none', () => {
    const [ghg, water] = metricGraphs(values, ['m1', 'm2', 'unknown']);
    expect(ghg?.data).toEqual({
      categories: [
        { key: '2023-12-31', label: '2023' },
        { key: '2024-12-31', label: '2024' },
      ],
      series: [
        { key: 'Group', name: 'Group', values: [10, 8] },
        { key: 'Bank AG', name: 'Bank AG', values: [null, 3] },
      ],
    });
    expect(ghg).toMatchObject({ unit: 'tCO2e', illustrative: true, points: 3 });
    expect(water).toMatchObject({ illustrative: false, points: 1 });
  });
});
