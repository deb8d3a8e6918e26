/**
 * The regulatory chain of the demo (issue 14): how the firm files its controls and obligations (taxonomy items and
 * processes of sets/organisation.ts, by code), how its controls last tested, the evidence kept for them, the
 * obligations that do not apply to it, and how far surveillance covers each MAR risk per asset class. Evidence
 * is illustrative: its links point at the fictional firm's intranet (`intranet.example`), never at a real site.
 */

/** Where each control theme is filed: taxonomy item codes and process codes. */
// prettier-ignore
export const THEME_FILING: Readonly<Record<string, { taxonomy: readonly string[]; processes: readonly string[] }>> = {
  'ICT risk and resilience': { taxonomy: ['2.1.1'], processes: ['P2.1', 'P3.1'] },
  'Third-party risk': { taxonomy: ['2.1.2'], processes: ['P2', 'P3'] },
  'KYC and AML': { taxonomy: ['2.2.1'], processes: ['P1.1', 'P1.2'] },
  Sanctions: { taxonomy: ['2.2.1'], processes: ['P2.2'] },
  'Market conduct': { taxonomy: ['2.2.2'], processes: ['P3.2'] },
  'Data protection': { taxonomy: ['2.2'], processes: ['P1.1'] },
  'AI governance': { taxonomy: ['1.2', '2.1'], processes: ['P1.1'] },
  Sustainability: { taxonomy: ['3.2', '2.3'], processes: ['P4'] },
  'Regulatory reporting': { taxonomy: ['3.1'], processes: ['P4'] },
  'Customer outcomes': { taxonomy: ['2.2'], processes: ['P1'] },
};

/** Controls filed differently from their theme. */
// prettier-ignore
export const CONTROL_FILING: Readonly<Record<string, { taxonomy?: readonly string[]; processes?: readonly string[] }>> = {
  'CTL-ICT-01': { taxonomy: ['1.1', '2.1.1'] },
  'CTL-ICT-06': { taxonomy: ['2.1'], processes: ['P1', 'P2', 'P3'] },
  'CTL-KYC-04': { processes: ['P2.1', 'P1.2'] },
  'CTL-KYC-06': { processes: ['P2.1'] },
  'CTL-PAY-01': { taxonomy: ['2.2.1'], processes: ['P2.1'] },
  'CTL-MAR-05': { processes: ['P3.1', 'P3.2'] },
  'CTL-MAR-06': { processes: ['P3.1', 'P3.2'] },
  'CTL-REG-03': { taxonomy: ['1.2', '2.2'], processes: ['P4'] },
  'CTL-REG-04': { taxonomy: ['2.1'], processes: ['P3.1'] },
  'CTL-CON-02': { processes: ['P1.1', 'P3.1'] },
  'CTL-CRY-01': { taxonomy: ['2.2'], processes: ['P3'] },
};

/** Filing of an obligation that no control meets yet, by the first of its functions found here. */
// prettier-ignore
export const FUNCTION_FILING: Readonly<Record<string, { taxonomy: readonly string[]; processes: readonly string[] }>> = {
  'Information Security': { taxonomy: ['2.1.1'], processes: ['P2.1', 'P3.1'] },
  'Information Technology': { taxonomy: ['2.1.1'], processes: ['P2.1', 'P3.1'] },
  Procurement: { taxonomy: ['2.1.2'], processes: ['P2', 'P3'] },
  'Internal Audit': { taxonomy: ['1.1'], processes: [] },
  'Human Resources': { taxonomy: ['1.1'], processes: [] },
  'Front Office': { taxonomy: ['2.2.2'], processes: ['P3.1'] },
  Finance: { taxonomy: ['3.1'], processes: ['P4'] },
  Sustainability: { taxonomy: ['3.2'], processes: ['P4'] },
  'Risk Management': { taxonomy: ['2.1'], processes: [] },
  'Data Office': { taxonomy: ['1.2'], processes: ['P1.1'] },
  Operations: { taxonomy: ['2.1'], processes: ['P1', 'P2'] },
  Compliance: { taxonomy: ['2.2'], processes: [] },
  Legal: { taxonomy: ['2.2'], processes: [] },
};

export type TestStatus = 'effective' | 'partially-effective' | 'ineffective' | 'not-tested';

/**
 * The last test of each control: its result and how many days before the anchor date it was done (none: never
 * tested). Follows the control's status: designed controls are not tested yet, deficient ones failed their last
 * test, and a few effective ones were last tested more than a year ago (due for a test).
 */
// prettier-ignore
export const CONTROL_TESTS: Readonly<Record<string, readonly [TestStatus, number?]>> = {
  'CTL-ICT-01': ['effective', 95], 'CTL-ICT-02': ['ineffective', 48], 'CTL-ICT-03': ['effective', 130],
  'CTL-ICT-04': ['effective', 34], 'CTL-ICT-05': ['partially-effective', 210], 'CTL-ICT-06': ['effective', 412],
  'CTL-ICT-07': ['effective', 61],
  'CTL-TPR-01': ['effective', 72], 'CTL-TPR-02': ['effective', 155], 'CTL-TPR-03': ['partially-effective', 88],
  'CTL-TPR-04': ['not-tested'], 'CTL-TPR-05': ['effective', 690],
  'CTL-KYC-01': ['effective', 120], 'CTL-KYC-02': ['effective', 240], 'CTL-KYC-03': ['partially-effective', 27],
  'CTL-KYC-04': ['effective', 66], 'CTL-KYC-05': ['effective', 455], 'CTL-KYC-06': ['not-tested'],
  'CTL-SAN-01': ['effective', 40], 'CTL-PAY-01': ['effective', 180],
  'CTL-MAR-01': ['effective', 75], 'CTL-MAR-02': ['effective', 300], 'CTL-MAR-03': ['effective', 142],
  'CTL-MAR-04': ['partially-effective', 118], 'CTL-MAR-05': ['effective', 390], 'CTL-MAR-06': ['effective', 54],
  'CTL-DPR-01': ['effective', 201], 'CTL-DPR-02': ['partially-effective', 260],
  'CTL-AIG-01': ['not-tested'], 'CTL-AIG-02': ['effective', 112], 'CTL-AIG-03': ['not-tested'],
  'CTL-AIG-04': ['effective', 420], 'CTL-AIG-05': ['not-tested'], 'CTL-AIG-06': ['effective', 83],
  'CTL-ESG-01': ['effective', 160], 'CTL-ESG-02': ['partially-effective', 70], 'CTL-ESG-03': ['effective', 230],
  'CTL-ESG-04': ['effective', 22], 'CTL-ESG-05': ['not-tested'], 'CTL-ESG-06': ['not-tested'],
  'CTL-REG-01': ['effective', 58], 'CTL-REG-02': ['ineffective', 101], 'CTL-REG-03': ['effective', 510],
  'CTL-REG-04': ['effective', 15],
  'CTL-CON-01': ['effective', 270], 'CTL-CON-02': ['effective', 190], 'CTL-CRY-01': ['not-tested'],
};

/** What a test of a control found, by result (the notes of its test report). */
export const TEST_FINDINGS: Readonly<Record<Exclude<TestStatus, 'not-tested'>, string>> = {
  effective: 'Sample of 25 occurrences re-performed by the second line; no exceptions.',
  'partially-effective':
    'Sample of 25 occurrences re-performed by the second line; 3 exceptions (late or incomplete evidence of review). Remediation action open.',
  ineffective:
    'Sample of 25 occurrences re-performed by the second line; 9 exceptions, beyond the tolerance of 2. Control rated ineffective; issue raised to the risk committee.',
};

/** Obligations (by title) that do not apply to the firm, with the reason given in its statement of applicability. */
// prettier-ignore
export const NOT_APPLICABLE: readonly (readonly [string, string])[] = [
  ['Keep critical operations within board-approved tolerance levels', 'The group has no entity regulated by APRA: no branch, subsidiary or licence in Australia. Reassessed at each annual review of the legal entity list.'],
  ['Complete impact assessments for high-risk AI used in Colorado', 'The firm makes no consequential decisions about Colorado residents: it has no US retail business and its credit models are not used for US consumers.'],
  ['Notify Colorado consumers of AI use in consequential decisions', 'No Colorado consumers: see the impact assessment obligation of the same Act. Legal confirmed the position in its memo on US state AI laws.'],
];

/** How surveillance covers one MAR risk for one asset class. Pairs the risks list but that are absent here are undeclared. */
export interface CoverageRow {
  risk: string;
  assetClass: string;
  level: 'full' | 'partial' | 'none';
  scenario?: string;
  gaps: string;
}

// prettier-ignore
export const COVERAGE: readonly CoverageRow[] = [
  { risk: 'MAR-01', assetClass: 'EQ', level: 'full', scenario: 'Insider dealing: pre-announcement trading (price-sensitive events)', gaps: 'None known.' },
  { risk: 'MAR-01', assetClass: 'FI', level: 'partial', scenario: 'Insider dealing: pre-announcement trading in issuer bonds', gaps: 'Only bonds of issuers with listed shares are linked to corporate events; other issuers are not covered.' },
  { risk: 'MAR-02', assetClass: 'EQ', level: 'full', scenario: 'E-communications lexicon: deal code names and wall-crossing terms', gaps: 'None known.' },
  { risk: 'MAR-02', assetClass: 'FI', level: 'partial', scenario: 'E-communications lexicon: deal code names and wall-crossing terms', gaps: 'Voice is transcribed for the equity desks only; fixed income calls are sampled by hand.' },
  { risk: 'MAR-03', assetClass: 'LD', level: 'full', scenario: 'Spoofing and layering detection (order-to-cancel, book imbalance)', gaps: 'None known.' },
  { risk: 'MAR-03', assetClass: 'EQ', level: 'full', scenario: 'Spoofing and layering detection (order-to-cancel, book imbalance)', gaps: 'None known.' },
  { risk: 'MAR-04', assetClass: 'EQ', level: 'full', scenario: 'Wash trade detection (same beneficial owner)', gaps: 'None known.' },
  { risk: 'MAR-04', assetClass: 'LD', level: 'partial', scenario: 'Wash trade detection (same beneficial owner)', gaps: 'Give-up trades executed by other brokers are matched a day late.' },
  { risk: 'MAR-05', assetClass: 'CRY', level: 'none', gaps: 'No scenario until the crypto venue feed is onboarded; trades are reviewed by hand each week.' },
  { risk: 'MAR-06', assetClass: 'EQ', level: 'full', scenario: 'Marking the close (closing auction price impact)', gaps: 'None known.' },
  { risk: 'MAR-06', assetClass: 'LD', level: 'partial', scenario: 'Marking the close (expiry-day settlement price impact)', gaps: 'Only index futures expiries; single-stock option expiries are not yet covered.' },
  { risk: 'MAR-07', assetClass: 'EQ', level: 'full', scenario: 'Front running of client orders (proprietary and personal accounts)', gaps: 'None known.' },
  { risk: 'MAR-07', assetClass: 'FI', level: 'partial', scenario: 'Front running of client orders (proprietary and personal accounts)', gaps: 'RFQ flow on dealer-to-client platforms is covered; voice orders are not time-stamped precisely enough.' },
  { risk: 'MAR-08', assetClass: 'OTC', level: 'partial', scenario: 'Benchmark fixing window trading', gaps: 'Rates fixings are covered; credit index fixings are not.' },
  { risk: 'MAR-08', assetClass: 'FX', level: 'full', scenario: 'Benchmark fixing window trading (WM/R 4pm fix)', gaps: 'None known.' },
  { risk: 'MAR-08', assetClass: 'FI', level: 'none', gaps: 'No scenario for government bond benchmark submissions; the desk contributes no quotes to benchmarks today.' },
  { risk: 'MAR-09', assetClass: 'EQ', level: 'full', scenario: 'Pump and dump (ramping followed by sales into the rise)', gaps: 'None known.' },
  { risk: 'MAR-10', assetClass: 'LD', level: 'partial', scenario: 'Cross-product manipulation (cash and derivatives)', gaps: 'Links index futures to constituents; single-stock options to their underlying are not linked.' },
  { risk: 'MAR-10', assetClass: 'EQ', level: 'partial', scenario: 'Cross-product manipulation (cash and derivatives)', gaps: 'Same as listed derivatives: constituents only.' },
  { risk: 'MAR-11', assetClass: 'CMD', level: 'partial', scenario: 'Abusive squeeze and position concentration', gaps: 'Power and gas covered; metals are traded too rarely to calibrate.' },
  { risk: 'MAR-11', assetClass: 'EUA', level: 'full', scenario: 'Emission allowance auction bidding and position concentration', gaps: 'None known.' },
];

/** More surveillance cases, so that most MAR risks have some open; persons by name, days from the anchor date. */
// prettier-ignore
export const MORE_CASES: readonly {
  ref: string; title: string; type: 'alert' | 'referral' | 'whistleblowing' | 'regulator-request'; risk: string;
  persons: readonly string[]; opened: number; status: 'open' | 'investigating' | 'escalated'; stage: 'submitted' | 'approved';
}[] = [
  { ref: 'SURV-2026-063', title: 'Option purchases in Corvane ahead of a licensing announcement', type: 'alert', risk: 'MAR-01', persons: ['Declan Moorcroft'], opened: -9, status: 'investigating', stage: 'submitted' },
  { ref: 'SURV-2026-064', title: 'Research analyst mentioning a pending rating change in a client chat', type: 'alert', risk: 'MAR-02', persons: ['Priya Ramanathan'], opened: -16, status: 'open', stage: 'submitted' },
  { ref: 'SURV-2026-065', title: 'Repeated layering in Euro Stoxx futures at the open', type: 'alert', risk: 'MAR-03', persons: ['Jonas Ekwall'], opened: -21, status: 'investigating', stage: 'approved' },
  { ref: 'SURV-2026-066', title: 'Cancelled bid stacks in a mid-cap share before client sells', type: 'alert', risk: 'MAR-03', persons: ['Mara Velden'], opened: -6, status: 'open', stage: 'submitted' },
  { ref: 'SURV-2026-067', title: 'Crosses between a client’s two ETF accounts at the same price', type: 'alert', risk: 'MAR-04', persons: ['Declan Moorcroft'], opened: -33, status: 'open', stage: 'submitted' },
  { ref: 'SURV-2026-068', title: 'Round-trip trades in a small-cap token on the market-making book', type: 'referral', risk: 'MAR-05', persons: ['Chidi Okafor'], opened: -11, status: 'investigating', stage: 'submitted' },
  { ref: 'SURV-2026-069', title: 'Closing-auction buy orders on the day of an option expiry', type: 'alert', risk: 'MAR-06', persons: ['Mara Velden'], opened: -4, status: 'open', stage: 'submitted' },
  { ref: 'SURV-2026-070', title: 'Personal account trades in the same direction as a large client order', type: 'alert', risk: 'MAR-07', persons: ['Ruben Achterberg'], opened: -18, status: 'investigating', stage: 'approved' },
  { ref: 'SURV-2026-071', title: 'FX forward trading concentrated in the 4pm fixing window', type: 'alert', risk: 'MAR-08', persons: ['Ruben Achterberg'], opened: -25, status: 'open', stage: 'submitted' },
  { ref: 'SURV-2026-072', title: 'Regulator request on swap trading around a rates fixing', type: 'regulator-request', risk: 'MAR-08', persons: ['Tomasz Brzeski'], opened: -47, status: 'escalated', stage: 'approved' },
  { ref: 'SURV-2026-073', title: 'Client building a position in an illiquid share before positive posts', type: 'alert', risk: 'MAR-09', persons: ['Nikolai Draganov'], opened: -14, status: 'investigating', stage: 'submitted' },
  { ref: 'SURV-2026-074', title: 'Index futures sold while constituent shares were bought at the close', type: 'alert', risk: 'MAR-10', persons: ['Jonas Ekwall', 'Mara Velden'], opened: -37, status: 'escalated', stage: 'approved' },
  { ref: 'SURV-2026-075', title: 'Large gas position ahead of delivery at a constrained hub', type: 'alert', risk: 'MAR-11', persons: ['Oskar Lindqvist'], opened: -8, status: 'open', stage: 'submitted' },
];
