import type { DemoContext, DemoSet } from '../context.ts';
import { paragraphs } from '../context.ts';

const THEMES: readonly (readonly [string, string])[] = [
  ['AI Act', 'Questions on the scope and obligations of the EU AI Act.'],
  ['DORA', 'ICT risk, incident reporting and third-party arrangements.'],
  ['Sustainability reporting', 'CSRD, SFDR and the EU Taxonomy.'],
  ['Market abuse', 'Inside information, personal account dealing and surveillance.'],
  ['Financial crime', 'KYC, sanctions and AML.'],
  ['Crypto-assets', 'MiCA and the travel rule.'],
  ['MiFID II', 'Investor protection: inducements, costs and charges, recording and product governance.'],
];

const STATUSES: readonly (readonly [string, string])[] = [
  ['Answered', 'The answer is settled and may be relied on.'],
  ['Awaiting regulator', 'We have asked the regulator or are waiting for official Q&A.'],
  ['Under legal review', 'Legal is reviewing the interpretation.'],
  ['Superseded', 'A later answer or rule replaces it.'],
];

const RISKS: readonly (readonly [string, 'high' | 'medium' | 'low', string])[] = [
  ['Regulatory breach', 'high', 'Acting on a wrong interpretation breaches the rule.'],
  ['Reporting error', 'medium', 'A report to the regulator is late or wrong.'],
  ['Customer detriment', 'high', 'Customers are harmed by the practice in question.'],
  ['Operational burden', 'low', 'The interpretation creates unnecessary work.'],
  ['Greenwashing', 'high', 'What we say about a product’s sustainability is not borne out by the product.'],
];

// prettier-ignore
const FAQS: readonly { q: string; a: readonly string[]; theme: string; status: string; risks: readonly string[]; tags: readonly string[]; stage: string }[] = [
  { q: 'Is a chatbot that answers customer questions a high-risk AI system?', a: ['No, not by itself. Chatbots are not listed in Annex III. They are subject to the transparency obligation of Article 50: customers must be told they are interacting with an AI system.', 'If the chatbot takes or materially influences decisions on credit or insurance pricing, the analysis changes.'], theme: 'AI Act', status: 'Answered', risks: ['Regulatory breach'], tags: ['ai-act'], stage: 'approved' },
  { q: 'Does the AI Act apply to models we built before August 2026?', a: ['High-risk AI systems placed on the market or put into service before 2 August 2026 are only covered if they are significantly changed in their design after that date. Deployer obligations still apply to their use.'], theme: 'AI Act', status: 'Under legal review', risks: ['Regulatory breach'], tags: ['ai-act'], stage: 'submitted' },
  { q: 'Who must complete AI literacy training?', a: ['Staff and contractors who operate or use AI systems on our behalf, at a level suited to their role. Training is tracked in the learning platform.'], theme: 'AI Act', status: 'Answered', risks: ['Operational burden'], tags: ['ai-act'], stage: 'approved' },
  { q: 'Which incidents must be reported to the regulator under DORA?', a: ['Major ICT-related incidents, classified with the criteria of the delegated regulation: clients affected, duration, geographical spread, data losses, criticality of services and economic impact. Recurring incidents may together be major.'], theme: 'DORA', status: 'Answered', risks: ['Reporting error'], tags: ['dora'], stage: 'approved' },
  { q: 'Do intra-group ICT services go in the register of information?', a: ['Yes. ICT services provided by group entities are ICT third-party services and must be recorded.'], theme: 'DORA', status: 'Answered', risks: ['Reporting error'], tags: ['dora'], stage: 'approved' },
  { q: 'Is a software licence without support an ICT service?', a: ['The ESAs’ Q&A indicates that acquiring software licences without ongoing services may fall outside the definition. We await further clarification.'], theme: 'DORA', status: 'Awaiting regulator', risks: ['Reporting error', 'Operational burden'], tags: ['dora'], stage: 'submitted' },
  { q: 'Can a fund with “ESG” in its name hold government bonds?', a: ['Yes, provided at least 80% of the fund meets the environmental or social characteristics it promotes and the Paris-aligned benchmark exclusions apply. Sovereign bonds count toward the 80% only if they meet those characteristics.'], theme: 'Sustainability reporting', status: 'Answered', risks: ['Customer detriment', 'Regulatory breach'], tags: ['sfdr', 'greenwashing'], stage: 'approved' },
  { q: 'When does our subsidiary first report under the CSRD?', a: ['As a second-wave large undertaking, for financial year 2027, following the stop-the-clock directive. The content simplification may take it out of scope.'], theme: 'Sustainability reporting', status: 'Awaiting regulator', risks: ['Reporting error'], tags: ['csrd'], stage: 'draft' },
  { q: 'May I trade in shares of a client after the deal has been announced?', a: ['Once the information is public it is no longer inside information, but personal account dealing rules still apply: pre-clearance is required and the restricted list may still include the issuer.'], theme: 'Market abuse', status: 'Answered', risks: ['Regulatory breach'], tags: ['mar'], stage: 'approved' },
  { q: 'Must we file a STOR when a client only places orders and cancels them?', a: ['Orders, including cancelled ones, are covered by Article 16 of MAR. If there is a reasonable suspicion of manipulation, a STOR must be filed.'], theme: 'Market abuse', status: 'Answered', risks: ['Regulatory breach', 'Reporting error'], tags: ['mar'], stage: 'approved' },
  { q: 'Does the €10,000 cash limit apply to bank deposits?', a: ['No. The AMLR limit applies to payments for goods and services by persons trading in goods or providing services, not to deposits at a credit institution.'], theme: 'Financial crime', status: 'Answered', risks: ['Operational burden'], tags: ['amlr'], stage: 'approved' },
  { q: 'Which sanctions lists do we screen payments against?', a: ['EU consolidated list, UN, UK HM Treasury and US OFAC SDN for all payments; other lists for payments involving those jurisdictions.'], theme: 'Financial crime', status: 'Superseded', risks: ['Regulatory breach'], tags: ['sanctions'], stage: 'retired' },
  { q: 'Do we need a MiCA licence to offer custody of crypto-assets to our clients?', a: ['As a credit institution we may provide crypto-asset services after notifying our competent authority at least 40 working days in advance (Art. 60 MiCA), without separate authorisation.'], theme: 'Crypto-assets', status: 'Answered', risks: ['Regulatory breach'], tags: ['mica'], stage: 'approved' },
  { q: 'Does the travel rule apply to transfers to self-hosted wallets?', a: ['Yes. For transfers above €1,000 to a self-hosted wallet owned by our customer, we must verify that the customer owns or controls the wallet.'], theme: 'Crypto-assets', status: 'Under legal review', risks: ['Regulatory breach'], tags: ['mica', 'amlr'], stage: 'submitted' },
  { q: 'Is credit scoring by a machine-learning model a high-risk AI system?', a: ['Yes. Annex III point 5(b) lists AI systems used to evaluate the creditworthiness of natural persons or establish their credit score, except those used to detect financial fraud. The provider obligations apply from 2 August 2026.'], theme: 'AI Act', status: 'Answered', risks: ['Regulatory breach', 'Customer detriment'], tags: ['ai-act'], stage: 'approved' },
  { q: 'Must we run threat-led penetration testing under DORA?', a: ['Only if the competent authority identifies us under Article 26 and the criteria of the regulatory technical standards on TLPT. We have not been notified; if we are, a test is due at least every three years.'], theme: 'DORA', status: 'Awaiting regulator', risks: ['Operational burden'], tags: ['dora'], stage: 'approved' },
  { q: 'How often do we submit the DORA register of information?', a: ['Yearly, on the competent authority’s request. The first registers went to the ESAs by 30 April 2025; the national authority set an earlier date for firms. Between submissions the register is kept up to date.'], theme: 'DORA', status: 'Answered', risks: ['Reporting error'], tags: ['dora'], stage: 'approved' },
  { q: 'Which principal adverse impact indicators are mandatory under SFDR?', a: ['The 14 indicators of Table 1 of Annex I of the SFDR RTS (Delegated Regulation (EU) 2022/1288), plus at least one of Table 2 (environment) and one of Table 3 (social).'], theme: 'Sustainability reporting', status: 'Answered', risks: ['Reporting error', 'Greenwashing'], tags: ['sfdr'], stage: 'approved' },
  { q: 'Can an Article 8 fund keep “sustainable” in its name?', a: ['Only if it meets ESMA’s guidelines on funds’ names: at least 80% of investments meeting its characteristics, the Paris-aligned benchmark exclusions, and a commitment to invest meaningfully in sustainable investments. Existing funds had until 21 May 2025.'], theme: 'Sustainability reporting', status: 'Answered', risks: ['Greenwashing', 'Customer detriment'], tags: ['sfdr', 'greenwashing'], stage: 'approved' },
  { q: 'Will our CSRD sustainability statement need reasonable assurance?', a: ['Limited assurance is required from the first year. The Commission’s Omnibus proposal of February 2025 drops the planned move to reasonable assurance; legal is following the negotiations.'], theme: 'Sustainability reporting', status: 'Under legal review', risks: ['Reporting error'], tags: ['csrd'], stage: 'submitted' },
  { q: 'Must calls with clients that lead to no transaction be recorded?', a: ['Yes. Article 16(7) of MiFID II covers conversations intended to result in transactions even when none follows. Recordings are kept five years (seven on the regulator’s request).'], theme: 'MiFID II', status: 'Answered', risks: ['Regulatory breach'], tags: ['mifid'], stage: 'approved' },
  { q: 'Do professional clients get the ex-ante costs and charges disclosure?', a: ['Since the MiFID II quick fix (Directive (EU) 2021/338), not for services other than investment advice and portfolio management, unless the client asks for it.'], theme: 'MiFID II', status: 'Answered', risks: ['Customer detriment', 'Operational burden'], tags: ['mifid'], stage: 'approved' },
  { q: 'May we accept a free trial of a broker’s research?', a: ['Yes, as a minor non-monetary benefit, for no longer than three months and with no consideration in return (Article 12 of Delegated Directive (EU) 2017/593). Record the trial in the inducements register.'], theme: 'MiFID II', status: 'Answered', risks: ['Regulatory breach'], tags: ['mifid', 'inducements'], stage: 'approved' },
  { q: 'Is an exchange-traded note on bitcoin a complex product for the appropriateness test?', a: ['Our working view is yes: it embeds a structure that makes its risk hard for a retail client to understand. Legal is checking it against ESMA’s guidelines on complex debt instruments.'], theme: 'MiFID II', status: 'Under legal review', risks: ['Customer detriment'], tags: ['mifid', 'crypto'], stage: 'draft' },
  { q: 'When does AMLA start supervising banks directly?', a: ['AMLA selects up to 40 groups for direct supervision in 2027 and supervises them from 2028. Whether we are selected depends on the risk assessment of the cross-border activity.'], theme: 'Financial crime', status: 'Awaiting regulator', risks: ['Operational burden'], tags: ['amlr', 'amla'], stage: 'approved' },
  { q: 'Can we keep serving crypto clients during the MiCA transitional period?', a: ['Providers already serving clients under national law may continue until they are authorised or refused, at the latest until 1 July 2026; the member state may shorten the period.'], theme: 'Crypto-assets', status: 'Answered', risks: ['Regulatory breach'], tags: ['mica'], stage: 'approved' },
  { q: 'Does the European Accessibility Act apply to our mobile banking app?', a: ['Consumer banking services are in scope of Directive (EU) 2019/882 from 28 June 2025, including the apps and websites that deliver them. To be assigned a theme.'], theme: '', status: 'Under legal review', risks: ['Regulatory breach'], tags: ['accessibility'], stage: 'draft' },
];

/**
 * FAQs with their themes, statuses and risks (real questions on the AI Act, DORA, SFDR, CSRD, MiFID II, MAR, AMLR and
 * MiCA), most approved and some still in the approval workflow; one new question not yet given a theme.
 */
export function buildFaqs(ctx: DemoContext): DemoSet {
  return {
    faqtheme: THEMES.map(([name, description]) => ({ key: name, data: { name, description } })),
    faqstatus: STATUSES.map(([name, description], index) => ({
      key: name,
      data: { name, position: index + 1, description },
    })),
    faqrisk: RISKS.map(([name, rating, description]) => ({ key: name, data: { name, rating, description } })),
    faq: FAQS.map((row) => ({
      key: row.q,
      stage: row.stage,
      by: 'analyst',
      data: {
        question: row.q,
        answer: paragraphs(...row.a),
        ...(row.theme ? { theme: ctx.ref('faqtheme', row.theme) } : {}),
        status: ctx.ref('faqstatus', row.status),
        risks: ctx.refs('faqrisk', row.risks),
        tags: [...row.tags],
      },
    })),
  };
}
