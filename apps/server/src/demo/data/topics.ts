/** A topic of the demo's tree: top-level areas (the `themes` of regulators) and their sub-topics. */
export interface TopicRow {
  name: string;
  slug: string;
  /** Slug of the parent; none for an area. */
  parent?: string;
  description: string;
}

const area = (slug: string, name: string, description: string): TopicRow => ({ slug, name, description });
const under =
  (parent: string) =>
  (slug: string, name: string, description: string): TopicRow => ({ slug, name, parent, description });

const prudential = under('prudential');
const conduct = under('conduct');
const esg = under('esg');
const ai = under('ai');
const data = under('data-protection');
const aml = under('aml');
const abuse = under('market-abuse');
const tax = under('tax');
const payments = under('payments');
const crypto = under('crypto');
const resilience = under('op-resilience');
const consumer = under('consumer');

// prettier-ignore
export const TOPICS: readonly TopicRow[] = [
  area('prudential', 'Prudential', 'Capital, liquidity, recovery and resolution, and the soundness of banks and insurers.'),
  prudential('capital', 'Capital requirements', 'Own funds, risk-weighted assets, the output floor and the leverage ratio (Basel III, CRR3).'),
  prudential('liquidity', 'Liquidity', 'LCR, NSFR, liquidity risk management and contingency funding.'),
  prudential('recovery-resolution', 'Recovery and resolution', 'Recovery plans, MREL, resolvability and bail-in.'),
  prudential('stress-testing', 'Stress testing', 'Supervisory and internal stress tests.'),
  prudential('solvency-ii', 'Solvency II', 'The prudential regime of insurers and its review.'),
  area('conduct', 'Conduct of business', 'How firms treat clients and behave in markets: investor protection, governance, market structure.'),
  conduct('investor-protection', 'Investor protection', 'Suitability, costs and charges, product governance, the retail investment strategy.'),
  conduct('governance', 'Governance and accountability', 'Boards, fit and proper, senior managers regimes, internal governance.'),
  conduct('remuneration', 'Remuneration', 'Remuneration policies, bonus caps and deferral.'),
  conduct('market-structure', 'Market structure', 'Trading venues, clearing, settlement cycles, consolidated tapes.'),
  area('esg', 'ESG and climate', 'Sustainability reporting, sustainable finance disclosures and climate-related financial risk.'),
  esg('csrd-esrs', 'CSRD and ESRS', 'Corporate sustainability reporting and the European Sustainability Reporting Standards.'),
  esg('sfdr', 'SFDR', 'Sustainability-related disclosures of financial market participants and products.'),
  esg('issb', 'ISSB standards', 'IFRS S1 and S2 and their adoption by jurisdictions.'),
  esg('taxonomy', 'EU Taxonomy', 'The classification of environmentally sustainable activities and its disclosures.'),
  esg('transition-plans', 'Transition plans', 'Climate transition plans of firms and banks.'),
  esg('climate-risk', 'Climate-related financial risk', 'Management, scenario analysis and disclosure of climate and environmental risks.'),
  esg('greenwashing', 'Greenwashing', 'Sustainability claims, fund names, green bond standards and anti-greenwashing rules.'),
  area('ai', 'Artificial intelligence', 'Rules on the development and use of AI, in finance and generally.'),
  ai('ai-act', 'EU AI Act', 'The EU Artificial Intelligence Act, its guidelines, codes of practice and standards.'),
  ai('ai-governance', 'AI governance and model risk', 'Governance, model risk management and fairness of AI used by firms.'),
  ai('generative-ai', 'Generative and general-purpose AI', 'Large language models, general-purpose AI models and their use.'),
  area('data-protection', 'Data protection', 'Personal data, privacy and data sharing.'),
  data('gdpr', 'GDPR', 'The General Data Protection Regulation and its UK counterpart.'),
  data('data-transfers', 'International data transfers', 'Adequacy decisions, standard contractual clauses and the Data Privacy Framework.'),
  data('open-finance', 'Open finance and data access', 'Access to customer financial data: FIDA, open banking.'),
  area('aml', 'AML and sanctions', 'Anti-money laundering, counter-terrorist financing and financial sanctions.'),
  aml('kyc', 'Customer due diligence', 'KYC, beneficial ownership, transaction monitoring.'),
  aml('aml-supervision', 'AML supervision', 'AMLA, national AML supervisors, high-risk third countries.'),
  aml('travel-rule', 'Travel rule', 'Information accompanying transfers of funds and crypto-assets.'),
  aml('sanctions', 'Sanctions', 'EU, UK, UN and US sanctions regimes and their enforcement.'),
  area('market-abuse', 'Market abuse', 'Insider dealing, market manipulation and surveillance (MAR).'),
  abuse('insider-dealing', 'Inside information and insider dealing', 'Disclosure of inside information, insider lists, personal account dealing.'),
  abuse('market-manipulation', 'Market manipulation', 'Spoofing, layering, benchmark manipulation.'),
  abuse('surveillance', 'Trade surveillance and STORs', 'Detection of market abuse and suspicious transaction and order reports.'),
  abuse('commodities', 'Commodity markets', 'Commodity derivatives, position limits, REMIT and energy market integrity.'),
  area('tax', 'Tax', 'Tax rules that concern financial institutions and their clients.'),
  tax('global-minimum-tax', 'Global minimum tax', 'Pillar Two, GloBE rules and domestic top-up taxes.'),
  tax('tax-reporting', 'Tax reporting', 'CRS, FATCA, DAC6, DAC7 and DAC8.'),
  tax('green-tax', 'Environmental taxes', 'Carbon pricing, CBAM and green tax incentives.'),
  area('payments', 'Payments', 'Payment services, instant payments and central bank digital currencies.'),
  payments('instant-payments', 'Instant payments', 'Instant credit transfers and verification of payee.'),
  payments('psd', 'Payment services', 'PSD2, PSD3 and the Payment Services Regulation.'),
  payments('cbdc', 'Central bank digital currencies', 'The digital euro and other CBDCs.'),
  area('crypto', 'Crypto-assets', 'Crypto-assets, stablecoins and tokenisation.'),
  crypto('mica', 'MiCA', 'The Markets in Crypto-Assets Regulation and its technical standards.'),
  crypto('stablecoins', 'Stablecoins', 'Asset-referenced and e-money tokens, and stablecoin regimes elsewhere.'),
  crypto('tokenisation', 'Tokenisation and DLT', 'Tokenised securities and deposits, the DLT pilot regime, prudential treatment of crypto exposures.'),
  area('op-resilience', 'Operational resilience', 'ICT risk, cyber security, outsourcing and third-party risk.'),
  resilience('ict-risk', 'ICT risk and incidents', 'ICT risk management and incident reporting (DORA).'),
  resilience('third-party-risk', 'Third-party and outsourcing risk', 'ICT third-party providers, cloud outsourcing and critical providers.'),
  resilience('cyber', 'Cyber security', 'Cyber resilience, threat-led penetration testing, NIS2.'),
  area('consumer', 'Consumer protection', 'Fair treatment of retail customers of banks, insurers and payment firms.'),
  consumer('consumer-duty', 'Consumer Duty', 'The FCA Consumer Duty: outcomes, fair value and monitoring.'),
  consumer('consumer-credit', 'Consumer credit', 'Consumer credit, buy-now-pay-later and customers in financial difficulty.'),
  consumer('fraud-scams', 'Fraud and scams', 'Authorised push payment fraud and scam prevention.'),
  consumer('complaints', 'Complaints and redress', 'Complaint handling and redress schemes.'),
];

/**
 * Topics the team retired once their work was done: loaded, then deleted by the administrator (demo/retired.ts), so
 * that Admin's deleted topics shows what a restore brings back.
 */
// prettier-ignore
export const RETIRED_TOPICS: readonly TopicRow[] = [
  conduct('libor-transition', 'LIBOR transition', 'The move from LIBOR to risk-free rates, completed in 2023: fallbacks, tough legacy contracts, synthetic LIBOR.'),
  prudential('covid-relief', 'COVID-19 relief measures', 'Temporary capital, liquidity and reporting relief granted in 2020–2021, since unwound.'),
  conduct('brexit-onshoring', 'Brexit onshoring', 'Onshoring of EU law into UK law, the temporary permissions regime and its run-off.'),
];

/** Other names people search topics by (the `aliases` field, issue 13), by slug. */
export const TOPIC_ALIASES: Readonly<Record<string, readonly string[]>> = {
  capital: ['capital adequacy', 'own funds'],
  liquidity: ['LCR', 'NSFR'],
  'recovery-resolution': ['BRRD', 'MREL'],
  'solvency-ii': ['Solvency 2'],
  'csrd-esrs': ['ESRS'],
  sfdr: ['Sustainable Finance Disclosure Regulation'],
  'ai-act': ['Artificial Intelligence Act'],
  gdpr: ['data protection regulation'],
  aml: ['AML', 'AML/CFT', 'anti-money laundering'],
  kyc: ['KYC', 'CDD'],
  'market-abuse': ['Market Abuse Regulation'],
  'global-minimum-tax': ['GloBE rules'],
  psd: ['PSD2', 'Payment Services Directive'],
  cbdc: ['CBDC', 'digital euro'],
  mica: ['MiCAR'],
  'consumer-duty': ['UK Consumer Duty'],
};
