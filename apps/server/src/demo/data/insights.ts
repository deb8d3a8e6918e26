import type { DemoAuthor } from '../context.ts';

/**
 * One insight of the demo: an analyst's article on what a development means for the bank. Regulators, topics and
 * tags are named by code and slug (data/regulators.ts, data/topics.ts, TAGS in data/vocabulary.ts).
 */
export interface InsightRow {
  title: string;
  /** One to three sentences. */
  summary: string;
  /** Blocks of the body: paragraphs, `## ` headings and `- ` list items (see bodyHtml in sets/insights.ts). */
  body: readonly string[];
  /** By-line shown to readers. */
  author: string;
  /** The demo user who wrote it, and so may not pass it on in the workflow. */
  by: DemoAuthor;
  /** A stage of ARTICLE_WORKFLOW. */
  stage: 'draft' | 'review' | 'approval' | 'published' | 'archived';
  /** Days before the anchor date: the publication date when published or archived, else roughly its age. */
  ago: number;
  regulators: readonly string[];
  /** ISO 3166 alpha-2 codes, EU or INT. */
  countries: readonly string[];
  topics: readonly string[];
  tags: readonly string[];
  impact: 'high' | 'medium' | 'low';
  audience: 'internal' | 'external';
}

/** One regbite: a short note on a single publication of a regulator. */
export interface RegbiteRow {
  title: string;
  text: string;
  /** Days before the anchor date it was published. */
  ago: number;
  /** Code of the regulator that published it. */
  regulator: string;
  countries: readonly string[];
  topics: readonly string[];
  /** The publication; the regulator's website when absent. */
  url?: string;
}

/**
 * Insights in every workflow stage, published ones first and newest first (the weekly bulletins take them in this
 * order). Nobody passes their own work: items in review are not by the reviewer, items awaiting approval not by the
 * approver.
 */
// prettier-ignore
export const INSIGHTS: readonly InsightRow[] = [
  // Published
  {
    title: 'Basel III: three jurisdictions, three timetables',
    summary: 'On 1 January 2027 the market risk rules of Basel III start to apply in the EU, softened by a temporary multiplier, and Basel 3.1 goes live in the UK. The US proposals of March 2026 still have no compliance date, so the group will run three capital regimes side by side.',
    body: [
      'In the EU, CRR3 has applied since 1 January 2025, with the output floor phasing in from 50% to 72.5% in 2030. The last piece, the FRTB framework for market risk, was postponed twice and now applies from 1 January 2027. The Commission’s delegated act of 4 June 2026 softens the landing: for three years, banks that notify their supervisor may apply a multiplier that brings FRTB capital back towards today’s level, together with temporary relief on the internal model tests.',
      'In the UK, the PRA’s final Basel 3.1 rules, published in January 2026, take effect on the same day, with the output floor reaching 72.5% in 2030. Internal models for market risk follow a year later, on 1 January 2028; until then existing models may continue for the positions they cover.',
      'In the US, the agencies replaced the 2023 Basel III endgame proposal with three new proposals on 19 March 2026. They would lower capital for the largest banks overall and leave the compliance date open. For our US operations we keep planning on the current rules until a final rule sets one.',
      '## What to do',
      '- Treasury and Risk: run the EU multiplier calculation on the Q3 2026 trading book and agree with the joint supervisory team how it is notified.',
      '- UK entity: complete the parallel run of the Basel 3.1 returns in December and sign off the Pillar 3 templates for the first 2027 disclosure.',
      '- Capital planning: show the three regimes separately in the 2027 ICAAP and explain the differences to the board risk committee.',
    ],
    author: 'Prudential Policy', by: 'editor', stage: 'published', ago: 3,
    regulators: ['EC', 'EBA', 'PRA', 'FED', 'OCC'], countries: ['EU', 'GB', 'US'], topics: ['capital'],
    tags: ['crr', 'banking', 'deadline', 'board-attention'], impact: 'high', audience: 'external',
  },
  {
    title: 'DAC8: the first crypto-asset reports are due in 2027',
    summary: 'DAC8 has applied since 1 January 2026: crypto-asset service providers collect information on their users’ transactions during 2026 and report it in 2027. As a credit institution offering crypto custody under MiCA we are a reporting provider, and the same directive widens our CRS reporting.',
    body: [
      'DAC8 (Directive (EU) 2023/2226) brings the OECD Crypto-Asset Reporting Framework into EU law. Reporting crypto-asset service providers must identify their users, obtain self-certifications with a tax identification number, and report exchanges and transfers of crypto-assets to the tax authority of their home Member State, which passes the data on to the users’ countries of residence.',
      'The first reporting period is calendar year 2026, and reports are due within nine months of the year end. Users onboarded before 2026 must be documented by 1 January 2027. A user who still has not provided the information after two reminders must be prevented from carrying out further exchange transactions.',
      'DAC8 also updates the CRS rules from 2026, bringing specified electronic money products and central bank digital currencies into scope and adding data points to the reports.',
      '## What to do',
      '- Digital assets: check that every custody client has a valid self-certification and start the reminder process for those who do not.',
      '- Tax operations: build the 2026 file in the CARF XML schema and test it on the tax authority’s portal in the first quarter.',
      '- CRS: extend the reportable account population to e-money products and update the onboarding forms.',
    ],
    author: 'Tax', by: 'analyst', stage: 'published', ago: 8,
    regulators: ['EC', 'OECD'], countries: ['EU'], topics: ['tax-reporting', 'mica'],
    tags: ['tax', 'crypto-sector', 'deadline'], impact: 'medium', audience: 'external',
  },
  {
    title: 'CRD6 third-country branches: core banking services from 11 January 2027',
    summary: 'From 11 January 2027, Article 21c of CRD6 requires third-country undertakings to provide deposits, loans and guarantees to EU clients through an authorised EU branch, unless an exemption applies. Our UK, US and Swiss entities still book some EU corporate lending directly; those facilities need a new home or a documented exemption.',
    body: [
      'Article 21c replaces 27 national approaches with one rule: a third-country undertaking may provide core banking services in a Member State — taking deposits, lending, and giving guarantees and commitments — only through a branch authorised there. Member States had to transpose CRD6 by 10 January 2026; the branch requirement applies from 11 January 2027.',
      'The exemptions matter more than the rule. Services to EU credit institutions, services within the group, MiFID investment services and their ancillary services, and services provided at the client’s own exclusive initiative remain possible from outside the EU. Contracts concluded before 11 July 2026 are grandfathered until they expire; amending them may bring them back into scope.',
      'National transposition has not been uniform: some Member States read reverse solicitation narrowly or added notification duties, so the answer can differ with the client’s location.',
      '## What to do',
      '- Business lines: list by 15 December every facility booked outside the EU for a client in the EU, with the exemption relied on.',
      '- Legal: document reverse solicitation client by client and keep the evidence in the credit file.',
      '- Lending operations: book new facilities for EU clients that no exemption covers in the EU bank from 11 January 2027.',
    ],
    author: 'Prudential Policy', by: 'editor', stage: 'published', ago: 12,
    regulators: ['EC', 'EBA'], countries: ['EU', 'GB', 'US', 'CH'], topics: ['prudential', 'governance'],
    tags: ['crr', 'banking', 'deadline', 'board-attention'], impact: 'high', audience: 'external',
  },
  {
    title: 'Verification of payee, one year in',
    summary: 'Since 9 October 2025 every euro-area payment service provider must check the payee’s name against the IBAN before a credit transfer goes out. A year on, misdirected payments are down, but no-match results for business payees remain stubborn, and the Payment Services Regulation will add to our fraud liability.',
    body: [
      'The Instant Payments Regulation (Regulation (EU) 2024/886) made instant euro credit transfers a standard service: euro-area providers have had to receive them since 9 January 2025 and send them since 9 October 2025, at no higher price than ordinary transfers. Since the same date, verification of payee applies to every credit transfer, instant or not, and sanctions screening has moved from each payment to a daily check of our customer base.',
      'Most checks return a match. Close matches are mostly abbreviations and trading names; no-match results still come back for a meaningful share of corporate payees, whose account name differs from the name the payer holds. Business clients sending payments in bulk may opt out of the check, and a few large clients have.',
      'The payer’s bank is liable for the amount where it failed to provide the check as required. The Payment Services Regulation agreed in November 2025 goes further, making banks liable for bank impersonation fraud in defined cases.',
      '## What to do',
      '- Cash management: contact corporate clients with high no-match rates and help them clean up their payee data.',
      '- Fraud: add verification-of-payee outcomes to the fraud models and to the analysis of complaints.',
      '- Product: review the bulk opt-out agreements every year and record the client’s informed consent.',
    ],
    author: 'Payments and Digital', by: 'analyst', stage: 'published', ago: 17,
    regulators: ['EC', 'EBA', 'ECB'], countries: ['EU'], topics: ['instant-payments', 'fraud-scams'],
    tags: ['psd', 'payments-sector', 'banking'], impact: 'medium', audience: 'internal',
  },
  {
    title: 'SFDR review: getting our funds ready for the new categories',
    summary: 'The Commission’s SFDR proposal of 20 November 2025 replaces the Article 8 and 9 labels with three categories — sustainable, transition and ESG basics — each with a 70% threshold and exclusions. The rules would apply 18 months after entry into force, but product decisions for our asset manager start now.',
    body: [
      'The proposal turns SFDR from a disclosure regime used as a label into a system of product categories. Products that make sustainability claims would fall into one of three: sustainable (the heir of Article 9), transition (a new Article 7) and ESG basics (the heir of Article 8). Each requires at least 70% of investments to serve the category’s objective and applies exclusions, and only categorised products could use ESG terms in their names and marketing.',
      'Other changes simplify: entity-level statements on principal adverse impacts disappear, product templates shrink to two pages, and portfolio management and investment advice leave the scope. The definition of sustainable investment, the source of most of our interpretation work, would be deleted.',
      'Parliament and Council have yet to conclude. Once adopted, the rules would apply 18 months after entry into force, so we do not expect them before 2028.',
      '## What to do',
      '- Asset management: map every Article 8 and 9 fund to a provisional category and list those that would miss the 70% threshold.',
      '- Data: check that the exclusion screens and the Taxonomy data the categories need are available for each holding.',
      '- Distribution: follow how MiFID sustainability preferences will refer to the categories before changing the suitability questionnaire.',
    ],
    author: 'Sustainable Finance', by: 'reviewer', stage: 'published', ago: 23,
    regulators: ['EC', 'EP', 'ESMA'], countries: ['EU'], topics: ['sfdr', 'greenwashing'],
    tags: ['sfdr', 'asset-management', 'greenwashing'], impact: 'high', audience: 'external',
  },
  {
    title: 'REMIT II: what the amended energy market rules mean for our trading desk',
    summary: 'Regulation (EU) 2024/1106 has amended REMIT since May 2024: LNG and algorithmic trading come into scope, ACER supervises the reporting mechanisms and investigates cross-border cases itself, and the duty to report suspicions reaches those who execute transactions as well as those who arrange them.',
    body: [
      'REMIT prohibits insider trading and market manipulation in wholesale electricity and gas markets and requires market participants to report their transactions and orders to ACER. The 2024 amendments, in force since 7 May 2024, answer the 2022 energy crisis: ACER gains investigatory powers in cases that concern two or more member states, registered reporting mechanisms are authorised and supervised by ACER, and market participants from outside the Union that trade in it appoint a representative in a member state.',
      'Two changes reach our commodities desk directly. Market participants that trade algorithmically notify their national regulatory authority and ACER and keep effective systems and risk controls. And persons professionally executing transactions — not only those arranging them — must detect and report suspected insider trading and manipulation without delay.',
      '## What to do',
      '- Commodities desk: notify the algorithmic strategies used on power and gas venues and document their controls.',
      '- Compliance: extend the surveillance scenarios to LNG and to executed orders, and review the STOR process for REMIT suspicions.',
      '- Operations: confirm that our registered reporting mechanism holds its ACER authorisation and reconcile reported trades every month.',
    ],
    author: 'Markets Regulation', by: 'analyst', stage: 'published', ago: 27,
    regulators: ['ACER', 'EC'], countries: ['EU'], topics: ['commodities', 'surveillance'],
    tags: ['commodities', 'mar', 'final-rules'], impact: 'medium', audience: 'internal',
  },
  {
    title: 'GENIUS Act: the US stablecoin regime takes shape',
    summary: 'The GENIUS Act, signed on 18 July 2025, takes effect on 18 January 2027, or 120 days after the final implementing rules if that is sooner. From then only permitted issuers may issue payment stablecoins in the US, with one-to-one reserves, redemption at par and no yield for holders.',
    body: [
      'The Act limits the issuance of payment stablecoins in the United States to permitted issuers: subsidiaries of insured depository institutions, federal qualified issuers supervised by the OCC, and state qualified issuers with up to $10 billion outstanding. Reserves must back the coins one to one with cash, deposits, short-term Treasuries and similar liquid assets and be disclosed monthly. Issuers may not pay interest or yield to holders.',
      'The OCC proposed its implementing rules on 25 February 2026, after the FDIC and the NCUA. They would require redemption at par within two business days and presume that yield paid through affiliates breaches the ban. AML and sanctions rules follow separately with Treasury. From July 2028, three years after enactment, digital asset service providers may no longer offer stablecoins from issuers that are not permitted.',
      'For our US bank the question is whether to issue through a subsidiary or to offer tokenised deposits, which remain deposits and fall outside the Act. For the group, a US coin offered in the EU still needs an issuer authorised under MiCA.',
      '## What to do',
      '- US Treasury: present the options paper on a stablecoin subsidiary versus tokenised deposits to ALCO in December.',
      '- Compliance: add the issuer’s permitted status to counterparty onboarding checks from January 2027.',
      '- Group: keep one register of the stablecoins we hold, accept or distribute, with their EU and US status.',
    ],
    author: 'Payments and Digital', by: 'approver', stage: 'published', ago: 33,
    regulators: ['OCC', 'FED'], countries: ['US'], topics: ['stablecoins', 'crypto'],
    tags: ['crypto-sector', 'banking', 'deadline'], impact: 'medium', audience: 'internal',
  },
  {
    title: 'CBAM’s definitive period: what our trade finance clients now pay for',
    summary: 'Since 1 January 2026 importers of steel, aluminium, cement, fertilisers, electricity and hydrogen into the EU need to be authorised CBAM declarants and will buy certificates for the emissions embedded in their 2026 imports. The simplification of October 2025 exempts small importers but leaves our large trade finance clients with a new carbon cost.',
    body: [
      'The carbon border adjustment mechanism ended its reporting-only transitional period on 31 December 2025. In the definitive period importers pay for embedded emissions at the price of EU emission allowances, less any carbon price paid in the country of production, and the free allocation of allowances to EU producers of the same goods is phased out until 2034.',
      'The simplification adopted in October 2025 exempts importers of less than 50 tonnes of CBAM goods a year, moves the first annual declaration, for 2026 imports, to 30 September 2027 and starts the sale of certificates in February 2027. Importers above the threshold must be authorised declarants before they import.',
      '## What to do',
      '- Trade finance: identify clients importing CBAM goods above the threshold and ask whether they are authorised declarants.',
      '- Credit risk: include the CBAM cost in the cash flow projections of steel and aluminium importers in the 2027 reviews.',
      '- Sustainable finance: reflect CBAM exposure in the transition risk assessment of the corporate portfolio.',
    ],
    author: 'Tax', by: 'analyst', stage: 'published', ago: 40,
    regulators: ['EC'], countries: ['EU'], topics: ['green-tax'],
    tags: ['tax', 'climate', 'deadline'], impact: 'medium', audience: 'external',
  },
  {
    title: 'Commodity position limits after the MiFID II quick fix',
    summary: 'Position limits now apply only to agricultural commodity derivatives and to contracts ESMA lists as critical or significant, and financial entities in commercial groups may claim the hedging exemption. Our limits monitoring still covers every contract and should be narrowed to the ones that count, with the daily position reports kept complete.',
    body: [
      'Directive (EU) 2021/338, part of the Capital Markets Recovery Package, narrowed the MiFID II position limits regime from February 2022: limits apply to agricultural commodity derivatives and to critical or significant contracts — those with an open interest of at least 300,000 lots on average over a year — and their economically equivalent OTC contracts. The other commodity derivatives remain subject to position reporting and to the trading venues’ position management controls.',
      'Positions are aggregated at group level, and positions that objectively reduce risks of the commercial activity of a non-financial entity, or of a financial entity in a predominantly commercial group, may be exempt on application to the competent authority.',
      '## What to do',
      '- Commodities desk: narrow the pre-trade limit checks to the contracts on ESMA’s list and keep the list up to date.',
      '- Risk Management: aggregate positions across the group, including those of clients we hold on their behalf.',
      '- Operations: reconcile the daily position reports with the venues’ weekly publications.',
    ],
    author: 'Markets Regulation', by: 'editor', stage: 'published', ago: 48,
    regulators: ['ESMA'], countries: ['EU'], topics: ['commodities', 'market-structure'],
    tags: ['commodities', 'mifid', 'market-infrastructure'], impact: 'medium', audience: 'internal',
  },
  {
    title: 'Colorado AI Act: our US lending models since 30 June',
    summary: 'Colorado’s AI Act has applied since 30 June 2026. As a deployer of high-risk AI systems that make or substantially shape lending decisions for Colorado residents, our US consumer business owes a duty of reasonable care against algorithmic discrimination, with a risk management programme, impact assessments and notices to applicants.',
    body: [
      'Senate Bill 24-205, signed in May 2024 and postponed from February to June 2026, is the first comprehensive US state law on AI. It applies to developers and deployers of high-risk AI systems: those that make, or are a substantial factor in making, consequential decisions on lending, insurance, employment, housing, education and other essential services.',
      'Deployers must run a risk management policy and programme, complete an impact assessment for each high-risk system every year and after every substantial modification, tell consumers when such a system is used, explain an adverse decision and offer correction of data and an appeal with human review, and report discovered algorithmic discrimination to the Attorney General within 90 days.',
      '## What to do',
      '- Model owners: complete the impact assessments of the credit card and personal loan scoring models.',
      '- Digital channels: add the notice and the adverse action explanation to the Colorado application journeys.',
      '- Legal: agree with our scoring vendors the documentation developers owe us under the Act.',
    ],
    author: 'Regulatory Intelligence', by: 'editor', stage: 'published', ago: 55,
    regulators: [], countries: ['US'], topics: ['ai-governance'],
    tags: ['banking', 'board-attention'], impact: 'medium', audience: 'external',
  },
  {
    title: 'AMLA takes shape: what the selection methodology means for us',
    summary: 'AMLA will select up to 40 groups for direct supervision in 2027 and supervise them from 2028. The criteria — activity in at least six Member States and a high residual risk — make the group a likely candidate, and the data we report to national supervisors will decide it.',
    body: [
      'AMLA started work in Frankfurt in July 2025. Its direct supervision covers credit and financial institutions, or groups, that operate in at least six Member States including their home state, through establishments or material activity under the freedom to provide services, and whose residual risk is classified as high. From those, AMLA selects up to 40 in the first round, in 2027, and takes over their supervision in 2028.',
      'The draft regulatory technical standards AMLA delivered in December 2025 settle the method. Materiality thresholds decide whether cross-border services count towards the six Member States. The risk assessment uses the same data points and criteria national supervisors will apply to all obliged entities, and a group’s score is a weighted average of its entities’ residual risk, so one high-risk entity with significant operations can carry the group.',
      'We have establishments in more than six Member States, so eligibility is all but certain. Selection will turn on the residual risk scores our entities receive from the data we submit.',
      '## What to do',
      '- Financial crime: reconcile the AML risk data points across the EU entities before the next national data collection, with one owner per data point.',
      '- Entities: remediate the findings that drive residual risk in the two entities with the highest inherent risk.',
      '- Group: prepare the board for an AMLA joint supervisory team from 2028 and the supervisory fee that comes with it.',
    ],
    author: 'Financial Crime', by: 'editor', stage: 'published', ago: 62,
    regulators: ['AMLA', 'EC'], countries: ['EU'], topics: ['aml-supervision', 'kyc'],
    tags: ['amlr', 'banking', 'board-attention'], impact: 'high', audience: 'external',
  },
  {
    title: 'Greenwashing: ESMA fund names guidelines in force',
    summary: 'ESMA’s guidelines on funds’ names using ESG or sustainability-related terms have applied to all funds since 21 May 2025. Supervisors now check names against the 80% threshold and the exclusions, and the SFDR review would move the approach into the regulation itself.',
    body: [
      'The guidelines apply to UCITS and AIFs with ESG, impact, transition or sustainability-related terms in their names. They have applied to new funds since 21 November 2024 and to existing funds since 21 May 2025. At least 80% of investments must meet the environmental or social characteristics or the sustainable investment objectives the fund promotes.',
      'Exclusions depend on the term. Environmental, impact and sustainability-related terms bring the exclusions of the Paris-aligned benchmarks, including companies above the fossil fuel revenue thresholds; transition, social and governance terms bring the lighter exclusions of the climate transition benchmarks. Funds using ‘sustainable’ must also invest meaningfully in sustainable investments.',
      'Ahead of May 2025 our range went through renames and changes of strategy, and a handful of funds dropped ESG from their names rather than divest. National supervisors now review names as part of their supervision of fund documents, and ESMA’s Q&As have clarified how the thresholds and exclusions are applied.',
      '## What to do',
      '- Fund governance: review every fund name against the guidelines once a year and record the result in the product governance file.',
      '- Portfolio management: keep the 80% threshold and the exclusions as hard limits in the pre-trade compliance system.',
      '- Marketing: use the prospectus names of funds in factsheets and on the website.',
    ],
    author: 'Sustainable Finance', by: 'reviewer', stage: 'published', ago: 82,
    regulators: ['ESMA'], countries: ['EU'], topics: ['greenwashing', 'sfdr'],
    tags: ['sfdr', 'greenwashing', 'asset-management', 'guidelines'], impact: 'medium', audience: 'external',
  },
  {
    title: 'CSRD after the Omnibus: who still reports, and when',
    summary: 'The Omnibus amendments limit the CSRD to undertakings with more than 1,000 employees and €450 million of net turnover. The group keeps reporting as before, most of our EU subsidiaries leave the scope, and simplified ESRS are on their way.',
    body: [
      'The stop-the-clock directive of April 2025 first postponed reporting by two years for the second and third waves. The content amendments agreed by Parliament and Council in December 2025 then cut the scope: only EU undertakings with more than 1,000 employees and more than €450 million of net turnover, and non-EU groups with more than €450 million of turnover in the EU and a large EU subsidiary or branch, still report. Listed SMEs leave the scope.',
      'For the group nothing changes: we reported under the ESRS for 2024 and 2025 and will continue. Seven EU subsidiaries were due to report from 2027 as second-wave undertakings; under the new thresholds two remain in scope, and both can rely on the consolidated report while the exemption conditions are met.',
      'The standards are being simplified too. EFRAG delivered its advice on a much shorter ESRS at the end of 2025, and we expect the Commission’s delegated act to apply it from financial year 2027. Taxonomy reporting was simplified separately from January 2026, with a 10% materiality threshold and the trading book and fee KPIs of banks deferred to 2028.',
      '## What to do',
      '- Sustainability reporting: confirm the scope position of each EU subsidiary with the auditors and record it in the reporting manual.',
      '- Group reporting: plan the move to the simplified ESRS for the 2027 report once the delegated act is published.',
      '- Lending: stop asking smaller clients for data beyond the voluntary SME standard, which the value-chain cap now protects.',
    ],
    author: 'Sustainable Finance', by: 'analyst', stage: 'published', ago: 84,
    regulators: ['EC', 'EFRAG', 'EP'], countries: ['EU'], topics: ['csrd-esrs', 'taxonomy'],
    tags: ['csrd', 'taxonomy', 'banking', 'deadline'], impact: 'high', audience: 'external',
  },
  {
    title: 'T+1 in Europe: the October 2027 switch',
    summary: 'EU, UK and Swiss securities markets move to T+1 settlement together on 11 October 2027. With fourteen months to go the work moves from planning to build: allocations and confirmations on trade date, funding and securities lending, and industry testing in 2027.',
    body: [
      'The amended CSDR makes one business day the maximum settlement period for transactions in transferable securities executed on trading venues from 11 October 2027. The UK and Switzerland chose the same date, so Europe switches at once and cross-border trades never settle on different cycles. Securities financing transactions stay outside the rule.',
      'The EU T+1 Industry Committee’s roadmap of June 2025 sets the operating standards: allocations and confirmations completed on trade date, matching by the end of trade date, automated settlement instructions, and partial settlement and hold-and-release used across the market. ESMA is amending the settlement discipline standards to match.',
      'The pressure points are known from the US move in May 2024: FX funding for clients outside Europe, recalls of lent securities, and manual allocations from institutional clients.',
      '## What to do',
      '- Operations: automate allocations and confirmations for the remaining manual client flows by June 2027.',
      '- Treasury: move the FX cut-offs for settlement funding to trade date and update the client agreements.',
      '- Securities lending: shorten recall notice periods and test them with the main agent lenders.',
      '- Programme: book the industry test windows in 2027 and report readiness to the executive committee every quarter.',
    ],
    author: 'Markets Regulation', by: 'editor', stage: 'published', ago: 95,
    regulators: ['ESMA', 'EC', 'FCA', 'FINMA'], countries: ['EU', 'GB', 'CH'], topics: ['market-structure'],
    tags: ['market-infrastructure', 'mifid', 'deadline'], impact: 'high', audience: 'external',
  },
  {
    title: 'General-purpose AI: what the AI Act asks of us as a downstream user',
    summary: 'Providers of general-purpose AI models have had obligations under the AI Act since 2 August 2025, backed by the Commission’s code of practice. We use such models rather than build them, so the duties are mostly our suppliers’ — unless we modify a model enough to become its provider.',
    body: [
      'Since 2 August 2025 providers of general-purpose AI models keep technical documentation, give downstream providers the information they need, respect EU copyright law and publish a summary of their training content; providers of models with systemic risk also evaluate and mitigate those risks and report serious incidents. The code of practice published on 10 July 2025 is the way most providers show compliance. Models placed on the market before August 2025 have until 2 August 2027.',
      'The Commission’s guidelines say a downstream modifier becomes the provider of a modified model when the modification uses more than a third of the compute used to train the original. Our fine-tuning of language models for document review stays far below that, so we remain a deployer, with the transparency duties of Article 50 for what customers see.',
      '## What to do',
      '- Procurement: ask our model suppliers for their adherence to the code of practice and their documentation for downstream providers.',
      '- Data science: record the compute used for every fine-tuning project.',
    ],
    author: 'Regulatory Intelligence', by: 'analyst', stage: 'published', ago: 110,
    regulators: ['EC'], countries: ['EU'], topics: ['generative-ai', 'ai-act'],
    tags: ['ai-act', 'banking'], impact: 'low', audience: 'internal',
  },
  {
    title: 'AI Act: what banks must do before August 2026',
    summary: 'The Digital Omnibus moves the AI Act’s high-risk obligations for credit scoring and the other Annex III uses to 2 December 2027, but 2 August 2026 still matters: governance, penalties and most transparency duties apply from that date. Banks should finish their AI inventory now and keep the high-risk programme going.',
    body: [
      'The AI Act entered into force on 1 August 2024. The prohibitions and the AI literacy duty have applied since 2 February 2025, the obligations for general-purpose AI models since 2 August 2025. Most other provisions were due on 2 August 2026, including the high-risk requirements for the systems of Annex III: creditworthiness assessment and credit scoring of natural persons, risk assessment and pricing in life and health insurance, and AI used in recruitment and staff management.',
      'The Commission’s Digital Omnibus of 19 November 2025 proposed to wait for standards and guidance. Parliament and Council agreed on 7 May 2026 on fixed dates instead: 2 December 2027 for Annex III systems and 2 August 2028 for AI in products covered by Annex I. The Council adopted the text on 29 June, and publication in the Official Journal is expected before 2 August.',
      'What does not move: the governance and penalty provisions apply from 2 August 2026, and the transparency duties of Article 50 largely keep their date, so customers must know when they are dealing with an AI system.',
      '## What to do',
      '- Model owners: complete the AI inventory and the high-risk classification of each system by 31 July.',
      '- Credit risk: keep the high-risk programme for credit scoring on plan for December 2027 — risk management, data governance, logging, human oversight and the fundamental rights impact assessment.',
      '- Digital channels: review the chatbot disclosures and the labelling of AI-generated content before 2 August.',
    ],
    author: 'Regulatory Intelligence', by: 'editor', stage: 'published', ago: 135,
    regulators: ['EC', 'EP', 'EBA'], countries: ['EU'], topics: ['ai-act', 'ai-governance'],
    tags: ['ai-act', 'banking', 'deadline', 'board-attention'], impact: 'high', audience: 'external',
  },
  {
    title: 'MiCA: the transitional period is over',
    summary: 'Since 1 July 2026 only authorised crypto-asset service providers may serve clients in the EU; grandfathering under national law has ended everywhere. ESMA’s statement of 23 June sets out what unauthorised firms may still do, and every crypto counterparty of ours must be checked against the register.',
    body: [
      'MiCA has applied in full since 30 December 2024, but Member States could let firms already operating under national law continue for up to 18 months. That period ended on 1 July 2026 at the latest, and earlier in many Member States.',
      'ESMA’s statement of 23 June 2026 is clear: providers without authorisation must wind down in an orderly way, limiting themselves to selling or transferring clients’ crypto-assets and closing positions, and may keep custody only as long as an orderly exit requires. Providers outside the EU may not solicit EU clients, and custody may not be delegated to a firm that is not an authorised provider.',
      'We provide custody under the notification procedure of Article 60 of MiCA and rely on sub-custodians and liquidity providers. Each of them must now be authorised under MiCA or entitled to provide the service under Article 60.',
      '## What to do',
      '- Digital assets: confirm the status of every sub-custodian, exchange and liquidity provider against ESMA’s register by 31 July.',
      '- Financial crime: check that the travel rule information we receive from counterparties is complete.',
      '- Risk: close exposures to counterparties in wind-down and report them to the risk committee.',
    ],
    author: 'Payments and Digital', by: 'analyst', stage: 'published', ago: 140,
    regulators: ['ESMA', 'EBA'], countries: ['EU'], topics: ['mica', 'travel-rule'],
    tags: ['mica', 'crypto-sector', 'banking'], impact: 'medium', audience: 'internal',
  },
  {
    title: 'Pillar Two: the first GloBE information return is due on 30 June',
    summary: 'For groups with calendar-year accounts, the first GloBE information return, covering 2024, is due by 30 June 2026. The side-by-side package of January changes little for an EU-headquartered group like ours but brings a simpler safe harbour from 2027.',
    body: [
      'The EU Minimum Tax Directive has applied the income inclusion rule since 2024 and the undertaxed profits rule since 2025. The first GloBE information return, for the 2024 transition year, is due 18 months after the year end: 30 June 2026 for us. DAC9 lets the group file once, centrally, and have the return exchanged between Member States; the other Member States still expect a notification naming the filing entity.',
      'The Inclusive Framework’s side-by-side package of 5 January 2026 exempts groups headquartered in a jurisdiction with a qualified regime — so far only the United States — from the income inclusion and undertaxed profits rules, while domestic minimum top-up taxes still apply to everyone. For all groups it adds a permanent simplified effective tax rate safe harbour from 2027 and extends the transitional country-by-country reporting safe harbour to 2027.',
      'For the group the side-by-side system changes nothing; it matters for US-headquartered clients and competitors.',
      '## What to do',
      '- Group tax: file the return centrally by 30 June and send the notifications in the other Member States.',
      '- Finance: run the transitional safe harbour tests for 2026 and 2027 jurisdiction by jurisdiction and prepare the data for the simplified calculation.',
      '- Controls: document the data lineage from the consolidation system to the GloBE calculation for the auditors.',
    ],
    author: 'Tax', by: 'approver', stage: 'published', ago: 200,
    regulators: ['OECD', 'EC'], countries: ['INT', 'EU'], topics: ['global-minimum-tax'],
    tags: ['tax', 'deadline'], impact: 'medium', audience: 'internal',
  },
  {
    title: 'DORA one year on: registers, incidents and the first CTPP designations',
    summary: 'DORA has applied since 17 January 2025. In its first year the registers of information fed the ESAs’ designation of 19 critical ICT third-party providers, reporting of major incidents became routine, and supervisors made clear that contracts and exit plans are the next test.',
    body: [
      'The first registers of information reached supervisors in spring 2025, and the ESAs collected them by 30 April. Quality was uneven — missing identifiers for providers, inconsistent descriptions of functions — and many firms had to resubmit. The 2026 submission will be judged on quality.',
      'On 18 November 2025 the ESAs designated the first 19 critical ICT third-party providers, from hyperscale cloud providers to data centres, network operators and providers of financial data and software. Their Lead Overseers now examine them directly. That relieves us of nothing: we remain responsible for our arrangements with them, and supervisors may ask us to reduce our reliance on a provider that does not follow oversight recommendations.',
      'Incident reporting now runs on DORA’s clock: an initial notification within four hours of classifying an incident as major and no later than 24 hours after detecting it, an intermediate report within 72 hours and a final report within a month. Our two major incidents of 2025 were reported on time, but classification took longer than it should.',
      '## What to do',
      '- Third-party risk: finish bringing contracts that support critical or important functions in line with Article 30 by mid-2026.',
      '- Register: fix the data quality issues found in 2025 before the 2026 submission, starting with provider identifiers.',
      '- Resilience: test the exit plans for the three designated providers we depend on most.',
    ],
    author: 'Operational Resilience', by: 'reviewer', stage: 'published', ago: 305,
    regulators: ['EBA', 'ESMA', 'EIOPA', 'ECB'], countries: ['EU'], topics: ['ict-risk', 'third-party-risk'],
    tags: ['dora', 'banking', 'supervisory-priorities'], impact: 'high', audience: 'external',
  },
  // Awaiting approval
  {
    title: 'Sanctions: the best-efforts duty for our non-EU subsidiaries',
    summary: 'Since the 14th sanctions package of June 2024, EU parent companies must use their best efforts to make sure that their subsidiaries outside the EU do not undermine the Russia sanctions. We propose a group standard that applies the EU measures in every subsidiary, with documented exceptions.',
    body: [
      'Article 8a of Regulation (EU) No 833/2014, added by the 14th package, requires EU parent undertakings to undertake their best efforts to ensure that legal persons outside the EU that they own or control do not take part in activities that undermine the restrictive measures.',
      'The Commission’s FAQs describe best efforts as the measures that are necessary, suitable and proportionate for the parent, given its ability to influence the subsidiary, the risk of circumvention and the law of the subsidiary’s country. Our UK, Swiss and US subsidiaries screen against their local lists; where those differ from the EU measures, they do not always apply them.',
      '## What to do',
      '- Financial crime: adopt a group standard applying the EU lists and sectoral measures in all subsidiaries unless local law prevents it.',
      '- Subsidiaries: document each exception with its legal analysis and the controls that replace it.',
      '- Internal audit: include the best-efforts controls in the 2027 sanctions audit.',
    ],
    author: 'Financial Crime', by: 'analyst', stage: 'approval', ago: 3,
    regulators: ['EC'], countries: ['EU', 'GB', 'CH', 'US'], topics: ['sanctions'],
    tags: ['sanctions', 'banking', 'board-attention'], impact: 'high', audience: 'internal',
  },
  {
    title: 'Instant payments outside the euro area: the 2027 deadlines',
    summary: 'Payment service providers in Member States outside the euro area must be able to receive instant credit transfers in euro from 9 January 2027, and to send them and verify the payee from 9 July 2027. Our Swedish subsidiary is ready to receive, but sending and verification are behind plan.',
    body: [
      'The Instant Payments Regulation gave providers outside the euro area more time. Those that offer credit transfers in euro must be able to receive instant credit transfers in euro by 9 January 2027 and to send them, with verification of payee, by 9 July 2027. Charges may not exceed those for ordinary euro transfers.',
      'Our Swedish subsidiary offers euro accounts to corporate clients. Receiving has been tested and can go live in December; the sending and verification project has slipped by two months because of the vendor’s release schedule.',
      '## What to do',
      '- Swedish subsidiary: confirm the vendor’s plan for sending and verification of payee and report progress to the group every month.',
      '- Pricing: align charges for instant euro transfers with those for ordinary transfers before 9 January.',
      '- Compliance: brief Finansinspektionen on the project at the next supervisory meeting.',
    ],
    author: 'Payments and Digital', by: 'editor', stage: 'approval', ago: 4,
    regulators: ['EC', 'FI'], countries: ['SE', 'EU'], topics: ['instant-payments'],
    tags: ['psd', 'payments-sector', 'deadline'], impact: 'medium', audience: 'internal',
  },
  {
    title: 'Consumer Duty: fair value for savers in our 2026 board report',
    summary: 'The annual Consumer Duty assessment goes to the board in December. This year it centres on the value of instant-access savings and the support given to customers in financial difficulty, two themes the FCA keeps pressing banks on.',
    body: [
      'The Duty requires the board to review, at least once a year, whether the firm delivers good outcomes for retail customers across the four outcomes — products and services, price and value, consumer understanding and consumer support — and to agree what it will do about the problems found.',
      'Price and value is the hard chapter. Rates on our instant-access accounts stayed well below those on notice and fixed-term accounts, and a large share of balances sits with long-standing customers in older products. The assessment concludes that the products give fair value, but leans heavily on our campaigns pointing customers to better rates.',
      'On consumer support, complaint data showed longer waits for customers in financial difficulty in the first half of the year; they are now back within target.',
      '## What to do',
      '- Savings: set a limit on the gap between instant-access and notice rates and monitor it monthly.',
      '- Collections: add outcome testing for customers in financial difficulty to the quarterly conduct MI.',
      '- Board: approve the report in December and track its actions through the conduct committee.',
    ],
    author: 'Conduct Risk', by: 'reviewer', stage: 'approval', ago: 7,
    regulators: ['FCA'], countries: ['GB'], topics: ['consumer-duty'],
    tags: ['consumer-duty', 'banking', 'board-attention'], impact: 'medium', audience: 'internal',
  },
  // In review
  {
    title: 'ECB cloud outsourcing guide: exit plans and concentration',
    summary: 'The ECB’s guide on outsourcing cloud services explains how it expects significant banks to apply DORA to cloud arrangements. Our gap analysis finds the exit plans for two core workloads too theoretical.',
    body: [
      'The guide, finalised in 2025, is not binding: it sets out how the ECB reads DORA and the EBA outsourcing guidelines for cloud services and what its inspectors will look for. Its themes are the governance of the cloud strategy, concentration on a single provider, the location and security of data, and termination rights and exit strategies that can actually be carried out.',
      'Exit is where our gap lies. The ECB expects tested exit plans with realistic timelines and alternatives for cloud services that support critical functions. Our plans for the payments hub and the data warehouse describe a migration but have never been rehearsed.',
      '## What to do',
      '- Technology: run a partial exit test for the data warehouse in the first half of 2027.',
      '- Third-party risk: add concentration indicators by provider and region to the quarterly risk report.',
      '- Legal: check the termination and transition clauses of the main cloud contracts against the guide.',
    ],
    author: 'Operational Resilience', by: 'analyst', stage: 'review', ago: 6,
    regulators: ['ECB'], countries: ['EU'], topics: ['third-party-risk', 'ict-risk'],
    tags: ['dora', 'banking', 'guidelines'], impact: 'medium', audience: 'internal',
  },
  {
    title: 'AMLR: the customer due diligence changes for July 2027',
    summary: 'The AML Regulation applies from 10 July 2027 and replaces national rules on customer due diligence with a single EU text. AMLA’s standards on the information to collect define how much of our customer files must change.',
    body: [
      'From 10 July 2027 the AMLR applies directly in all Member States. Customer due diligence, beneficial ownership, politically exposed persons and the €10,000 limit on cash payments for goods and services will no longer depend on national law. Customer information must be updated at least every year for higher-risk customers and at least every five years for the others.',
      'AMLA consulted from February to May 2026 on standards setting out the information to collect for standard, simplified and enhanced due diligence, building on the EBA’s draft of October 2025, with the final draft due by 10 July 2026. They require all names on the identity document, the place of birth and every nationality, and an explanation of the purpose of complex structures with several layers between the customer and its beneficial owners.',
      'Our onboarding captures most of this, but not every nationality or the full place of birth, and in two Member States the review cycle for standard-risk customers is longer than five years.',
      '## What to do',
      '- KYC operations: change the onboarding forms and the data model by March 2027.',
      '- Remediation: plan the refresh of files that will not meet the standards at their next review.',
      '- Policy: rewrite the group KYC standard on the AMLR and retire the national addenda.',
    ],
    author: 'Financial Crime', by: 'editor', stage: 'review', ago: 9,
    regulators: ['AMLA', 'EC'], countries: ['EU'], topics: ['kyc'],
    tags: ['amlr', 'banking', 'deadline'], impact: 'high', audience: 'internal',
  },
  {
    title: 'Prudential transition plans: what supervisors will test in 2027',
    summary: 'CRD6 requires banks to have plans with quantifiable targets to address the risks arising from ESG factors, including the move to climate neutrality by 2050. The EBA’s guidelines on managing ESG risks have applied to large institutions since 11 January 2026, and 2027 is the first full supervisory cycle against them.',
    body: [
      'Article 76 of the CRD, as amended by CRD6, requires the management body to develop and monitor specific plans, with quantifiable targets and processes, to address the financial risks arising in the short, medium and long term from ESG factors, including those arising from the adjustment towards the EU’s climate neutrality objective for 2050.',
      'The EBA guidelines on the management of ESG risks, published in January 2025, describe the content: a materiality assessment of ESG risks, exposure-level, portfolio-level and scenario-based methods, and prudential plans consistent with, but distinct from, the transition plan disclosed under the CSRD. They have applied to large institutions since 11 January 2026 and apply to small and non-complex institutions from 11 January 2027.',
      'Our plan, approved by the board in March, follows the structure of the guidelines. Its weak points are the targets for commercial real estate and the link between the plan and the risk appetite limits.',
      '## What to do',
      '- Climate risk: set interim targets for commercial real estate and include them in the 2027 risk appetite statement.',
      '- Finance: align the plan’s scenarios with the ICAAP scenarios and explain the differences.',
      '- Governance: schedule the annual review of the plan by the board risk committee.',
    ],
    author: 'Sustainable Finance', by: 'approver', stage: 'review', ago: 11,
    regulators: ['EBA', 'ECB'], countries: ['EU'], topics: ['transition-plans', 'climate-risk'],
    tags: ['crr', 'climate', 'guidelines', 'supervisory-priorities'], impact: 'medium', audience: 'internal',
  },
  // Drafts
  {
    title: 'ECB supervisory priorities for 2027–29: preparing the board note',
    summary: 'ECB Banking Supervision publishes its priorities for the next three years towards the end of the year. This note prepares the board’s discussion: what we expect to stay, what may change and where our open findings sit.',
    body: [
      'Each year ECB Banking Supervision sets priorities for the following three years, drawing on its risk assessment and the outcome of the SREP. Recent cycles have centred on resilience to geopolitical and macro-financial shocks, operational resilience and ICT capabilities, and the remediation of long-standing weaknesses such as risk data aggregation.',
      'We expect continuity: geopolitical risk, credit risk in exposed portfolios, operational resilience including third-party dependencies, and risk data aggregation and reporting. Most of our open findings from the joint supervisory team sit in the last two.',
      '## What to do',
      '- Regulatory Intelligence: summarise the new priorities for the board within a week of publication.',
      '- Risk functions: map each priority to our open findings, with owners and dates.',
      '- Finance: reflect any new supervisory focus in the 2027 remediation budget.',
    ],
    author: 'Regulatory Intelligence', by: 'editor', stage: 'draft', ago: 1,
    regulators: ['ECB'], countries: ['EU'], topics: ['prudential', 'ict-risk'],
    tags: ['supervisory-priorities', 'banking', 'board-attention'], impact: 'medium', audience: 'internal',
  },
  {
    title: 'EU Taxonomy: the simplified templates in our 2026 green asset ratio',
    summary: 'The Commission’s delegated act of 4 July 2025 simplifies Taxonomy reporting from January 2026. For the 2026 report we can apply a 10% materiality threshold, use shorter templates and leave out the trading book and fee KPIs until 2028.',
    body: [
      'The delegated act amends the disclosures, climate and environmental delegated acts. Financial undertakings need not assess eligibility and alignment for exposures below the 10% materiality threshold and report them separately as non-material. The templates lose many data points, and the KPIs for the trading book and for fees and commissions are deferred to 2028.',
      'For financial year 2025 undertakings could choose between the old and the new rules; we kept the old rules for comparability. For 2026 the new rules apply, and the Omnibus thresholds also shrink the population of counterparties whose activities count towards the ratio.',
      '## What to do',
      '- ESG reporting: recalculate the 2025 ratio under the new rules to show the break in the series.',
      '- Data: update the CSRD scope flags of counterparties for the Omnibus thresholds.',
      '- Disclosure: explain the change in the 2026 Taxonomy and Pillar 3 ESG disclosures.',
    ],
    author: 'Sustainable Finance', by: 'reviewer', stage: 'draft', ago: 5,
    regulators: ['EC', 'EBA'], countries: ['EU'], topics: ['taxonomy'],
    tags: ['taxonomy', 'csrd', 'banking'], impact: 'low', audience: 'internal',
  },
  {
    title: 'PSR and PSD3: what the payments deal means for fraud liability',
    summary: 'Parliament and Council agreed on the Payment Services Regulation and PSD3 on 27 November 2025. Banks will refund customers deceived by fraudsters impersonating the bank, must check payee names on credit transfers, and can in some cases recover losses from online platforms.',
    body: [
      'The Payment Services Regulation replaces most of PSD2 with directly applicable rules; PSD3 covers the licensing and supervision of payment institutions, which absorb e-money institutions. Once formally adopted, the main rules apply after a transition period.',
      'The fraud package is what matters for us. A provider that fails to put appropriate fraud prevention in place bears its customers’ losses, and a payment initiated or changed by a fraudster counts as unauthorised. Customers tricked by someone impersonating their bank are entitled to a refund unless they acted fraudulently or with gross negligence. Online platforms that do not remove fraudulent content they were told about must reimburse the bank.',
      'Spending limits, the ability to block payments and the freezing of suspicious incoming payments by the receiving bank become obligations.',
      '## What to do',
      '- Fraud: estimate the cost of refunds for bank impersonation fraud from the cases of 2025 and 2026.',
      '- Digital channels: plan spending limits and blocking functions in the mobile app.',
      '- Legal: follow the final text and the EBA mandates it creates before we set implementation dates.',
    ],
    author: 'Payments and Digital', by: 'analyst', stage: 'draft', ago: 12,
    regulators: ['EC', 'EP', 'EBA'], countries: ['EU'], topics: ['psd', 'fraud-scams'],
    tags: ['psd', 'payments-sector', 'banking'], impact: 'high', audience: 'internal',
  },
  {
    title: 'MAR after the Listing Act: inside information in protracted processes',
    summary: 'Since 5 June 2026 issuers no longer have to disclose the intermediate steps of a protracted process; only the final event triggers disclosure. Our issuer disclosure procedure and insider lists must reflect the change, as the information can still be inside information.',
    body: [
      'The Listing Act (Regulation (EU) 2024/2809) amended MAR in stages. Most changes applied from 4 December 2024, among them a higher threshold for notifying managers’ transactions and simpler market sounding rules. The change to Article 17 on protracted processes applies from 5 June 2026.',
      'Intermediate steps of a protracted process no longer have to be disclosed; the final circumstances or event must be disclosed as soon as possible after they occur. The steps can still be inside information, so insider lists and the ban on insider dealing still apply. Delay is no longer possible where the information contradicts the issuer’s latest public announcement.',
      '## What to do',
      '- Issuer compliance: update the disclosure procedure and the decision log for protracted processes.',
      '- Control room: keep insider lists open for intermediate steps that are still inside information.',
      '- Debt capital markets: brief the issuers we advise on the change in timing.',
    ],
    author: 'Markets Regulation', by: 'approver', stage: 'draft', ago: 15,
    regulators: ['ESMA', 'EC'], countries: ['EU'], topics: ['insider-dealing'],
    tags: ['mar', 'final-rules'], impact: 'medium', audience: 'internal',
  },
  // Archived: superseded by later insights
  {
    title: 'DORA: the register of information is due in April',
    summary: 'Every financial entity must keep a register of information on all its contractual arrangements for ICT services and submit it to its supervisor, which passes it to the ESAs by 30 April 2025. Our supervisor has asked for the file in early April.',
    body: [
      'Article 28(3) of DORA requires a register of all contractual arrangements for ICT services provided by third parties, at entity, sub-consolidated and consolidated level. The implementing technical standards adopted at the end of 2024 fix the templates: providers identified by LEI or EUID, the functions they support, the ICT services and the subcontracting chain for critical or important functions.',
      'The ESAs will use the registers to designate the critical ICT third-party providers later this year, so quality matters beyond the first submission. The 2024 dry run showed that most files failed at least one validation check.',
      '## What to do',
      '- Procurement: obtain the LEI of every ICT provider that supports a critical or important function by 15 March.',
      '- Third-party risk: run the file through the ESAs’ validation rules before submission.',
      '- Legal entities: confirm the sub-consolidated registers with each EU subsidiary.',
    ],
    author: 'Operational Resilience', by: 'analyst', stage: 'archived', ago: 600,
    regulators: ['EBA', 'ESMA', 'EIOPA'], countries: ['EU'], topics: ['third-party-risk'],
    tags: ['dora', 'deadline'], impact: 'high', audience: 'internal',
  },
  {
    title: 'Basel 3.1: the PRA moves implementation to January 2027',
    summary: 'The PRA has delayed the UK implementation of Basel 3.1 by a year, to 1 January 2027, citing uncertainty over the US timetable. The output floor transition is shortened so that it still reaches 72.5% in 2030.',
    body: [
      'On 17 January 2025 the PRA announced, in consultation with HM Treasury, that Basel 3.1 will apply from 1 January 2027 instead of 1 January 2026. The reason given is the lack of clarity over implementation in the United States.',
      'The transitional period for the output floor is shortened to keep its end date: the floor still reaches 72.5% on 1 January 2030. The policy itself is unchanged; the near-final rules of December 2023 and September 2024 stand.',
      'For our UK entity the delay gives a year of parallel running, not a reason to pause the programme.',
      '## What to do',
      '- UK programme: re-plan the delivery milestones to the new date and keep the data build on its current schedule.',
      '- Capital planning: update the UK capital projections for the shifted floor transition.',
    ],
    author: 'Prudential Policy', by: 'editor', stage: 'archived', ago: 670,
    regulators: ['PRA'], countries: ['GB'], topics: ['capital'],
    tags: ['banking', 'deadline'], impact: 'medium', audience: 'external',
  },
  {
    title: 'ESMA’s final guidelines on fund names',
    summary: 'ESMA has published its final guidelines on funds’ names using ESG or sustainability-related terms. An 80% threshold and benchmark exclusions apply; new funds must comply three months after the translations are published, existing funds six months after that.',
    body: [
      'ESMA’s final report of 14 May 2024 keeps the 80% threshold of its consultation but drops the proposed minimum share of sustainable investments. Instead, funds using ‘sustainable’ or related words must invest meaningfully in sustainable investments.',
      'Environmental, impact and sustainability-related terms require the exclusions of the Paris-aligned benchmarks; transition, social and governance terms those of the climate transition benchmarks. Funds with transition-related names must show a clear and measurable path to transition.',
      'The guidelines apply three months after their publication in all EU languages on ESMA’s website, with a further six months for existing funds.',
      '## What to do',
      '- Asset management: screen the fund range against the thresholds and exclusions and list the funds at risk.',
      '- Product governance: decide for each fund at risk between a new name, a new strategy and a merger.',
    ],
    author: 'Sustainable Finance', by: 'reviewer', stage: 'archived', ago: 915,
    regulators: ['ESMA'], countries: ['EU'], topics: ['greenwashing'],
    tags: ['sfdr', 'asset-management', 'guidelines', 'final-rules'], impact: 'medium', audience: 'external',
  },
];

/** Regbites, newest first (the weekly bulletins take them in this order). */
// prettier-ignore
export const REGBITES: readonly RegbiteRow[] = [
  {
    title: 'FSB publishes the 2026 list of global systemically important banks',
    text: 'The Financial Stability Board has published its annual list of global systemically important banks, assessed by the Basel Committee on end-2025 data. Each bank’s bucket sets its higher loss absorbency requirement, which applies from 1 January 2028, so banks that move up a bucket have a year to build the extra buffer.',
    ago: 4, regulator: 'FSB', countries: ['INT'], topics: ['capital'],
  },
  {
    title: 'ESAs update the list of critical ICT third-party providers',
    text: 'The European Supervisory Authorities have published their annual update of the critical ICT third-party providers designated under DORA, a year after the first 19 designations. The assessment draws on the registers of information submitted in 2026. Third-party risk will compare the list with our register and update the concentration analysis.',
    ago: 6, regulator: 'EBA', countries: ['EU'], topics: ['third-party-risk'],
  },
  {
    title: 'EBA final methodology for the 2027 EU-wide stress test',
    text: 'The EBA has published the final methodology, templates and template guidance for the 2027 EU-wide stress test. The exercise keeps the constrained bottom-up approach with a static balance sheet; it is launched with the scenarios early in 2027 and results are due in the summer. The stress test team starts the data build in December.',
    ago: 11, regulator: 'EBA', countries: ['EU'], topics: ['stress-testing'],
  },
  {
    title: 'Federal Reserve Supervision and Regulation Report',
    text: 'The Federal Reserve’s half-yearly Supervision and Regulation Report describes the condition of the banking system and the Board’s supervisory and regulatory agenda, including the capital proposals of March 2026. It is the best public guide to what examiners of our US entities will focus on next year.',
    ago: 16, regulator: 'FED', countries: ['US'], topics: ['capital', 'stress-testing'],
    url: 'https://www.federalreserve.gov/publications/supervision-and-regulation-report.htm',
  },
  {
    title: 'Commission updates the EU list of high-risk third countries',
    text: 'The Commission has amended the delegated regulation listing high-risk third countries with strategic deficiencies in their AML/CFT regimes, following the FATF’s latest plenaries. Enhanced due diligence applies to business relationships and transactions involving the countries added once the amendment is in force. Financial crime will update the country risk table and rescreen the customers concerned.',
    ago: 20, regulator: 'EC', countries: ['EU'], topics: ['aml-supervision', 'kyc'],
  },
  {
    title: 'FATF October plenary: updated lists of high-risk jurisdictions',
    text: 'At the close of its October plenary the FATF published updated statements on high-risk jurisdictions subject to a call for action and on jurisdictions under increased monitoring. Changes feed our country risk assessment at once; enhanced due diligence under EU law follows when the Commission amends its own list.',
    ago: 29, regulator: 'FATF', countries: ['INT'], topics: ['aml-supervision'],
    url: 'https://www.fatf-gafi.org/en/countries/black-and-grey-lists.html',
  },
  {
    title: 'EBA risk dashboard for the second quarter of 2026',
    text: 'The EBA’s quarterly risk dashboard compares the capital, liquidity, asset quality and profitability of a large sample of EU banks with the previous quarter, from supervisory reporting data. We use it to benchmark our ratios in the quarterly risk report to the board.',
    ago: 47, regulator: 'EBA', countries: ['EU'], topics: ['capital', 'liquidity'],
  },
  {
    title: 'Basel Committee publishes its Basel III monitoring report',
    text: 'The Basel Committee’s half-yearly monitoring report measures the effect of the final Basel III standards on a large sample of internationally active banks, including the output floor once fully phased in. It is the reference for comparing our fully loaded capital ratios with those of international peers.',
    ago: 55, regulator: 'BCBS', countries: ['INT'], topics: ['capital'],
  },
  {
    title: 'FCA Dear CEO letter to retail banks',
    text: 'The FCA has written to the chief executives of retail banks with its supervisory priorities for the portfolio. It asks firms to evidence good outcomes under the Consumer Duty, in particular the value of savings products and the support given to customers in financial difficulty, and to keep strengthening fraud controls and operational resilience. The UK conduct team will map the letter to our Consumer Duty action plan.',
    ago: 66, regulator: 'FCA', countries: ['GB'], topics: ['consumer-duty', 'fraud-scams'],
  },
  {
    title: 'ESMA report on trends, risks and vulnerabilities',
    text: 'ESMA’s half-yearly report on trends, risks and vulnerabilities in EU securities markets assesses market, liquidity, credit and operational risks and the risks it sees for investors and market infrastructures. It feeds the markets section of our risk appetite review.',
    ago: 90, regulator: 'ESMA', countries: ['EU'], topics: ['market-structure'],
  },
  {
    title: 'SRB MREL dashboard',
    text: 'The Single Resolution Board’s quarterly MREL dashboard reports Banking Union banks’ progress towards their minimum requirements for own funds and eligible liabilities, the remaining shortfalls, and the volumes and costs of MREL-eligible issuance. Treasury uses it for the 2027 funding plan.',
    ago: 104, regulator: 'SRB', countries: ['EU'], topics: ['recovery-resolution'],
  },
];
