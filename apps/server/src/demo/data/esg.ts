/**
 * ESG reporting of the demo bank: the frameworks it reports under, reporting frequencies, assurance levels,
 * statuses of reporting items, the ESRS topics, the data elements and metrics computed from them, the reporting
 * MI and the experts to ask. Frameworks are named by code, data elements by code, frequencies, statuses and
 * assurance levels by name, topics by slug (data/topics.ts). Experts and owners are fictional.
 */

/** Data of a reportingframework item. */
export interface FrameworkRow {
  code: string;
  name: string;
  issuer: string;
  /** Where it is mandatory: ISO 3166 codes or EU. */
  countries: readonly string[];
  mandatory: boolean;
  /** First reporting period it covers. */
  effectiveOn?: string;
  url?: string;
  description: string;
}

/** Reporting frameworks, by code. */
// prettier-ignore
export const FRAMEWORKS: readonly FrameworkRow[] = [
  { code: 'ESRS', name: 'European Sustainability Reporting Standards', issuer: 'EFRAG / European Commission', countries: ['EU'], mandatory: true, effectiveOn: '2024-01-01', url: 'https://www.efrag.org/en/sustainability-reporting', description: 'Set 1 adopted by Delegated Regulation (EU) 2023/2772 under the CSRD: two cross-cutting and ten topical standards, reported on the basis of a double materiality assessment. A simplified Set 1 with far fewer datapoints is being prepared.' },
  { code: 'IFRS S1', name: 'General Requirements for Disclosure of Sustainability-related Financial Information', issuer: 'ISSB', countries: ['BR', 'JP', 'TR'], mandatory: true, effectiveOn: '2024-01-01', url: 'https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/', description: 'Disclosure of sustainability-related risks and opportunities that could affect the entity’s prospects, in governance, strategy, risk management, and metrics and targets. Adopted directly or through local equivalents (SSBJ, TSRS, CVM 193).' },
  { code: 'IFRS S2', name: 'Climate-related Disclosures', issuer: 'ISSB', countries: ['AU', 'BR', 'HK', 'JP', 'SG', 'TR'], mandatory: true, effectiveOn: '2024-01-01', url: 'https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/', description: 'Climate-related risks and opportunities, Scope 1, 2 and 3 emissions (financed emissions for banks, asset managers and insurers), scenario analysis and transition plans. Built on the TCFD recommendations.' },
  { code: 'GRI', name: 'GRI Standards', issuer: 'Global Sustainability Standards Board (GRI)', countries: [], mandatory: false, effectiveOn: '2023-01-01', url: 'https://www.globalreporting.org/standards/', description: 'Impact-oriented voluntary standards: the Universal Standards of 2021 and topic standards. Used for the group sustainability report and its GRI content index.' },
  { code: 'TCFD', name: 'Recommendations of the Task Force on Climate-related Financial Disclosures', issuer: 'FSB Task Force on Climate-related Financial Disclosures', countries: ['GB'], mandatory: true, effectiveOn: '2021-01-01', url: 'https://www.fsb-tcfd.org/recommendations/', description: 'Eleven recommended disclosures in four pillars. The Task Force disbanded in October 2023 and handed monitoring to the ISSB; UK listing rules and the FCA ESG sourcebook still require TCFD-aligned reports until UK SRS replaces them.' },
  { code: 'SFDR PAI', name: 'SFDR principal adverse impact statement', issuer: 'European Commission (RTS of the ESAs)', countries: ['EU'], mandatory: true, effectiveOn: '2022-01-01', url: 'https://eur-lex.europa.eu/eli/reg_del/2022/1288/oj', description: 'Annex I of Delegated Regulation (EU) 2022/1288: 14 mandatory and additional optional indicators of adverse impacts of investment decisions, published by 30 June for the previous calendar year.' },
  { code: 'EU Taxonomy Art. 8', name: 'EU Taxonomy Article 8 disclosures', issuer: 'European Commission', countries: ['EU'], mandatory: true, effectiveOn: '2023-01-01', url: 'https://eur-lex.europa.eu/eli/reg_del/2021/2178/oj', description: 'Disclosures Delegated Act (EU) 2021/2178: turnover, capex and opex KPIs for non-financial undertakings and the green asset ratio for credit institutions, simplified from 2026.' },
  { code: 'EBA P3 ESG', name: 'Pillar 3 disclosures on ESG risks', issuer: 'European Banking Authority', countries: ['EU'], mandatory: true, effectiveOn: '2022-12-31', description: 'Implementing technical standards under Article 449a CRR: templates on transition risk (exposures to carbon-intensive sectors, financed emissions, energy efficiency of collateral), physical risk, GAR and BTAR. Semi-annual for large listed institutions.' },
  { code: 'PCAF', name: 'Global GHG Accounting and Reporting Standard for the Financial Industry', issuer: 'Partnership for Carbon Accounting Financials', countries: [], mandatory: false, url: 'https://carbonaccountingfinancials.com/standard', description: 'Methods to attribute the emissions of borrowers and investees to lenders and investors by asset class, with a data quality score from 1 (verified emissions) to 5 (estimates from sector averages).' },
  { code: 'GHG Protocol', name: 'GHG Protocol Corporate Accounting and Reporting Standard', issuer: 'WRI and WBCSD', countries: [], mandatory: false, url: 'https://ghgprotocol.org/corporate-standard', description: 'The basis of Scope 1, 2 (location- and market-based) and 3 accounting that ESRS E1, IFRS S2 and PCAF build on; the Scope 2 guidance is under revision.' },
];

/** [name, months between reports; 0 for ad hoc]. */
export const FREQUENCIES: readonly (readonly [name: string, months: number])[] = [
  ['Monthly', 1],
  ['Quarterly', 3],
  ['Semi-annual', 6],
  ['Annual', 12],
  ['Biennial', 24],
  ['Ad hoc', 0],
];

/** [name, description], lowest first. */
// prettier-ignore
export const ASSURANCE: readonly (readonly [name: string, description: string])[] = [
  ['None', 'Not subject to any review beyond the owner’s own checks.'],
  ['Internal review', 'Reviewed by Group Sustainability and second-line Finance controls before publication; no external opinion.'],
  ['Limited assurance', 'Negative-form conclusion of the external assurance provider (ISAE 3000 or ISSA 5000), as the CSRD requires.'],
  ['Reasonable assurance', 'Positive-form opinion of the external assurance provider, at the level of a financial statement audit.'],
];

/** [name, description if any], in workflow order. */
// prettier-ignore
export const IMPACT_STATUSES: readonly (readonly [name: string, description?: string])[] = [
  ['Not started'],
  ['In progress', 'Data being collected or calculated by the owner.'],
  ['In review', 'With Group Sustainability or the assurance provider for review.'],
  ['Blocked', 'Waiting for data, a system fix or a decision; see the notes.'],
  ['Submitted', 'Delivered to the report, the regulator or the template owner.'],
  ['Published'],
];

/** [ESRS topic, related topic slugs]. */
// prettier-ignore
export const IMPACT_TOPICS: readonly (readonly [name: string, topics: readonly string[]])[] = [
  ['Climate change', ['climate-risk', 'transition-plans', 'csrd-esrs']],
  ['Pollution', ['taxonomy', 'csrd-esrs']],
  ['Water and marine resources', ['taxonomy', 'csrd-esrs']],
  ['Biodiversity and ecosystems', ['taxonomy', 'climate-risk', 'csrd-esrs']],
  ['Resource use and circular economy', ['taxonomy', 'csrd-esrs']],
  ['Own workforce', ['remuneration', 'csrd-esrs']],
  ['Workers in the value chain', ['esg', 'csrd-esrs']],
  ['Affected communities', ['esg', 'csrd-esrs']],
  ['Consumers and end-users', ['consumer', 'greenwashing', 'csrd-esrs']],
  ['Business conduct', ['governance', 'aml', 'csrd-esrs']],
];

export interface DataElementRow {
  code: string;
  name: string;
  type: 'number' | 'percentage' | 'amount' | 'text' | 'boolean' | 'date';
  unit: string;
  system: string;
  owner: string;
}

/** Source data elements, by code. */
// prettier-ignore
export const DATA_ELEMENTS: readonly DataElementRow[] = [
  { code: 'ENE-FUEL-STATIONARY', name: 'Fuel burnt in owned buildings (gas, oil)', type: 'number', unit: 'MWh', system: 'Facilities energy management system', owner: 'Group Real Estate' },
  { code: 'ENE-FLEET-FUEL', name: 'Fuel used by company vehicles', type: 'number', unit: 'litres', system: 'Fleet card provider feed', owner: 'Group Procurement' },
  { code: 'ENE-REFRIGERANT', name: 'Refrigerant top-ups of cooling systems', type: 'number', unit: 'kg', system: 'Facilities maintenance records', owner: 'Group Real Estate' },
  { code: 'ENE-ELEC-PURCHASED', name: 'Purchased electricity', type: 'number', unit: 'MWh', system: 'Utility invoice data (SAP S/4HANA)', owner: 'Group Real Estate' },
  { code: 'ENE-ELEC-RENEWABLE', name: 'Purchased electricity backed by guarantees of origin or PPAs', type: 'number', unit: 'MWh', system: 'Energy attribute certificate register', owner: 'Group Real Estate' },
  { code: 'ENE-HEAT-PURCHASED', name: 'Purchased district heating and cooling', type: 'number', unit: 'MWh', system: 'Utility invoice data (SAP S/4HANA)', owner: 'Group Real Estate' },
  { code: 'EF-GRID-LOCATION', name: 'Grid average emission factor by country', type: 'number', unit: 'kgCO2e/kWh', system: 'Emission factor library (IEA, DEFRA)', owner: 'Group Sustainability' },
  { code: 'EF-SUPPLIER', name: 'Supplier-specific electricity emission factor', type: 'number', unit: 'kgCO2e/kWh', system: 'Energy supplier contracts', owner: 'Group Sustainability' },
  { code: 'TRV-DISTANCE', name: 'Business travel distance by mode and class', type: 'number', unit: 'passenger-km', system: 'Travel booking platform (SAP Concur)', owner: 'Group Procurement' },
  { code: 'PRC-SPEND-CATEGORY', name: 'Third-party spend by procurement category', type: 'amount', unit: 'EUR', system: 'Procure-to-pay system (Coupa)', owner: 'Group Procurement' },
  { code: 'LOAN-OUTSTANDING', name: 'Outstanding loan and bond exposure by counterparty', type: 'amount', unit: 'EUR', system: 'Risk data warehouse', owner: 'Credit Risk Reporting' },
  { code: 'CPTY-EVIC', name: 'Counterparty enterprise value including cash, or total equity plus debt', type: 'amount', unit: 'EUR', system: 'Market data and annual report feed', owner: 'ESG Data Office' },
  { code: 'CPTY-EMISSIONS', name: 'Counterparty Scope 1 and 2 emissions, reported or estimated', type: 'number', unit: 'tCO2e', system: 'ESG data vendor feed', owner: 'ESG Data Office' },
  { code: 'CPTY-DATA-QUALITY', name: 'PCAF data quality score of the counterparty emissions', type: 'number', unit: 'score 1–5', system: 'Financed emissions engine', owner: 'ESG Data Office' },
  { code: 'CPTY-NACE', name: 'NACE sector code of the counterparty', type: 'text', unit: 'NACE code', system: 'Client reference data (MDM)', owner: 'Client Data Management' },
  { code: 'TAX-ALIGNED-EXPOSURE', name: 'Taxonomy-aligned gross carrying amount', type: 'amount', unit: 'EUR', system: 'Taxonomy assessment tool', owner: 'Sustainable Finance Office' },
  { code: 'TAX-COVERED-ASSETS', name: 'Covered assets in the GAR denominator', type: 'amount', unit: 'EUR', system: 'Finance data warehouse (FINREP)', owner: 'Regulatory Reporting' },
  { code: 'COLL-EPC-LABEL', name: 'Energy performance certificate label of mortgage collateral', type: 'text', unit: 'A–G', system: 'Collateral management system', owner: 'Retail Credit Risk' },
  { code: 'INV-HOLDINGS', name: 'Fund holdings by issuer at quarter end', type: 'amount', unit: 'EUR', system: 'Portfolio management system', owner: 'Asset Management Operations' },
  { code: 'HR-HEADCOUNT', name: 'Employees by gender, country and contract type', type: 'number', unit: 'persons', system: 'HR system (Workday)', owner: 'HR Reporting' },
  { code: 'HR-HOURLY-PAY', name: 'Gross hourly pay by employee', type: 'amount', unit: 'EUR/hour', system: 'Payroll (Workday)', owner: 'Reward' },
  { code: 'GOV-BOARD-MEMBERS', name: 'Board members by gender and independence', type: 'number', unit: 'persons', system: 'Board secretariat register', owner: 'Company Secretariat' },
  { code: 'CND-TRAINING-DONE', name: 'Employees in at-risk functions who completed anti-corruption training', type: 'percentage', unit: '%', system: 'Learning management system', owner: 'Compliance' },
  { code: 'CND-CORRUPTION-CASES', name: 'Confirmed incidents of corruption or bribery', type: 'number', unit: 'incidents', system: 'Case management (investigations)', owner: 'Compliance' },
  { code: 'WTR-CONSUMPTION', name: 'Water drawn minus water discharged, by site', type: 'number', unit: 'm³', system: 'Facilities energy management system', owner: 'Group Real Estate' },
  { code: 'WST-GENERATED', name: 'Waste collected from offices and data centres, by treatment', type: 'number', unit: 'tonnes', system: 'Waste contractor reports', owner: 'Group Real Estate' },
  { code: 'HSE-RECORDABLE-ACCIDENTS', name: 'Recordable work-related accidents of own workers', type: 'number', unit: 'accidents', system: 'Health and safety incident system', owner: 'Health and Safety' },
  { code: 'HR-HOURS-WORKED', name: 'Hours worked by own workers', type: 'number', unit: 'hours', system: 'HR system (Workday)', owner: 'HR Reporting' },
  { code: 'HR-TRAINING-HOURS', name: 'Training hours by employee and gender', type: 'number', unit: 'hours', system: 'Learning management system', owner: 'HR Reporting' },
  { code: 'BIO-SITES-SENSITIVE', name: 'Own sites in or near biodiversity-sensitive areas', type: 'number', unit: 'sites', system: 'GIS site register', owner: 'Group Real Estate' },
  { code: 'DC-IT-LOAD', name: 'Electricity drawn by IT equipment in own data centres', type: 'number', unit: 'MWh', system: 'Data centre infrastructure management (DCIM)', owner: 'Group Technology' },
];

export type MetricTopic = 'E1' | 'E2' | 'E3' | 'E4' | 'E5' | 'S1' | 'S2' | 'S3' | 'S4' | 'G1' | 'ESRS2';

export interface MetricRow {
  code: string;
  name: string;
  pillar: 'environmental' | 'social' | 'governance';
  /** ESRS topical standard (`metric.topic`); ESRS2 for the cross-cutting general disclosures. */
  topic: MetricTopic;
  unit: string;
  formula: string;
  /** Codes of DATA_ELEMENTS. */
  elements: readonly string[];
  /** Codes of FRAMEWORKS. */
  frameworks: readonly string[];
  /** Name of a FREQUENCIES row. */
  frequency: string;
}

/** Metrics the bank reports, by code. */
// prettier-ignore
export const METRICS: readonly MetricRow[] = [
  { code: 'E1-6 Scope 1', name: 'Gross Scope 1 GHG emissions', pillar: 'environmental', topic: 'E1', unit: 'tCO2e', formula: 'Σ stationary fuel × combustion factor + Σ fleet fuel × fuel factor + Σ refrigerant top-ups × GWP (AR6).', elements: ['ENE-FUEL-STATIONARY', 'ENE-FLEET-FUEL', 'ENE-REFRIGERANT'], frameworks: ['ESRS', 'IFRS S2', 'GRI', 'GHG Protocol'], frequency: 'Annual' },
  { code: 'E1-6 Scope 2 LB', name: 'Gross location-based Scope 2 GHG emissions', pillar: 'environmental', topic: 'E1', unit: 'tCO2e', formula: 'Σ (purchased electricity + purchased heat) by country × grid average emission factor of that country.', elements: ['ENE-ELEC-PURCHASED', 'ENE-HEAT-PURCHASED', 'EF-GRID-LOCATION'], frameworks: ['ESRS', 'IFRS S2', 'GRI', 'GHG Protocol'], frequency: 'Annual' },
  { code: 'E1-6 Scope 2 MB', name: 'Gross market-based Scope 2 GHG emissions', pillar: 'environmental', topic: 'E1', unit: 'tCO2e', formula: '(purchased electricity − electricity backed by certificates or PPAs) × supplier factor, or residual mix where none; plus purchased heat × supplier factor.', elements: ['ENE-ELEC-PURCHASED', 'ENE-ELEC-RENEWABLE', 'ENE-HEAT-PURCHASED', 'EF-SUPPLIER'], frameworks: ['ESRS', 'GRI', 'GHG Protocol'], frequency: 'Annual' },
  { code: 'E1-6 Scope 3 C1', name: 'Scope 3 category 1: purchased goods and services', pillar: 'environmental', topic: 'E1', unit: 'tCO2e', formula: 'Σ spend by procurement category × environmentally extended input-output factor (spend-based method).', elements: ['PRC-SPEND-CATEGORY'], frameworks: ['ESRS', 'IFRS S2', 'GHG Protocol'], frequency: 'Annual' },
  { code: 'E1-6 Scope 3 C6', name: 'Scope 3 category 6: business travel', pillar: 'environmental', topic: 'E1', unit: 'tCO2e', formula: 'Σ distance by mode and class × DEFRA conversion factor, with radiative forcing for flights.', elements: ['TRV-DISTANCE'], frameworks: ['ESRS', 'IFRS S2', 'GHG Protocol'], frequency: 'Quarterly' },
  { code: 'E1-6 Scope 3 C15', name: 'Financed emissions (Scope 3 category 15)', pillar: 'environmental', topic: 'E1', unit: 'tCO2e', formula: 'Σ over counterparties (outstanding amount ÷ EVIC or equity plus debt) × counterparty Scope 1 and 2 emissions, per PCAF asset class.', elements: ['LOAN-OUTSTANDING', 'CPTY-EVIC', 'CPTY-EMISSIONS'], frameworks: ['PCAF', 'ESRS', 'IFRS S2', 'EBA P3 ESG'], frequency: 'Annual' },
  { code: 'PCAF DQS', name: 'Weighted PCAF data quality score of financed emissions', pillar: 'environmental', topic: 'E1', unit: 'score 1–5', formula: 'Σ (outstanding amount × data quality score) ÷ Σ outstanding amount, for the portfolios in scope.', elements: ['LOAN-OUTSTANDING', 'CPTY-DATA-QUALITY'], frameworks: ['PCAF', 'EBA P3 ESG'], frequency: 'Quarterly' },
  { code: 'E1-5 Energy', name: 'Total energy consumption from own operations', pillar: 'environmental', topic: 'E1', unit: 'MWh', formula: 'Stationary fuel + fleet fuel converted to MWh + purchased electricity + purchased heat and cooling.', elements: ['ENE-FUEL-STATIONARY', 'ENE-FLEET-FUEL', 'ENE-ELEC-PURCHASED', 'ENE-HEAT-PURCHASED'], frameworks: ['ESRS', 'GRI'], frequency: 'Annual' },
  { code: 'E1-5 Renewable share', name: 'Share of renewable sources in energy consumption', pillar: 'environmental', topic: 'E1', unit: '%', formula: 'Electricity backed by guarantees of origin or PPAs ÷ total energy consumption × 100.', elements: ['ENE-ELEC-RENEWABLE', 'ENE-ELEC-PURCHASED', 'ENE-FUEL-STATIONARY', 'ENE-HEAT-PURCHASED'], frameworks: ['ESRS', 'GRI'], frequency: 'Annual' },
  { code: 'GAR stock', name: 'Green asset ratio (stock, turnover-based)', pillar: 'environmental', topic: 'E1', unit: '%', formula: 'Taxonomy-aligned gross carrying amount ÷ covered assets × 100, excluding sovereigns, central banks and the trading book.', elements: ['TAX-ALIGNED-EXPOSURE', 'TAX-COVERED-ASSETS'], frameworks: ['EU Taxonomy Art. 8', 'EBA P3 ESG'], frequency: 'Semi-annual' },
  { code: 'P3 EPC', name: 'Mortgage collateral by EPC label', pillar: 'environmental', topic: 'E1', unit: '%', formula: 'Gross carrying amount of loans secured by residential property with EPC label A or B ÷ loans secured by residential property × 100.', elements: ['COLL-EPC-LABEL', 'LOAN-OUTSTANDING'], frameworks: ['EBA P3 ESG'], frequency: 'Semi-annual' },
  { code: 'P3 Carbon-related', name: 'Exposures to sectors that highly contribute to climate change', pillar: 'environmental', topic: 'E1', unit: 'EUR', formula: 'Σ gross carrying amount of exposures to non-financial corporates in NACE sections A to H and L.', elements: ['LOAN-OUTSTANDING', 'CPTY-NACE'], frameworks: ['EBA P3 ESG'], frequency: 'Semi-annual' },
  { code: 'PAI 2', name: 'Carbon footprint of investments', pillar: 'environmental', topic: 'E1', unit: 'tCO2e/EUR m', formula: 'Σ (value of holding ÷ issuer EVIC × issuer Scope 1, 2 and 3 emissions) ÷ current value of all investments in EUR million.', elements: ['INV-HOLDINGS', 'CPTY-EVIC', 'CPTY-EMISSIONS'], frameworks: ['SFDR PAI'], frequency: 'Quarterly' },
  { code: 'S1-16 Pay gap', name: 'Unadjusted gender pay gap', pillar: 'social', topic: 'S1', unit: '%', formula: '(mean gross hourly pay of men − mean gross hourly pay of women) ÷ mean gross hourly pay of men × 100.', elements: ['HR-HOURLY-PAY', 'HR-HEADCOUNT'], frameworks: ['ESRS', 'SFDR PAI', 'GRI'], frequency: 'Annual' },
  { code: 'S1-6 Headcount', name: 'Employees by gender and country', pillar: 'social', topic: 'S1', unit: 'persons', formula: 'Headcount at period end by gender and country, permanent and temporary.', elements: ['HR-HEADCOUNT'], frameworks: ['ESRS', 'GRI'], frequency: 'Quarterly' },
  { code: 'GOV-1 Board diversity', name: 'Board gender diversity', pillar: 'governance', topic: 'ESRS2', unit: '%', formula: 'Female board members ÷ all board members × 100, at period end.', elements: ['GOV-BOARD-MEMBERS'], frameworks: ['ESRS', 'SFDR PAI', 'GRI'], frequency: 'Annual' },
  { code: 'G1-3 Training', name: 'Anti-corruption training coverage of at-risk functions', pillar: 'governance', topic: 'G1', unit: '%', formula: 'Employees in at-risk functions who completed the training ÷ employees in at-risk functions × 100.', elements: ['CND-TRAINING-DONE'], frameworks: ['ESRS', 'GRI'], frequency: 'Annual' },
  { code: 'G1-4 Corruption', name: 'Confirmed incidents of corruption or bribery', pillar: 'governance', topic: 'G1', unit: 'incidents', formula: 'Count of cases closed as confirmed in the period.', elements: ['CND-CORRUPTION-CASES'], frameworks: ['ESRS', 'GRI'], frequency: 'Annual' },
  { code: 'E3-4 Water', name: 'Total water consumption', pillar: 'environmental', topic: 'E3', unit: 'm³', formula: 'Σ over sites (water withdrawn − water discharged), metered where possible, estimated per desk elsewhere.', elements: ['WTR-CONSUMPTION'], frameworks: ['ESRS', 'GRI'], frequency: 'Annual' },
  { code: 'E5-5 Waste', name: 'Total waste generated', pillar: 'environmental', topic: 'E5', unit: 'tonnes', formula: 'Σ waste collected by the contractors, all treatments, hazardous and non-hazardous.', elements: ['WST-GENERATED'], frameworks: ['ESRS', 'GRI'], frequency: 'Annual' },
  { code: 'S1-14 Accidents', name: 'Rate of recordable work-related accidents', pillar: 'social', topic: 'S1', unit: 'per million hours', formula: 'Recordable work-related accidents ÷ hours worked × 1,000,000.', elements: ['HSE-RECORDABLE-ACCIDENTS', 'HR-HOURS-WORKED'], frameworks: ['ESRS', 'GRI'], frequency: 'Annual' },
  { code: 'PAI 1', name: 'GHG emissions of investee companies', pillar: 'environmental', topic: 'E1', unit: 'tCO2e', formula: 'Σ over holdings (value of holding ÷ issuer EVIC × issuer Scope 1, 2 and 3 emissions), average of the four quarter ends.', elements: ['INV-HOLDINGS', 'CPTY-EVIC', 'CPTY-EMISSIONS'], frameworks: ['SFDR PAI'], frequency: 'Quarterly' },
  { code: 'PAI 4', name: 'Exposure to companies active in the fossil fuel sector', pillar: 'environmental', topic: 'E1', unit: '%', formula: 'Value of holdings in issuers with fossil fuel revenue (NACE B05–B09, C19, D35.2, G46.71) ÷ value of all investments × 100.', elements: ['INV-HOLDINGS', 'CPTY-NACE'], frameworks: ['SFDR PAI'], frequency: 'Quarterly' },
  { code: 'INT PUE', name: 'Power usage effectiveness of own data centres', pillar: 'environmental', topic: 'E1', unit: 'ratio', formula: 'Purchased electricity of the data centre sites ÷ electricity drawn by IT equipment. An internal KPI: no framework asks for it.', elements: ['ENE-ELEC-PURCHASED', 'DC-IT-LOAD'], frameworks: [], frequency: 'Quarterly' },
];

export interface MiItemRow {
  /** Unique. */
  title: string;
  /** Code of a FRAMEWORKS row. */
  framework: string;
  /** Name of a FREQUENCIES row. */
  frequency: string;
  owner: string;
  /** Days from the anchor date (negative: overdue or done). */
  due: number;
  /** Name of an IMPACT_STATUSES row. */
  status: string;
  /** Name of an ASSURANCE row. */
  assurance: string;
  notes: string;
}

/** Reporting MI: the deliverables of the reporting calendar. */
// prettier-ignore
export const MI_ITEMS: readonly MiItemRow[] = [
  { title: 'Double materiality assessment refresh for FY2026', framework: 'ESRS', frequency: 'Annual', owner: 'Dr. Amara Okafor', due: 18, status: 'In review', assurance: 'Limited assurance', notes: 'Impact, risk and opportunity scoring updated for the new lending strategy; to be signed off by the Sustainability Committee before the auditor’s interim visit.' },
  { title: 'Scope 1 and 2 inventory FY2026: data call to sites', framework: 'GHG Protocol', frequency: 'Annual', owner: 'Rahul Mehta', due: 45, status: 'Not started', assurance: 'Limited assurance', notes: 'Data call goes out in the first week of January; December meter readings are estimated where invoices are late.' },
  { title: 'Monthly energy data validation', framework: 'GHG Protocol', frequency: 'Monthly', owner: 'Rahul Mehta', due: 9, status: 'In progress', assurance: 'Internal review', notes: 'Three sites in Spain still report estimated consumption; follow up with the facilities provider.' },
  { title: 'Financed emissions: Q3 2026 portfolio refresh', framework: 'PCAF', frequency: 'Quarterly', owner: 'Olivia Chen', due: -4, status: 'Blocked', assurance: 'Internal review', notes: 'Vendor emissions file for Q3 arrived with 12% of corporate counterparties unmatched; mapping fix requested from the ESG Data Office.' },
  { title: 'Green asset ratio: 31 December 2026 calculation', framework: 'EU Taxonomy Art. 8', frequency: 'Semi-annual', owner: 'Lukas Brandt', due: 70, status: 'Not started', assurance: 'Limited assurance', notes: 'First run under the simplified templates of the 2025 Taxonomy delegated act; confirm the treatment of exposures to undertakings outside CSRD scope.' },
  { title: 'Pillar 3 ESG templates for 30 June 2026', framework: 'EBA P3 ESG', frequency: 'Semi-annual', owner: 'Lukas Brandt', due: -52, status: 'Published', assurance: 'Internal review', notes: 'Published with the half-year Pillar 3 report; EPC coverage of the mortgage book rose to 78%.' },
  { title: 'PAI statement for calendar year 2026', framework: 'SFDR PAI', frequency: 'Annual', owner: 'Dr. Elena Rossi', due: 220, status: 'Not started', assurance: 'None', notes: 'Due by 30 June 2027. Keep the process until the SFDR review removes entity-level PAI reporting.' },
  { title: 'Quarterly PAI indicators of funds', framework: 'SFDR PAI', frequency: 'Quarterly', owner: 'Dr. Elena Rossi', due: 39, status: 'In progress', assurance: 'None', notes: 'Quarter-end snapshots feed the annual average; holdings file from the portfolio management system is due on the fifth business day.' },
  { title: 'IFRS S2 climate report of the Australian subsidiary', framework: 'IFRS S2', frequency: 'Annual', owner: 'Priya Natarajan', due: 95, status: 'In progress', assurance: 'Limited assurance', notes: 'Group 1 entity under AASB S2; second year, so Scope 3 including financed emissions is now in scope.' },
  { title: 'TCFD report of the UK bank', framework: 'TCFD', frequency: 'Annual', owner: 'Dr. Amara Okafor', due: -120, status: 'Submitted', assurance: 'Internal review', notes: 'Filed with the annual report; next year’s report will follow UK SRS if the FCA rules are final in time.' },
  { title: 'Gender pay gap data extract', framework: 'ESRS', frequency: 'Annual', owner: 'Grace Whitaker', due: 32, status: 'Not started', assurance: 'Limited assurance', notes: 'Same extract serves S1-16, the UK gender pay gap report and the first reports under the Pay Transparency Directive.' },
  { title: 'GRI content index update', framework: 'GRI', frequency: 'Annual', owner: 'Sophie Laurent', due: 110, status: 'Not started', assurance: 'None', notes: 'Map the ESRS sustainability statement to GRI disclosures using the ESRS–GRI interoperability index.' },
  { title: 'Limited assurance readiness review with the auditor', framework: 'ESRS', frequency: 'Annual', owner: 'Dr. Amara Okafor', due: 25, status: 'In progress', assurance: 'Limited assurance', notes: 'Walkthroughs of the Scope 3 and S1 processes; evidence of controls over vendor data is the open point.' },
  { title: 'Supervisory request on climate concentration', framework: 'EBA P3 ESG', frequency: 'Ad hoc', owner: 'Olivia Chen', due: 11, status: 'In review', assurance: 'Internal review', notes: 'Joint supervisory team asked for exposures to carbon-intensive sectors by NACE code and the largest 20 counterparties.' },
];

export interface ExpertRow {
  /** `Dr.` prefix allowed: e-mails are derived from names. */
  name: string;
  org: string;
  position: string;
  countries: readonly string[];
  /** Topic slugs. */
  topics: readonly string[];
  expertise: string;
}

/** People to ask, inside the bank and outside (fictional). */
// prettier-ignore
export const EXPERTS: readonly ExpertRow[] = [
  { name: 'Dr. Amara Okafor', org: 'Group Sustainability', position: 'Head of Sustainability Reporting', countries: ['GB', 'EU'], topics: ['csrd-esrs', 'climate-risk', 'transition-plans'], expertise: 'Double materiality, the ESRS sustainability statement and its assurance; the bank’s transition plan and net zero targets.' },
  { name: 'Lukas Brandt', org: 'Sustainable Finance Office', position: 'EU Taxonomy and Pillar 3 lead', countries: ['DE', 'EU'], topics: ['taxonomy', 'csrd-esrs'], expertise: 'Green asset ratio, BTAR and the EBA Pillar 3 ESG templates; Taxonomy technical screening criteria for real estate and energy.' },
  { name: 'Dr. Mei Tanaka', org: 'Kasumi Institute for Sustainable Finance', position: 'Senior Fellow', countries: ['JP'], topics: ['issb', 'climate-risk'], expertise: 'SSBJ standards and the FSA roadmap for mandatory disclosure and assurance; Japanese transition finance and GX bonds.' },
  { name: 'Sophie Laurent', org: 'Group Tax', position: 'Head of Pillar Two Programme', countries: ['FR', 'EU', 'INT'], topics: ['global-minimum-tax', 'tax-reporting'], expertise: 'GloBE calculations, QDMTT filings and the GloBE information return; the side-by-side system for US-parented groups.' },
  { name: 'Rahul Mehta', org: 'ESG Data Office', position: 'ESG Data Architect', countries: ['GB', 'IN'], topics: ['csrd-esrs', 'sfdr'], expertise: 'Lineage of ESG data from source systems to metrics, data quality controls and vendor data (emissions, EVIC, EPC).' },
  { name: 'Dr. Elena Rossi', org: 'Milan Centre for Sustainable Finance', position: 'Associate Professor', countries: ['IT', 'EU'], topics: ['sfdr', 'greenwashing'], expertise: 'SFDR product categories, PAI indicators, fund names guidelines and greenwashing enforcement by national competent authorities.' },
  { name: 'James Whitfield', org: 'Markets Compliance', position: 'Head of Commodities Compliance', countries: ['GB', 'EU', 'US'], topics: ['commodities', 'surveillance'], expertise: 'REMIT II, position limits under MiFID II and CFTC rules, emissions allowance trading and the UK–EU ETS link.' },
  { name: 'Dr. Hye-jin Park', org: 'Seoul Institute for AI Policy', position: 'Research Director', countries: ['KR', 'JP', 'CN'], topics: ['ai-governance', 'generative-ai'], expertise: 'Korea AI Basic Act and its enforcement decree, China’s generative AI and labelling rules, Japan’s AI Promotion Act.' },
  { name: 'Olivia Chen', org: 'Model Risk Management', position: 'Head of AI Model Validation', countries: ['SG', 'HK', 'EU'], topics: ['ai-act', 'ai-governance'], expertise: 'AI Act classification of credit scoring models, MAS expectations on AI risk management, validation of machine-learning models.' },
  { name: 'Daniel Moreau', org: 'Trade and Customs Advisory', position: 'CBAM Programme Manager', countries: ['FR', 'EU', 'GB'], topics: ['green-tax', 'commodities'], expertise: 'CBAM declarations, embedded emissions data from suppliers, the 50-tonne threshold and the UK CBAM from 2027.' },
  { name: 'Dr. Ana Ribeiro', org: 'Instituto Clima e Finanças', position: 'Director of Research', countries: ['BR'], topics: ['issb', 'climate-risk'], expertise: 'CVM Resolution 193, the Brazilian ETS and the Brazilian sustainable taxonomy.' },
  { name: 'Grace Whitaker', org: 'Reward', position: 'Pay Equity Lead', countries: ['GB', 'EU'], topics: ['remuneration', 'governance'], expertise: 'Gender pay gap methods, the Pay Transparency Directive and its national transpositions, ESRS S1 remuneration metrics.' },
  { name: 'Thomas Keller', org: 'Keller Hart LLP', position: 'Partner', countries: ['US'], topics: ['ai-governance', 'climate-risk'], expertise: 'US state AI laws (Colorado, California, Texas) and California climate disclosure laws SB 253 and SB 261.' },
  { name: 'Priya Natarajan', org: 'Group Sustainability (Asia-Pacific)', position: 'Climate Reporting Manager', countries: ['AU', 'SG', 'HK'], topics: ['issb'], expertise: 'AASB S2 reporting of the Australian subsidiary, SGX and HKEX climate rules, Scope 3 for Asia-Pacific portfolios.' },
];

export interface DisclosureRow {
  code: string;
  name: string;
  /** Code of a FRAMEWORKS row. */
  framework: string;
  /** Codes of METRICS that meet it. */
  metrics: readonly string[];
  /** Where the framework sets it. */
  paragraph: string;
  url?: string;
  description?: string;
}

const ESRS_URL = 'https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj';
const S2_URL =
  'https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/ifrs-s2-climate-related-disclosures/';
const GRI_URL = 'https://www.globalreporting.org/standards/';
const PAI_URL = 'https://eur-lex.europa.eu/eli/reg_del/2022/1288/oj';
const P3_URL = 'https://eur-lex.europa.eu/eli/reg_impl/2022/2453/oj';
const INVESTEES =
  'Computed on investee companies, not on the bank itself; ESRS 2 Appendix B names the ESRS datapoint it derives from.';

/**
 * Disclosure requirements and datapoints of the frameworks, with the metrics that meet them: ESRS paragraphs of
 * Delegated Regulation (EU) 2023/2772, IFRS S2 paragraphs, GRI disclosure numbers, SFDR Annex I table 1 indicators,
 * EBA Pillar 3 ESG templates. The GHG Protocol is a method the metrics are computed by, with no disclosure of its own.
 */
// prettier-ignore
export const DISCLOSURES: readonly DisclosureRow[] = [
  { code: 'E1-5 §37', name: 'Total energy consumption related to own operations', framework: 'ESRS', metrics: ['E1-5 Energy'], paragraph: 'ESRS E1 §37', url: ESRS_URL, description: 'In MWh, split into fossil, nuclear and renewable sources.' },
  { code: 'E1-5 §37(c)', name: 'Energy consumption from renewable sources', framework: 'ESRS', metrics: ['E1-5 Renewable share'], paragraph: 'ESRS E1 §37(c), AR 34', url: ESRS_URL },
  { code: 'E1-6 §44(a)', name: 'Gross Scope 1 GHG emissions', framework: 'ESRS', metrics: ['E1-6 Scope 1'], paragraph: 'ESRS E1 §44(a), §48(a)', url: ESRS_URL },
  { code: 'E1-6 §49(a)', name: 'Gross location-based Scope 2 GHG emissions', framework: 'ESRS', metrics: ['E1-6 Scope 2 LB'], paragraph: 'ESRS E1 §44(b), §49(a)', url: ESRS_URL },
  { code: 'E1-6 §49(b)', name: 'Gross market-based Scope 2 GHG emissions', framework: 'ESRS', metrics: ['E1-6 Scope 2 MB'], paragraph: 'ESRS E1 §44(b), §49(b)', url: ESRS_URL },
  { code: 'E1-6 §44(c)', name: 'Gross Scope 3 GHG emissions, by significant category', framework: 'ESRS', metrics: ['E1-6 Scope 3 C1', 'E1-6 Scope 3 C6', 'E1-6 Scope 3 C15'], paragraph: 'ESRS E1 §44(c), §51', url: ESRS_URL, description: 'A datapoint derived from EU legislation (ESRS 2 Appendix B): the value-chain phase-in does not apply to it.' },
  { code: 'E3-4 §28(a)', name: 'Total water consumption', framework: 'ESRS', metrics: ['E3-4 Water'], paragraph: 'ESRS E3 §28(a)', url: ESRS_URL },
  { code: 'E5-5 §37(a)', name: 'Total amount of waste generated', framework: 'ESRS', metrics: ['E5-5 Waste'], paragraph: 'ESRS E5 §37(a)', url: ESRS_URL },
  // Datapoints the group does not answer yet (no metric collects their data): the gaps the ESG home counts.
  { code: 'E4-5 §35', name: 'Number and area of sites in or near biodiversity-sensitive areas', framework: 'ESRS', metrics: [], paragraph: 'ESRS E4 §35', url: ESRS_URL, description: 'A gap: site locations are not yet screened against protected areas, so no metric answers it.' },
  { code: 'E2-4 §28(a)', name: 'Emissions of pollutants to air, water and soil', framework: 'ESRS', metrics: [], paragraph: 'ESRS E2 §28(a)', url: ESRS_URL, description: 'A gap: E-PRTR pollutant quantities are not collected for the group, so no metric answers it.' },
  { code: 'S1-6 §50(a)', name: 'Total number of employees by head count, by gender', framework: 'ESRS', metrics: ['S1-6 Headcount'], paragraph: 'ESRS S1 §50(a)', url: ESRS_URL },
  { code: 'S1-14 §88(c)', name: 'Number and rate of recordable work-related accidents', framework: 'ESRS', metrics: ['S1-14 Accidents'], paragraph: 'ESRS S1 §88(c)', url: ESRS_URL },
  { code: 'S1-16 §97(a)', name: 'Gender pay gap', framework: 'ESRS', metrics: ['S1-16 Pay gap'], paragraph: 'ESRS S1 §97(a)', url: ESRS_URL },
  { code: 'GOV-1 §21(d)', name: 'Board gender diversity', framework: 'ESRS', metrics: ['GOV-1 Board diversity'], paragraph: 'ESRS 2 §21(d)', url: ESRS_URL },
  { code: 'G1-3 §21(b)', name: 'Percentage of functions-at-risk covered by training programmes', framework: 'ESRS', metrics: ['G1-3 Training'], paragraph: 'ESRS G1 §21(b)', url: ESRS_URL },
  { code: 'G1-4 §25(a)', name: 'Total number and nature of confirmed incidents of corruption or bribery', framework: 'ESRS', metrics: ['G1-4 Corruption'], paragraph: 'ESRS G1 §25(a)', url: ESRS_URL },
  { code: 'S2 ¶29(a)(i)(1)', name: 'Absolute gross Scope 1 GHG emissions', framework: 'IFRS S2', metrics: ['E1-6 Scope 1'], paragraph: 'IFRS S2 ¶29(a)(i)(1)', url: S2_URL },
  { code: 'S2 ¶29(a)(i)(2)', name: 'Absolute gross Scope 2 GHG emissions (location-based)', framework: 'IFRS S2', metrics: ['E1-6 Scope 2 LB'], paragraph: 'IFRS S2 ¶29(a)(i)(2), ¶29(a)(v)', url: S2_URL, description: 'Location-based, with contractual instruments disclosed where they inform users; ESRS asks for both methods.' },
  { code: 'S2 ¶29(a)(i)(3)', name: 'Absolute gross Scope 3 GHG emissions, by category', framework: 'IFRS S2', metrics: ['E1-6 Scope 3 C1', 'E1-6 Scope 3 C6'], paragraph: 'IFRS S2 ¶29(a)(i)(3), ¶29(a)(vi)(1)', url: S2_URL },
  { code: 'S2 ¶29(a)(vi)(2)', name: 'Financed emissions (Scope 3 category 15)', framework: 'IFRS S2', metrics: ['E1-6 Scope 3 C15'], paragraph: 'IFRS S2 ¶29(a)(vi)(2), B58–B63', url: S2_URL },
  { code: 'S2 ¶29(b)', name: 'Assets or business activities vulnerable to transition risks', framework: 'IFRS S2', metrics: ['P3 Carbon-related'], paragraph: 'IFRS S2 ¶29(b)', url: S2_URL },
  { code: 'GRI 302-1', name: 'Energy consumption within the organization', framework: 'GRI', metrics: ['E1-5 Energy', 'E1-5 Renewable share'], paragraph: 'GRI 302: Energy 2016, 302-1', url: GRI_URL },
  { code: 'GRI 305-1', name: 'Direct (Scope 1) GHG emissions', framework: 'GRI', metrics: ['E1-6 Scope 1'], paragraph: 'GRI 305: Emissions 2016, 305-1', url: GRI_URL },
  { code: 'GRI 305-2 a', name: 'Gross location-based energy indirect (Scope 2) GHG emissions', framework: 'GRI', metrics: ['E1-6 Scope 2 LB'], paragraph: 'GRI 305: Emissions 2016, 305-2 a', url: GRI_URL },
  { code: 'GRI 305-2 b', name: 'Gross market-based energy indirect (Scope 2) GHG emissions', framework: 'GRI', metrics: ['E1-6 Scope 2 MB'], paragraph: 'GRI 305: Emissions 2016, 305-2 b', url: GRI_URL },
  { code: 'GRI 305-3', name: 'Other indirect (Scope 3) GHG emissions', framework: 'GRI', metrics: ['E1-6 Scope 3 C1', 'E1-6 Scope 3 C6', 'E1-6 Scope 3 C15'], paragraph: 'GRI 305: Emissions 2016, 305-3', url: GRI_URL },
  { code: 'GRI 303-5', name: 'Water consumption', framework: 'GRI', metrics: ['E3-4 Water'], paragraph: 'GRI 303: Water and Effluents 2018, 303-5', url: GRI_URL },
  { code: 'GRI 306-3', name: 'Waste generated', framework: 'GRI', metrics: ['E5-5 Waste'], paragraph: 'GRI 306: Waste 2020, 306-3', url: GRI_URL },
  { code: 'GRI 2-7', name: 'Employees', framework: 'GRI', metrics: ['S1-6 Headcount'], paragraph: 'GRI 2: General Disclosures 2021, 2-7', url: GRI_URL },
  { code: 'GRI 403-9', name: 'Work-related injuries', framework: 'GRI', metrics: ['S1-14 Accidents'], paragraph: 'GRI 403: Occupational Health and Safety 2018, 403-9', url: GRI_URL },
  { code: 'GRI 405-1', name: 'Diversity of governance bodies and employees', framework: 'GRI', metrics: ['GOV-1 Board diversity'], paragraph: 'GRI 405: Diversity and Equal Opportunity 2016, 405-1', url: GRI_URL },
  { code: 'GRI 405-2', name: 'Ratio of basic salary and remuneration of women to men', framework: 'GRI', metrics: ['S1-16 Pay gap'], paragraph: 'GRI 405: Diversity and Equal Opportunity 2016, 405-2', url: GRI_URL, description: 'A ratio by employee category and location rather than the unadjusted gap: a partial equivalent.' },
  { code: 'GRI 205-2', name: 'Communication and training about anti-corruption policies and procedures', framework: 'GRI', metrics: ['G1-3 Training'], paragraph: 'GRI 205: Anti-corruption 2016, 205-2', url: GRI_URL },
  { code: 'GRI 205-3', name: 'Confirmed incidents of corruption and actions taken', framework: 'GRI', metrics: ['G1-4 Corruption'], paragraph: 'GRI 205: Anti-corruption 2016, 205-3', url: GRI_URL },
  { code: 'PAI 1', name: 'GHG emissions (Scope 1, 2, 3 and total)', framework: 'SFDR PAI', metrics: ['PAI 1'], paragraph: 'Delegated Regulation (EU) 2022/1288, Annex I, table 1, indicator 1', url: PAI_URL },
  { code: 'PAI 2', name: 'Carbon footprint', framework: 'SFDR PAI', metrics: ['PAI 2'], paragraph: 'Delegated Regulation (EU) 2022/1288, Annex I, table 1, indicator 2', url: PAI_URL },
  { code: 'PAI 4', name: 'Exposure to companies active in the fossil fuel sector', framework: 'SFDR PAI', metrics: ['PAI 4'], paragraph: 'Delegated Regulation (EU) 2022/1288, Annex I, table 1, indicator 4', url: PAI_URL },
  { code: 'PAI 12', name: 'Unadjusted gender pay gap', framework: 'SFDR PAI', metrics: ['S1-16 Pay gap'], paragraph: 'Delegated Regulation (EU) 2022/1288, Annex I, table 1, indicator 12', url: PAI_URL, description: INVESTEES },
  { code: 'PAI 13', name: 'Board gender diversity', framework: 'SFDR PAI', metrics: ['GOV-1 Board diversity'], paragraph: 'Delegated Regulation (EU) 2022/1288, Annex I, table 1, indicator 13', url: PAI_URL, description: INVESTEES },
  { code: 'TCFD M&T (b)', name: 'Scope 1, Scope 2 and, if appropriate, Scope 3 GHG emissions', framework: 'TCFD', metrics: ['E1-6 Scope 1', 'E1-6 Scope 2 LB', 'E1-6 Scope 2 MB', 'E1-6 Scope 3 C1', 'E1-6 Scope 3 C6', 'E1-6 Scope 3 C15'], paragraph: 'Metrics and Targets, recommended disclosure (b)', url: 'https://www.fsb-tcfd.org/recommendations/' },
  { code: 'P3 ESG template 1', name: 'Banking book – climate change transition risk: credit quality of exposures by sector, emissions and residual maturity', framework: 'EBA P3 ESG', metrics: ['P3 Carbon-related', 'E1-6 Scope 3 C15', 'PCAF DQS'], paragraph: 'Implementing Regulation (EU) 2022/2453, Annex I, template 1', url: P3_URL },
  { code: 'P3 ESG template 2', name: 'Banking book – loans collateralised by immovable property – energy efficiency of the collateral', framework: 'EBA P3 ESG', metrics: ['P3 EPC'], paragraph: 'Implementing Regulation (EU) 2022/2453, Annex I, template 2', url: P3_URL },
  { code: 'P3 ESG template 8', name: 'Green asset ratio (%)', framework: 'EBA P3 ESG', metrics: ['GAR stock'], paragraph: 'Implementing Regulation (EU) 2022/2453, Annex I, template 8', url: P3_URL },
  { code: 'Art. 8 GAR stock', name: 'Green asset ratio of credit institutions (stock)', framework: 'EU Taxonomy Art. 8', metrics: ['GAR stock'], paragraph: 'Delegated Regulation (EU) 2021/2178, Annexes V and VI', url: 'https://eur-lex.europa.eu/eli/reg_del/2021/2178/oj' },
  { code: 'PCAF financed emissions', name: 'Absolute financed emissions by asset class', framework: 'PCAF', metrics: ['E1-6 Scope 3 C15'], paragraph: 'Global GHG Accounting and Reporting Standard, Part A', url: 'https://carbonaccountingfinancials.com/standard' },
  { code: 'PCAF data quality', name: 'Weighted data quality score by asset class', framework: 'PCAF', metrics: ['PCAF DQS'], paragraph: 'Global GHG Accounting and Reporting Standard, Part A', url: 'https://carbonaccountingfinancials.com/standard' },
];

/** A period's label and its last day. */
const year = (y: number) => [String(y), `${y}-12-31`] as const;
const half = (y: number, h: 1 | 2) => [`${y}-H${h}`, h === 1 ? `${y}-06-30` : `${y}-12-31`] as const;
const YEARS = [year(2022), year(2023), year(2024), year(2025)];
const HALVES = [half(2023, 2), half(2024, 1), half(2024, 2), half(2025, 1), half(2025, 2)];

export interface ValueSeriesRow {
  /** Code of a METRICS row. */
  metric: string;
  /** [period label, period end] per value. */
  periods: readonly (readonly [string, string])[];
  values: readonly number[];
}

/** Values of the group for 2022–2025: illustrative figures of a fictional bank, not reported by anyone. */
// prettier-ignore
export const METRIC_VALUES: readonly ValueSeriesRow[] = [
  { metric: 'E1-6 Scope 1', periods: YEARS, values: [4820, 4410, 3980, 3650] },
  { metric: 'E1-6 Scope 2 LB', periods: YEARS, values: [18900, 17650, 16200, 15100] },
  { metric: 'E1-6 Scope 2 MB', periods: YEARS, values: [9800, 7400, 5200, 3900] },
  { metric: 'E1-6 Scope 3 C1', periods: YEARS, values: [142000, 138500, 131000, 126400] },
  { metric: 'E1-6 Scope 3 C6', periods: YEARS, values: [9100, 12800, 14200, 13100] },
  { metric: 'E1-6 Scope 3 C15', periods: YEARS, values: [21400000, 20100000, 18700000, 17900000] },
  { metric: 'PCAF DQS', periods: YEARS, values: [3.6, 3.4, 3.2, 3.1] },
  { metric: 'E1-5 Energy', periods: YEARS, values: [162000, 154500, 148200, 141800] },
  { metric: 'E1-5 Renewable share', periods: YEARS, values: [38, 52, 64, 71] },
  { metric: 'GAR stock', periods: HALVES, values: [3.4, 3.8, 4.1, 4.6, 5.0] },
  { metric: 'P3 EPC', periods: HALVES, values: [31, 33, 35, 38, 40] },
  { metric: 'PAI 1', periods: YEARS, values: [1920000, 1810000, 1700000, 1580000] },
  { metric: 'PAI 2', periods: YEARS, values: [98, 91, 84, 77] },
  { metric: 'PAI 4', periods: YEARS, values: [6.8, 6.1, 5.5, 4.9] },
  { metric: 'E3-4 Water', periods: YEARS, values: [412000, 398000, 381000, 370500] },
  { metric: 'E5-5 Waste', periods: YEARS, values: [3100, 2940, 2710, 2580] },
  { metric: 'S1-6 Headcount', periods: YEARS, values: [46200, 47100, 47800, 48350] },
  { metric: 'S1-14 Accidents', periods: YEARS, values: [0.9, 0.8, 0.85, 0.7] },
  { metric: 'S1-16 Pay gap', periods: YEARS, values: [18.2, 16.9, 15.4, 14.1] },
  { metric: 'GOV-1 Board diversity', periods: YEARS, values: [33, 38, 40, 42] },
  { metric: 'G1-3 Training', periods: YEARS, values: [91, 94, 96, 97] },
  { metric: 'G1-4 Corruption', periods: YEARS, values: [2, 1, 3, 1] },
  { metric: 'INT PUE', periods: YEARS, values: [1.62, 1.55, 1.49, 1.44] },
];
