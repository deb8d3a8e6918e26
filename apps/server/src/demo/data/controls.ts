/**
 * The firm's side of the obligations register: the kinds of firm obligations apply to, the functions that carry
 * them, the risk taxonomy (risk components and risks) and the control library. Obligations (data/obligations.ts)
 * name entity types and functions by name, risk components and controls by code; controls name their theme and
 * status by name and the risks they mitigate by code.
 */

/** [name, legal definition or description] of the kinds of firm obligations apply to. */
// prettier-ignore
export const ENTITY_TYPES: readonly (readonly [string, string])[] = [
  ['Credit institution', 'An undertaking whose business is to take deposits or other repayable funds from the public and to grant credits for its own account (Article 4(1)(1) CRR).'],
  ['Investment firm', 'A legal person whose regular occupation or business is the provision of investment services to third parties or the performance of investment activities on a professional basis (Article 4(1)(1) MiFID II).'],
  ['Insurance undertaking', 'A direct life or non-life insurance undertaking authorised under Solvency II.'],
  ['Payment institution', 'A legal person authorised under PSD2 to provide and execute payment services throughout the Union.'],
  ['E-money institution', 'A legal person authorised to issue electronic money under the E-Money Directive.'],
  ['Crypto-asset service provider', 'A legal person or undertaking whose occupation or business is the provision of crypto-asset services to clients on a professional basis, authorised under Article 59 MiCA (CASP).'],
  ['UCITS management company', 'A company whose regular business is the management of UCITS in the form of common funds or investment companies.'],
  ['Alternative investment fund manager', 'A legal person whose regular business is managing one or more alternative investment funds (AIFM under the AIFMD).'],
  ['Financial counterparty', 'A financial counterparty under Article 2(8) EMIR: banks, investment firms, insurers, UCITS, AIFs managed by AIFMs, pension schemes, CSDs.'],
  ['Issuer of listed securities', 'An issuer of financial instruments admitted to trading, or for which admission has been requested, on a regulated market, MTF or OTF in the Union.'],
  ['Large undertaking', 'An undertaking that exceeds, on its balance sheet date, two of the three size criteria of Article 3(4) of the Accounting Directive (balance sheet total, net turnover, 250 employees).'],
];

/** [name, description] of the functions of the firm that carry obligations. */
// prettier-ignore
export const FUNCTIONS: readonly (readonly [string, string])[] = [
  ['Operations', 'Client onboarding, payments, settlement and the other processes that deliver the firm’s services.'],
  ['Compliance', 'Second line of defence for regulatory compliance: advice, monitoring, financial crime and market surveillance.'],
  ['Information Technology', 'Runs and changes the firm’s ICT systems, infrastructure and ICT third-party services.'],
  ['Information Security', 'The CISO’s office: security architecture, threat management, the security operations centre and incident response.'],
  ['Front Office', 'Sales, trading, advice and portfolio management: the functions that deal with clients and markets.'],
  ['Finance', 'Financial and prudential reporting, capital calculation and tax.'],
  ['Risk Management', 'Second line of defence for financial and non-financial risks: the risk taxonomy, risk appetite and model risk.'],
  ['Sustainability', 'Sustainability strategy, ESG data, sustainability reporting and product-level sustainability disclosures.'],
  ['Legal', 'Legal advice, contracts and litigation.'],
  ['Data Office', 'Data governance, data quality and the AI and analytics platforms, led by the Chief Data Officer.'],
  ['Human Resources', 'Hiring, training, remuneration and employee relations.'],
  ['Procurement', 'Sourcing and vendor management, including the onboarding and monitoring of third-party providers.'],
  ['Internal Audit', 'Third line of defence: independent assurance to the board and its audit committee.'],
];

/** [code, title, component type, description]: the building blocks risks and obligations are mapped to. */
// prettier-ignore
export const RISK_COMPONENTS: readonly (readonly [string, string, 'cause' | 'event' | 'consequence', string])[] = [
  ['RC-CYB-01', 'Cyber attack', 'event', 'Ransomware, intrusion, denial of service or another malicious act against the firm’s ICT systems or data.'],
  ['RC-ICT-01', 'Outdated or unpatched ICT systems', 'cause', 'Legacy applications, missing patches and known vulnerabilities left open beyond their remediation deadline.'],
  ['RC-ICT-02', 'ICT service disruption', 'event', 'An outage or severe degradation of an ICT service that supports a business process.'],
  ['RC-TPR-01', 'Dependence on critical ICT third-party providers', 'cause', 'Concentration of critical or important functions on a few ICT providers, without tested exit options.'],
  ['RC-TPR-02', 'Failure of a third-party service', 'event', 'A provider fails to deliver a contracted service, or its sub-contractor does.'],
  ['RC-DAT-01', 'Poor data quality or lineage', 'cause', 'Incomplete, inaccurate or untraceable data feeding reports, models and decisions.'],
  ['RC-DAT-02', 'Personal data breach', 'event', 'Accidental or unlawful destruction, loss, alteration, disclosure of or access to personal data.'],
  ['RC-MOD-01', 'Erroneous or biased AI output', 'event', 'An AI system or model produces wrong, unexplainable or discriminatory outputs that are acted upon.'],
  ['RC-GOV-01', 'Unclear accountability and oversight', 'cause', 'Roles, approvals and escalation paths are missing or not followed; the management body is not informed.'],
  ['RC-PPL-01', 'Insufficient skills and awareness', 'cause', 'Staff lack the training or experience their role requires.'],
  ['RC-FCR-01', 'Inadequate customer due diligence', 'cause', 'Customers, beneficial owners or the purpose of a relationship are not identified, verified or kept up to date.'],
  ['RC-FCR-02', 'Illicit funds through the firm', 'event', 'Proceeds of crime, terrorist financing or funds of sanctioned persons pass through the firm’s accounts or transfers.'],
  ['RC-MKT-01', 'Market abuse not detected', 'event', 'Insider dealing, unlawful disclosure or market manipulation by clients or staff goes undetected or unreported.'],
  ['RC-REP-01', 'Inaccurate or late regulatory reporting', 'event', 'A report, notification or disclosure to a supervisor or the public is wrong, incomplete or late.'],
  ['RC-ESG-01', 'Misleading sustainability claims', 'event', 'A product name, disclosure or marketing document overstates sustainability characteristics (greenwashing).'],
  ['RC-ESG-02', 'Exposure to climate and environmental risk', 'cause', 'Transition and physical risks in the loan book, investments and operations.'],
  ['RC-CON-01', 'Regulatory sanction', 'consequence', 'Fines, public censure, restrictions on business or withdrawal of authorisation.'],
  ['RC-CON-02', 'Customer detriment', 'consequence', 'Customers suffer loss, unfair treatment or discrimination and are owed redress.'],
  ['RC-CON-03', 'Reputational damage', 'consequence', 'Loss of trust of clients, investors and supervisors.'],
  ['RC-CON-04', 'Financial loss', 'consequence', 'Direct loss, remediation cost or capital add-on.'],
];

/** A risk of the firm's risk taxonomy. */
export interface RiskRow {
  code: string;
  title: string;
  category:
    'operational' | 'compliance' | 'conduct' | 'financial-crime' | 'prudential' | 'esg' | 'technology' | 'legal';
  description: string;
  /** Codes of risk components. */
  components: readonly string[];
  rating: 'high' | 'medium' | 'low';
  owner: string;
}

/** The risk taxonomy (inherent ratings as assessed in the last risk and control self-assessment). */
// prettier-ignore
export const RISKS: readonly RiskRow[] = [
  { code: 'TEC-01', title: 'ICT and cyber risk', category: 'technology', description: 'Loss or disruption from the compromise, failure or inadequacy of ICT systems, networks and data.', components: ['RC-CYB-01', 'RC-ICT-01', 'RC-ICT-02', 'RC-CON-04'], rating: 'high', owner: 'Chief Information Security Officer' },
  { code: 'TEC-02', title: 'AI and model risk', category: 'technology', description: 'Decisions taken on wrong, biased or unexplainable outputs of AI systems and models, and use of AI without the required governance.', components: ['RC-MOD-01', 'RC-DAT-01', 'RC-GOV-01', 'RC-CON-02'], rating: 'medium', owner: 'Chief Data Officer' },
  { code: 'OPR-01', title: 'Third-party and outsourcing risk', category: 'operational', description: 'Disruption, loss of control or non-compliance arising from services provided by third parties, including intra-group providers.', components: ['RC-TPR-01', 'RC-TPR-02', 'RC-ICT-02', 'RC-CON-04'], rating: 'high', owner: 'Chief Operating Officer' },
  { code: 'OPR-02', title: 'Business continuity risk', category: 'operational', description: 'Inability to deliver critical or important functions within tolerance through a severe disruption.', components: ['RC-ICT-02', 'RC-TPR-02', 'RC-CON-02', 'RC-CON-04'], rating: 'medium', owner: 'Chief Operating Officer' },
  { code: 'OPR-03', title: 'Data management risk', category: 'operational', description: 'Data that is incomplete, inaccurate or not traceable to its source undermines reports, models and decisions.', components: ['RC-DAT-01', 'RC-REP-01'], rating: 'medium', owner: 'Chief Data Officer' },
  { code: 'CMP-01', title: 'Regulatory reporting risk', category: 'compliance', description: 'Reports, notifications and public disclosures required by regulation are wrong, incomplete or late.', components: ['RC-REP-01', 'RC-DAT-01', 'RC-CON-01'], rating: 'medium', owner: 'Chief Financial Officer' },
  { code: 'CMP-02', title: 'Regulatory change risk', category: 'compliance', description: 'New or amended rules are not identified, assessed and implemented by their application date.', components: ['RC-GOV-01', 'RC-PPL-01', 'RC-CON-01'], rating: 'high', owner: 'Chief Compliance Officer' },
  { code: 'LEG-01', title: 'Data protection risk', category: 'legal', description: 'Processing of personal data without a lawful basis, adequate safeguards or transparency, and breaches that are not handled as the GDPR requires.', components: ['RC-DAT-02', 'RC-CON-01', 'RC-CON-03'], rating: 'medium', owner: 'Data Protection Officer' },
  { code: 'LEG-02', title: 'Contractual risk', category: 'legal', description: 'Contracts that lack the clauses regulation requires or that do not protect the firm’s rights.', components: ['RC-TPR-01', 'RC-CON-01', 'RC-CON-04'], rating: 'low', owner: 'General Counsel' },
  { code: 'FCR-01', title: 'Money laundering and terrorist financing risk', category: 'financial-crime', description: 'The firm is used to launder the proceeds of crime or to finance terrorism.', components: ['RC-FCR-01', 'RC-FCR-02', 'RC-CON-01', 'RC-CON-03'], rating: 'high', owner: 'Money Laundering Reporting Officer' },
  { code: 'FCR-02', title: 'Sanctions risk', category: 'financial-crime', description: 'The firm makes funds or economic resources available to, or deals with, persons subject to targeted financial sanctions.', components: ['RC-FCR-02', 'RC-CON-01', 'RC-CON-03'], rating: 'high', owner: 'Head of Sanctions' },
  { code: 'FCR-03', title: 'Payment fraud risk', category: 'financial-crime', description: 'Customers are deceived into authorising payments to fraudsters, or payments reach an account other than the intended one.', components: ['RC-FCR-02', 'RC-CON-02'], rating: 'medium', owner: 'Head of Payments' },
  { code: 'CON-01', title: 'Market abuse risk', category: 'conduct', description: 'Insider dealing, unlawful disclosure of inside information or market manipulation by clients or staff, or failure to detect and report it.', components: ['RC-MKT-01', 'RC-REP-01', 'RC-CON-01'], rating: 'high', owner: 'Head of Compliance' },
  { code: 'CON-02', title: 'Customer detriment risk', category: 'conduct', description: 'Products, advice or processes that do not deliver good outcomes or fair value to customers.', components: ['RC-MOD-01', 'RC-CON-02', 'RC-CON-03'], rating: 'medium', owner: 'Head of Retail Banking' },
  { code: 'CON-03', title: 'Client asset safeguarding risk', category: 'conduct', description: 'Client funds or crypto-assets are not segregated, reconciled or protected against loss or use for the firm’s own account.', components: ['RC-GOV-01', 'RC-CON-02', 'RC-CON-04'], rating: 'medium', owner: 'Head of Digital Assets' },
  { code: 'ESG-01', title: 'Greenwashing risk', category: 'esg', description: 'Sustainability claims in product names, disclosures or marketing that are not substantiated.', components: ['RC-ESG-01', 'RC-DAT-01', 'RC-CON-01', 'RC-CON-03'], rating: 'medium', owner: 'Head of Sustainability' },
  { code: 'ESG-02', title: 'Climate-related financial risk', category: 'esg', description: 'Credit, market and operational losses driven by climate transition and physical risk.', components: ['RC-ESG-02', 'RC-CON-04'], rating: 'medium', owner: 'Chief Risk Officer' },
  { code: 'PRU-01', title: 'Capital adequacy risk', category: 'prudential', description: 'Own funds requirements are misstated or breached, including through errors in the output floor calculation.', components: ['RC-DAT-01', 'RC-REP-01', 'RC-CON-01', 'RC-CON-04'], rating: 'medium', owner: 'Chief Financial Officer' },
];

/** [name, description] of the headings controls are grouped under. */
// prettier-ignore
export const CONTROL_THEMES: readonly (readonly [string, string])[] = [
  ['ICT risk and resilience', 'ICT risk management, security, incident management, continuity and resilience testing.'],
  ['Third-party risk', 'Due diligence, contracts, monitoring and exit of outsourced and ICT third-party services.'],
  ['KYC and AML', 'Customer due diligence, transaction monitoring, suspicious activity reporting and the travel rule.'],
  ['Sanctions', 'Screening of customers and payments against targeted financial sanctions.'],
  ['Market conduct', 'Trade surveillance, inside information, insider lists, personal account dealing and communications recording.'],
  ['Data protection', 'Records of processing, impact assessments and personal data breaches.'],
  ['AI governance', 'The inventory, classification, approval, oversight and transparency of AI systems.'],
  ['Sustainability', 'Sustainability reporting, product disclosures, fund names and ESG risk.'],
  ['Regulatory reporting', 'Prudential, transaction and clearing reports to supervisors.'],
  ['Customer outcomes', 'Product governance, fair value and customer communications.'],
];

/** [name, description] of where a control stands, in lifecycle order. */
// prettier-ignore
export const CONTROL_STATUSES: readonly (readonly [string, string])[] = [
  ['Designed', 'Documented and approved, not yet in operation.'],
  ['Implemented', 'In operation; operating effectiveness not yet tested.'],
  ['Operating effectively', 'Tested by the second or third line and found to operate as designed.'],
  ['Deficient', 'Testing or an incident found a design or operating gap; a remediation action is open.'],
  ['Retired', 'No longer performed; kept for the audit trail.'],
];

/** A control of the firm's control library. */
export interface ControlRow {
  code: string;
  title: string;
  /** Name of a control theme. */
  theme: string;
  /** Name of a control status. */
  status: string;
  owner: string;
  type: 'preventive' | 'detective' | 'corrective' | 'directive';
  frequency: 'continuous' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'semi-annual' | 'annual' | 'ad-hoc';
  automation: 'manual' | 'semi-automated' | 'automated';
  /** Codes of the risks it mitigates. */
  risks: readonly string[];
  description: string;
}

/** The control library. */
// prettier-ignore
export const CONTROLS: readonly ControlRow[] = [
  // ICT risk and resilience
  { code: 'CTL-ICT-01', title: 'Annual review of the ICT risk management framework', theme: 'ICT risk and resilience', status: 'Operating effectively', owner: 'Head of ICT Risk', type: 'directive', frequency: 'annual', automation: 'manual', risks: ['TEC-01'], description: 'The ICT risk management framework, ICT security policies and the digital operational resilience strategy are reviewed, updated after major incidents and test findings, and approved by the management body. Evidence: board minutes and the versioned framework.' },
  { code: 'CTL-ICT-02', title: 'Vulnerability scanning and patch management', theme: 'ICT risk and resilience', status: 'Deficient', owner: 'Head of Infrastructure', type: 'preventive', frequency: 'weekly', automation: 'automated', risks: ['TEC-01'], description: 'All servers and endpoints are scanned weekly; critical vulnerabilities are patched within 14 days and exceptions approved by the CISO. Deficient: the 2026 audit found legacy payment servers outside the scanning scope.' },
  { code: 'CTL-ICT-03', title: 'Classification and reporting of major ICT incidents', theme: 'ICT risk and resilience', status: 'Operating effectively', owner: 'Head of ICT Incident Management', type: 'corrective', frequency: 'ad-hoc', automation: 'semi-automated', risks: ['TEC-01', 'CMP-01'], description: 'Every ICT incident is classified in the incident tool against the DORA criteria and thresholds; major incidents trigger the initial notification within 4 hours of classification, then the intermediate and final reports. Evidence: incident tickets and submission receipts.' },
  { code: 'CTL-ICT-04', title: 'Backup restoration tests', theme: 'ICT risk and resilience', status: 'Operating effectively', owner: 'Head of Infrastructure', type: 'corrective', frequency: 'quarterly', automation: 'semi-automated', risks: ['TEC-01', 'OPR-02'], description: 'Restoration of backups of systems supporting critical or important functions is tested against their recovery time and recovery point objectives.' },
  { code: 'CTL-ICT-05', title: 'Digital operational resilience testing programme', theme: 'ICT risk and resilience', status: 'Implemented', owner: 'Chief Information Security Officer', type: 'detective', frequency: 'annual', automation: 'manual', risks: ['TEC-01', 'OPR-02'], description: 'A risk-based annual programme of vulnerability assessments, scenario-based tests and penetration tests of the systems supporting critical or important functions, with threat-led penetration testing every three years. Findings are tracked to closure.' },
  { code: 'CTL-ICT-06', title: 'Business continuity plan tests', theme: 'ICT risk and resilience', status: 'Operating effectively', owner: 'Head of Business Continuity', type: 'detective', frequency: 'annual', automation: 'manual', risks: ['OPR-02'], description: 'ICT business continuity and response and recovery plans are tested at least yearly, including a switchover to the secondary data centre and a severe-but-plausible cyber scenario.' },
  { code: 'CTL-ICT-07', title: 'Security event monitoring', theme: 'ICT risk and resilience', status: 'Operating effectively', owner: 'Head of Security Operations', type: 'detective', frequency: 'continuous', automation: 'automated', risks: ['TEC-01', 'LEG-01'], description: 'The security operations centre correlates logs of network, endpoints and applications around the clock and triages alerts within the agreed service levels.' },
  // Third-party risk
  { code: 'CTL-TPR-01', title: 'Register of information on ICT third-party arrangements', theme: 'Third-party risk', status: 'Operating effectively', owner: 'Head of Vendor Management', type: 'detective', frequency: 'quarterly', automation: 'semi-automated', risks: ['OPR-01', 'CMP-01'], description: 'The register of all contractual arrangements on ICT services is reconciled quarterly with the procurement and contract systems and validated against the ESAs’ technical checks before the annual submission.' },
  { code: 'CTL-TPR-02', title: 'Due diligence before contracting an ICT provider', theme: 'Third-party risk', status: 'Operating effectively', owner: 'Head of Vendor Management', type: 'preventive', frequency: 'ad-hoc', automation: 'manual', risks: ['OPR-01'], description: 'Before a contract is signed, the provider’s security, resilience, financial soundness, sub-contracting and concentration risk are assessed; services supporting critical or important functions are approved by the outsourcing committee.' },
  { code: 'CTL-TPR-03', title: 'Mandatory contract clauses checklist', theme: 'Third-party risk', status: 'Implemented', owner: 'General Counsel', type: 'preventive', frequency: 'ad-hoc', automation: 'manual', risks: ['OPR-01', 'LEG-02'], description: 'Legal checks every ICT contract and renewal against the clauses DORA Article 30 requires, including audit, access and termination rights for critical services. Deviations need the General Counsel’s sign-off.' },
  { code: 'CTL-TPR-04', title: 'Exit plans for critical ICT services', theme: 'Third-party risk', status: 'Designed', owner: 'Chief Operating Officer', type: 'corrective', frequency: 'annual', automation: 'manual', risks: ['OPR-01', 'OPR-02'], description: 'A documented and tested exit plan exists for each ICT service supporting a critical or important function, with alternative providers or in-house options identified.' },
  { code: 'CTL-TPR-05', title: 'Outsourcing register under the EBA outsourcing guidelines', theme: 'Third-party risk', status: 'Retired', owner: 'Head of Vendor Management', type: 'detective', frequency: 'annual', automation: 'manual', risks: ['OPR-01'], description: 'Annual update of the outsourcing register in the EBA template. Retired in January 2025: ICT arrangements are recorded in the DORA register of information (CTL-TPR-01).' },
  // KYC and AML
  { code: 'CTL-KYC-01', title: 'Customer risk scoring at onboarding', theme: 'KYC and AML', status: 'Operating effectively', owner: 'Head of Client Onboarding', type: 'preventive', frequency: 'continuous', automation: 'automated', risks: ['FCR-01'], description: 'Each new customer is scored on country, product, channel, occupation and PEP status; high-risk customers are routed to enhanced due diligence and need Compliance approval.' },
  { code: 'CTL-KYC-02', title: 'Identity and beneficial ownership verification', theme: 'KYC and AML', status: 'Operating effectively', owner: 'Head of Client Onboarding', type: 'preventive', frequency: 'ad-hoc', automation: 'semi-automated', risks: ['FCR-01'], description: 'Identity documents are verified electronically; beneficial owners are identified down to natural persons and checked against the central register, with discrepancies reported.' },
  { code: 'CTL-KYC-03', title: 'Periodic KYC review by risk', theme: 'KYC and AML', status: 'Deficient', owner: 'Head of Financial Crime Operations', type: 'detective', frequency: 'monthly', automation: 'semi-automated', risks: ['FCR-01'], description: 'Customer files are refreshed yearly for high-risk and every five years for other customers. Deficient: a backlog of 1,800 overdue high-risk reviews is under remediation.' },
  { code: 'CTL-KYC-04', title: 'Transaction monitoring scenarios', theme: 'KYC and AML', status: 'Operating effectively', owner: 'Head of Financial Crime Operations', type: 'detective', frequency: 'daily', automation: 'automated', risks: ['FCR-01'], description: 'Rule-based and behavioural scenarios run daily over all accounts; alerts are investigated within 30 days and the scenarios tuned yearly.' },
  { code: 'CTL-KYC-05', title: 'Suspicious activity reporting to the FIU', theme: 'KYC and AML', status: 'Operating effectively', owner: 'Money Laundering Reporting Officer', type: 'corrective', frequency: 'ad-hoc', automation: 'manual', risks: ['FCR-01'], description: 'Escalated cases are decided by the MLRO; reports are filed with the FIU promptly and requests from the FIU answered within five working days. Evidence: the case management log.' },
  { code: 'CTL-KYC-06', title: 'Travel rule data check on crypto-asset transfers', theme: 'KYC and AML', status: 'Implemented', owner: 'Head of Digital Assets', type: 'preventive', frequency: 'continuous', automation: 'automated', risks: ['FCR-01', 'FCR-02'], description: 'Outgoing crypto-asset transfers are held until originator and beneficiary information is complete and sent; transfers to self-hosted addresses above EUR 1,000 require proof of control of the address.' },
  // Sanctions
  { code: 'CTL-SAN-01', title: 'Daily sanctions screening of the customer base', theme: 'Sanctions', status: 'Operating effectively', owner: 'Head of Sanctions', type: 'preventive', frequency: 'daily', automation: 'automated', risks: ['FCR-02'], description: 'All customers and their beneficial owners are screened against the EU consolidated list every calendar day and immediately after each list update; hits are resolved before the next screening run.' },
  { code: 'CTL-PAY-01', title: 'Verification of payee before payment authorisation', theme: 'Sanctions', status: 'Operating effectively', owner: 'Head of Payments', type: 'preventive', frequency: 'continuous', automation: 'automated', risks: ['FCR-03'], description: 'Before the payer authorises a credit transfer, the payee name is checked against the IBAN through the verification of payee scheme and the result (match, close match, no match) shown to the payer.' },
  // Market conduct
  { code: 'CTL-MAR-01', title: 'Trade and order surveillance', theme: 'Market conduct', status: 'Operating effectively', owner: 'Head of Market Surveillance', type: 'detective', frequency: 'daily', automation: 'automated', risks: ['CON-01'], description: 'Orders and transactions of all desks and clients run through calibrated insider dealing and manipulation alerts; alerts are reviewed within two business days.' },
  { code: 'CTL-MAR-02', title: 'STOR decision log', theme: 'Market conduct', status: 'Operating effectively', owner: 'Head of Market Surveillance', type: 'corrective', frequency: 'ad-hoc', automation: 'manual', risks: ['CON-01', 'CMP-01'], description: 'Escalated alerts are decided by Compliance and the rationale recorded; suspicious transaction and order reports are filed with the competent authority without delay.' },
  { code: 'CTL-MAR-03', title: 'Insider list maintenance', theme: 'Market conduct', status: 'Operating effectively', owner: 'Head of Control Room', type: 'preventive', frequency: 'ad-hoc', automation: 'semi-automated', risks: ['CON-01'], description: 'Deal-specific insider lists are opened when a project becomes inside information, updated promptly as people are added, and kept for five years. Insiders acknowledge their duties in writing.' },
  { code: 'CTL-MAR-04', title: 'Disclosure committee for inside information', theme: 'Market conduct', status: 'Implemented', owner: 'Company Secretary', type: 'directive', frequency: 'ad-hoc', automation: 'manual', risks: ['CON-01', 'CMP-01'], description: 'The disclosure committee decides whether information is inside information, whether disclosure may be delayed, and records the conditions and the time of each decision.' },
  { code: 'CTL-MAR-05', title: 'Personal account dealing pre-clearance', theme: 'Market conduct', status: 'Operating effectively', owner: 'Head of Compliance', type: 'preventive', frequency: 'continuous', automation: 'automated', risks: ['CON-01'], description: 'Staff trades are pre-cleared against the restricted and watch lists and closed periods; broker statements are reconciled monthly.' },
  { code: 'CTL-MAR-06', title: 'Recording of client communications', theme: 'Market conduct', status: 'Operating effectively', owner: 'Head of Front Office Control', type: 'preventive', frequency: 'continuous', automation: 'automated', risks: ['CON-01', 'CON-02'], description: 'Telephone lines and approved messaging channels of in-scope staff are recorded and retained for seven years; use of unapproved channels is prohibited and sampled monthly.' },
  // Data protection
  { code: 'CTL-DPR-01', title: 'Personal data breach triage and notification', theme: 'Data protection', status: 'Operating effectively', owner: 'Data Protection Officer', type: 'corrective', frequency: 'ad-hoc', automation: 'manual', risks: ['LEG-01'], description: 'Every suspected breach is logged, assessed for risk to individuals within 24 hours, and notified to the lead supervisory authority within 72 hours where required. All breaches are kept in the breach register.' },
  { code: 'CTL-DPR-02', title: 'Data protection impact assessment', theme: 'Data protection', status: 'Operating effectively', owner: 'Data Protection Officer', type: 'preventive', frequency: 'ad-hoc', automation: 'manual', risks: ['LEG-01', 'TEC-02'], description: 'New or changed processing likely to result in a high risk (profiling, AI, large-scale special categories) needs a DPIA signed off by the DPO before go-live.' },
  // AI governance
  { code: 'CTL-AIG-01', title: 'AI system inventory and risk classification', theme: 'AI governance', status: 'Implemented', owner: 'Head of AI Governance', type: 'directive', frequency: 'quarterly', automation: 'semi-automated', risks: ['TEC-02', 'CMP-02'], description: 'All AI systems in development or use are recorded with their purpose, owner, provider and AI Act classification (prohibited, high-risk, transparency, minimal); the inventory is attested quarterly by business owners.' },
  { code: 'CTL-AIG-02', title: 'AI use case approval', theme: 'AI governance', status: 'Operating effectively', owner: 'Head of AI Governance', type: 'preventive', frequency: 'ad-hoc', automation: 'manual', risks: ['TEC-02', 'CMP-02'], description: 'New AI use cases are approved by the AI committee, which screens them against the prohibited practices, classifies them and sets the conditions of use.' },
  { code: 'CTL-AIG-03', title: 'Human oversight of high-risk AI systems', theme: 'AI governance', status: 'Designed', owner: 'Head of Credit Risk', type: 'detective', frequency: 'monthly', automation: 'manual', risks: ['TEC-02', 'CON-02'], description: 'Named, trained overseers review the outputs, overrides and drift metrics of the credit scoring system monthly and may suspend its use; logs are kept for at least six months.' },
  { code: 'CTL-AIG-04', title: 'AI literacy training', theme: 'AI governance', status: 'Operating effectively', owner: 'Head of Learning', type: 'directive', frequency: 'annual', automation: 'semi-automated', risks: ['TEC-02'], description: 'Role-based AI literacy modules for all staff, with deeper modules for developers, overseers and approvers; completion is tracked in the learning platform.' },
  { code: 'CTL-AIG-05', title: 'AI disclosure in customer channels', theme: 'AI governance', status: 'Implemented', owner: 'Head of Digital Channels', type: 'preventive', frequency: 'continuous', automation: 'automated', risks: ['TEC-02', 'CON-02'], description: 'The chatbot and voice assistant tell customers at the start of each interaction that they are talking to an AI system, and offer a human agent.' },
  { code: 'CTL-AIG-06', title: 'Bias and performance testing of credit models', theme: 'AI governance', status: 'Operating effectively', owner: 'Head of Model Validation', type: 'detective', frequency: 'quarterly', automation: 'semi-automated', risks: ['TEC-02', 'CON-02'], description: 'Model validation tests accuracy, stability and outcome differences across protected groups; breaches of thresholds go to the model risk committee.' },
  // Sustainability
  { code: 'CTL-ESG-01', title: 'Double materiality assessment', theme: 'Sustainability', status: 'Operating effectively', owner: 'Head of Sustainability Reporting', type: 'directive', frequency: 'annual', automation: 'manual', risks: ['CMP-01', 'ESG-01'], description: 'Impacts, risks and opportunities are assessed with stakeholders and scored for impact and financial materiality; the result, approved by the audit committee, sets the scope of the sustainability statement.' },
  { code: 'CTL-ESG-02', title: 'Sustainability data validation', theme: 'Sustainability', status: 'Implemented', owner: 'Head of Sustainability Reporting', type: 'detective', frequency: 'annual', automation: 'semi-automated', risks: ['CMP-01', 'OPR-03'], description: 'ESRS datapoints, Taxonomy KPIs and the green asset ratio are reconciled to source systems, reviewed by data owners and handed to the assurance provider with an evidence file.' },
  { code: 'CTL-ESG-03', title: 'Review of pre-contractual sustainability disclosures', theme: 'Sustainability', status: 'Operating effectively', owner: 'Head of Product Governance', type: 'preventive', frequency: 'ad-hoc', automation: 'manual', risks: ['ESG-01'], description: 'SFDR annexes and fund documents are reviewed by Sustainability and Compliance before launch or change, against the binding elements of the investment strategy.' },
  { code: 'CTL-ESG-04', title: 'Fund name threshold monitoring', theme: 'Sustainability', status: 'Operating effectively', owner: 'Head of Investment Risk', type: 'detective', frequency: 'daily', automation: 'automated', risks: ['ESG-01'], description: 'The portfolio compliance engine checks daily that funds with ESG or sustainability-related terms in their names meet the 80% threshold and the PAB or CTB exclusions; breaches are corrected in the investors’ interest.' },
  { code: 'CTL-ESG-05', title: 'Principal adverse impact calculation', theme: 'Sustainability', status: 'Implemented', owner: 'Head of ESG Data', type: 'detective', frequency: 'annual', automation: 'semi-automated', risks: ['ESG-01', 'CMP-01'], description: 'PAI indicators are calculated from quarterly holdings and vendor data, with coverage and estimates documented, for the statement published by 30 June.' },
  { code: 'CTL-ESG-06', title: 'ESG risk materiality assessment', theme: 'Sustainability', status: 'Designed', owner: 'Chief Risk Officer', type: 'directive', frequency: 'annual', automation: 'manual', risks: ['ESG-02'], description: 'Climate and environmental risks are assessed for materiality across credit, market, liquidity and operational risk over short, medium and long (at least ten-year) horizons, feeding the ICAAP and the prudential transition plan.' },
  // Regulatory reporting
  { code: 'CTL-REG-01', title: 'Output floor calculation reconciliation', theme: 'Regulatory reporting', status: 'Operating effectively', owner: 'Head of Regulatory Reporting', type: 'detective', frequency: 'quarterly', automation: 'semi-automated', risks: ['PRU-01', 'CMP-01'], description: 'Standardised-approach risk-weighted assets used for the output floor are reconciled to the internal-model figures and to the COREP templates before submission.' },
  { code: 'CTL-REG-02', title: 'Active account monitoring and reporting', theme: 'Regulatory reporting', status: 'Implemented', owner: 'Head of Derivatives Operations', type: 'detective', frequency: 'semi-annual', automation: 'semi-automated', risks: ['CMP-01'], description: 'Clearing volumes at EU CCPs are monitored against the active account conditions and the semi-annual report to the competent authority is prepared and reviewed.' },
  { code: 'CTL-REG-03', title: 'Regulatory change assessment', theme: 'Regulatory reporting', status: 'Operating effectively', owner: 'Head of Regulatory Intelligence', type: 'directive', frequency: 'weekly', automation: 'manual', risks: ['CMP-02'], description: 'New rules are triaged weekly, decomposed into obligations, assigned to owners and mapped to controls; implementation is tracked to the application date.' },
  { code: 'CTL-REG-04', title: 'Same-day trade affirmation', theme: 'Regulatory reporting', status: 'Operating effectively', owner: 'Head of Operations', type: 'preventive', frequency: 'daily', automation: 'automated', risks: ['OPR-02', 'CMP-01'], description: 'Allocations, confirmations and affirmations of US institutional trades are completed through the central matching service by the end of trade date; exceptions are chased the same evening.' },
  // Customer outcomes and client assets
  { code: 'CTL-CON-01', title: 'Annual fair value assessment', theme: 'Customer outcomes', status: 'Operating effectively', owner: 'Head of Product Governance', type: 'detective', frequency: 'annual', automation: 'manual', risks: ['CON-02'], description: 'Each retail product is assessed for the relationship between price and benefits across customer groups, including customers with characteristics of vulnerability; results go to the board.' },
  { code: 'CTL-CON-02', title: 'Suitability assessment with sustainability preferences', theme: 'Customer outcomes', status: 'Operating effectively', owner: 'Head of Advisory', type: 'preventive', frequency: 'continuous', automation: 'semi-automated', risks: ['CON-02', 'ESG-01'], description: 'The advisory tool collects knowledge and experience, financial situation, objectives and sustainability preferences before any recommendation and blocks unsuitable products.' },
  { code: 'CTL-CRY-01', title: 'Daily reconciliation of client crypto-assets', theme: 'Customer outcomes', status: 'Implemented', owner: 'Head of Digital Assets', type: 'detective', frequency: 'daily', automation: 'automated', risks: ['CON-03'], description: 'On-chain balances of client wallets are reconciled daily with the register of client positions; client and own holdings sit in separate wallets.' },
];
