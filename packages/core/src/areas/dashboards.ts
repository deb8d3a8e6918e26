import type { Dashboard } from './define.ts';

/**
 * The home dashboard of each area, as data (issue 12 item 4): each tile a query over the content API, scoped by
 * its area, plus a presentation. Relative dates (`@month`, `@today-30d`) are resolved when the dashboard is shown.
 */

export const horizonDashboard: Dashboard = {
  intro: 'What regulators published this month and what is coming up.',
  tiles: [
    {
      kind: 'count',
      title: 'News',
      note: 'Published in the last 30 days, against the 30 before',
      query: { type: 'newsitem' },
      compare: { field: 'publishedAt', days: 30 },
    },
    {
      kind: 'count',
      title: 'Coming events',
      note: 'In the next 90 days',
      query: { type: 'event', filters: { 'start.from': '@today', 'start.to': '@today+90d' } },
    },
    {
      kind: 'breakdown',
      title: 'News by day',
      note: 'This month',
      query: { type: 'newsitem', filters: { 'publishedAt.from': '@month' } },
      by: 'publishedAt',
      chart: 'line',
      width: 6,
    },
    {
      kind: 'breakdown',
      title: 'News by regulator',
      note: 'This month, the ten busiest',
      query: { type: 'newsitem', filters: { 'publishedAt.from': '@month' } },
      by: 'regulator',
      chart: 'bar',
      top: 10,
    },
    { kind: 'timeline', title: 'Coming events', query: { type: 'event' }, field: 'start', days: 90, limit: 8 },
    { kind: 'newest', title: 'Latest news', query: { type: 'newsitem' }, field: 'publishedAt', limit: 8 },
  ],
};

export const obligationsDashboard: Dashboard = {
  intro: 'Regulations broken down into obligations, how far their review has come, and what falls due next.',
  tiles: [
    { kind: 'count', title: 'Regulations', query: { type: 'regulation' } },
    { kind: 'count', title: 'Obligations', query: { type: 'obligation' } },
    {
      kind: 'count',
      title: 'Obligations without a control',
      note: 'No control of the library meets them yet',
      query: { type: 'obligation' },
      missing: 'controls',
    },
    {
      kind: 'count',
      title: 'Flagged for review',
      note: 'Something above them changed: a new version, an amendment, news',
      query: { type: 'obligation', filters: { review: 'flagged' } },
    },
    {
      kind: 'count',
      title: 'Waiting for approval',
      note: 'Submitted, not yet approved',
      query: { type: 'obligation', filters: { stage: 'submitted' } },
    },
    {
      kind: 'count',
      title: 'Due in the next year',
      query: { type: 'obligation', filters: { 'dueOn.from': '@today', 'dueOn.to': '@today+365d' } },
    },
    { kind: 'breakdown', title: 'Regulations by status', query: { type: 'regulation' }, by: 'status', chart: 'bar' },
    { kind: 'breakdown', title: 'Obligations by stage', query: { type: 'obligation' }, by: 'stage', chart: 'bar' },
    {
      kind: 'breakdown',
      title: 'Obligations by control coverage',
      note: 'Whether a control of the library meets them',
      query: { type: 'obligation' },
      by: 'controls',
      presence: { with: 'Met by a control', without: 'No control yet' },
      chart: 'bar',
    },
    {
      kind: 'matrix',
      title: 'Obligations by modality and stage',
      query: { type: 'obligation' },
      rows: 'modality',
      columns: 'stage',
    },
    { kind: 'timeline', title: 'Coming due dates', query: { type: 'obligation' }, field: 'dueOn', days: 365 },
  ],
};

export const controlsDashboard: Dashboard = {
  intro: 'The control library: where each control stands, what it covers, and the obligations no control meets.',
  tiles: [
    { kind: 'count', title: 'Controls', query: { type: 'control' } },
    {
      kind: 'count',
      title: 'Obligations without a control',
      note: 'Obligations no control of the library meets',
      query: { type: 'obligation' },
      missing: 'controls',
    },
    {
      kind: 'count',
      title: 'Not tested in a year',
      note: 'Last tested more than 365 days ago',
      query: { type: 'control', filters: { 'lastTestedOn.to': '@today-365d' } },
    },
    {
      kind: 'count',
      title: 'Controls flagged for review',
      note: 'An obligation or regulation they serve changed',
      query: { type: 'control', filters: { review: 'flagged' } },
    },
    { kind: 'breakdown', title: 'Controls by test result', query: { type: 'control' }, by: 'testStatus', chart: 'bar' },
    { kind: 'breakdown', title: 'Controls by status', query: { type: 'control' }, by: 'status', chart: 'bar' },
    {
      kind: 'breakdown',
      title: 'Obligations by regulation, with and without a control',
      note: 'The regulations with the most obligations',
      query: { type: 'obligation' },
      by: 'regulation',
      presence: { with: 'Met by a control', without: 'No control yet', field: 'controls' },
      chart: 'bar',
      top: 12,
      width: 12,
    },
    { kind: 'breakdown', title: 'Controls by theme', query: { type: 'control' }, by: 'theme', chart: 'treemap' },
    {
      kind: 'matrix',
      title: 'Controls by theme and type',
      query: { type: 'control' },
      rows: 'theme',
      columns: 'controlType',
      width: 12,
    },
  ],
};

export const marDashboard: Dashboard = {
  intro: 'Market abuse surveillance: the cases under review, the risks they concern and how far they have come.',
  tiles: [
    { kind: 'count', title: 'Cases', query: { type: 'case' } },
    {
      kind: 'count',
      title: 'Open cases',
      note: 'Open, under investigation or escalated',
      query: { type: 'case', filters: { status: ['open', 'investigating', 'escalated'] } },
    },
    { kind: 'breakdown', title: 'Cases by stage', query: { type: 'case' }, by: 'stage', chart: 'bar' },
    { kind: 'breakdown', title: 'Cases by MAR risk', query: { type: 'case' }, by: 'marRisk', chart: 'bar' },
    {
      kind: 'matrix',
      title: 'Cases by MAR risk and status',
      query: { type: 'case' },
      rows: 'marRisk',
      columns: 'status',
    },
    { kind: 'newest', title: 'Latest cases', query: { type: 'case' }, field: 'openedOn' },
  ],
};

/** MAR's surveillance dashboard (`/mardashboard`): cases, their origin and STORs, and how far the risks are covered. */
export const marSurveillanceDashboard: Dashboard = {
  title: 'Surveillance',
  intro:
    'Surveillance at a glance: the cases by stage, risk and origin, the reports filed with the regulator, and how ' +
    'far the surveillance scenarios cover each market abuse risk.',
  tiles: [
    {
      kind: 'count',
      title: 'Open cases',
      note: 'Open, under investigation or escalated',
      query: { type: 'case', filters: { status: ['open', 'investigating', 'escalated'] } },
    },
    {
      kind: 'count',
      title: 'STORs filed',
      note: 'Cases reported to the regulator',
      query: { type: 'case', filters: { storFiled: 'true' } },
    },
    { kind: 'count', title: 'Coverage items', query: { type: 'coverage' } },
    {
      kind: 'count',
      title: 'Uncovered scenarios',
      note: 'Coverage items at level "none"',
      query: { type: 'coverage', filters: { level: 'none' } },
    },
    { kind: 'breakdown', title: 'Cases by stage', query: { type: 'case' }, by: 'stage', chart: 'bar' },
    { kind: 'breakdown', title: 'Cases by MAR risk', query: { type: 'case' }, by: 'marRisk', chart: 'bar' },
    { kind: 'breakdown', title: 'Cases by origin', query: { type: 'case' }, by: 'caseType', chart: 'bar' },
    { kind: 'breakdown', title: 'Coverage items by level', query: { type: 'coverage' }, by: 'level', chart: 'bar' },
    {
      kind: 'matrix',
      title: 'MAR risks by coverage level',
      note: 'Coverage items of each risk, by level',
      query: { type: 'coverage' },
      rows: 'marRisk',
      columns: 'level',
      width: 12,
    },
    {
      kind: 'breakdown',
      title: 'Coverage of MAR risks',
      note: 'Coverage items per risk, by level',
      query: { type: 'coverage' },
      by: 'marRisk',
      by2: 'level',
      chart: 'bar',
      top: 40,
      width: 12,
    },
  ],
};

export const esgDashboard: Dashboard = {
  intro:
    'The sustainability metrics the firm reports, the frameworks whose disclosures they meet, and how far the ' +
    'lineage is complete: disclosures without a metric, metrics without their data elements.',
  tiles: [
    { kind: 'count', title: 'Metrics', query: { type: 'metric' } },
    { kind: 'count', title: 'Data elements', query: { type: 'dataelement' } },
    {
      kind: 'count',
      title: 'Disclosures',
      note: 'Datapoints of the reporting frameworks',
      query: { type: 'disclosure' },
      list: 'MetricsInteroperability',
    },
    {
      kind: 'count',
      title: 'Disclosures no metric meets',
      note: 'Datapoints a framework asks for that no metric answers yet',
      query: { type: 'disclosure' },
      missing: 'metrics',
    },
    {
      kind: 'breakdown',
      title: 'Metrics by framework',
      note: 'The frameworks each metric is reported under',
      query: { type: 'metric' },
      by: 'frameworks',
      chart: 'bar',
    },
    {
      kind: 'breakdown',
      title: 'Metrics by ESRS topic',
      note: 'The ESRS topical standard each metric belongs to',
      query: { type: 'metric' },
      by: 'topic',
      chart: 'bar',
    },
    {
      kind: 'matrix',
      title: 'Metrics by framework and ESRS topic',
      query: { type: 'metric' },
      rows: 'frameworks',
      columns: 'topic',
      width: 12,
    },
    {
      kind: 'breakdown',
      title: 'Disclosures by framework',
      note: 'Each bar opens the framework in the interoperability matrix',
      query: { type: 'disclosure' },
      by: 'framework',
      chart: 'bar',
      list: 'MetricsInteroperability',
    },
    {
      kind: 'breakdown',
      title: 'Disclosures met by a metric',
      note: 'Whether some metric answers the datapoint',
      query: { type: 'disclosure' },
      by: 'metrics',
      presence: { with: 'Met by a metric', without: 'No metric yet' },
      chart: 'bar',
    },
    {
      kind: 'breakdown',
      title: 'Metrics with their data elements',
      note: 'Whether the metric names the data elements it is computed from',
      query: { type: 'metric' },
      by: 'dataElements',
      presence: { with: 'With data elements', without: 'No data element yet' },
      chart: 'bar',
    },
    { kind: 'breakdown', title: 'Metrics by pillar', query: { type: 'metric' }, by: 'pillar', chart: 'treemap' },
  ],
};

export const faqsDashboard: Dashboard = {
  intro:
    'FAQs are the questions the business asks about a regulation, each with the answer compliance and legal have ' +
    'approved, so that the same question gets the same answer. Below: how a question is answered, who may do what, ' +
    'and where the questions stand.',
  about: [
    {
      kind: 'text',
      title: 'What FAQs are for',
      width: 4,
      paragraphs: [
        'Front office, operations and IT ask compliance how a rule applies to what they do: whether a chatbot is a ' +
          'high-risk AI system, which incidents DORA makes us report. Each question is written down once, under a ' +
          'theme, with the answer and the risks of getting it wrong.',
        'Its status says where the answer stands (answered, under legal review, awaiting the regulator); its stage ' +
          'says whether the answer is approved. Only approved answers are shown to readers outside the FAQ team.',
      ],
      links: [
        { route: 'Faqs', label: 'The questions, by theme' },
        { route: 'FaqsThemes', label: 'Themes' },
        { route: 'FaqsStatuses', label: 'Statuses' },
        { route: 'FaqsRisks', label: 'Risks' },
      ],
    },
    { kind: 'workflow', title: 'How an answer is approved', type: 'faq', width: 4 },
    { kind: 'access', title: 'Who may do what', type: 'faq', width: 4 },
  ],
  tiles: [
    { kind: 'count', title: 'Questions', query: { type: 'faq' } },
    {
      kind: 'count',
      title: 'Approved answers',
      note: 'What readers outside the FAQ team see',
      query: { type: 'faq', filters: { stage: 'approved' } },
    },
    {
      kind: 'count',
      title: 'Waiting for approval',
      note: 'Submitted, not yet approved',
      query: { type: 'faq', filters: { stage: 'submitted' } },
    },
    {
      kind: 'count',
      title: 'Without a theme',
      note: 'New questions to file under a theme',
      query: { type: 'faq', filters: { 'theme.has': 'false' } },
    },
    { kind: 'breakdown', title: 'Questions by theme', query: { type: 'faq' }, by: 'theme', chart: 'bar' },
    { kind: 'breakdown', title: 'Questions by status', query: { type: 'faq' }, by: 'status', chart: 'bar' },
    {
      kind: 'breakdown',
      title: 'Questions by risk',
      note: 'A question counts once under each risk it touches',
      query: { type: 'faq' },
      by: 'risks',
      chart: 'bar',
    },
    { kind: 'breakdown', title: 'Questions by stage', query: { type: 'faq' }, by: 'stage', chart: 'bar' },
    {
      kind: 'matrix',
      title: 'Questions by theme and status',
      query: { type: 'faq' },
      rows: 'theme',
      columns: 'status',
      width: 8,
    },
    { kind: 'newest', title: 'Latest questions', query: { type: 'faq' }, field: 'updatedAt', width: 4 },
  ],
};
