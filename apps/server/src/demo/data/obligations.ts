/**
 * The obligations register: provisions of the regulations (data/regulations.ts, by `key`) as the analysts read
 * them, each broken into the duties it puts on the firm. Texts are paraphrases, not the legal wording.
 * Obligations name entity types and functions by name, risk components and controls by code (data/controls.ts);
 * topics are slugs of data/topics.ts. A requirement's key is `${regulation} ${reference}`; an obligation's key is
 * its title, so titles are unique.
 */

/** One duty a provision puts on the firm. */
export interface ObligationRow {
  title: string;
  /** What the firm must, must not or may do, in plain words. */
  duty: string;
  modality: 'must' | 'must-not' | 'may';
  /** When it must first be met; default: the regulation's application date (else its entry into force). */
  due?: string;
  /** Workflow stage; default approved. */
  stage?: 'draft' | 'submitted' | 'approved' | 'retired';
  /** Names of entity types. */
  entities: readonly string[];
  /** Names of business functions. */
  functions: readonly string[];
  /** Codes of risk components. */
  components: readonly string[];
  /** Codes of controls. */
  controls: readonly string[];
}

/** One provision of a regulation and the obligations drawn from it. */
export interface RequirementRow {
  /** Key of the regulation. */
  regulation: string;
  /** Where it sits, e.g. Art. 26(1). */
  reference: string;
  title: string;
  /** The gist of the provision. */
  text: string;
  topics: readonly string[];
  notes?: string;
  obligations: readonly ObligationRow[];
}

/** Entity types that most EU financial regulation reaches. */
const FINANCIAL = [
  'Credit institution',
  'Investment firm',
  'Insurance undertaking',
  'Payment institution',
  'E-money institution',
];
const BANKS = ['Credit institution'];
const PSPS = ['Credit institution', 'Payment institution', 'E-money institution'];
const CASPS = ['Crypto-asset service provider'];
const FUND_MANAGERS = ['UCITS management company', 'Alternative investment fund manager'];
const FMPS = [...FUND_MANAGERS, 'Investment firm', 'Insurance undertaking'];
const DEALERS = ['Credit institution', 'Investment firm'];

// prettier-ignore
export const REQUIREMENTS: readonly RequirementRow[] = [
  // EU AI Act
  {
    regulation: 'EU AI Act', reference: 'Art. 4', title: 'AI literacy', topics: ['ai-act', 'ai-governance'],
    text: 'Providers and deployers of AI systems take measures to ensure, to their best extent, a sufficient level of AI literacy of their staff and of other persons dealing with the operation and use of AI systems on their behalf, taking into account their technical knowledge, experience, education and training and the context in which the systems are used.',
    notes: 'Applies since 2 February 2025. No certification is required; we evidence literacy through role-based training records.',
    obligations: [
      { title: 'Ensure AI literacy of staff who operate or use AI systems', duty: 'Train staff and contractors who build, operate, oversee or use AI systems to a level suited to their role and the systems’ context of use, and keep records of the training.', modality: 'must', due: '2025-02-02', entities: FINANCIAL, functions: ['Human Resources', 'Data Office', 'Compliance'], components: ['RC-PPL-01'], controls: ['CTL-AIG-04'] },
    ],
  },
  {
    regulation: 'EU AI Act', reference: 'Art. 5(1)', title: 'Prohibited AI practices', topics: ['ai-act'],
    text: 'Prohibits placing on the market, putting into service or using AI systems that deploy manipulative or deceptive techniques, exploit vulnerabilities due to age, disability or social or economic situation, evaluate or classify persons by social behaviour or personal characteristics leading to detrimental treatment (social scoring), infer emotions in the workplace except for medical or safety reasons, or categorise persons by biometric data to infer sensitive characteristics, among other practices.',
    notes: 'The Commission guidelines on prohibited practices (February 2025) are the reference for borderline cases such as behavioural scoring built on data unrelated to the credit relationship.',
    obligations: [
      { title: 'Do not score customers on social behaviour unrelated to the service', duty: 'Do not use AI systems that evaluate or classify customers on their social behaviour or personal characteristics where the score leads to detrimental treatment in unrelated contexts or out of proportion to the behaviour.', modality: 'must-not', due: '2025-02-02', entities: FINANCIAL, functions: ['Risk Management', 'Data Office', 'Front Office'], components: ['RC-MOD-01', 'RC-CON-01'], controls: ['CTL-AIG-02', 'CTL-AIG-01'] },
      { title: 'Do not use emotion recognition on employees', duty: 'Do not use AI systems that infer the emotions of employees, for example in call centre quality monitoring, unless for medical or safety reasons.', modality: 'must-not', due: '2025-02-02', entities: FINANCIAL, functions: ['Human Resources', 'Operations'], components: ['RC-GOV-01', 'RC-CON-01'], controls: ['CTL-AIG-02'] },
    ],
  },
  {
    regulation: 'EU AI Act', reference: 'Art. 9', title: 'Risk management system', topics: ['ai-act', 'ai-governance'],
    text: 'Providers of high-risk AI systems establish, implement, document and maintain a risk management system: a continuous iterative process over the system’s lifecycle that identifies and evaluates foreseeable risks to health, safety and fundamental rights, adopts risk management measures and tests the system against defined metrics before placing on the market.',
    notes: 'We are a provider for the in-house credit scoring model used for consumer lending (Annex III, point 5(b)). The Commission’s digital omnibus proposal may postpone the high-risk obligations; plan to the legal date until it is adopted.',
    obligations: [
      { title: 'Operate a risk management system for in-house high-risk AI', duty: 'For AI systems the firm develops and uses to assess the creditworthiness of natural persons, run a documented lifecycle risk management process: identify and evaluate risks to fundamental rights, mitigate them, and test the system against predefined metrics before use and after significant changes.', modality: 'must', stage: 'submitted', entities: BANKS, functions: ['Risk Management', 'Data Office'], components: ['RC-MOD-01', 'RC-GOV-01', 'RC-DAT-01'], controls: ['CTL-AIG-01', 'CTL-AIG-06'] },
    ],
  },
  {
    regulation: 'EU AI Act', reference: 'Art. 26', title: 'Obligations of deployers of high-risk AI systems', topics: ['ai-act', 'ai-governance'],
    text: 'Deployers use high-risk AI systems in accordance with the instructions for use, assign human oversight to natural persons with the necessary competence, training and authority, ensure input data under their control is relevant and sufficiently representative, monitor the operation of the system, keep the automatically generated logs for at least six months, and inform workers’ representatives before using a high-risk system at the workplace.',
    obligations: [
      { title: 'Use high-risk AI systems according to their instructions for use', duty: 'Take technical and organisational measures so that bought-in high-risk AI systems (for example scoring of life and health insurance applicants) are used only as the provider’s instructions for use allow, and monitor their operation.', modality: 'must', entities: ['Credit institution', 'Insurance undertaking'], functions: ['Operations', 'Data Office'], components: ['RC-MOD-01', 'RC-TPR-02'], controls: ['CTL-AIG-01', 'CTL-AIG-03'] },
      { title: 'Assign human oversight of high-risk AI systems', duty: 'Name people with the competence, training, authority and support to oversee each high-risk AI system, including to disregard, override or stop its output.', modality: 'must', entities: ['Credit institution', 'Insurance undertaking'], functions: ['Risk Management', 'Operations'], components: ['RC-GOV-01', 'RC-MOD-01'], controls: ['CTL-AIG-03'] },
      { title: 'Keep logs of high-risk AI systems for at least six months', duty: 'Keep the logs a high-risk AI system generates automatically, to the extent they are under the firm’s control, for at least six months or longer where other law requires.', modality: 'must', entities: ['Credit institution', 'Insurance undertaking'], functions: ['Information Technology'], components: ['RC-REP-01'], controls: ['CTL-AIG-03'] },
      { title: 'Inform workers before using high-risk AI at the workplace', duty: 'Before putting into use a high-risk AI system that affects employees, such as CV screening, inform the workers’ representatives and the workers concerned.', modality: 'must', stage: 'draft', entities: FINANCIAL, functions: ['Human Resources'], components: ['RC-GOV-01'], controls: [] },
    ],
  },
  {
    regulation: 'EU AI Act', reference: 'Art. 27', title: 'Fundamental rights impact assessment for high-risk AI systems', topics: ['ai-act', 'ai-governance'],
    text: 'Before deploying a high-risk AI system used to evaluate creditworthiness or establish a credit score of natural persons, or for risk assessment and pricing of natural persons in life and health insurance, deployers assess its impact on fundamental rights: the processes it is used in, the period and frequency of use, the persons affected, the specific risks of harm, human oversight measures and the measures if risks materialise. They notify the market surveillance authority of the results.',
    obligations: [
      { title: 'Assess the fundamental rights impact of credit and insurance scoring AI', duty: 'Complete a fundamental rights impact assessment before first use of an AI system for credit scoring of individuals or for life and health insurance pricing, update it when relevant factors change, and notify the results to the market surveillance authority using the AI Office template.', modality: 'must', entities: ['Credit institution', 'Insurance undertaking'], functions: ['Compliance', 'Risk Management', 'Legal'], components: ['RC-MOD-01', 'RC-CON-02'], controls: ['CTL-AIG-02', 'CTL-DPR-02'] },
    ],
  },
  {
    regulation: 'EU AI Act', reference: 'Art. 50', title: 'Transparency obligations for providers and deployers of certain AI systems', topics: ['ai-act', 'generative-ai'],
    text: 'Providers ensure that AI systems intended to interact directly with natural persons are designed so that those persons are informed they are interacting with an AI system, unless obvious. Deployers of AI systems that generate or manipulate image, audio or video content constituting a deep fake, or text published to inform the public on matters of public interest, disclose that the content has been artificially generated or manipulated.',
    obligations: [
      { title: 'Tell customers when they interact with an AI system', duty: 'Design chatbots and voice assistants so that customers are told, at the latest at the first interaction, that they are dealing with an AI system.', modality: 'must', entities: FINANCIAL, functions: ['Operations', 'Information Technology'], components: ['RC-CON-02'], controls: ['CTL-AIG-05'] },
      { title: 'Label AI-generated content published to the public', duty: 'Disclose that images, audio or video that are deep fakes, and AI-generated texts published to inform the public on matters of public interest (for example market commentary), were artificially generated or manipulated, unless a human has reviewed them and the firm holds editorial responsibility.', modality: 'must', stage: 'submitted', entities: FINANCIAL, functions: ['Front Office', 'Compliance'], components: ['RC-CON-03'], controls: [] },
    ],
  },
  // DORA
  {
    regulation: 'DORA', reference: 'Art. 5', title: 'Governance and organisation', topics: ['ict-risk'],
    text: 'Financial entities have an internal governance and control framework for the effective and prudent management of ICT risk. The management body defines, approves, oversees and is responsible for the implementation of all arrangements related to the ICT risk management framework, bears ultimate responsibility for managing ICT risk, and its members keep their knowledge and skills on ICT risk up to date through regular training.',
    obligations: [
      { title: 'Management body approves and oversees the ICT risk management framework', duty: 'Have the management body approve the digital operational resilience strategy, ICT policies, ICT budget and the ICT business continuity policy, review them periodically and be informed of major ICT incidents and ICT third-party arrangements.', modality: 'must', entities: FINANCIAL, functions: ['Information Technology', 'Risk Management'], components: ['RC-GOV-01'], controls: ['CTL-ICT-01'] },
      { title: 'Keep management body members trained on ICT risk', duty: 'Make sure members of the management body follow specific training regularly to keep sufficient knowledge and skills to understand and assess ICT risk and its impact on the firm’s operations.', modality: 'must', entities: FINANCIAL, functions: ['Human Resources', 'Information Security'], components: ['RC-PPL-01', 'RC-GOV-01'], controls: [] },
    ],
  },
  {
    regulation: 'DORA', reference: 'Art. 6', title: 'ICT risk management framework', topics: ['ict-risk'],
    text: 'Financial entities have a sound, comprehensive and well-documented ICT risk management framework, including strategies, policies, procedures, ICT protocols and tools to protect information and ICT assets. The framework is documented and reviewed at least once a year and after major ICT-related incidents, and is subject to regular internal audit. It includes a digital operational resilience strategy.',
    obligations: [
      { title: 'Maintain a documented ICT risk management framework', duty: 'Keep an ICT risk management framework with strategies, policies, procedures and tools covering all information and ICT assets, with a digital operational resilience strategy, and assign ICT risk to a control function with sufficient independence.', modality: 'must', entities: FINANCIAL, functions: ['Information Technology', 'Information Security', 'Risk Management'], components: ['RC-GOV-01', 'RC-ICT-01'], controls: ['CTL-ICT-01', 'CTL-ICT-02'] },
      { title: 'Review the ICT risk management framework at least yearly', duty: 'Review the framework at least once a year, after major ICT-related incidents and after supervisory instructions or findings of tests and audits, and document the changes.', modality: 'must', entities: FINANCIAL, functions: ['Risk Management'], components: ['RC-GOV-01'], controls: ['CTL-ICT-01'] },
      { title: 'Have internal audit review the ICT risk management framework', duty: 'Subject the framework to regular internal audit by auditors with sufficient ICT knowledge, and follow up critical findings through a formal process.', modality: 'must', entities: FINANCIAL, functions: ['Internal Audit'], components: ['RC-GOV-01'], controls: [] },
    ],
  },
  {
    regulation: 'DORA', reference: 'Art. 19', title: 'Reporting of major ICT-related incidents and voluntary notification of significant cyber threats', topics: ['ict-risk', 'cyber'],
    text: 'Financial entities report major ICT-related incidents to their competent authority with an initial notification, an intermediate report and a final report, using the templates and time limits of the technical standards. Where an incident affects clients’ financial interests, they inform clients without undue delay of the incident and of the measures taken. They may notify significant cyber threats voluntarily.',
    notes: 'Time limits under Delegated Regulation (EU) 2025/301: initial notification within 4 hours of classification and 24 hours of detection; intermediate report within 72 hours; final report within one month.',
    obligations: [
      { title: 'Report major ICT-related incidents to the competent authority', duty: 'Classify ICT incidents against the regulatory criteria and submit the initial notification, intermediate report and final report for each major incident within the set time limits.', modality: 'must', entities: FINANCIAL, functions: ['Information Technology', 'Information Security', 'Compliance'], components: ['RC-ICT-02', 'RC-CYB-01', 'RC-REP-01'], controls: ['CTL-ICT-03'] },
      { title: 'Inform clients of major ICT incidents affecting their financial interests', duty: 'When a major ICT-related incident affects the financial interests of clients, inform them without undue delay of the incident and of the measures taken to limit its effects.', modality: 'must', entities: FINANCIAL, functions: ['Operations', 'Compliance'], components: ['RC-CON-02', 'RC-CON-03'], controls: ['CTL-ICT-03'] },
      { title: 'Notify significant cyber threats voluntarily', duty: 'The firm may notify significant cyber threats to the competent authority where it considers them relevant to the financial system, its users or clients.', modality: 'may', entities: FINANCIAL, functions: ['Information Security'], components: ['RC-CYB-01'], controls: ['CTL-ICT-07'] },
    ],
  },
  {
    regulation: 'DORA', reference: 'Art. 26', title: 'Advanced testing of ICT tools, systems and processes based on TLPT', topics: ['cyber', 'ict-risk'],
    text: 'Financial entities identified by their competent authority carry out threat-led penetration testing at least every three years, covering several or all critical or important functions on live production systems, with the involvement of relevant ICT third-party providers, and submit a summary of findings and remediation plans to the authority, which issues an attestation.',
    obligations: [
      { title: 'Carry out threat-led penetration testing every three years', duty: 'If identified by the competent authority, run a threat-led penetration test of the live systems supporting critical or important functions at least every three years, under the TIBER-EU based process, and remediate the findings.', modality: 'must', entities: ['Credit institution', 'Investment firm', 'Insurance undertaking'], functions: ['Information Security'], components: ['RC-CYB-01', 'RC-ICT-01'], controls: ['CTL-ICT-05'] },
    ],
  },
  {
    regulation: 'DORA', reference: 'Art. 28', title: 'General principles of ICT third-party risk management', topics: ['third-party-risk'],
    text: 'Financial entities manage ICT third-party risk as an integral part of ICT risk, adopt a strategy on ICT third-party risk, and maintain and update a register of information on all contractual arrangements on the use of ICT services. They report the register to the competent authority on request, report at least yearly on new arrangements, inform the authority in a timely manner of planned arrangements on ICT services supporting critical or important functions, and have exit strategies for such services.',
    obligations: [
      { title: 'Maintain the register of information on ICT third-party arrangements', duty: 'Keep a register of all contractual arrangements on ICT services at entity, sub-consolidated and consolidated level, distinguishing those supporting critical or important functions, and submit it to the competent authority in the required format.', modality: 'must', entities: FINANCIAL, functions: ['Procurement', 'Information Technology'], components: ['RC-TPR-01', 'RC-REP-01'], controls: ['CTL-TPR-01'] },
      { title: 'Notify the competent authority of planned critical ICT arrangements', duty: 'Inform the competent authority in a timely manner of any planned contractual arrangement on ICT services supporting critical or important functions, and when a function becomes critical or important.', modality: 'must', entities: FINANCIAL, functions: ['Procurement', 'Compliance'], components: ['RC-TPR-01', 'RC-REP-01'], controls: ['CTL-TPR-02'] },
      { title: 'Have exit strategies for ICT services supporting critical functions', duty: 'Put in place exit strategies and transition plans for ICT services supporting critical or important functions, so the firm can exit without disruption to its activities or clients, and test them.', modality: 'must', entities: FINANCIAL, functions: ['Operations', 'Procurement'], components: ['RC-TPR-01', 'RC-TPR-02'], controls: ['CTL-TPR-04'] },
      { title: 'Keep the EBA outsourcing register for ICT services', duty: 'Superseded: ICT outsourcing arrangements were recorded in the register required by the EBA Guidelines on outsourcing arrangements; they are now part of the DORA register of information.', modality: 'must', due: '2019-09-30', stage: 'retired', entities: ['Credit institution', 'Investment firm', 'Payment institution'], functions: ['Procurement'], components: ['RC-TPR-01'], controls: ['CTL-TPR-05'] },
    ],
  },
  {
    regulation: 'DORA', reference: 'Art. 30', title: 'Key contractual provisions', topics: ['third-party-risk'],
    text: 'Rights and obligations of the financial entity and the ICT third-party service provider are set out in one written contract. It covers at least a description of the services, the locations of processing and data, data protection, access and return of data, service levels, assistance in ICT incidents, cooperation with competent authorities and termination rights. Contracts for services supporting critical or important functions also cover precise quantitative service levels, notice and reporting duties, business continuity plans, participation in TLPT, unrestricted rights of access, inspection and audit, and exit strategies.',
    obligations: [
      { title: 'Include the mandatory clauses in ICT service contracts', duty: 'Make sure every ICT service contract, new or renewed, contains the minimum clauses on services, locations, data, service levels, incident assistance, cooperation with authorities and termination.', modality: 'must', entities: FINANCIAL, functions: ['Legal', 'Procurement'], components: ['RC-TPR-01'], controls: ['CTL-TPR-03'] },
      { title: 'Secure audit and access rights in contracts for critical ICT services', duty: 'For ICT services supporting critical or important functions, secure unrestricted rights of access, inspection and audit for the firm and its supervisor, participation in TLPT, and a mandatory transition period on exit.', modality: 'must', entities: FINANCIAL, functions: ['Legal', 'Procurement', 'Internal Audit'], components: ['RC-TPR-01', 'RC-TPR-02'], controls: ['CTL-TPR-03', 'CTL-TPR-04'] },
    ],
  },
  // MiCA and TFR
  {
    regulation: 'MiCA', reference: 'Art. 60', title: 'Provision of crypto-asset services by certain financial entities', topics: ['mica'],
    text: 'A credit institution may provide crypto-asset services if it communicates specified information to its competent authority at least 40 working days before providing them for the first time: a programme of operations, ICT and security arrangements, AML arrangements, the segregation of clients’ assets, the custody policy and other items. Investment firms, CSDs, e-money institutions, UCITS management companies and AIFMs may do the same for the services equivalent to those they are authorised for.',
    obligations: [
      { title: 'Provide crypto-asset services as a credit institution after notification', duty: 'The bank may offer crypto-asset custody and other crypto-asset services without a separate CASP authorisation, provided it has notified the competent authority with the required information at least 40 working days before starting.', modality: 'may', stage: 'draft', entities: BANKS, functions: ['Front Office', 'Compliance', 'Legal'], components: ['RC-GOV-01'], controls: ['CTL-REG-03'] },
    ],
  },
  {
    regulation: 'MiCA', reference: 'Art. 70', title: 'Safekeeping of clients’ crypto-assets and funds', topics: ['mica'],
    text: 'Crypto-asset service providers that hold clients’ crypto-assets or the means of access to them make adequate arrangements to safeguard clients’ ownership rights, especially in the event of insolvency, and to prevent use of clients’ crypto-assets for their own account. Clients’ funds other than e-money tokens are placed with a credit institution or central bank by the end of the business day after receipt and held in accounts separate from the provider’s own.',
    obligations: [
      { title: 'Segregate client crypto-assets from own holdings', duty: 'Hold client crypto-assets in wallets separate from the firm’s own, record each client’s positions, reconcile them daily and never use them for the firm’s own account.', modality: 'must', entities: CASPS, functions: ['Operations', 'Finance'], components: ['RC-GOV-01', 'RC-CON-02'], controls: ['CTL-CRY-01'] },
      { title: 'Place client funds with a bank or central bank by the next business day', duty: 'Deposit clients’ cash received for crypto-asset services with a credit institution or central bank by the end of the business day after receipt, in accounts identified separately from the firm’s own.', modality: 'must', entities: CASPS, functions: ['Finance', 'Operations'], components: ['RC-CON-02', 'RC-CON-04'], controls: ['CTL-CRY-01'] },
    ],
  },
  {
    regulation: 'MiCA', reference: 'Art. 92', title: 'Prevention and detection of market abuse', topics: ['mica', 'surveillance'],
    text: 'Persons professionally arranging or executing transactions in crypto-assets have effective arrangements, systems and procedures to prevent and detect market abuse, and report without delay to the competent authority any reasonable suspicion about an order or transaction, including cancellation or modification, that could constitute insider dealing, unlawful disclosure or market manipulation.',
    obligations: [
      { title: 'Report suspected market abuse in crypto-assets', duty: 'Monitor orders and transactions in crypto-assets for market abuse and report reasonable suspicions to the competent authority without delay.', modality: 'must', entities: CASPS, functions: ['Compliance'], components: ['RC-MKT-01'], controls: ['CTL-MAR-01', 'CTL-MAR-02'] },
    ],
  },
  {
    regulation: 'TFR', reference: 'Art. 14', title: 'Obligations of the crypto-asset service provider of the originator', topics: ['travel-rule'],
    text: 'The CASP of the originator ensures that transfers of crypto-assets are accompanied by the name, distributed ledger address or account number, and address or identifiers of the originator, and the name and address or account number of the beneficiary. The information is submitted in advance of, or simultaneously with, the transfer, securely. For transfers exceeding EUR 1,000 to a self-hosted address, the CASP assesses whether the address is owned or controlled by the originator.',
    obligations: [
      { title: 'Send originator and beneficiary information with crypto-asset transfers', duty: 'Collect, verify and transmit the required originator and beneficiary information with every crypto-asset transfer, whatever the amount, and do not execute transfers while information is missing.', modality: 'must', entities: CASPS, functions: ['Operations', 'Compliance'], components: ['RC-FCR-01', 'RC-FCR-02'], controls: ['CTL-KYC-06'] },
      { title: 'Check ownership of self-hosted addresses above EUR 1,000', duty: 'For transfers of more than EUR 1,000 to a self-hosted address, take adequate measures to assess whether the address is owned or controlled by the originator.', modality: 'must', entities: CASPS, functions: ['Operations'], components: ['RC-FCR-01'], controls: ['CTL-KYC-06'] },
    ],
  },
  // Prudential
  {
    regulation: 'CRR3', reference: 'Art. 92(3)', title: 'Own funds requirements: the output floor', topics: ['capital'],
    text: 'An institution’s total risk exposure amount is the higher of the amount calculated with all the approaches it uses, including internal models, and a floor equal to a percentage of the amount calculated with the standardised approaches only. The percentage is 72.5%, with transitional factors under Article 465 starting at 50% in 2025 and rising each year to 2030.',
    notes: 'The output floor binds at consolidated level of the EU parent; member states may exempt stand-alone subsidiaries. Transitional caps for unrated corporates and residential mortgages run to 2032.',
    obligations: [
      { title: 'Calculate the output floor for the risk exposure amount', duty: 'Calculate the standardised-approach risk exposure amount alongside the internal-model amount, apply the output floor with the transitional factor for the year, and report both in COREP.', modality: 'must', entities: BANKS, functions: ['Finance', 'Risk Management'], components: ['RC-DAT-01', 'RC-REP-01'], controls: ['CTL-REG-01'] },
    ],
  },
  {
    regulation: 'CRD VI', reference: 'Art. 87a', title: 'Environmental, social and governance risks', topics: ['climate-risk', 'transition-plans'],
    text: 'Institutions have robust strategies, policies, processes and systems to identify, measure, manage and monitor ESG risks over the short, medium and long term, with a long-term horizon of at least ten years, proportionate to their size and complexity. They test their resilience to long-term negative ESG impacts. The EBA specifies minimum standards and the content of the plans institutions prepare under Article 76(2).',
    obligations: [
      { title: 'Manage ESG risks over a horizon of at least ten years', duty: 'Identify, measure, manage and monitor ESG risks across all risk types over the short, medium and a long-term horizon of at least ten years, and include them in the risk appetite, ICAAP and stress testing.', modality: 'must', entities: BANKS, functions: ['Risk Management', 'Sustainability'], components: ['RC-ESG-02'], controls: ['CTL-ESG-06'] },
      { title: 'Prepare a plan to address ESG risks from the transition', duty: 'Have the management body adopt plans with quantifiable targets and milestones to monitor and address the financial risks from ESG factors, including those from the transition to climate neutrality by 2050.', modality: 'must', due: '2026-01-11', stage: 'submitted', entities: BANKS, functions: ['Risk Management', 'Sustainability', 'Finance'], components: ['RC-ESG-02', 'RC-GOV-01'], controls: ['CTL-ESG-06'] },
    ],
  },
  // Sustainability reporting and disclosures
  {
    regulation: 'CSRD', reference: 'Art. 19a', title: 'Sustainability reporting', topics: ['csrd-esrs'],
    text: 'Article 19a of the Accounting Directive, as inserted by the CSRD: large undertakings and listed SMEs include in a clearly identifiable section of their management report the information necessary to understand their impacts on sustainability matters and how sustainability matters affect their development, performance and position (double materiality), reported under the European Sustainability Reporting Standards and covering the value chain. Article 29a sets the same for parent undertakings of large groups.',
    notes: 'The group has reported since financial year 2024 as a first-wave public-interest entity. ESRS simplification under the Omnibus (fewer datapoints) is expected to apply from financial year 2027.',
    obligations: [
      { title: 'Publish a sustainability statement in the management report', duty: 'Include a sustainability statement prepared under the ESRS in a dedicated section of the (consolidated) management report, covering the material impacts, risks and opportunities and the value chain.', modality: 'must', due: '2025-04-30', entities: ['Large undertaking', 'Credit institution', 'Insurance undertaking'], functions: ['Sustainability', 'Finance'], components: ['RC-REP-01', 'RC-DAT-01'], controls: ['CTL-ESG-02'] },
      { title: 'Perform a double materiality assessment', duty: 'Assess which sustainability matters are material from the impact perspective, the financial perspective or both, document the process and the thresholds, and use the result to scope the sustainability statement.', modality: 'must', entities: ['Large undertaking', 'Credit institution', 'Insurance undertaking'], functions: ['Sustainability', 'Risk Management'], components: ['RC-GOV-01', 'RC-REP-01'], controls: ['CTL-ESG-01'] },
      { title: 'Obtain limited assurance on the sustainability statement', duty: 'Have the statutory auditor or an independent assurance provider give a limited assurance opinion on the sustainability statement, including the Taxonomy disclosures and the materiality process.', modality: 'must', due: '2025-04-30', entities: ['Large undertaking', 'Credit institution', 'Insurance undertaking'], functions: ['Finance', 'Sustainability', 'Internal Audit'], components: ['RC-REP-01'], controls: ['CTL-ESG-02'] },
    ],
  },
  {
    regulation: 'Stop-the-clock Directive', reference: 'Art. 1', title: 'Amendments to the dates of application of the CSRD', topics: ['csrd-esrs'],
    text: 'Amends Article 5(2) of the CSRD so that member states require large undertakings that are not public-interest entities with more than 500 employees (the second wave) to report from financial years starting on or after 1 January 2027, and listed SMEs from financial years starting on or after 1 January 2028, two years later than before. Member states transpose it by 31 December 2025.',
    obligations: [
      { title: 'Defer first CSRD reporting of second-wave subsidiaries to 2027', duty: 'Subsidiaries that are large undertakings but not in the first wave may report under the CSRD for the first time for financial year 2027 instead of 2025, where their member state has transposed the postponement.', modality: 'may', due: '2027-01-01', entities: ['Large undertaking'], functions: ['Sustainability', 'Finance'], components: ['RC-REP-01'], controls: ['CTL-REG-03'] },
    ],
  },
  {
    regulation: 'EU Taxonomy', reference: 'Art. 8', title: 'Transparency of undertakings in non-financial statements', topics: ['taxonomy'],
    text: 'Undertakings that publish sustainability information under the Accounting Directive disclose how and to what extent their activities are associated with environmentally sustainable economic activities. Non-financial undertakings disclose the proportion of turnover, capital expenditure and operating expenditure aligned with the Taxonomy; the content for financial undertakings, including the green asset ratio of credit institutions, is set in Delegated Regulation (EU) 2021/2178.',
    obligations: [
      { title: 'Disclose the green asset ratio', duty: 'Calculate and publish the proportion of Taxonomy-aligned exposures in covered assets (green asset ratio), with the templates and explanations the disclosures delegated act requires.', modality: 'must', due: '2024-01-01', entities: BANKS, functions: ['Sustainability', 'Finance'], components: ['RC-REP-01', 'RC-DAT-01', 'RC-ESG-01'], controls: ['CTL-ESG-02'] },
    ],
  },
  {
    regulation: 'SFDR', reference: 'Art. 4', title: 'Transparency of adverse sustainability impacts at entity level', topics: ['sfdr'],
    text: 'Financial market participants publish on their websites whether they consider principal adverse impacts of investment decisions on sustainability factors and, if so, a statement on their due diligence policies; if not, clear reasons why. Participants with more than 500 employees, or parent undertakings of such a group, must publish the statement. The regulatory technical standards set the template and the 30 June deadline for the reference year.',
    obligations: [
      { title: 'Publish the principal adverse impacts statement by 30 June', duty: 'Publish on the website, by 30 June each year, the principal adverse impacts statement for the previous calendar year with the mandatory indicators, actions taken and targets.', modality: 'must', due: '2026-06-30', entities: FMPS, functions: ['Sustainability', 'Front Office'], components: ['RC-REP-01', 'RC-ESG-01'], controls: ['CTL-ESG-05'] },
      { title: 'Explain on the website why adverse impacts are not considered', duty: 'An entity with no more than 500 employees may choose not to consider principal adverse impacts, provided it publishes clear reasons and whether and when it intends to consider them.', modality: 'may', entities: ['Alternative investment fund manager'], functions: ['Sustainability', 'Compliance'], components: ['RC-ESG-01'], controls: [] },
    ],
  },
  {
    regulation: 'SFDR', reference: 'Art. 8', title: 'Transparency of the promotion of environmental or social characteristics in pre-contractual disclosures', topics: ['sfdr', 'greenwashing'],
    text: 'Where a financial product promotes environmental or social characteristics and the companies invested in follow good governance practices, the pre-contractual disclosures include how those characteristics are met and, if an index is designated as a reference benchmark, whether and how it is consistent with them. The regulatory technical standards prescribe the template annexes.',
    obligations: [
      { title: 'Disclose how Article 8 products meet their characteristics', duty: 'Include in the prospectus or pre-contractual documents of each Article 8 product the completed SFDR annex: the characteristics promoted, the binding elements of the strategy, the minimum proportion of sustainable investments and the good governance assessment.', modality: 'must', entities: FMPS, functions: ['Front Office', 'Sustainability', 'Compliance'], components: ['RC-ESG-01'], controls: ['CTL-ESG-03'] },
      { title: 'Verify good governance of investee companies', duty: 'Assess and document that companies in which Article 8 products invest follow good governance practices, in particular sound management structures, employee relations, remuneration of staff and tax compliance.', modality: 'must', entities: FMPS, functions: ['Front Office', 'Sustainability'], components: ['RC-ESG-01', 'RC-DAT-01'], controls: ['CTL-ESG-04'] },
    ],
  },
  {
    regulation: 'ESMA fund names guidelines', reference: 'Quantitative thresholds and exclusions', title: 'Use of ESG or sustainability-related terms in fund names', topics: ['greenwashing', 'sfdr'],
    text: 'Funds using ESG, environmental, impact, transition, social, governance or sustainability-related terms in their names should use at least 80% of their investments to meet the environmental or social characteristics or sustainable investment objectives they promote. Funds with transition, social or governance terms apply the Climate Transition Benchmark exclusions; funds with environmental, impact or sustainability terms apply the Paris-aligned Benchmark exclusions, and those with sustainability terms also invest meaningfully in sustainable investments.',
    notes: 'Supervisors expect temporary deviations from the threshold to be corrected in the best interests of investors; a passive breach is not a reason to rename the fund.',
    obligations: [
      { title: 'Keep at least 80% of an ESG-named fund aligned with its characteristics', duty: 'For each fund with an ESG or sustainability-related term in its name, keep at least 80% of investments meeting the characteristics or objectives promoted, and monitor it daily.', modality: 'must', due: '2025-05-21', entities: FUND_MANAGERS, functions: ['Front Office', 'Risk Management'], components: ['RC-ESG-01'], controls: ['CTL-ESG-04'] },
      { title: 'Apply the PAB or CTB exclusions to ESG-named funds', duty: 'Apply the Paris-aligned Benchmark exclusions to funds with environmental, impact or sustainability terms, and the Climate Transition Benchmark exclusions to funds with transition, social or governance terms.', modality: 'must', due: '2025-05-21', entities: FUND_MANAGERS, functions: ['Front Office', 'Sustainability'], components: ['RC-ESG-01'], controls: ['CTL-ESG-04', 'CTL-ESG-03'] },
    ],
  },
  {
    regulation: 'EU GBS', reference: 'Art. 3', title: 'Designation ‘European Green Bond’ or ‘EuGB’', topics: ['greenwashing', 'taxonomy'],
    text: 'The designation ‘European Green Bond’ or ‘EuGB’ may be used only by issuers of bonds that meet the requirements of Title II of the regulation until the maturity of the bond: allocation of proceeds to Taxonomy-aligned uses, a published factsheet with a positive pre-issuance review, and allocation and impact reports.',
    obligations: [
      { title: 'Issue green bonds under the European Green Bond designation', duty: 'The bank may market its green bonds as European Green Bonds if proceeds go to Taxonomy-aligned assets and activities, and it publishes a factsheet and allocation reports reviewed by a registered external reviewer.', modality: 'may', entities: BANKS, functions: ['Finance', 'Sustainability'], components: ['RC-ESG-01'], controls: [] },
    ],
  },
  // Payments
  {
    regulation: 'Instant Payments Regulation', reference: 'Art. 5c', title: 'Verification of payee', topics: ['instant-payments', 'fraud-scams'],
    text: 'Article 5c of Regulation (EU) No 260/2012, as inserted: the payer’s PSP offers the payer, free of charge, a service verifying the payee to whom the payer intends to send a credit transfer, before the payer authorises it. Where the name and the payment account identifier do not match, the PSP tells the payer and warns that authorising the transfer may lead to the funds going to another account. Payers may opt out of the service for bulk orders.',
    obligations: [
      { title: 'Verify the payee before a credit transfer is authorised', duty: 'Check the payee’s name against the IBAN the payer provides for every regular and instant credit transfer, show the result before authorisation, free of charge, and warn the payer of the consequences of a mismatch.', modality: 'must', due: '2025-10-09', entities: PSPS, functions: ['Operations', 'Information Technology'], components: ['RC-FCR-02', 'RC-CON-02'], controls: ['CTL-PAY-01'] },
    ],
  },
  {
    regulation: 'Instant Payments Regulation', reference: 'Art. 5d', title: 'Screening of payment service users against targeted financial restrictive measures', topics: ['instant-payments', 'sanctions'],
    text: 'Article 5d of Regulation (EU) No 260/2012, as inserted: PSPs offering instant credit transfers verify whether any of their users are persons or entities subject to targeted financial restrictive measures, immediately after new or amended measures enter into force and at least once every calendar day. During the execution of an instant credit transfer, the PSPs involved do not additionally screen the payer or payee.',
    obligations: [
      { title: 'Screen customers against EU sanctions lists every day', duty: 'Screen all payment service users against EU targeted financial sanctions at least once every calendar day and immediately after each new designation or amendment.', modality: 'must', due: '2025-01-09', entities: PSPS, functions: ['Compliance', 'Operations'], components: ['RC-FCR-02'], controls: ['CTL-SAN-01'] },
      { title: 'Do not screen individual instant payments against EU sanctions lists', duty: 'Do not hold or screen individual instant credit transfers against EU sanctions lists during execution; rely on the daily customer screening instead. Screening against other regimes is outside this rule.', modality: 'must-not', due: '2025-01-09', entities: PSPS, functions: ['Operations', 'Compliance'], components: ['RC-FCR-02'], controls: ['CTL-SAN-01'] },
    ],
  },
  // AML
  {
    regulation: 'AMLR', reference: 'Art. 20', title: 'Customer due diligence measures', topics: ['kyc'],
    text: 'To conduct customer due diligence, obliged entities identify the customer and verify their identity, identify the beneficial owners and take reasonable measures to verify their identity, assess and understand the purpose and intended nature of the business relationship, verify whether the customer or beneficial owners are subject to targeted financial sanctions, and conduct ongoing monitoring of the business relationship, including scrutiny of transactions. The extent of the measures follows the customer risk assessment.',
    notes: 'Replaces the national transposition of AMLD4/5. AMLA’s RTS on CDD will set the identification data and verification sources.',
    obligations: [
      { title: 'Identify and verify customers and beneficial owners', duty: 'Identify each customer and verify their identity before establishing a business relationship or carrying out an occasional transaction above the threshold, identify the beneficial owners down to natural persons and verify them with reasonable measures.', modality: 'must', entities: [...FINANCIAL, ...CASPS], functions: ['Operations', 'Compliance'], components: ['RC-FCR-01'], controls: ['CTL-KYC-01', 'CTL-KYC-02'] },
      { title: 'Monitor business relationships and keep customer data up to date', duty: 'Scrutinise transactions throughout the relationship to ensure they are consistent with what the firm knows of the customer, and update customer information at least yearly for high-risk customers and at least every five years for others.', modality: 'must', stage: 'submitted', entities: [...FINANCIAL, ...CASPS], functions: ['Operations', 'Compliance'], components: ['RC-FCR-01', 'RC-DAT-01'], controls: ['CTL-KYC-03', 'CTL-KYC-04'] },
    ],
  },
  {
    regulation: 'AMLR', reference: 'Art. 69', title: 'Reporting of suspicions', topics: ['kyc', 'aml-supervision'],
    text: 'Obliged entities report to the FIU, on their own initiative and promptly, where they know, suspect or have reasonable grounds to suspect that funds or activities are the proceeds of criminal activity or related to terrorist financing, including attempted transactions and suspicions arising from the inability to complete customer due diligence. They answer requests for information from the FIU within five working days.',
    obligations: [
      { title: 'Report suspicious transactions to the FIU', duty: 'Report knowledge or suspicion of money laundering or terrorist financing to the FIU promptly, including attempted transactions and cases where customer due diligence could not be completed.', modality: 'must', entities: [...FINANCIAL, ...CASPS], functions: ['Compliance'], components: ['RC-FCR-02', 'RC-REP-01'], controls: ['CTL-KYC-05', 'CTL-KYC-04'] },
      { title: 'Answer FIU requests within five working days', duty: 'Provide the FIU with all information it requests, including transaction records, within five working days or the shorter deadline it sets in urgent cases.', modality: 'must', entities: [...FINANCIAL, ...CASPS], functions: ['Compliance', 'Operations'], components: ['RC-REP-01'], controls: ['CTL-KYC-05'] },
    ],
  },
  // Markets
  {
    regulation: 'EMIR 3', reference: 'Art. 7a', title: 'Active account requirement', topics: ['market-structure'],
    text: 'Article 7a of EMIR, as inserted by EMIR 3: financial and non-financial counterparties subject to the clearing obligation that exceed the clearing threshold in euro- or zloty-denominated interest rate derivatives or euro short-term interest rate derivatives hold at least one active account at a CCP authorised in the Union, clear there a representative number of trades, and report to their competent authority every six months on the conditions.',
    notes: 'The operational conditions and representativeness obligation are specified in ESMA’s RTS; counterparties with more than EUR 6 billion in the relevant classes face the representativeness requirement.',
    obligations: [
      { title: 'Hold an active account at an EU CCP', duty: 'Hold at least one active account at an EU CCP for the relevant derivative classes, keep it operational with IT connectivity and internal processes, and stress-test its use.', modality: 'must', entities: ['Financial counterparty', ...DEALERS], functions: ['Operations', 'Front Office'], components: ['RC-REP-01', 'RC-CON-01'], controls: ['CTL-REG-02'] },
      { title: 'Report active account information every six months', duty: 'Calculate the activity in the relevant classes and report to the competent authority every six months the information showing the active account conditions are met.', modality: 'must', entities: ['Financial counterparty', ...DEALERS], functions: ['Operations', 'Compliance'], components: ['RC-REP-01'], controls: ['CTL-REG-02'] },
    ],
  },
  {
    regulation: 'MiFID II', reference: 'Art. 16(7)', title: 'Recording of telephone conversations and electronic communications', topics: ['investor-protection', 'surveillance'],
    text: 'Records include the recording of telephone conversations and electronic communications relating to transactions concluded when dealing on own account and to client order services, including communications intended to result in transactions even if they do not. Firms take all reasonable steps to prevent staff from making or sending such communications on privately owned equipment the firm cannot record. Records are kept for five years, or up to seven where the competent authority requests.',
    obligations: [
      { title: 'Record client order and own-account dealing communications', duty: 'Record telephone conversations and electronic communications relating to client orders and own-account dealing, tell clients in advance, and keep the records for at least five years.', modality: 'must', entities: DEALERS, functions: ['Front Office', 'Information Technology', 'Compliance'], components: ['RC-MKT-01'], controls: ['CTL-MAR-06'] },
      { title: 'Do not use unrecorded private devices for client business', duty: 'Staff must not make or send relevant communications on privately owned equipment or messaging apps the firm cannot record and copy.', modality: 'must-not', entities: DEALERS, functions: ['Front Office', 'Compliance'], components: ['RC-MKT-01', 'RC-CON-01'], controls: ['CTL-MAR-06'] },
    ],
  },
  {
    regulation: 'MiFID II', reference: 'Art. 25(2)', title: 'Assessment of suitability', topics: ['investor-protection', 'sfdr'],
    text: 'When providing investment advice or portfolio management, the firm obtains the necessary information on the client’s knowledge and experience, financial situation including ability to bear losses, and investment objectives including risk tolerance, so as to recommend only suitable instruments. Since August 2022 the objectives include the client’s sustainability preferences (Delegated Regulation (EU) 2021/1253).',
    obligations: [
      { title: 'Collect clients’ sustainability preferences in the suitability assessment', duty: 'Ask every advisory and portfolio management client about their sustainability preferences after the other investment objectives, and recommend only products that match them, or document the client’s adapted preferences.', modality: 'must', due: '2022-08-02', entities: DEALERS, functions: ['Front Office'], components: ['RC-CON-02', 'RC-ESG-01'], controls: ['CTL-CON-02'] },
    ],
  },
  {
    regulation: 'MAR', reference: 'Art. 16', title: 'Prevention and detection of market abuse', topics: ['surveillance'],
    text: 'Persons professionally arranging or executing transactions establish and maintain effective arrangements, systems and procedures to detect and report suspicious orders and transactions. Where they have a reasonable suspicion that an order or transaction, placed or executed, could constitute insider dealing, market manipulation or an attempt, they notify the competent authority without delay.',
    obligations: [
      { title: 'Run surveillance to detect suspicious orders and transactions', duty: 'Monitor all orders and transactions, including cancellations and modifications, with automated surveillance calibrated to the firm’s business, and review alerts by trained staff.', modality: 'must', entities: DEALERS, functions: ['Compliance', 'Information Technology'], components: ['RC-MKT-01'], controls: ['CTL-MAR-01'] },
      { title: 'Report suspicious orders and transactions without delay', duty: 'Submit a suspicious transaction and order report to the competent authority without delay once reasonable suspicion is formed, and do not tell the client.', modality: 'must', entities: DEALERS, functions: ['Compliance'], components: ['RC-MKT-01', 'RC-REP-01'], controls: ['CTL-MAR-02'] },
    ],
  },
  {
    regulation: 'MAR', reference: 'Art. 17', title: 'Public disclosure of inside information', topics: ['insider-dealing'],
    text: 'Issuers inform the public as soon as possible of inside information that directly concerns them, in a way that allows fast access and complete, correct and timely assessment, and post it on their website for five years. An issuer may delay disclosure on its own responsibility where immediate disclosure is likely to prejudice its legitimate interests, the delay is not likely to mislead the public, and confidentiality is ensured; it informs the competent authority of the delay immediately after disclosure.',
    notes: 'Listing Act amendments (Regulation (EU) 2024/2809): from 5 June 2026 intermediate steps of a protracted process no longer need disclosure, and the second delay condition refers to a contrast with the issuer’s latest public announcement.',
    obligations: [
      { title: 'Disclose inside information to the public as soon as possible', duty: 'Publish inside information that directly concerns the bank as an issuer as soon as possible through the regulated channel and keep it on the website for at least five years.', modality: 'must', entities: ['Issuer of listed securities'], functions: ['Legal', 'Finance'], components: ['RC-REP-01', 'RC-MKT-01'], controls: ['CTL-MAR-04'] },
      { title: 'Delay disclosure of inside information when the conditions are met', duty: 'The issuer may delay disclosure where all the conditions are met, provided it records the decision, the conditions and the times, keeps the information confidential and discloses as soon as confidentiality is lost.', modality: 'may', entities: ['Issuer of listed securities'], functions: ['Legal', 'Compliance'], components: ['RC-MKT-01'], controls: ['CTL-MAR-04', 'CTL-MAR-03'] },
      { title: 'Notify the competent authority after a delayed disclosure', duty: 'Inform the competent authority that disclosure was delayed, and explain on request how the conditions were met, immediately after the information is disclosed.', modality: 'must', entities: ['Issuer of listed securities'], functions: ['Compliance'], components: ['RC-REP-01'], controls: ['CTL-MAR-04'] },
    ],
  },
  {
    regulation: 'MAR', reference: 'Art. 18', title: 'Insider lists', topics: ['insider-dealing'],
    text: 'Issuers and persons acting on their behalf draw up a list of all persons who have access to inside information and who work for them, promptly update it, and provide it to the competent authority on request. They take all reasonable steps to ensure that persons on the list acknowledge in writing their legal and regulatory duties and are aware of the sanctions. Lists are kept for at least five years.',
    obligations: [
      { title: 'Keep insider lists up to date', duty: 'Open an insider list for each piece of inside information, add people promptly with the required details and times, obtain their written acknowledgement, and keep the list for five years.', modality: 'must', entities: ['Issuer of listed securities', ...DEALERS], functions: ['Compliance', 'Legal'], components: ['RC-MKT-01'], controls: ['CTL-MAR-03'] },
    ],
  },
  {
    regulation: 'MAR', reference: 'Art. 19(11)', title: 'Closed period for managers’ transactions', topics: ['insider-dealing'],
    text: 'A person discharging managerial responsibilities within an issuer does not conduct transactions on its own account or for a third party relating to the issuer’s shares or debt instruments, or related derivatives, during a closed period of 30 calendar days before the announcement of an interim or year-end financial report that the issuer must publish.',
    obligations: [
      { title: 'Do not let managers trade during the 30-day closed period', duty: 'Persons discharging managerial responsibilities must not trade in the bank’s shares, bonds or related derivatives in the 30 calendar days before an interim or year-end report; the issuer tracks the calendar, informs them and blocks pre-clearance.', modality: 'must-not', entities: ['Issuer of listed securities'], functions: ['Compliance', 'Legal'], components: ['RC-MKT-01'], controls: ['CTL-MAR-05'] },
    ],
  },
  {
    regulation: 'REMIT', reference: 'Art. 15', title: 'Obligations of persons professionally arranging transactions', topics: ['commodities', 'surveillance'],
    text: 'Persons professionally arranging transactions in wholesale energy products establish and maintain effective arrangements, systems and procedures to identify and report potential breaches of the prohibitions of insider trading and market manipulation, and notify the national regulatory authority without further delay of reasonable suspicions. The 2024 amendments extend the duty to persons professionally executing transactions.',
    obligations: [
      { title: 'Report suspected REMIT breaches to the regulatory authority', duty: 'Monitor orders and transactions in wholesale electricity and gas products and notify the national regulatory authority of reasonable suspicions of insider trading or market manipulation without further delay.', modality: 'must', entities: DEALERS, functions: ['Compliance', 'Front Office'], components: ['RC-MKT-01', 'RC-REP-01'], controls: ['CTL-MAR-01', 'CTL-MAR-02'] },
    ],
  },
  {
    regulation: 'REMIT', reference: 'Art. 8', title: 'Data collection: reporting of wholesale energy transactions', topics: ['commodities'],
    text: 'Market participants, or third parties on their behalf, provide ACER with a record of their wholesale energy market transactions, including orders to trade, through registered reporting mechanisms; standard contracts are reported by the next working day and non-standard contracts within a month (Implementing Regulation (EU) No 1348/2014). The 2024 amendments bring LNG into scope and have ACER authorise and supervise the registered reporting mechanisms.',
    obligations: [
      { title: 'Report wholesale energy transactions and orders to ACER', duty: 'Report every wholesale electricity and gas transaction and order to trade through a registered reporting mechanism — standard contracts by the next working day, non-standard contracts within a month — and reconcile what was reported with the trading records.', modality: 'must', entities: DEALERS, functions: ['Operations', 'Front Office'], components: ['RC-REP-01'], controls: ['CTL-REG-03'] },
    ],
  },
  {
    regulation: 'MiFID II', reference: 'Art. 57', title: 'Position limits and position management controls in commodity derivatives', topics: ['commodities', 'market-structure'],
    text: 'Competent authorities set limits on the size of the net position a person can hold in agricultural commodity derivatives and in critical or significant commodity derivatives traded on trading venues, and in economically equivalent OTC contracts, counting the positions held by the person and on its behalf at group level. Since the 2021 amendments (Directive (EU) 2021/338) other commodity derivatives have no limits, and a financial entity in a predominantly commercial group may apply for the hedging exemption. Trading venues apply position management controls, including powers to require information on positions and their reduction.',
    obligations: [
      { title: 'Keep commodity derivative positions within the position limits', duty: 'Aggregate the group’s net positions in each agricultural and critical or significant commodity derivative, economically equivalent OTC contracts included, and do not exceed the limits the competent authority has set, except for positions covered by an approved exemption.', modality: 'must-not', entities: DEALERS, functions: ['Front Office', 'Risk Management'], components: ['RC-MKT-01'], controls: ['CTL-MAR-01'] },
      { title: 'Answer trading venues’ position management requests', duty: 'Give the trading venue on request the size and purpose of a position or exposure and its beneficial owners, and reduce or close the position when the venue requires it.', modality: 'must', entities: DEALERS, functions: ['Front Office', 'Compliance'], components: ['RC-REP-01'], controls: ['CTL-REG-03'] },
    ],
  },
  {
    regulation: 'MiFID II', reference: 'Art. 58', title: 'Position reporting by categories of position holders', topics: ['commodities'],
    text: 'Trading venues publish weekly reports of the aggregate positions held in commodity derivatives by category of position holder and give the competent authority a daily breakdown of the positions of all their members or participants. Investment firms trading commodity derivatives outside a trading venue report to their competent authority, at least daily, a breakdown of their own positions and those of their clients in such derivatives and in economically equivalent OTC contracts.',
    obligations: [
      { title: 'Report commodity derivative positions daily', duty: 'Report to the competent authority at least daily the firm’s own and its clients’ positions in commodity derivatives traded on trading venues and in economically equivalent OTC contracts, and give the trading venues the position information their reports need.', modality: 'must', entities: DEALERS, functions: ['Operations', 'Compliance'], components: ['RC-REP-01'], controls: ['CTL-REG-03'] },
    ],
  },
  {
    regulation: 'SEC T+1', reference: 'Rule 15c6-2', title: 'Same-day allocation, confirmation and affirmation', topics: ['market-structure'],
    text: 'A broker-dealer that engages in the allocation, confirmation or affirmation process with a customer either enters into written agreements with the parties requiring completion as soon as technologically practicable and no later than the end of trade date, or establishes, maintains and enforces written policies and procedures reasonably designed to ensure it.',
    obligations: [
      { title: 'Complete allocations, confirmations and affirmations on trade date', duty: 'Complete allocations, confirmations and affirmations of institutional trades in US securities by the end of trade date, under written agreements or policies and procedures, so trades settle on T+1.', modality: 'must', entities: ['Investment firm'], functions: ['Operations'], components: ['RC-ICT-02', 'RC-REP-01'], controls: ['CTL-REG-04'] },
    ],
  },
  // Data protection
  {
    regulation: 'GDPR', reference: 'Art. 22', title: 'Automated individual decision-making, including profiling', topics: ['gdpr', 'ai-governance'],
    text: 'A data subject has the right not to be subject to a decision based solely on automated processing, including profiling, which produces legal effects or similarly significantly affects them, unless it is necessary for a contract, authorised by law or based on explicit consent. In the first and last case the controller implements suitable safeguards, at least the right to obtain human intervention, to express a point of view and to contest the decision.',
    notes: 'The CJEU’s SCHUFA judgment (C-634/21) treats a credit score as a decision where it plays a determining role in the lender’s decision.',
    obligations: [
      { title: 'Do not take solely automated credit decisions without safeguards', duty: 'Do not decline credit or set its terms on a solely automated basis unless an exception applies, and then offer human intervention, the chance to be heard and to contest the decision, with meaningful information on the logic involved.', modality: 'must-not', entities: ['Credit institution', 'Payment institution'], functions: ['Risk Management', 'Operations', 'Legal'], components: ['RC-MOD-01', 'RC-CON-02'], controls: ['CTL-AIG-03', 'CTL-DPR-02'] },
    ],
  },
  {
    regulation: 'GDPR', reference: 'Art. 33', title: 'Notification of a personal data breach to the supervisory authority', topics: ['gdpr'],
    text: 'In the case of a personal data breach, the controller notifies the competent supervisory authority without undue delay and, where feasible, not later than 72 hours after becoming aware of it, unless the breach is unlikely to result in a risk to the rights and freedoms of natural persons. Late notifications are accompanied by reasons for the delay. The controller documents every breach, its effects and the remedial action taken.',
    obligations: [
      { title: 'Notify personal data breaches within 72 hours', duty: 'Notify the lead supervisory authority of a personal data breach without undue delay and where feasible within 72 hours of becoming aware, unless it is unlikely to result in a risk to individuals.', modality: 'must', entities: FINANCIAL, functions: ['Compliance', 'Information Security', 'Legal'], components: ['RC-DAT-02', 'RC-REP-01'], controls: ['CTL-DPR-01'] },
      { title: 'Document all personal data breaches', duty: 'Record every personal data breach, notified or not, with its facts, effects and remedial action, so the supervisory authority can verify compliance.', modality: 'must', entities: FINANCIAL, functions: ['Compliance'], components: ['RC-DAT-02'], controls: ['CTL-DPR-01'] },
    ],
  },
  // Other jurisdictions
  {
    regulation: 'UK Consumer Duty', reference: 'PRIN 2A.4', title: 'Price and value outcome', topics: ['consumer-duty'],
    text: 'Manufacturers of products and services for retail customers assess whether each product provides fair value, considering the nature of the product, its benefits, limitations and total price, and the characteristics of the target market including customers with characteristics of vulnerability, before launch and regularly after. Distributors ensure their own charges do not make the product poor value.',
    obligations: [
      { title: 'Assess whether retail products provide fair value', duty: 'Carry out and document a fair value assessment for each retail product before launch and at least annually, across customer groups, and act where a product does not provide fair value.', modality: 'must', entities: ['Credit institution', 'Investment firm', 'Insurance undertaking'], functions: ['Front Office', 'Compliance', 'Finance'], components: ['RC-CON-02'], controls: ['CTL-CON-01'] },
    ],
  },
  {
    regulation: 'APRA CPS 230', reference: 'Business continuity', title: 'Critical operations and tolerance levels', topics: ['op-resilience'],
    text: 'An APRA-regulated entity identifies its critical operations, which include by default operations such as payments and deposit-taking for banks and claims processing for insurers, and sets board-approved tolerance levels for the maximum disruption it would accept for each. It maintains a credible business continuity plan to keep critical operations within tolerance through severe disruptions, and tests it through a systematic programme.',
    obligations: [
      { title: 'Keep critical operations within board-approved tolerance levels', duty: 'For the Australian branch, maintain the register of critical operations with tolerance levels for maximum outage, data loss and minimum service, approved by the board, and test the business continuity plan against them.', modality: 'must', entities: ['Credit institution'], functions: ['Operations', 'Risk Management'], components: ['RC-ICT-02', 'RC-TPR-02'], controls: ['CTL-ICT-06', 'CTL-ICT-04'] },
    ],
  },
  {
    regulation: 'APRA CPS 230', reference: 'Service provider management', title: 'Material service providers', topics: ['third-party-risk'],
    text: 'An APRA-regulated entity keeps a service provider management policy, identifies and maintains a register of its material service providers, and manages the risks of relying on them through formal agreements that allow APRA access. It notifies APRA after entering into or materially changing an agreement with a material service provider, and before entering into offshore arrangements.',
    notes: 'Not yet broken into obligations: the Australian branch’s register of material service providers is being reconciled with the DORA register of information.',
    obligations: [],
  },
  // NIS2, the PRA's SS1/21: provisions recorded for parallel reading with DORA (research), not yet broken into obligations.
  {
    regulation: 'NIS2', reference: 'Art. 20', title: 'Governance', topics: ['cyber', 'governance'],
    text: 'The management bodies of essential and important entities approve the cybersecurity risk-management measures the entity takes, oversee their implementation and can be held liable for infringements. Members of the management bodies follow training, and entities are encouraged to offer similar training to their employees regularly.',
    obligations: [],
  },
  {
    regulation: 'NIS2', reference: 'Art. 21', title: 'Cybersecurity risk-management measures', topics: ['cyber', 'ict-risk', 'third-party-risk'],
    text: 'Entities take appropriate and proportionate technical, operational and organisational measures to manage the risks to their network and information systems, on an all-hazards approach: risk analysis and security policies, incident handling, business continuity and crisis management, supply chain security including the relationships with direct suppliers, security in acquisition and development, assessment of the measures’ effectiveness, cyber hygiene and training, cryptography, human resources security and access control, and multi-factor authentication.',
    obligations: [],
  },
  {
    regulation: 'NIS2', reference: 'Art. 23', title: 'Reporting obligations', topics: ['cyber', 'ict-risk'],
    text: 'Entities notify their CSIRT or competent authority of any significant incident without undue delay: an early warning within 24 hours of becoming aware of it, an incident notification within 72 hours, and a final report within one month. Where appropriate they inform the recipients of their services of significant incidents and of the measures they can take against significant cyber threats.',
    obligations: [],
  },
  {
    regulation: 'PRA SS1/21', reference: 'Ch. 2', title: 'Important business services', topics: ['op-resilience'],
    text: 'Firms identify their important business services: the services they provide to external end users whose disruption could cause intolerable harm to policyholders, pose a risk to the firm’s safety and soundness, or, for the largest firms, threaten the financial stability of the United Kingdom.',
    obligations: [],
  },
  {
    regulation: 'PRA SS1/21', reference: 'Ch. 3', title: 'Impact tolerances', topics: ['op-resilience'],
    text: 'Firms set an impact tolerance for each important business service: the maximum tolerable level of disruption, measured by a length of time and any other relevant metrics, at the point where further disruption would threaten safety and soundness, policyholder protection or financial stability. They must be able to remain within their impact tolerances in severe but plausible scenarios.',
    obligations: [],
  },
  {
    regulation: 'PRA SS1/21', reference: 'Ch. 4', title: 'Mapping', topics: ['op-resilience', 'third-party-risk'],
    text: 'Firms map the people, processes, technology, facilities and information, including those provided by third parties and other group entities, needed to deliver each important business service, in enough detail to identify vulnerabilities and to support scenario testing.',
    obligations: [],
  },
  {
    regulation: 'PRA SS1/21', reference: 'Ch. 5', title: 'Scenario testing', topics: ['op-resilience'],
    text: 'Firms test their ability to remain within their impact tolerances in a range of severe but plausible disruption scenarios, such as the loss of a key third party, a cyber attack or the corruption of data, and act on the vulnerabilities the tests reveal.',
    obligations: [],
  },
  {
    regulation: 'PRA SS1/21', reference: 'Governance', title: 'Board oversight and self-assessment', topics: ['op-resilience', 'governance'],
    text: 'The board approves the important business services and their impact tolerances and regularly reviews the written self-assessment that documents how the firm meets the operational resilience requirements, including its mapping, testing, lessons learned and the investment needed to remain within tolerance.',
    obligations: [],
  },
  {
    regulation: 'Colorado AI Act', reference: 'C.R.S. 6-1-1703', title: 'Duties of deployers of high-risk AI systems', topics: ['ai-governance'],
    text: 'A deployer of a high-risk AI system uses reasonable care to protect consumers from known or reasonably foreseeable risks of algorithmic discrimination. It implements a risk management policy and programme, completes an impact assessment annually and within 90 days of an intentional and substantial modification, notifies consumers when the system makes or substantially factors into a consequential decision about them, and offers an opportunity to correct data and appeal adverse decisions.',
    notes: 'Relevant to the US consumer lending subsidiary. Compliance with a recognised framework such as the NIST AI RMF supports an affirmative defence.',
    obligations: [
      { title: 'Complete impact assessments for high-risk AI used in Colorado', duty: 'Complete an impact assessment for each high-risk AI system used in lending decisions about Colorado consumers, annually and after substantial modifications, and keep it for three years.', modality: 'must', stage: 'draft', entities: ['Credit institution'], functions: ['Risk Management', 'Legal', 'Data Office'], components: ['RC-MOD-01', 'RC-CON-02'], controls: ['CTL-AIG-06', 'CTL-AIG-01'] },
      { title: 'Notify Colorado consumers of AI use in consequential decisions', duty: 'Tell consumers before a high-risk AI system makes or substantially factors into a consequential decision about them, and explain adverse decisions with a chance to correct data and appeal.', modality: 'must', stage: 'draft', entities: ['Credit institution'], functions: ['Operations', 'Legal'], components: ['RC-CON-02'], controls: ['CTL-AIG-05'] },
    ],
  },
];
