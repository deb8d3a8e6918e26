import type { DemoContext, DemoItem, DemoSet } from '../context.ts';
import {
  CONTROL_STATUSES,
  CONTROL_THEMES,
  CONTROLS,
  ENTITY_TYPES,
  FUNCTIONS,
  RISK_COMPONENTS,
  RISKS,
} from '../data/controls.ts';
import { REQUIREMENTS } from '../data/obligations.ts';
import { REGULATION_ALIASES, REGULATIONS, type RegulationRow } from '../data/regulations.ts';

/** The CELEX number of an EU act from its citation ("Regulation (EU) 2022/2554" → 32022R2554), or null. */
export function celex(citation: string): string | null {
  const recent = /^(?:Council )?(Regulation|Directive) \(EU\) (?:No )?((?:19|20)\d{2})\/(\d+)$/.exec(citation);
  if (recent) return `3${recent[2]}${recent[1] === 'Regulation' ? 'R' : 'L'}${recent[3]!.padStart(4, '0')}`;
  const older = /^Regulation \(EU\) No (\d+)\/(\d{4})$/.exec(citation);
  if (older) return `3${older[2]}R${older[1]!.padStart(4, '0')}`;
  const directive = /^Directive (\d{4})\/(\d+)\/EU$/.exec(citation);
  if (directive) return `3${directive[1]}L${directive[2]!.padStart(4, '0')}`;
  return null;
}

const pdfOf = (row: RegulationRow) => {
  const number = celex(row.citation);
  return number
    ? {
        name: `${row.key.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
        url: `https://eur-lex.europa.eu/legal-content/EN/TXT/PDF/?uri=CELEX:${number}`,
      }
    : null;
};

/** Regulations, their provisions and obligations, and the risks and controls the obligations map to. */
export function buildRules(ctx: DemoContext): DemoSet {
  const countryOf = new Map(REGULATIONS.map((row) => [row.key, row.country]));
  const appliesOf = new Map(REGULATIONS.map((row) => [row.key, row.applies ?? row.effective]));
  const obligations: DemoItem[] = [];
  const requirements: DemoItem[] = REQUIREMENTS.map((row) => {
    const key = `${row.regulation} ${row.reference}`;
    for (const duty of row.obligations) {
      const due = duty.due ?? appliesOf.get(row.regulation) ?? null;
      obligations.push({
        key: duty.title,
        stage: duty.stage ?? 'approved',
        by: 'obligations',
        data: {
          title: duty.title,
          regulation: ctx.ref('regulation', row.regulation),
          requirement: ctx.ref('requirement', key),
          duty: duty.duty,
          modality: duty.modality,
          ...(due ? { dueOn: due } : {}),
          countries: [countryOf.get(row.regulation) ?? 'EU'],
          entityTypes: ctx.refs('entitytype', duty.entities),
          functions: ctx.refs('businessfunction', duty.functions),
          riskComponents: ctx.refs('riskcomponent', duty.components),
          controls: ctx.refs('control', duty.controls),
          // An obligation concerns what its provision concerns (commodity markets, AI…): areas scope by it.
          topics: ctx.refs('topic', row.topics),
        },
      });
    }
    return {
      key,
      by: 'obligations',
      data: {
        regulation: ctx.ref('regulation', row.regulation),
        reference: row.reference,
        title: row.title,
        text: row.text,
        topics: ctx.refs('topic', row.topics),
        ...(row.notes ? { notes: row.notes } : {}),
      },
    };
  });
  const named = (rows: readonly (readonly [string, string])[]) =>
    rows.map(([name, description], index) => ({ key: name, data: { name, description, position: index + 1 } }));
  return {
    regulation: REGULATIONS.map((row) => {
      const document = pdfOf(row);
      return {
        key: row.key,
        data: {
          title: row.title,
          shortName: row.key,
          citation: row.citation,
          aliases: [...(REGULATION_ALIASES[row.key] ?? [])],
          country: row.country,
          ...(row.regulator ? { regulator: ctx.ref('regulator', row.regulator) } : {}),
          kind: row.kind,
          status: row.status,
          ...(row.published ? { publishedOn: row.published } : {}),
          ...(row.effective ? { effectiveOn: row.effective } : {}),
          ...(row.applies ? { applicationOn: row.applies } : {}),
          topics: ctx.refs('topic', row.topics),
          url: row.url,
          ...(document ? { document } : {}),
          summary: row.summary,
        },
      };
    }),
    requirement: requirements,
    obligation: obligations,
    entitytype: ENTITY_TYPES.map(([name, description]) => ({ key: name, data: { name, description } })),
    businessfunction: FUNCTIONS.map(([name, description]) => ({ key: name, data: { name, description } })),
    riskcomponent: RISK_COMPONENTS.map(([code, title, componentType, description]) => ({
      data: { code, title, componentType, description },
    })),
    risk: RISKS.map((row) => ({
      by: 'controls',
      data: {
        code: row.code,
        title: row.title,
        category: row.category,
        description: row.description,
        components: ctx.refs('riskcomponent', row.components),
        inherentRating: row.rating,
        owner: row.owner,
      },
    })),
    controltheme: CONTROL_THEMES.map(([name, description]) => ({ key: name, data: { name, description } })),
    controlstatus: named(CONTROL_STATUSES),
    control: CONTROLS.map((row) => ({
      by: 'controls',
      data: {
        code: row.code,
        title: row.title,
        theme: ctx.ref('controltheme', row.theme),
        status: ctx.ref('controlstatus', row.status),
        owner: row.owner,
        controlType: row.type,
        frequency: row.frequency,
        automation: row.automation,
        risks: ctx.refs('risk', row.risks),
        description: row.description,
      },
    })),
    doc: [
      ...REGULATIONS.filter((row) =>
        ['EU AI Act', 'DORA', 'CSRD', 'MiCA', 'GDPR', 'MAR', 'AMLR'].includes(row.key),
      ).map((row) => ({
        key: `${row.key} text`,
        data: {
          title: `${row.key}: text as published in the Official Journal`,
          file: pdfOf(row)!,
          ...(row.published ? { documentDate: row.published } : {}),
          regulation: ctx.ref('regulation', row.key),
          summary: `The consolidated text of ${row.citation}, kept as analysed for the obligations register.`,
          tags: ['final-rules'],
        },
      })),
      {
        key: 'DORA gap analysis memo',
        data: {
          title: 'Internal memo: DORA gap analysis, one year on',
          file: {
            name: 'dora-gap-analysis.pdf',
            url: 'https://intranet.example.com/compliance/memos/dora-gap-analysis.pdf',
          },
          documentDate: ctx.day(-60),
          regulation: ctx.ref('regulation', 'DORA'),
          summary: 'Status of the remediation of the gaps found in the 2024 DORA readiness assessment.',
          tags: ['dora', 'deadline'],
        },
      },
    ],
  };
}
