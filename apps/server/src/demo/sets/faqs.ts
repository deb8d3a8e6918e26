import type { DemoContext, DemoSet } from '../context.ts';
import { paragraphs } from '../context.ts';

const THEMES: readonly (readonly [string, string])[] = [
  ['AI Act', 'Questions on the scope and obligations of the EU AI Act.'],
  ['DORA', 'ICT risk, incident reporting and third-party arrangements.'],
  ['Sustainability reporting', 'CSRD, SFDR and the EU Taxonomy.'],
  ['Market abuse', 'Inside information, personal account dealing and surveillance.'],
  ['Financial crime', 'KYC, sanctions and AML.'],
  ['Crypto-assets', 'MiCA and the travel rule.'],
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
];

/** FAQs with their themes, statuses and risks, most approved and some still in the approval workflow. */
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
        theme: ctx.ref('faqtheme', row.theme),
        status: ctx.ref('faqstatus', row.status),
        risks: ctx.refs('faqrisk', row.risks),
        tags: [...row.tags],
      },
    })),
  };
}
