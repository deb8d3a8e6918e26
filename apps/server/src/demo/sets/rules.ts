import { citationFor } from '../citation.ts';
import type { DemoContext, DemoItem, DemoSet } from '../context.ts';
import {
  CONTROL_FILING,
  CONTROL_TESTS,
  FUNCTION_FILING,
  NOT_APPLICABLE,
  TEST_FINDINGS,
  THEME_FILING,
} from '../data/chain.ts';
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
import { demoDocument, STORED_DOCUMENTS } from '../documents.ts';

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

/** Where a control is filed: taxonomy item and process codes, from its theme unless it is filed apart. */
export function controlFiling(code: string): { taxonomy: readonly string[]; processes: readonly string[] } {
  const row = CONTROLS.find((control) => control.code === code);
  if (!row) throw new Error(`No demo control ${code}`);
  const theme = THEME_FILING[row.theme];
  if (!theme) throw new Error(`No filing for control theme ${row.theme}`);
  return { ...theme, ...CONTROL_FILING[code] };
}

/** Where an obligation is filed: where the controls that meet it are, else by the first function filed. */
function obligationFiling(
  controls: readonly string[],
  functions: readonly string[],
): { taxonomy: string[]; processes: string[] } {
  const filings = controls.length
    ? controls.map(controlFiling)
    : [FUNCTION_FILING[functions.find((name) => FUNCTION_FILING[name]) ?? 'Compliance']!];
  return {
    taxonomy: [...new Set(filings.flatMap((filing) => filing.taxonomy))],
    processes: [...new Set(filings.flatMap((filing) => filing.processes))],
  };
}

const quarterOf = (date: string) => `Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1} ${date.slice(0, 4)}`;
const monthOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The evidence kept for a control: its last test's report (tested controls), and a record of its operation in the
 * form its automation gives (a run log, a configuration screenshot, a sample of manual executions), or, for a
 * control not yet tested but in operation, its approved procedure. Designed controls have none yet. Illustrative:
 * links go to the fictional firm's intranet.
 */
function evidenceOf(ctx: DemoContext, row: (typeof CONTROLS)[number]): DemoItem[] {
  const [result, daysAgo] = CONTROL_TESTS[row.code] ?? ['not-tested'];
  if (row.status === 'Designed') return [];
  const control = ctx.ref('control', row.code);
  const base = `https://intranet.example/grc/controls/${row.code.toLowerCase()}/evidence`;
  const items: DemoItem[] = [];
  const what = row.title.charAt(0).toLowerCase() + row.title.slice(1);
  if (result !== 'not-tested' && daysAgo !== undefined) {
    const on = ctx.day(-daysAgo);
    items.push({
      key: `${row.code} test ${on}`,
      by: 'controls',
      data: {
        title: `Illustrative: operating effectiveness test of ${what}, ${quarterOf(on)}`,
        control,
        collectedOn: on,
        evidenceType: 'test-report',
        link: `${base}/test-${on}`,
        notes: `${TEST_FINDINGS[result]} Illustrative record for the demonstration.`,
      },
    });
  }
  // The latest operation on record: days ago by how often it runs.
  const recent = { continuous: 3, daily: 2, weekly: 6, monthly: 20, quarterly: 45, 'semi-annual': 80 }[
    row.frequency as string
  ];
  const operatedOn = ctx.day(-(recent ?? 60));
  if (result === 'not-tested') {
    items.push({
      key: `${row.code} procedure`,
      by: 'controls',
      data: {
        title: `Illustrative: approved procedure for ${what}`,
        control,
        collectedOn: ctx.day(-(120 + (row.code.length % 7) * 11)),
        evidenceType: 'policy',
        link: `${base}/procedure`,
        notes:
          'The procedure as approved by the control owner; the control has not been tested yet. Illustrative record for the demonstration.',
      },
    });
  } else if (row.automation === 'automated') {
    items.push({
      key: `${row.code} run log ${operatedOn}`,
      by: 'controls',
      data: {
        title: `Illustrative: run log export, ${monthOf(operatedOn)}`,
        control,
        collectedOn: operatedOn,
        evidenceType: 'log',
        link: `${base}/run-log-${operatedOn.slice(0, 7)}`,
        notes: `Scheduler export showing each run of the ${row.frequency} job and its exceptions. Illustrative record for the demonstration.`,
      },
    });
  } else if (row.automation === 'semi-automated') {
    items.push({
      key: `${row.code} screenshot ${operatedOn}`,
      by: 'controls',
      data: {
        title: `Illustrative: configuration screenshot of the tool, ${monthOf(operatedOn)}`,
        control,
        collectedOn: operatedOn,
        evidenceType: 'screenshot',
        link: `${base}/configuration-${operatedOn.slice(0, 7)}`,
        notes:
          'Parameters and thresholds as configured, with the manual review step. Illustrative record for the demonstration.',
      },
    });
  } else {
    items.push({
      key: `${row.code} sample ${operatedOn}`,
      by: 'controls',
      data: {
        title: `Illustrative: sample of 25 executions, ${quarterOf(operatedOn)}`,
        control,
        collectedOn: operatedOn,
        evidenceType: 'sample',
        link: `${base}/sample-${operatedOn.slice(0, 7)}`,
        notes: `Sample of 25 ${row.frequency} executions with the reviewer’s sign-off. Illustrative record for the demonstration.`,
      },
    });
  }
  return items;
}

/** Regulations, their provisions and obligations, and the risks and controls the obligations map to. */
export function buildRules(ctx: DemoContext): DemoSet {
  const notApplicable = new Map(NOT_APPLICABLE);
  const documents = new Map(
    STORED_DOCUMENTS.filter((key) => ctx.documents[key]).map((key) => [key, demoDocument(key)]),
  );
  const countryOf = new Map(REGULATIONS.map((row) => [row.key, row.country]));
  const appliesOf = new Map(REGULATIONS.map((row) => [row.key, row.applies ?? row.effective]));
  const obligations: DemoItem[] = [];
  const requirements: DemoItem[] = REQUIREMENTS.map((row) => {
    const key = `${row.regulation} ${row.reference}`;
    const page = documents.get(row.regulation)?.pageOf.get(row.reference);
    for (const duty of row.obligations) {
      const due = duty.due ?? appliesOf.get(row.regulation) ?? null;
      const citation = citationFor(row.text, duty.title, duty.duty);
      const filing = obligationFiling(duty.controls, duty.functions);
      const justification = notApplicable.get(duty.title);
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
          taxonomy: ctx.refs('taxonomyitem', filing.taxonomy),
          processes: ctx.refs('process', filing.processes),
          ...(citation
            ? { citationText: citation.passage, citationStart: citation.start, citationEnd: citation.end }
            : {}),
          ...(page ? { citationPage: page } : {}),
          // Applicability is explicit (as the write hook stores it): lists filter by it.
          ...(justification ? { applicability: 'not-applicable', justification } : { applicability: 'applicable' }),
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
        ...(page ? { citationPage: page } : {}),
        topics: ctx.refs('topic', row.topics),
        ...(row.notes ? { notes: row.notes } : {}),
      },
    };
  });
  const named = (rows: readonly (readonly [string, string])[]) =>
    rows.map(([name, description], index) => ({ key: name, data: { name, description, position: index + 1 } }));
  return {
    regulation: REGULATIONS.map((row) => {
      const document = ctx.documents[row.key] ?? pdfOf(row);
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
    control: CONTROLS.map((row) => {
      const [testStatus, daysAgo] = CONTROL_TESTS[row.code] ?? ['not-tested'];
      const filing = controlFiling(row.code);
      return {
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
          taxonomy: ctx.refs('taxonomyitem', filing.taxonomy),
          processes: ctx.refs('process', filing.processes),
          testStatus,
          ...(daysAgo !== undefined ? { lastTestedOn: ctx.day(-daysAgo) } : {}),
          description: row.description,
        },
      };
    }),
    evidence: CONTROLS.flatMap((row) => evidenceOf(ctx, row)),
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
