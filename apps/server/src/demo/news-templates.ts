/**
 * The phrases news items are generated from: subjects per area (top-level topic slug) with the sub-topic and
 * tags they carry, title patterns per news type, and a few patterns in the regulators' own languages.
 * Placeholders: {R} regulator code, {s} subject, {S} subject capitalised, {who}, {event}, {firm}, {amount},
 * {period}, {R2} another regulator of the same jurisdiction, {year}, {code} the regulation's short name, {f} a
 * failing (enforcement). A pattern "GB AU|…" is written only by regulators of those countries; EU: by the Union's
 * bodies, EU+: by them and the member states' authorities (news.ts, `fits`).
 */
export interface Subject {
  text: string;
  topic: string;
  tags: readonly string[];
  /** Short name of the regulation it concerns, for titles in other languages. */
  code?: string;
  /** Jurisdictions whose regulators write about it (EU: the Union and its member states); default all. */
  where?: readonly string[];
}

const EU = ['EU'];
const EU_UK = ['EU', 'GB'];
const UK = ['GB'];

const s = (
  text: string,
  topic: string,
  tags: readonly string[],
  code?: string,
  where?: readonly string[],
): Subject => ({
  text,
  topic,
  tags,
  ...(code ? { code } : {}),
  ...(where ? { where } : {}),
});

// prettier-ignore
export const SUBJECTS: Readonly<Record<string, readonly Subject[]>> = {
  prudential: [
    s('the implementation of the output floor', 'capital', ['crr', 'banking'], 'CRR3', EU),
    s('the revised standardised approach for credit risk', 'capital', ['crr', 'banking'], 'Basel III'),
    s('the fundamental review of the trading book', 'capital', ['crr', 'banking'], 'FRTB'),
    s('liquidity risk management and contingency funding plans', 'liquidity', ['banking']),
    s('the net stable funding ratio', 'liquidity', ['banking', 'crr'], 'NSFR'),
    s('MREL and resolvability assessments', 'recovery-resolution', ['banking'], 'MREL', EU_UK),
    s('resolution planning', 'recovery-resolution', ['banking']),
    s('recovery plan indicators', 'recovery-resolution', ['banking']),
    s('the EU-wide stress test', 'stress-testing', ['banking', 'stress-test'], undefined, EU),
    s('the annual concurrent stress test', 'stress-testing', ['banking', 'stress-test']),
    s('the Solvency II review', 'solvency-ii', ['insurance'], 'Solvency II', EU_UK),
    s('interest rate risk in the banking book', 'capital', ['banking']),
    s('the treatment of third-country branches', 'capital', ['banking'], 'CRD VI', EU),
  ],
  conduct: [
    s('the retail investment strategy', 'investor-protection', ['mifid', 'asset-management'], 'RIS', EU),
    s('suitability assessments and sustainability preferences', 'investor-protection', ['mifid'], 'MiFID II', EU),
    s('costs and charges disclosure', 'investor-protection', ['mifid'], 'MiFID II', EU_UK),
    s('the senior managers and certification regime', 'governance', ['banking'], undefined, UK),
    s('fit and proper assessments of board members', 'governance', ['banking']),
    s('remuneration policies and variable pay', 'remuneration', ['banking', 'asset-management']),
    s('the consolidated tape for bonds', 'market-structure', ['market-infrastructure'], 'MiFIR', EU_UK),
    s('the move to T+1 settlement', 'market-structure', ['market-infrastructure']),
    s('the active account requirement for euro clearing', 'market-structure', ['emir', 'market-infrastructure'], 'EMIR 3', EU),
    s('payment for order flow', 'market-structure', ['mifid']),
  ],
  esg: [
    s('the European Sustainability Reporting Standards', 'csrd-esrs', ['csrd'], 'ESRS', EU),
    s('the simplification of sustainability reporting (Omnibus)', 'csrd-esrs', ['csrd'], 'CSRD', EU),
    s('principal adverse impact disclosures', 'sfdr', ['sfdr', 'asset-management'], 'SFDR', EU),
    s('fund names using ESG or sustainability-related terms', 'sfdr', ['sfdr', 'asset-management'], 'SFDR', EU),
    s('the review of the SFDR product categories', 'sfdr', ['sfdr', 'asset-management'], 'SFDR', EU),
    s('the adoption of the ISSB standards', 'issb', ['issb'], 'IFRS S2'),
    s('taxonomy-alignment reporting and the green asset ratio', 'taxonomy', ['taxonomy', 'banking'], 'EU Taxonomy', EU),
    s('transition planning by banks', 'transition-plans', ['banking', 'climate']),
    s('climate-related financial risk management', 'climate-risk', ['climate', 'banking']),
    s('climate scenario analysis', 'climate-risk', ['climate', 'stress-test']),
    s('greenwashing in financial services', 'greenwashing', ['greenwashing']),
    s('the European Green Bond Standard', 'greenwashing', ['greenwashing'], 'EU GBS', EU),
  ],
  ai: [
    s('AI literacy obligations under the AI Act', 'ai-act', ['ai-act'], 'AI Act', EU),
    s('prohibited AI practices', 'ai-act', ['ai-act'], 'AI Act', EU),
    s('the classification of high-risk AI systems', 'ai-act', ['ai-act'], 'AI Act', EU),
    s('the code of practice for general-purpose AI models', 'generative-ai', ['ai-act'], 'AI Act', EU),
    s('the use of artificial intelligence in credit scoring', 'ai-governance', ['banking']),
    s('model risk management for machine learning models', 'ai-governance', ['banking']),
    s('the use of generative AI by financial firms', 'generative-ai', ['supervisory-priorities']),
    s('AI in investment services', 'ai-governance', ['asset-management', 'mifid']),
  ],
  'data-protection': [
    s('the processing of personal data for AI model training', 'gdpr', ['gdpr'], 'GDPR', EU_UK),
    s('data subject access requests', 'gdpr', ['gdpr'], 'GDPR', EU_UK),
    s('personal data breach notifications', 'gdpr', ['gdpr'], 'GDPR', EU_UK),
    s('transfers under the EU-US Data Privacy Framework', 'data-transfers', ['gdpr'], 'GDPR', EU_UK),
    s('the financial data access framework', 'open-finance', ['payments-sector'], 'FIDA', EU),
    s('cookie consent and online tracking', 'gdpr', ['gdpr'], 'GDPR', EU_UK),
    s('cross-border transfers of personal information', 'data-transfers', []),
    s('the security assessment of data exports', 'data-transfers', []),
  ],
  aml: [
    s('customer due diligence under the new AML rulebook', 'kyc', ['amlr'], 'AMLR', EU),
    s('beneficial ownership transparency', 'kyc', ['amlr']),
    s('the selection of entities for direct AMLA supervision', 'aml-supervision', ['amlr'], 'AMLA', EU),
    s('the travel rule for crypto-asset transfers', 'travel-rule', ['crypto-sector', 'amlr']),
    s('sanctions circumvention risks', 'sanctions', ['sanctions']),
    s('the latest list of high-risk jurisdictions', 'aml-supervision', ['amlr']),
    s('transaction monitoring systems', 'kyc', ['amlr', 'banking']),
    s('the implementation of the 19th sanctions package', 'sanctions', ['sanctions'], undefined, EU),
  ],
  'market-abuse': [
    s('suspicious transaction and order reports', 'surveillance', ['mar'], 'MAR', EU_UK),
    s('the disclosure of inside information in protracted processes', 'insider-dealing', ['mar'], 'MAR', EU_UK),
    s('insider lists', 'insider-dealing', ['mar'], 'MAR', EU_UK),
    s('spoofing and layering in futures markets', 'market-manipulation', ['mar']),
    s('manipulation of commodity benchmarks', 'commodities', ['mar', 'commodities']),
    s('position limits in commodity derivatives', 'commodities', ['mifid', 'commodities'], 'MiFID II', EU_UK),
    s('wholesale energy market integrity', 'commodities', ['commodities'], 'REMIT', EU),
    s('trade surveillance of crypto-asset markets', 'surveillance', ['mica', 'mar'], 'MiCA', EU),
  ],
  tax: [
    s('the Pillar Two GloBE information return', 'global-minimum-tax', ['tax'], 'Pillar Two'),
    s('qualified domestic minimum top-up taxes', 'global-minimum-tax', ['tax'], 'Pillar Two'),
    s('crypto-asset reporting under DAC8', 'tax-reporting', ['tax', 'crypto-sector'], 'DAC8', EU),
    s('CRS and FATCA due diligence', 'tax-reporting', ['tax']),
    s('the carbon border adjustment mechanism', 'green-tax', ['tax', 'climate', 'commodities'], 'CBAM', EU),
    s('clean energy tax credits', 'green-tax', ['tax', 'climate']),
  ],
  payments: [
    s('instant payments and verification of payee', 'instant-payments', ['payments-sector'], 'IPR', EU),
    s('strong customer authentication', 'psd', ['payments-sector', 'psd'], 'PSD2', EU_UK),
    s('the review of the payment services framework', 'psd', ['payments-sector', 'psd'], 'PSD3', EU),
    s('the digital euro', 'cbdc', ['payments-sector'], 'Digital euro', EU),
    s('safeguarding of customer funds by payment firms', 'psd', ['payments-sector']),
    s('payment fraud statistics', 'psd', ['payments-sector']),
  ],
  crypto: [
    s('the authorisation of crypto-asset service providers', 'mica', ['mica', 'crypto-sector'], 'MiCA', EU),
    s('white papers for crypto-assets', 'mica', ['mica', 'crypto-sector'], 'MiCA', EU),
    s('reserve assets of e-money tokens', 'stablecoins', ['mica', 'crypto-sector'], 'MiCA', EU),
    s('the end of MiCA transitional periods', 'mica', ['mica', 'crypto-sector', 'deadline'], 'MiCA', EU),
    s('stablecoin issuance', 'stablecoins', ['crypto-sector']),
    s('the DLT pilot regime', 'tokenisation', ['market-infrastructure'], 'DLT Pilot', EU),
    s('tokenised deposits and money market funds', 'tokenisation', ['banking', 'asset-management']),
    s('the prudential treatment of crypto-asset exposures', 'tokenisation', ['banking', 'crr'], 'Basel'),
  ],
  'op-resilience': [
    s('the register of information on ICT third-party providers', 'third-party-risk', ['dora'], 'DORA', EU),
    s('the designation of critical ICT third-party providers', 'third-party-risk', ['dora'], 'DORA', EU),
    s('major ICT-related incident reporting', 'ict-risk', ['dora', 'cyber-incident'], 'DORA', EU),
    s('threat-led penetration testing', 'cyber', ['dora'], 'TLPT'),
    s('cyber resilience stress testing', 'cyber', ['stress-test']),
    s('outsourcing to cloud service providers', 'third-party-risk', ['banking']),
    s('impact tolerances for important business services', 'ict-risk', ['banking'], undefined, UK),
    s('subcontracting of ICT services', 'third-party-risk', ['dora'], 'DORA', EU),
  ],
  consumer: [
    s('Consumer Duty outcomes monitoring', 'consumer-duty', ['consumer-duty'], 'Consumer Duty', UK),
    s('fair value assessments', 'consumer-duty', ['consumer-duty'], 'Consumer Duty', UK),
    s('the treatment of customers in financial difficulty', 'consumer-credit', ['banking']),
    s('buy-now-pay-later credit', 'consumer-credit', ['payments-sector']),
    s('authorised push payment scam reimbursement', 'fraud-scams', ['payments-sector'], undefined, UK),
    s('complaint handling', 'complaints', ['insurance', 'banking']),
    s('the Consumer Credit Directive', 'consumer-credit', ['banking'], 'CCD2', EU),
    s('motor finance commission arrangements', 'complaints', ['banking'], undefined, UK),
  ],
};

export const NEWS_TYPE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['press-release', 22],
  ['consultation', 12],
  ['final-rule', 10],
  ['guidance', 12],
  ['speech', 9],
  ['enforcement', 8],
  ['report', 12],
  ['statistics', 5],
  ['qa', 5],
  ['legislation', 5],
];

// prettier-ignore
export const TITLES: Readonly<Record<string, readonly string[]>> = {
  consultation: ['{R} consults on {s}', 'Consultation paper on {s}', 'EU|{R} launches consultation on draft technical standards on {s}', '{R} seeks views on {s}', 'Discussion paper: {S}'],
  'final-rule': ['{R} publishes final report on {s}', 'Final rules on {s}', '{R} finalises its approach to {s}', 'Policy statement on {s}', 'EU|Final draft technical standards on {s}'],
  guidance: ['{R} issues guidelines on {s}', 'Supervisory statement on {s}', '{R} sets out its expectations on {s}', 'GB AU HK SG IE|Dear CEO letter: {s}', '{R} publishes good practices on {s}'],
  speech: ['Speech by {who}: {S}, the road ahead', '{who} on {s} at {event}', 'Keynote at {event}: {S}', '{who} speaks about {s}'],
  'press-release': ['{R} welcomes progress on {s}', '{R} announces its {year} priorities, with a focus on {s}', '{R} and {R2} cooperate on {s}', '{R} publishes statement on {s}', 'Update on {s}'],
  enforcement: ['{R} fines {firm} {amount} for failings in {f}', '{R} censures {firm} over {f}', '{R} imposes sanctions on {firm} for breaches relating to {f}', '{R} takes action against {firm} over {f}'],
  report: ['{R} report on {s}', 'Thematic review of {s}: findings', '{R} publishes peer review on {s}', 'Risk dashboard {period}: {s} in focus', 'Annual report on {s}'],
  statistics: ['{R} publishes {period} statistics on {s}', 'Data on {s}, {period}', 'Statistical release: {s} ({period})'],
  qa: ['Questions and answers on {s} updated', '{R} publishes new Q&As on {s}', 'Q&A: {S}'],
  legislation: ['{S}: legal text published', 'Rules on {s} amended', 'Legislation on {s} takes effect', 'EU|Provisional agreement reached on {s}', 'EU|Implementing act on {s} adopted', 'EU|Delegated regulation on {s} enters into force'],
};

/** What each kind of publication is called in a summary. */
export const ARTIFACTS: Readonly<Record<string, string>> = {
  consultation: 'a consultation paper',
  'final-rule': 'final rules',
  guidance: 'guidance',
  speech: 'a speech',
  'press-release': 'a statement',
  enforcement: 'a final notice',
  report: 'a report',
  statistics: 'statistics',
  qa: 'new questions and answers',
  legislation: 'a legislative text',
};

/** A second sentence of the summary, by news type. */
// prettier-ignore
export const DETAILS: Readonly<Record<string, readonly string[]>> = {
  consultation: ['Stakeholders are invited to respond by {deadline}.', 'The proposals would apply twelve months after publication of the final rules. Responses are due by {deadline}.', 'A public hearing will be held before the consultation closes on {deadline}.'],
  'final-rule': ['The rules apply from {deadline}.', 'Firms have until {deadline} to implement the changes.', 'EU|The text now goes to the European Commission for endorsement.'],
  guidance: ['Firms are expected to take the guidance into account in their next review cycle.', 'EU|Competent authorities must notify whether they comply with the guidelines by {deadline}.', 'The guidance sets out examples of good and poor practice observed in supervision.'],
  speech: ['The speaker stressed the need for proportionate implementation and international consistency.', 'The remarks outlined supervisory priorities for the coming year.', 'The speech called on firms to invest in data and governance ahead of the deadlines.'],
  'press-release': ['The announcement follows engagement with industry and other authorities.', 'Further details will be published in the coming weeks.', 'The decision takes effect immediately.'],
  enforcement: ['The firm agreed to resolve the matter and qualified for a 30% settlement discount.', 'The authority found that the firm’s systems and controls were inadequate over a period of several years.', 'The firm has since remediated the weaknesses identified.'],
  report: ['The report identifies areas where firms need to improve and sets out next steps.', 'EU|Findings draw on a sample of firms across several member states.', 'Findings draw on a sample of firms of different sizes and business models.', 'The report will inform supervisory priorities for next year.'],
  statistics: ['Figures show a continued increase compared with the previous period.', 'The data cover all firms reporting to the authority.', 'The release includes a breakdown by country and by type of institution.'],
  qa: ['The new answers clarify scope and transitional arrangements.', 'Several existing answers have been amended for consistency.', 'EU+|Firms should read the answers together with the level 2 measures.', 'The answers will be kept under review.'],
  legislation: ['The changes take effect on {deadline}.', 'EU|The text enters into force twenty days after publication.', 'EU|Member states must transpose the changes by {deadline}.', 'EU|The agreement still has to be formally adopted by both co-legislators.'],
};

export const SPEAKERS = [
  'the Chair',
  'the Chief Executive',
  'the Executive Director',
  'a Member of the Board',
  'the Deputy Governor',
  'the Head of Supervision',
];
export const EVENTS = [
  'the annual conference',
  'EU+|a Eurofi seminar',
  'a parliamentary hearing',
  'the Risk Forum',
  'an industry roundtable',
  'the Global Regulation Summit',
];
/** Firms' names; their legal form comes from the regulator's country (FIRM_FORMS). */
export const FIRMS = [
  'Northbridge Capital',
  'Aurelian Bank',
  'Helix Asset Management',
  'Meridian Securities',
  'Tidewater Payments',
  'Corvane Markets',
  'Bluefin Digital Exchange',
  'Stellar Mutual Insurance',
  'Kestrel Wealth Partners',
  'Orion Clearing',
  'Lindqvist Capital',
  'Pemberton & Hale',
];
/** The legal form of a firm, by country (default Ltd); a firm the Union's bodies act against is a European company. */
export const FIRM_FORMS: Readonly<Record<string, string>> = {
  EU: 'SE',
  US: 'LLC',
  DE: 'AG',
  AT: 'AG',
  CH: 'AG',
  FR: 'SA',
  LU: 'SA',
  BE: 'SA',
  ES: 'SA',
  IT: 'S.p.A.',
  NL: 'N.V.',
  SE: 'AB',
  IE: 'DAC',
  SG: 'Pte Ltd',
  AU: 'Pty Ltd',
  JP: 'K.K.',
  CA: 'Inc.',
  CN: 'Co., Ltd',
};
export const AMOUNTS = [
  '4.2 million',
  '1.5 million',
  '12 million',
  '750,000',
  '18.9 million',
  '2.5 million',
  '6 million',
  '310,000',
];

/** What firms were found to have failed at, by area, for enforcement titles. */
// prettier-ignore
export const FAILINGS: Readonly<Record<string, readonly string[]>> = {
  prudential: ['the reporting of capital ratios', 'liquidity reporting', 'large exposure limits'],
  conduct: ['the suitability of advice', 'best execution', 'transaction reporting', 'the oversight of appointed representatives'],
  esg: ['misleading sustainability claims', 'the disclosures of ESG funds'],
  ai: ['the governance of automated decision-making', 'the use of an AI model in credit decisions'],
  'data-protection': ['the unlawful processing of customer data', 'the handling of a personal data breach'],
  aml: ['anti-money laundering controls', 'customer due diligence', 'sanctions screening'],
  'market-abuse': ['spoofing', 'insider dealing', 'market abuse surveillance', 'suspicious transaction reporting'],
  tax: ['FATCA and CRS reporting', 'controls against the facilitation of tax evasion'],
  payments: ['the safeguarding of customer funds', 'strong customer authentication'],
  crypto: ['providing crypto-asset services without authorisation', 'financial promotions of crypto-assets'],
  'op-resilience': ['the handling of an IT outage', 'outsourcing controls', 'cyber security'],
  consumer: ['the treatment of customers in arrears', 'complaint handling', 'the value of products for customers'],
};

/** A closing sentence for the body of any item. */
export const CLOSINGS: readonly string[] = [
  'Firms should review the publication and assess its impact on their policies and procedures.',
  'The publication forms part of the {R} work programme for {year}.',
  'The documents are available on the {R} website.',
  'It complements earlier publications on the same subject.',
  'Our analysts will follow up with an insight where the change is material.',
];

/** Title patterns in the language of the regulator, with the news type each is ({code}: a regulation's short name). */
// prettier-ignore
export const LOCAL_TITLES: Readonly<Record<string, readonly (readonly [pattern: string, type: string])[]>> = {
  fr: [['{R} publie ses orientations sur {code}', 'guidance'], ['Consultation publique : {code}', 'consultation'], ['{code} : questions-réponses mises à jour', 'qa'], ['{R} : rapport sur la mise en œuvre de {code}', 'report']],
  de: [['{R} veröffentlicht Rundschreiben zu {code}', 'guidance'], ['Konsultation zu {code} gestartet', 'consultation'], ['Aufsichtsmitteilung zu {code}', 'press-release'], ['Fachartikel: {code} in der Aufsichtspraxis', 'report']],
  es: [['La {R} publica una guía técnica sobre {code}', 'guidance'], ['Consulta pública sobre {code}', 'consultation'], ['Preguntas y respuestas sobre {code}', 'qa']],
  it: [['{R}: pubblicate le linee guida su {code}', 'guidance'], ['Consultazione pubblica su {code}', 'consultation'], ['Comunicazione {R} in materia di {code}', 'press-release']],
  nl: [['{R} publiceert leidraad over {code}', 'guidance'], ['Consultatie over {code}', 'consultation'], ['Toezichtbevindingen {code}', 'report']],
};
