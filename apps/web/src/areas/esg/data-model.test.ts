import { CONTENT_TYPES, contentType, type ContentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { pathTo } from '../../routes/table.ts';
import { dataModel, modelTypes } from './data-model.ts';

describe('the ESG data model, derived from the content declarations', () => {
  const model = dataModel();
  const ids = new Set(model.nodes.map((node) => node.id));

  it('holds the metrics, data elements, reporting frameworks and reporting MI items, and what they point at', () => {
    for (const name of [
      'system',
      'dataelement',
      'metric',
      'disclosure',
      'reportingframework',
      'reportingfrequency',
      'metricvalue',
      'reportingmiitem',
    ])
      expect(ids, name).toContain(name);
    // Nothing of the other areas that does not touch ESG: no news, no regulations.
    expect(ids).not.toContain('newsitem');
    expect(ids).not.toContain('regulation');
  });

  it('draws exactly the reference fields between its types, each labelled by the field’s label', () => {
    const expected = CONTENT_TYPES.filter((type) => ids.has(type.name)).flatMap((type) =>
      type.fields
        .filter((field) => field.to && ids.has(field.to))
        .map((field) => ({
          id: `${type.name}.${field.name}`,
          source: type.name,
          target: field.to,
          label: field.kind === 'references' ? `${field.label} (many)` : field.label,
        })),
    );
    // …and the data element's system of record, a text field, as the source system it names.
    expect(model.edges).toEqual([
      { id: 'dataelement.system', source: 'dataelement', target: 'system', label: 'System of record' },
      ...expected,
    ]);
    expect(model.edges).toContainEqual({
      id: 'metric.dataElements',
      source: 'metric',
      target: 'dataelement',
      label: 'Data elements (many)',
    });
    for (const edge of model.edges) {
      expect(ids).toContain(edge.source);
      expect(ids).toContain(edge.target);
    }
  });

  it('opens each type’s list, the ESG one first; a type without a list opens the lineage table', () => {
    const node = (id: string) => model.nodes.find((one) => one.id === id);
    expect(node('metric')?.href).toBe(pathTo('MetricsMetrics'));
    expect(node('reportingframework')?.href).toBe(pathTo('MetricsReportingframeworks'));
    expect(node('reportingfrequency')?.href).toBe(pathTo('Reportingfrequency'));
    expect(node('system')?.href).toBe(pathTo('MetricsLineageTable'));
    for (const type of modelTypes()) {
      if (!type.routes?.list?.length) expect(node(type.name)?.href).toBe(pathTo('MetricsLineageTable'));
    }
  });

  it('follows a new type without a screen that points at an ESG type, and what it points at', () => {
    const metric = contentType('metric');
    const unit: ContentType = { ...metric, name: 'unitofmeasure', label: 'Unit', fields: [], routes: {} };
    const value: ContentType = {
      ...metric,
      name: 'metricvalue',
      label: 'Metric value',
      routes: {},
      fields: [
        { name: 'metric', label: 'Metric', kind: 'reference', to: 'metric' },
        { name: 'unit', label: 'Unit', kind: 'reference', to: 'unitofmeasure' },
      ],
    };
    const derived = dataModel([...CONTENT_TYPES.filter((type) => type.name !== 'metricvalue'), unit, value]);
    expect(derived.nodes.map((one) => one.id)).toEqual(expect.arrayContaining(['metricvalue', 'unitofmeasure']));
    expect(derived.edges).toContainEqual({
      id: 'metricvalue.metric',
      source: 'metricvalue',
      target: 'metric',
      label: 'Metric',
    });
    expect(derived.nodes.find((one) => one.id === 'metricvalue')?.href).toBe(pathTo('MetricsLineageTable'));
  });
});
