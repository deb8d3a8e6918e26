/**
 * The managed vocabularies of the demo: tags (the slugs news items carry, see news-templates.ts), news types,
 * keywords and suggestion rules of the auto-tagger, labels and topic groups. Topics are named by slug
 * (data/topics.ts).
 */

/** [slug, name, group, when to use it]. */
// prettier-ignore
export const TAGS: readonly (readonly [string, string, string, string])[] = [
  ['banking', 'Banking', 'Sector', 'Concerns credit institutions.'],
  ['insurance', 'Insurance', 'Sector', 'Concerns insurers and reinsurers.'],
  ['asset-management', 'Asset management', 'Sector', 'Concerns fund managers and their funds.'],
  ['market-infrastructure', 'Market infrastructure', 'Sector', 'Concerns trading venues, CCPs and CSDs.'],
  ['payments-sector', 'Payments and e-money', 'Sector', 'Concerns payment and e-money institutions.'],
  ['crypto-sector', 'Crypto-asset service providers', 'Sector', 'Concerns CASPs and token issuers.'],
  ['commodities', 'Commodities', 'Sector', 'Concerns commodity and energy markets.'],
  ['crr', 'CRR / CRD', 'Regulation', 'The EU Capital Requirements Regulation and Directive.'],
  ['mifid', 'MiFID II / MiFIR', 'Regulation', 'Markets in Financial Instruments.'],
  ['emir', 'EMIR', 'Regulation', 'European Market Infrastructure Regulation.'],
  ['mar', 'MAR', 'Regulation', 'Market Abuse Regulation.'],
  ['csrd', 'CSRD', 'Regulation', 'Corporate Sustainability Reporting Directive and ESRS.'],
  ['sfdr', 'SFDR', 'Regulation', 'Sustainable Finance Disclosure Regulation.'],
  ['taxonomy', 'EU Taxonomy', 'Regulation', 'The EU Taxonomy Regulation and its delegated acts.'],
  ['issb', 'ISSB', 'Regulation', 'IFRS S1 and S2.'],
  ['ai-act', 'AI Act', 'Regulation', 'The EU Artificial Intelligence Act.'],
  ['gdpr', 'GDPR', 'Regulation', 'The General Data Protection Regulation (EU and UK).'],
  ['amlr', 'AML package', 'Regulation', 'AMLR, AMLD6 and the AMLA Regulation.'],
  ['mica', 'MiCA', 'Regulation', 'Markets in Crypto-Assets Regulation.'],
  ['psd', 'PSD2 / PSD3', 'Regulation', 'The payment services directives and regulation.'],
  ['dora', 'DORA', 'Regulation', 'Digital Operational Resilience Act.'],
  ['consumer-duty', 'Consumer Duty', 'Regulation', 'The FCA Consumer Duty.'],
  ['climate', 'Climate', 'Theme', 'Climate change, transition and physical risk.'],
  ['greenwashing', 'Greenwashing', 'Theme', 'Misleading sustainability claims.'],
  ['sanctions', 'Sanctions', 'Theme', 'Financial sanctions regimes.'],
  ['tax', 'Tax', 'Theme', 'Tax rules and reporting.'],
  ['stress-test', 'Stress test', 'Theme', 'Supervisory or internal stress tests.'],
  ['cyber-incident', 'Cyber incident', 'Theme', 'A cyber attack or major ICT incident.'],
  ['supervisory-priorities', 'Supervisory priorities', 'Theme', 'A supervisor’s work programme or priorities.'],
  ['consultation-paper', 'Consultation paper', 'Document', 'A consultation that invites responses.'],
  ['final-rules', 'Final rules', 'Document', 'Adopted rules or final technical standards.'],
  ['guidelines', 'Guidelines', 'Document', 'Guidelines, supervisory statements and expectations.'],
  ['q-and-a', 'Q&A', 'Document', 'Questions and answers.'],
  ['fines', 'Fines', 'Document', 'A fine or other enforcement outcome.'],
  ['deadline', 'Deadline', 'Action', 'Carries a date by which firms must act.'],
  ['board-attention', 'Board attention', 'Action', 'Should be brought to the board or its committees.'],
];

/** News type code (vocab NEWS_TYPES) → [name, when to use it]. */
export const NEWS_TYPE_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  consultation: ['Consultation', 'A consultation or discussion paper that asks for responses by a date.'],
  'final-rule': ['Final rule', 'Adopted rules, final reports, final draft technical standards, policy statements.'],
  guidance: ['Guidance', 'Guidelines, supervisory statements, Dear CEO letters, good practices.'],
  speech: ['Speech', 'A speech, keynote or testimony by an official.'],
  'press-release': ['Press release', 'An announcement or statement that is none of the other types.'],
  enforcement: ['Enforcement', 'A fine, censure, ban or other enforcement action.'],
  report: ['Report', 'A report, thematic review, peer review or risk dashboard.'],
  statistics: ['Statistics', 'A statistical release or data publication.'],
  qa: ['Q&A', 'New or updated questions and answers.'],
  legislation: ['Legislation', 'A legislative text, political agreement, delegated or implementing act.'],
};

/** [keyword, topic slugs, language or null for any, weight]. */
// prettier-ignore
export const KEYWORDS: readonly (readonly [string, readonly string[], string | null, number])[] = [
  ['output floor', ['capital'], 'en', 2],
  ['Basel III', ['capital'], null, 2],
  ['CRR3', ['capital'], null, 2],
  ['net stable funding ratio', ['liquidity'], 'en', 2],
  ['MREL', ['recovery-resolution'], null, 2],
  ['stress test', ['stress-testing'], 'en', 1],
  ['Solvency II', ['solvency-ii'], null, 2],
  ['suitability', ['investor-protection'], 'en', 1],
  ['retail investment strategy', ['investor-protection'], 'en', 2],
  ['remuneration', ['remuneration'], 'en', 1],
  ['T+1', ['market-structure'], null, 2],
  ['consolidated tape', ['market-structure'], 'en', 2],
  ['ESRS', ['csrd-esrs'], null, 2],
  ['CSRD', ['csrd-esrs'], null, 2],
  ['SFDR', ['sfdr'], null, 2],
  ['principal adverse impact', ['sfdr'], 'en', 2],
  ['taxonomy', ['taxonomy'], 'en', 1],
  ['transition plan', ['transition-plans'], 'en', 2],
  ['climate', ['climate-risk'], 'en', 1],
  ['greenwashing', ['greenwashing'], 'en', 2],
  ['artificial intelligence', ['ai-governance'], 'en', 1],
  ['AI Act', ['ai-act'], null, 3],
  ['general-purpose AI', ['generative-ai'], 'en', 2],
  ['KI-Verordnung', ['ai-act'], 'de', 3],
  ['intelligence artificielle', ['ai-governance'], 'fr', 1],
  ['GDPR', ['gdpr'], null, 2],
  ['RGPD', ['gdpr'], 'fr', 2],
  ['personal data', ['gdpr'], 'en', 1],
  ['open finance', ['open-finance'], 'en', 2],
  ['money laundering', ['kyc'], 'en', 1],
  ['Geldwäsche', ['kyc'], 'de', 1],
  ['beneficial ownership', ['kyc'], 'en', 2],
  ['AMLA', ['aml-supervision'], null, 2],
  ['travel rule', ['travel-rule'], 'en', 2],
  ['sanctions', ['sanctions'], 'en', 1],
  ['inside information', ['insider-dealing'], 'en', 2],
  ['spoofing', ['market-manipulation'], 'en', 2],
  ['STOR', ['surveillance'], null, 2],
  ['REMIT', ['commodities'], null, 2],
  ['position limits', ['commodities'], 'en', 2],
  ['Pillar Two', ['global-minimum-tax'], null, 3],
  ['DAC8', ['tax-reporting'], null, 2],
  ['CBAM', ['green-tax'], null, 2],
  ['instant payments', ['instant-payments'], 'en', 2],
  ['PSD3', ['psd'], null, 2],
  ['digital euro', ['cbdc'], 'en', 2],
  ['MiCA', ['mica'], null, 3],
  ['stablecoin', ['stablecoins'], 'en', 2],
  ['tokenisation', ['tokenisation'], 'en', 2],
  ['DORA', ['ict-risk'], null, 2],
  ['ICT third-party', ['third-party-risk'], 'en', 2],
  ['outsourcing', ['third-party-risk'], 'en', 1],
  ['cyber', ['cyber'], 'en', 1],
  ['Consumer Duty', ['consumer-duty'], 'en', 3],
  ['buy-now-pay-later', ['consumer-credit'], 'en', 2],
  ['scam', ['fraud-scams'], 'en', 1],
  ['complaints', ['complaints'], 'en', 1],
  ['press release', [], 'en', 0],
];

/** Rules of the auto-tagger: data of suggestrule items, topics by slug. */
// prettier-ignore
export const SUGGEST_RULES: readonly {
  name: string;
  pattern: string;
  field: 'title' | 'summary' | 'content' | 'url' | 'any';
  tags: readonly string[];
  topics: readonly string[];
  enabled: boolean;
  notes?: string;
}[] = [
  { name: 'Fines and sanctions on firms', pattern: '\\b(fine[sd]?|censure[sd]?|penalt(y|ies))\\b', field: 'title', tags: ['fines'], topics: [], enabled: true },
  { name: 'Consultations', pattern: '\\b(consult(s|ation)|discussion paper|seeks views)\\b', field: 'title', tags: ['consultation-paper'], topics: [], enabled: true },
  { name: 'Final technical standards', pattern: 'final (draft )?(report|technical standards|rules)', field: 'title', tags: ['final-rules'], topics: [], enabled: true },
  { name: 'Q&As', pattern: '\\bQ&As?\\b|questions and answers', field: 'title', tags: ['q-and-a'], topics: [], enabled: true },
  { name: 'AI Act', pattern: '\\bAI Act\\b|artificial intelligence act|KI-Verordnung', field: 'any', tags: ['ai-act'], topics: ['ai-act'], enabled: true },
  { name: 'DORA', pattern: '\\bDORA\\b|digital operational resilience', field: 'any', tags: ['dora'], topics: ['ict-risk'], enabled: true },
  { name: 'Register of information', pattern: 'register of information', field: 'any', tags: ['dora'], topics: ['third-party-risk'], enabled: true },
  { name: 'MiCA', pattern: '\\bMiCA\\b|markets in crypto-assets', field: 'any', tags: ['mica', 'crypto-sector'], topics: ['mica'], enabled: true },
  { name: 'Stablecoins', pattern: 'stablecoin|e-money token|asset-referenced token', field: 'any', tags: ['crypto-sector'], topics: ['stablecoins'], enabled: true },
  { name: 'SFDR and fund names', pattern: '\\bSFDR\\b|fund names|principal adverse impact', field: 'any', tags: ['sfdr', 'asset-management'], topics: ['sfdr'], enabled: true },
  { name: 'Greenwashing', pattern: 'greenwash', field: 'any', tags: ['greenwashing'], topics: ['greenwashing'], enabled: true },
  { name: 'CSRD and ESRS', pattern: '\\b(CSRD|ESRS)\\b|sustainability reporting standards', field: 'any', tags: ['csrd'], topics: ['csrd-esrs'], enabled: true },
  { name: 'Climate risk', pattern: 'climate[- ]related (financial )?risk|climate scenario', field: 'any', tags: ['climate'], topics: ['climate-risk'], enabled: true },
  { name: 'Market abuse', pattern: '\\b(MAR|STORs?|insider (dealing|lists?)|spoofing|layering)\\b', field: 'any', tags: ['mar'], topics: ['market-abuse'], enabled: true },
  { name: 'AML rulebook', pattern: '\\b(AMLR|AMLA|AMLD6?)\\b|money laundering', field: 'any', tags: ['amlr'], topics: ['aml'], enabled: true },
  { name: 'Sanctions packages', pattern: 'sanctions package|asset freeze|OFSI|OFAC', field: 'any', tags: ['sanctions'], topics: ['sanctions'], enabled: true },
  { name: 'Pillar Two', pattern: 'pillar two|GloBE|minimum top-up tax', field: 'any', tags: ['tax'], topics: ['global-minimum-tax'], enabled: true },
  { name: 'Deadlines in summaries', pattern: '\\b(by|until|from) \\d{4}-\\d{2}-\\d{2}\\b', field: 'summary', tags: ['deadline'], topics: [], enabled: true, notes: 'Dates in ISO form, as the demo writes them; real feeds need more forms.' },
  { name: 'Dear CEO letters', pattern: 'dear ceo', field: 'title', tags: ['guidelines', 'board-attention'], topics: [], enabled: true },
  { name: 'Speeches (off)', pattern: '^speech by', field: 'title', tags: [], topics: [], enabled: false, notes: 'Switched off: speeches are typed by their source.' },
];

/** [name, colour, what it is for]. */
export const LABELS: readonly (readonly [string, string, string])[] = [
  ['Client briefing', 'blue', 'To be covered in the next client briefing.'],
  ['Board pack', 'purple', 'Goes into the quarterly board risk pack.'],
  ['Needs legal view', 'amber', 'Waiting for Legal to confirm the interpretation.'],
  ['Urgent', 'red', 'Action needed within the week.'],
  ['Done', 'green', 'Handled; kept for the record.'],
  ['Background', 'grey', 'Context only, no action.'],
];

/** [name, topic slugs, what the group is for]. */
// prettier-ignore
export const TOPIC_GROUPS: readonly (readonly [string, readonly string[], string])[] = [
  ['Sustainable finance', ['csrd-esrs', 'sfdr', 'taxonomy', 'greenwashing', 'issb'], 'Disclosure and product rules of sustainable finance, for the ESG dashboard.'],
  ['Digital finance', ['ai-act', 'mica', 'ict-risk', 'open-finance', 'tokenisation'], 'Technology-related rules, for the digital regulation watch.'],
  ['Financial crime', ['kyc', 'aml-supervision', 'sanctions', 'travel-rule'], 'AML, sanctions and the travel rule, for the MLRO’s weekly report.'],
  ['Markets', ['market-structure', 'surveillance', 'insider-dealing', 'commodities'], 'Market structure and market abuse, for the markets desk.'],
  ['Basel implementation', ['capital', 'liquidity', 'stress-testing'], 'The final Basel III reforms across jurisdictions.'],
];

/** Auto-tagging rules: data of autotag items, topics and regulators by slug and code. */
// prettier-ignore
export const AUTOTAG_RULES: readonly {
  name: string;
  match: 'words' | 'phrases' | 'pattern';
  terms: string;
  exclude?: string;
  fields: readonly ('title' | 'summary' | 'content' | 'url')[];
  tags?: readonly string[];
  newsTypes?: readonly string[];
  topics?: readonly string[];
  regulator?: string;
  countries?: readonly string[];
  impact?: 'high' | 'medium' | 'low';
  enabled: boolean;
  notes?: string;
}[] = [
  { name: 'DORA', match: 'phrases', terms: 'DORA\nDigital Operational Resilience Act\nregister of information\nICT third-party', fields: ['title', 'summary'], tags: ['dora'], topics: ['ict-risk'], enabled: true },
  { name: 'AI Act', match: 'phrases', terms: 'AI Act\nArtificial Intelligence Act\nKI-Verordnung\ngeneral-purpose AI', fields: ['title', 'summary', 'content'], tags: ['ai-act'], topics: ['ai-act'], enabled: true },
  { name: 'MiCA and stablecoins', match: 'words', terms: 'MiCA, stablecoin, stablecoins, e-money token, asset-referenced token, CASP', fields: ['title', 'summary'], tags: ['mica', 'crypto-sector'], topics: ['mica'], enabled: true },
  { name: 'Sustainable finance disclosures', match: 'words', terms: 'SFDR, CSRD, ESRS, taxonomy, greenwashing', exclude: 'taxonomy of ICT\ndata taxonomy', fields: ['title', 'summary'], tags: ['csrd'], topics: ['esg'], enabled: true, notes: 'The exclusions keep IT "taxonomies" out.' },
  { name: 'Market abuse', match: 'pattern', terms: '\\b(MAR|STORs?|insider (dealing|lists?)|spoofing|layering|market manipulation)\\b', fields: ['title', 'summary'], tags: ['mar'], topics: ['market-abuse'], enabled: true },
  { name: 'Anti-money laundering', match: 'words', terms: 'AMLA, AMLR, money laundering, Geldwäsche, blanchiment, beneficial ownership', fields: ['title', 'summary'], tags: ['amlr'], topics: ['aml'], enabled: true },
  { name: 'Sanctions', match: 'phrases', terms: 'sanctions package\nasset freeze\nOFSI\nOFAC', fields: ['title', 'summary'], tags: ['sanctions'], topics: ['sanctions'], impact: 'high', enabled: true },
  { name: 'Fines', match: 'pattern', terms: '\\b(fine[sd]?|censure[sd]?|penalt(y|ies)|sanctions on)\\b', fields: ['title'], tags: ['fines'], newsTypes: ['enforcement'], enabled: true },
  { name: 'Consultations', match: 'pattern', terms: '\\b(consult(s|ation)?|discussion paper|seeks views|Konsultation|consultazione|consulta pública)\\b', fields: ['title'], tags: ['consultation-paper'], newsTypes: ['consultation'], enabled: true },
  { name: 'Final rules and standards', match: 'phrases', terms: 'final report\nfinal rules\nfinal draft technical standards\npolicy statement', fields: ['title'], tags: ['final-rules'], newsTypes: ['final-rule'], enabled: true },
  { name: 'Questions and answers', match: 'pattern', terms: '\\b(Q&As?|questions and answers|questions-réponses)', fields: ['title'], tags: ['q-and-a'], newsTypes: ['qa'], enabled: true },
  { name: 'Speeches', match: 'pattern', terms: '^(speech|keynote)\\b', fields: ['title'], newsTypes: ['speech'], impact: 'low', enabled: true },
  { name: 'Capital and Basel III', match: 'words', terms: 'Basel III, CRR3, output floor, FRTB, capital requirements', fields: ['title', 'summary'], tags: ['crr', 'banking'], topics: ['capital'], enabled: true },
  { name: 'Climate risk', match: 'phrases', terms: 'climate-related financial risk\nclimate scenario analysis\ntransition plan', fields: ['title', 'summary'], tags: ['climate'], topics: ['climate-risk'], enabled: true },
  { name: 'Payments', match: 'words', terms: 'PSD2, PSD3, instant payments, verification of payee, digital euro', fields: ['title', 'summary'], tags: ['payments-sector'], topics: ['payments'], enabled: true },
  { name: 'Consumer Duty (UK)', match: 'phrases', terms: 'Consumer Duty\nfair value', fields: ['title', 'summary'], tags: ['consumer-duty'], topics: ['consumer-duty'], countries: ['GB'], enabled: true },
  { name: 'Dear CEO letters need the board', match: 'phrases', terms: 'Dear CEO', fields: ['title'], tags: ['guidelines', 'board-attention'], impact: 'high', enabled: true },
  { name: 'Pillar Two', match: 'phrases', terms: 'Pillar Two\nGloBE\nminimum top-up tax', fields: ['title', 'summary'], tags: ['tax'], topics: ['global-minimum-tax'], enabled: true },
  { name: 'Deadlines in summaries', match: 'pattern', terms: '\\b(by|until|from) \\d{4}-\\d{2}-\\d{2}\\b', fields: ['summary'], tags: ['deadline'], enabled: true },
  { name: 'Trial: tokenisation watch', match: 'words', terms: 'tokenised, tokenisation, DLT', fields: ['title', 'summary'], tags: ['market-infrastructure'], topics: ['tokenisation'], enabled: false, notes: 'Being tried with the preview before it is switched on.' },
];

/** Other names people search tags by (the `aliases` field, issue 13), by slug. */
export const TAG_ALIASES: Readonly<Record<string, readonly string[]>> = {
  dora: ['Digital Operational Resilience Act'],
  mar: ['Market Abuse Regulation'],
  emir: ['European Market Infrastructure Regulation'],
  csrd: ['Corporate Sustainability Reporting Directive'],
  sfdr: ['Sustainable Finance Disclosure Regulation'],
  'ai-act': ['EU AI Act', 'Artificial Intelligence Act'],
  gdpr: ['General Data Protection Regulation'],
  mica: ['Markets in Crypto-Assets Regulation'],
  amlr: ['AML', 'anti-money laundering'],
  taxonomy: ['Taxonomy Regulation'],
  'stress-test': ['stress testing'],
};
