import type { DemoContext, DemoSet } from '../context.ts';
import {
  ASSURANCE,
  DATA_ELEMENTS,
  EXPERTS,
  FRAMEWORKS,
  FREQUENCIES,
  IMPACT_STATUSES,
  IMPACT_TOPICS,
  METRICS,
  MI_ITEMS,
} from '../data/esg.ts';

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/^dr\. /, '')
    .replace(/[^a-z]+/g, '.')}@example.com`;

/** ESG reporting: frameworks, frequencies, data elements, metrics, MI items, statuses, assurance and experts. */
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
        unit: row.unit,
        definition: `${row.name} for the reporting period.`,
        formula: row.formula,
        dataElements: ctx.refs('dataelement', row.elements),
        frameworks: ctx.refs('reportingframework', row.frameworks),
        frequency: ctx.ref('reportingfrequency', row.frequency),
      },
    })),
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
