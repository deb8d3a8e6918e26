import { awaitingStages, contentType, liveStages } from '@rh/core/content';
import { pathTo } from '../../../routes/table.ts';
import type { Coverage, RegulationCoverage } from '../../chain-api.ts';

/** What a figure of the coverage table counts, as the obligations list filters it. */
export type CoverageFigure =
  | { kind: 'all' }
  | { kind: 'met' }
  | { kind: 'unmet' }
  | { kind: 'notApplicable' }
  | { kind: 'flagged' }
  | { kind: 'waiting' }
  | { kind: 'stage'; stage: string };

const WORKFLOW = contentType('obligation').workflow;

/** The stages of obligations that no longer apply: the server's coverage leaves them out of every figure but a stage's. */
export const RETIRED_STAGES: readonly string[] = WORKFLOW?.retired ?? [];

/** The live stages: every stage of the obligation's workflow but the retired ones, in its order. */
export const LIVE_STAGES: readonly string[] = WORKFLOW ? liveStages(WORKFLOW) : [];

/** The stages obligations wait in for approval (the approval workflow's `submitted`), as the server counts them. */
export const WAITING_STAGES: readonly string[] = WORKFLOW ? awaitingStages(WORKFLOW) : [];

const stages = (names: readonly string[]): [string, string][] => names.map((name) => ['stage', name]);

/**
 * The list filters of a figure (the list's own URL form: `controls.has=false`, `review=flagged`, `stage=…`), so that
 * the list shows exactly what the figure counts (apps/server/src/modules/regdecomp/coverage.ts): every figure but a
 * stage's counts live obligations only (a stage filter of every live stage); met and unmet the applicable ones with
 * and without a control, not applicable those marked so.
 */
export function figureFilters(figure: CoverageFigure): [string, string][] {
  const live = stages(LIVE_STAGES);
  switch (figure.kind) {
    case 'all':
      return live;
    case 'met':
      return [['applicability', 'applicable'], ...live, ['controls.has', 'true']];
    case 'unmet':
      return [['applicability', 'applicable'], ...live, ['controls.has', 'false']];
    case 'notApplicable':
      return [['applicability', 'not-applicable'], ...live];
    case 'flagged':
      return [...live, ['review', 'flagged']];
    case 'waiting':
      // Waiting stages are live ones: the stage filter alone is the figure.
      return stages(WAITING_STAGES);
    case 'stage':
      return [['stage', figure.stage]];
  }
}

/**
 * The obligations list behind one figure of the coverage table: of one regulation (`regulation=<id>`), or of all of
 * them for the totals row (regulation null), with the figure's filter.
 */
export function coverageListUrl(regulation: string | null, figure: CoverageFigure): string {
  const search = new URLSearchParams();
  if (regulation) search.append('regulation', regulation);
  for (const [param, value] of figureFilters(figure)) search.append(param, value);
  const query = search.toString();
  const list = pathTo('RegdecompObligations');
  return query ? `${list}?${query}` : list;
}

/** The workspace of a regulation: its text, requirements and obligations. */
export const workspaceUrl = (regulation: string) => pathTo('RegdecompWorkspace', { id: regulation });

/** The share of applicable obligations met by a control, 0–1; null when none is applicable. */
export function metShare(row: Pick<RegulationCoverage, 'met' | 'unmet'>): number | null {
  const applicable = row.met + row.unmet;
  return applicable ? row.met / applicable : null;
}

/** The stages that occur in the coverage, in the workflow's order when known, else by name. */
export function stagesOf(coverage: Coverage, order: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const row of coverage.regulations)
    for (const [stage, count] of Object.entries(row.byStage)) if (count) seen.add(stage);
  for (const [stage, count] of Object.entries(coverage.totals.byStage)) if (count) seen.add(stage);
  const rank = (stage: string) => (order.includes(stage) ? order.indexOf(stage) : order.length);
  return [...seen].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The coverage table as CSV rows (header first): the figures, the share met as a percentage. */
export function coverageCsvRows(coverage: Coverage, stages: readonly { name: string; label: string }[]): string[][] {
  const header = [
    'Regulation',
    'Requirements',
    'Obligations',
    ...stages.map((stage) => stage.label),
    'Met (%)',
    'Met',
    'Unmet',
    'Not applicable',
    'Flagged obligations',
    'Flagged controls',
    'Waiting for approval',
    'Next due',
    'Applies from',
  ];
  const percent = (row: Pick<RegulationCoverage, 'met' | 'unmet'>) => {
    const share = metShare(row);
    return share === null ? '' : String(Math.round(share * 100));
  };
  const figures = (row: Coverage['totals']) => [
    String(row.requirements),
    String(row.obligations),
    ...stages.map((stage) => String(row.byStage[stage.name] ?? 0)),
    percent(row),
    String(row.met),
    String(row.unmet),
    String(row.notApplicable),
    String(row.flaggedObligations),
    String(row.flaggedControls),
    String(row.waiting),
  ];
  return [
    header,
    ...coverage.regulations.map((row) => [
      row.shortName || row.title,
      ...figures(row),
      row.nextDue ?? '',
      row.applicationOn ?? '',
    ]),
    ['Total', ...figures(coverage.totals), '', ''],
  ];
}
