import type { DemoContext, DemoItem, DemoSet } from '../context.ts';

type Kind =
  'consultation-closes' | 'effective-date' | 'application-date' | 'deadline' | 'hearing' | 'conference' | 'publication';

interface EventRow {
  title: string;
  kind: Kind;
  /** A date, or a number of days from the anchor date (consultations and conferences come and go). */
  start: string | number;
  end?: number;
  regulator?: string;
  regulation?: string;
  /** Titles of the initiatives (data/initiatives.ts) whose timeline it is a step of. */
  initiatives?: readonly string[];
  countries: readonly string[];
  topics: readonly string[];
  url?: string;
  description: string;
}

// prettier-ignore
const EVENTS: readonly EventRow[] = [
  { title: 'AI Act: prohibitions and AI literacy apply', kind: 'application-date', start: '2025-02-02', regulator: 'EC', regulation: 'EU AI Act', initiatives: ['EU Artificial Intelligence Act'], countries: ['EU'], topics: ['ai-act'], description: 'Chapters I and II apply: prohibited AI practices (Art. 5) and AI literacy (Art. 4).' },
  { title: 'AI Act: obligations for general-purpose AI models apply', kind: 'application-date', start: '2025-08-02', regulator: 'EC', regulation: 'EU AI Act', initiatives: ['EU Artificial Intelligence Act', 'General-Purpose AI Code of Practice'], countries: ['EU'], topics: ['generative-ai', 'ai-act'], description: 'Obligations of providers of general-purpose AI models, governance and penalties apply.' },
  { title: 'AI Act: general date of application', kind: 'application-date', start: '2026-08-02', regulator: 'EC', regulation: 'EU AI Act', initiatives: ['EU Artificial Intelligence Act', 'Digital Omnibus: targeted amendments to the AI Act'], countries: ['EU'], topics: ['ai-act'], description: 'Most provisions apply, including the requirements for high-risk AI systems listed in Annex III. The Digital Omnibus proposes to delay the Annex III requirements (proposed, not yet law).' },
  { title: 'AI Act: high-risk AI in regulated products', kind: 'application-date', start: '2027-08-02', regulator: 'EC', regulation: 'EU AI Act', initiatives: ['EU Artificial Intelligence Act', 'Digital Omnibus: targeted amendments to the AI Act'], countries: ['EU'], topics: ['ai-act'], description: 'Obligations for high-risk AI systems that are safety components of products under Annex I apply.' },
  { title: 'DORA applies', kind: 'application-date', start: '2025-01-17', regulator: 'EBA', regulation: 'DORA', countries: ['EU'], topics: ['ict-risk', 'third-party-risk'], description: 'The Digital Operational Resilience Act and its first batch of technical standards apply to financial entities.' },
  { title: 'DORA: first submission of registers of information', kind: 'deadline', start: '2025-04-30', regulator: 'ESMA', regulation: 'DORA', countries: ['EU'], topics: ['third-party-risk'], description: 'Competent authorities submit the registers of information on ICT third-party arrangements to the ESAs.' },
  { title: 'MiCA: rules on asset-referenced and e-money tokens apply', kind: 'application-date', start: '2024-06-30', regulator: 'ESMA', regulation: 'MiCA', countries: ['EU'], topics: ['stablecoins'], description: 'Titles III and IV of MiCA apply.' },
  { title: 'MiCA applies in full', kind: 'application-date', start: '2024-12-30', regulator: 'ESMA', regulation: 'MiCA', countries: ['EU'], topics: ['mica'], description: 'Authorisation and conduct rules for crypto-asset service providers apply.' },
  { title: 'MiCA: end of the longest transitional period', kind: 'deadline', start: '2026-07-01', regulator: 'ESMA', regulation: 'MiCA', countries: ['EU'], topics: ['mica'], description: 'CASPs operating under national law without MiCA authorisation must stop providing services.' },
  { title: 'Transfer of Funds Regulation applies to crypto-assets', kind: 'application-date', start: '2024-12-30', regulator: 'EBA', regulation: 'TFR', countries: ['EU'], topics: ['travel-rule'], description: 'The travel rule applies to transfers of crypto-assets.' },
  { title: 'CRR3 applies', kind: 'application-date', start: '2025-01-01', regulator: 'EBA', regulation: 'CRR3', countries: ['EU'], topics: ['capital'], description: 'The EU implementation of the final Basel III reforms applies, with the output floor phased in.' },
  { title: 'CRD VI: transposition deadline', kind: 'deadline', start: '2026-01-10', regulator: 'EBA', regulation: 'CRD VI', countries: ['EU'], topics: ['capital', 'governance'], description: 'Member states must transpose CRD VI; most provisions apply from 11 January 2026.' },
  { title: 'EBA ESG risk guidelines apply', kind: 'application-date', start: '2026-01-11', regulator: 'EBA', regulation: 'EBA ESG risk guidelines', countries: ['EU'], topics: ['climate-risk'], description: 'Guidelines apply to all institutions except small and non-complex ones (from 11 January 2027).' },
  { title: 'Stop-the-clock Directive enters into force', kind: 'effective-date', start: '2025-04-17', regulator: 'EC', regulation: 'Stop-the-clock Directive', initiatives: ['CSRD stop-the-clock postponement'], countries: ['EU'], topics: ['csrd-esrs'], description: 'Postponement of the second and third waves of CSRD reporting by two years.' },
  { title: 'ESMA fund names guidelines: deadline for existing funds', kind: 'deadline', start: '2025-05-21', regulator: 'ESMA', regulation: 'ESMA fund names guidelines', initiatives: ['ESMA guidelines on funds’ names using ESG terms'], countries: ['EU'], topics: ['sfdr', 'greenwashing'], description: 'Funds existing before 21 November 2024 must comply with the guidelines.' },
  { title: 'Principal adverse impact statements due', kind: 'deadline', start: '2026-06-30', regulator: 'ESMA', regulation: 'SFDR', countries: ['EU'], topics: ['sfdr'], description: 'Financial market participants publish their PAI statement for calendar year 2025.' },
  { title: 'European Green Bond Regulation applies', kind: 'application-date', start: '2024-12-21', regulator: 'ESMA', regulation: 'EU GBS', countries: ['EU'], topics: ['greenwashing'], description: 'Issuers may use the designation European Green Bond.' },
  { title: 'Instant payments: obligation to send and verification of payee', kind: 'application-date', start: '2025-10-09', regulator: 'EC', regulation: 'Instant Payments Regulation', countries: ['EU'], topics: ['instant-payments'], description: 'Euro area PSPs must offer sending instant credit transfers and verification of payee.' },
  { title: 'AMLR applies', kind: 'application-date', start: '2027-07-10', regulator: 'AMLA', regulation: 'AMLR', countries: ['EU'], topics: ['kyc'], description: 'The single EU AML rulebook becomes directly applicable.' },
  { title: 'CBAM definitive period begins', kind: 'application-date', start: '2026-01-01', regulator: 'EC', regulation: 'CBAM', initiatives: ['EU Carbon Border Adjustment Mechanism'], countries: ['EU'], topics: ['green-tax'], description: 'Importers must purchase and surrender CBAM certificates for embedded emissions.' },
  { title: 'DAC8 reporting starts', kind: 'application-date', start: '2026-01-01', regulator: 'EC', regulation: 'DAC8', initiatives: ['DAC8 crypto-asset reporting'], countries: ['EU'], topics: ['tax-reporting'], description: 'CASPs collect information on reportable users’ crypto-asset transactions from 2026.' },
  { title: 'First GloBE information returns due', kind: 'deadline', start: '2026-06-30', regulator: 'OECD', regulation: 'Pillar Two Directive', initiatives: ['EU Minimum Tax Directive (Pillar Two)'], countries: ['EU', 'INT'], topics: ['global-minimum-tax'], description: 'Deadline for the first GloBE information return for fiscal years ending 31 December 2024.' },
  { title: 'EMIR 3: active account requirement applies', kind: 'application-date', start: '2025-06-25', regulator: 'ESMA', regulation: 'EMIR 3', countries: ['EU'], topics: ['market-structure'], description: 'Counterparties above the threshold must hold an active account at an EU CCP.' },
  { title: 'US move to T+1 settlement', kind: 'effective-date', start: '2024-05-28', regulator: 'SEC', regulation: 'SEC T+1', countries: ['US'], topics: ['market-structure'], description: 'Standard settlement cycle shortened to one business day.' },
  { title: 'Consumer Duty applies to closed products', kind: 'application-date', start: '2024-07-31', regulator: 'FCA', regulation: 'UK Consumer Duty', countries: ['GB'], topics: ['consumer-duty'], description: 'The Duty extends to closed products and services.' },
  { title: 'CPS 230 takes effect', kind: 'effective-date', start: '2025-07-01', regulator: 'APRA', regulation: 'APRA CPS 230', countries: ['AU'], topics: ['third-party-risk'], description: 'APRA’s operational risk management standard applies to all regulated entities.' },
  { title: 'Colorado AI Act takes effect', kind: 'effective-date', start: '2026-06-30', regulation: 'Colorado AI Act', initiatives: ['Colorado Artificial Intelligence Act (SB 24-205)'], countries: ['US'], topics: ['ai-governance'], description: 'Developers and deployers of high-risk AI systems owe a duty of reasonable care against algorithmic discrimination.' },
  { title: 'Korea AI Basic Act takes effect', kind: 'effective-date', start: '2026-01-22', regulation: 'Korea AI Basic Act', initiatives: ['Korea AI Basic Act'], countries: ['KR'], topics: ['ai-governance'], description: 'The Framework Act on AI and its enforcement decree apply: duties for high-impact and generative AI, domestic representatives; fines after a grace period.' },
  { title: 'Texas TRAIGA takes effect', kind: 'effective-date', start: '2026-01-01', initiatives: ['Texas Responsible Artificial Intelligence Governance Act (HB 149)'], countries: ['US'], topics: ['ai-governance'], description: 'The Texas Responsible Artificial Intelligence Governance Act applies; the Attorney General enforces it.' },
  { title: 'California SB 53 takes effect', kind: 'effective-date', start: '2026-01-01', initiatives: ['California Transparency in Frontier Artificial Intelligence Act (SB 53)'], countries: ['US'], topics: ['generative-ai'], description: 'Large frontier developers publish their frontier AI framework and report critical safety incidents.' },
  { title: 'Illinois HB 3773 takes effect', kind: 'effective-date', start: '2026-01-01', initiatives: ['Illinois amendment to the Human Rights Act on AI in employment (HB 3773)'], countries: ['US'], topics: ['ai-governance'], description: 'Employers must not use AI that discriminates in employment decisions and must give notice of its use.' },
  { title: 'Italy AI law enters into force', kind: 'effective-date', start: '2025-10-10', initiatives: ['Italy AI law (Law 132/2025)'], countries: ['IT'], topics: ['ai-act'], description: 'Law 132/2025 applies alongside the EU AI Act.' },
  { title: 'Vietnam Law on Digital Technology Industry takes effect', kind: 'effective-date', start: '2026-01-01', initiatives: ['Vietnam Law on Digital Technology Industry'], countries: ['VN'], topics: ['ai-governance'], description: 'Includes the first statutory AI provisions in Vietnam.' },
  { title: 'Digital Omnibus (proposed): long-stop date for Annex III high-risk AI', kind: 'application-date', start: '2027-12-02', regulator: 'EC', regulation: 'EU AI Act', initiatives: ['Digital Omnibus: targeted amendments to the AI Act', 'EU Artificial Intelligence Act'], countries: ['EU'], topics: ['ai-act'], description: 'Proposed, not law: under the Commission’s Digital Omnibus the high-risk obligations for Annex III systems would apply once standards and tools are available, at the latest on this date. Until it is adopted, 2 August 2026 stands.' },
  { title: 'Digital Omnibus (proposed): long-stop date for high-risk AI in Annex I products', kind: 'application-date', start: '2028-08-02', regulator: 'EC', regulation: 'EU AI Act', initiatives: ['Digital Omnibus: targeted amendments to the AI Act', 'EU Artificial Intelligence Act'], countries: ['EU'], topics: ['ai-act'], description: 'Proposed, not law: the latest date for high-risk AI in products under Annex I if the Digital Omnibus is adopted as proposed. Until then, 2 August 2027 stands.' },
  { title: 'CBAM certificates go on sale', kind: 'deadline', start: '2027-02-01', regulator: 'EC', regulation: 'CBAM', initiatives: ['EU Carbon Border Adjustment Mechanism'], countries: ['EU'], topics: ['green-tax'], description: 'After the 2025 simplification, sales of CBAM certificates on the common central platform start in February 2027, for imports of 2026.' },
  { title: 'UK CBAM applies', kind: 'application-date', start: '2027-01-01', regulator: 'HMT', initiatives: ['UK carbon border adjustment mechanism'], countries: ['GB'], topics: ['green-tax'], description: 'The UK carbon border adjustment mechanism applies to imports of aluminium, cement, fertiliser, hydrogen, and iron and steel.' },
  { title: 'Singapore carbon tax rises to SGD 45', kind: 'effective-date', start: '2026-01-01', initiatives: ['Singapore carbon tax rate for 2026–2027'], countries: ['SG'], topics: ['green-tax'], description: 'Carbon tax of SGD 45 per tonne for 2026 and 2027 emissions.' },
  { title: 'Japan GX-ETS becomes mandatory', kind: 'application-date', start: '2026-04-01', countries: ['JP'], topics: ['green-tax'], description: 'Companies emitting more than 100,000 tCO2e a year take part in the emissions trading scheme from fiscal 2026.' },
  { title: 'EU Deforestation Regulation applies to large and medium operators', kind: 'application-date', start: '2026-12-30', regulator: 'EC', initiatives: ['EU Deforestation Regulation'], countries: ['EU'], topics: ['commodities', 'esg'], description: 'Due diligence statements needed for cattle, cocoa, coffee, oil palm, rubber, soya and wood placed on or exported from the EU market.' },
  { title: 'EU Deforestation Regulation applies to micro and small operators', kind: 'application-date', start: '2027-06-30', regulator: 'EC', initiatives: ['EU Deforestation Regulation'], countries: ['EU'], topics: ['commodities', 'esg'], description: 'The later date for micro and small undertakings, after the second postponement.' },
  { title: 'EU ETS2: allowance trading due to start', kind: 'application-date', start: '2028-01-01', regulator: 'EC', initiatives: ['EU ETS2 for buildings and road transport'], countries: ['EU'], topics: ['commodities', 'green-tax'], description: 'Fuel suppliers surrender allowances for emissions from buildings and road transport. First due in 2027: in November 2025 the EU agreed, with its 2040 climate target, to delay ETS2 by one year to 2028.' },
  { title: 'EU Batteries Regulation: due diligence obligations apply', kind: 'application-date', start: '2027-08-18', regulator: 'EC', initiatives: ['EU Batteries Regulation'], countries: ['EU'], topics: ['commodities', 'esg'], description: 'Supply chain due diligence on cobalt, lithium, nickel and natural graphite, as postponed by the 2025 omnibus.' },
  { title: 'Australia climate reporting: second group starts', kind: 'application-date', start: '2026-07-01', regulator: 'ASIC', initiatives: ['Australia mandatory climate-related financial disclosures (AASB S2)'], countries: ['AU'], topics: ['issb'], description: 'Group 2 entities report under AASB S2 for financial years starting on or after 1 July 2026.' },
  { title: 'Australia climate reporting: third group starts', kind: 'application-date', start: '2027-07-01', regulator: 'ASIC', initiatives: ['Australia mandatory climate-related financial disclosures (AASB S2)'], countries: ['AU'], topics: ['issb'], description: 'Group 3 entities report under AASB S2 for financial years starting on or after 1 July 2027.' },
  { title: 'NIS2 transposition deadline', kind: 'deadline', start: '2024-10-17', regulator: 'EC', regulation: 'NIS2', countries: ['EU'], topics: ['cyber'], description: 'Member states must apply their NIS2 measures from 18 October 2024.' },
  { title: 'ESMA consultation on MiCA market abuse guidelines closes', kind: 'consultation-closes', start: 21, regulator: 'ESMA', regulation: 'MiCA', countries: ['EU'], topics: ['mica', 'surveillance'], url: 'https://www.esma.europa.eu/press-news/consultations', description: 'Responses through the ESMA consultation form.' },
  { title: 'EBA consultation on the AMLA selection methodology closes', kind: 'consultation-closes', start: 35, regulator: 'EBA', regulation: 'AMLA Regulation', countries: ['EU'], topics: ['aml-supervision'], description: 'Draft RTS on the assessment of inherent and residual risk.' },
  { title: 'FCA consultation on AI in financial services closes', kind: 'consultation-closes', start: 12, regulator: 'FCA', countries: ['GB'], topics: ['ai-governance'], description: 'Feedback on how existing rules apply to the use of AI by firms.' },
  { title: 'PRA consultation on climate risk expectations closes', kind: 'consultation-closes', start: -14, regulator: 'PRA', countries: ['GB'], topics: ['climate-risk'], description: 'Update of SS3/19 on managing climate-related financial risks.' },
  { title: 'SEC roundtable on tokenisation', kind: 'hearing', start: 9, regulator: 'SEC', countries: ['US'], topics: ['tokenisation'], description: 'Public roundtable of the Crypto Task Force.' },
  { title: 'ECON hearing with the ESAs chairs', kind: 'hearing', start: 28, regulator: 'EP', countries: ['EU'], topics: ['prudential', 'esg'], description: 'Annual hearing of the chairs of ESMA, EBA and EIOPA before the ECON committee.' },
  { title: 'ESMA annual conference', kind: 'conference', start: 45, end: 46, regulator: 'ESMA', countries: ['EU'], topics: ['conduct', 'market-structure'], url: 'https://www.esma.europa.eu', description: 'Two days of panels on market integration and supervisory convergence.' },
  { title: 'Basel Committee publishes Basel III monitoring report', kind: 'publication', start: -30, regulator: 'BCBS', regulation: 'Basel III final reforms', countries: ['INT'], topics: ['capital'], description: 'Semi-annual monitoring of the impact of the Basel III reforms.' },
  { title: 'FATF plenary week', kind: 'conference', start: 60, end: 64, regulator: 'FATF', countries: ['INT'], topics: ['aml'], description: 'Plenary decides on updates to the lists of high-risk and monitored jurisdictions.' },
];

/** What a dated news item of each type announces, and the event it makes. */
const FROM_NEWS: readonly (readonly [newsType: string, kind: Kind, prefix: string])[] = [
  ['consultation', 'consultation-closes', 'Consultation closes'],
  ['final-rule', 'application-date', 'Rules apply'],
  ['legislation', 'deadline', 'Deadline'],
];

/** The milestones the news announces: a consultation's closing day, the day final rules apply. */
function eventsFromNews(ctx: DemoContext): DemoItem[] {
  const events: DemoItem[] = [];
  for (const item of ctx.items('newsitem')) {
    const types = item.data.newsTypes as string[];
    const match = FROM_NEWS.find(([newsType]) => types.includes(newsType));
    // The generated summaries name the day as YYYY-MM-DD (news-templates.ts DETAILS).
    const day = /\b(\d{4}-\d{2}-\d{2})\b/.exec(String(item.data.summary))?.[1];
    if (!match || !day) continue;
    const [, kind, prefix] = match;
    events.push({
      key: `from news ${item.key}`,
      data: {
        title: `${prefix}: ${String(item.data.title)}`.slice(0, 500),
        kind,
        start: day,
        ...(item.data.regulator ? { regulator: item.data.regulator } : {}),
        countries: item.data.countries,
        topics: item.data.topics,
        url: item.data.url,
        description: item.data.summary,
      },
    });
  }
  return events;
}

/**
 * Dated milestones: real application dates of the regulations, consultations and meetings around now, and the
 * closing days and application dates that the news announces.
 */
export function buildEvents(ctx: DemoContext): DemoSet {
  return {
    event: [
      ...EVENTS.map((row) => {
        const start = typeof row.start === 'number' ? ctx.day(row.start) : row.start;
        return {
          data: {
            title: row.title,
            kind: row.kind,
            start,
            ...(row.end !== undefined ? { end: ctx.day(row.end) } : {}),
            ...(row.regulator ? { regulator: ctx.ref('regulator', row.regulator) } : {}),
            ...(row.regulation ? { regulation: ctx.ref('regulation', row.regulation) } : {}),
            ...(row.initiatives ? { initiatives: ctx.refs('initiative', row.initiatives) } : {}),
            countries: [...row.countries],
            topics: ctx.refs('topic', row.topics),
            ...(row.url ? { url: row.url } : {}),
            description: row.description,
          },
        };
      }),
      ...eventsFromNews(ctx),
    ],
  };
}
