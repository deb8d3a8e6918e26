import type { DemoContext, DemoSet } from '../context.ts';
import {
  ASSURANCE,
  DATA_ELEMENTS,
  DISCLOSURES,
  EXPERTS,
  FRAMEWORKS,
  FREQUENCIES,
  IMPACT_STATUSES,
  IMPACT_TOPICS,
  METRIC_VALUES,
  METRICS,
  MI_ITEMS,
} from '../data/esg.ts';

/** A metric's frameworks: those it lists and those of the disclosures it meets, so the two never disagree. */
function frameworksOf(code: string, listed: readonly string[]): string[] {
  const met = DISCLOSURES.filter((row) => row.metrics.includes(code)).map((row) => row.framework);
  return [...new Set([...listed, ...met])];
}

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/^dr\. /, '')
    .replace(/[^a-z]+/g, '.')}@example.com`;

/**
 * ESG reporting: frameworks, frequencies, data elements, metrics, their disclosures and (illustrative) values, MI
 * items, statuses, assurance and experts.
 */
export function buildEsg(ctx: DemoContext): DemoSet {
  return {
    reportingframework: FRAMEWORKS.map((row) => ({ data: { ...row, countries: [...row.countries] } })),
    reportingfrequency: FREQUENCIES.map(([name, months]) => ({
      key: name,
      data: { name, months, description: months ? `Every ${months} month${months > 1 ? 's' : ''}.` : 'When needed.' },
    })),
    assurance: ASSURANCE.map(([name, description], index) => ({
      key: name,
      data: { name, position: index + 1, description },
    })),
    impactstatus: IMPACT_STATUSES.map(([name, description], index) => ({
      key: name,
      data: { name, position: index + 1, ...(description ? { description } : {}) },
    })),
    impacttopic: IMPACT_TOPICS.map(([name, topics]) => ({
      key: name,
      data: { name, description: `ESRS topic: ${name.toLowerCase()}.`, topics: ctx.refs('topic', topics) },
    })),
    dataelement: DATA_ELEMENTS.map((row) => ({
      data: {
        code: row.code,
        name: row.name,
        dataType: row.type,
        unit: row.unit,
        system: row.system,
        owner: row.owner,
        definition: `${row.name}, for the reporting period, as recorded in ${row.system}.`,
      },
    })),
    metric: METRICS.map((row) => ({
      data: {
        code: row.code,
        name: row.name,
        pillar: row.pillar,
        topic: row.topic,
        unit: row.unit,
        definition: `${row.name} for the reporting period.`,
        formula: row.formula,
        dataElements: ctx.refs('dataelement', row.elements),
        frameworks: ctx.refs('reportingframework', frameworksOf(row.code, row.frameworks)),
        frequency: ctx.ref('reportingfrequency', row.frequency),
      },
    })),
    disclosure: DISCLOSURES.map((row) => ({
      key: `${row.framework} ${row.code}`,
      data: {
        code: row.code,
        name: row.name,
        framework: ctx.ref('reportingframework', row.framework),
        metrics: ctx.refs('metric', row.metrics),
        paragraph: row.paragraph,
        ...(row.url ? { url: row.url } : {}),
        ...(row.description ? { description: row.description } : {}),
      },
    })),
    metricvalue: METRIC_VALUES.flatMap((series) => {
      const metric = METRICS.find((row) => row.code === series.metric);
      if (!metric) throw new Error(`Metric values of an unknown metric: ${series.metric}`);
      return series.periods.map(([period, periodEnd], index) => ({
        key: `${series.metric} Group ${period}`,
        data: {
          title: `${metric.name}, Group, ${period}`,
          metric: ctx.ref('metric', series.metric),
          period,
          periodEnd,
          value: series.values[index],
          unit: metric.unit,
          entity: 'Group',
          illustrative: true,
          note: 'Illustrative figure of the demo bank, not a reported value.',
        },
      }));
    }),
    reportingmiitem: MI_ITEMS.map((row) => ({
      key: row.title,
      data: {
        title: row.title,
        framework: ctx.ref('reportingframework', row.framework),
        frequency: ctx.ref('reportingfrequency', row.frequency),
        owner: row.owner,
        ownerEmail: emailOf(row.owner),
        dueOn: ctx.day(row.due),
        status: ctx.ref('impactstatus', row.status),
        assurance: ctx.ref('assurance', row.assurance),
        notes: row.notes,
      },
    })),
    expert: EXPERTS.map((row) => ({
      key: row.name,
      by: 'impact',
      data: {
        name: row.name,
        email: emailOf(row.name),
        organisation: row.org,
        position: row.position,
        countries: [...row.countries],
        topics: ctx.refs('topic', row.topics),
        expertise: row.expertise,
      },
    })),
  };
}
