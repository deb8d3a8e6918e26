import { describe, expect, it } from 'vitest';
import type { Coverage } from '../../chain-api.ts';
import { contentType } from '@rh/core/content';
import {
  coverageCsvRows,
  coverageListUrl,
  LIVE_STAGES,
  metShare,
  RETIRED_STAGES,
  stagesOf,
  WAITING_STAGES,
  workspaceUrl,
  type CoverageFigure,
} from './coverage-links.ts';

const row = {
  requirements: 4,
  obligations: 6,
  byStage: { approved: 3, draft: 1, submitted: 2 },
  met: 3,
  unmet: 1,
  notApplicable: 2,
  flaggedObligations: 1,
  flaggedControls: 2,
  waiting: 2,
};
const coverage: Coverage = {
  regulations: [
    {
      id: 'r1',
      title: 'Digital Operational Resilience Act',
      shortName: 'DORA',
      nextDue: '2027-01-17',
      applicationOn: null,
      ...row,
    },
  ],
  totals: row,
};

describe('the coverage table', () => {
  it('links each figure to the obligations list, filtered as the list writes its own address', () => {
    const live = 'stage=draft&stage=submitted&stage=approved';
    expect(coverageListUrl('r1', { kind: 'all' })).toBe(`/regdecomp/obligations?regulation=r1&${live}`);
    expect(coverageListUrl('r1', { kind: 'unmet' })).toBe(
      `/regdecomp/obligations?regulation=r1&applicability=applicable&${live}&controls.has=false`,
    );
    expect(coverageListUrl('r1', { kind: 'met' })).toBe(
      `/regdecomp/obligations?regulation=r1&applicability=applicable&${live}&controls.has=true`,
    );
    expect(coverageListUrl('r1', { kind: 'notApplicable' })).toBe(
      `/regdecomp/obligations?regulation=r1&applicability=not-applicable&${live}`,
    );
    expect(coverageListUrl('r1', { kind: 'flagged' })).toBe(
      `/regdecomp/obligations?regulation=r1&${live}&review=flagged`,
    );
    expect(coverageListUrl('r1', { kind: 'waiting' })).toBe('/regdecomp/obligations?regulation=r1&stage=submitted');
    // A stage's column counts retired obligations too: its link is the stage alone.
    expect(coverageListUrl('r1', { kind: 'stage', stage: 'retired' })).toBe(
      '/regdecomp/obligations?regulation=r1&stage=retired',
    );
    // The totals row: every regulation.
    expect(coverageListUrl(null, { kind: 'unmet' })).toBe(
      `/regdecomp/obligations?applicability=applicable&${live}&controls.has=false`,
    );
    expect(coverageListUrl(null, { kind: 'all' })).toBe(`/regdecomp/obligations?${live}`);
    expect(workspaceUrl('r1')).toBe('/regdecomp/workspace/r1');
  });

  it("reads the retired, live and waiting stages off the obligation's workflow", () => {
    const names = contentType('obligation').workflow!.stages.map((stage) => stage.name);
    expect(RETIRED_STAGES).toEqual(['retired']);
    expect(LIVE_STAGES).toEqual(names.filter((name) => !RETIRED_STAGES.includes(name)));
    expect(LIVE_STAGES).toEqual(['draft', 'submitted', 'approved']);
    expect(WAITING_STAGES).toEqual(['submitted']);
  });

  it('reads the links back as the list reads its filters', async () => {
    const { parseListState } = await import('../../../content/list/list-state.ts');
    const id = '0b0e5e4c-1f1a-4c5e-9a51-3c0e7a2b9d11';
    const live = ['draft', 'submitted', 'approved'];
    const read = (figure: CoverageFigure) =>
      parseListState(contentType('obligation'), new URL(coverageListUrl(id, figure), 'http://x').searchParams).filters;
    expect(read({ kind: 'all' })).toEqual({ regulation: [id], stage: live });
    expect(read({ kind: 'unmet' })).toEqual({
      regulation: [id],
      applicability: ['applicable'],
      stage: live,
      'controls.has': ['false'],
    });
    expect(read({ kind: 'met' })).toEqual({
      regulation: [id],
      applicability: ['applicable'],
      stage: live,
      'controls.has': ['true'],
    });
    expect(read({ kind: 'notApplicable' })).toEqual({
      regulation: [id],
      applicability: ['not-applicable'],
      stage: live,
    });
    expect(read({ kind: 'flagged' })).toEqual({ regulation: [id], stage: live, review: ['flagged'] });
    expect(read({ kind: 'waiting' })).toEqual({ regulation: [id], stage: ['submitted'] });
  });

  it('shares the met of the applicable obligations only, none when none applies', () => {
    expect(metShare({ met: 3, unmet: 1 })).toBe(0.75);
    expect(metShare({ met: 0, unmet: 0 })).toBeNull();
  });

  it('orders stages as the workflow does and leaves out stages with no obligation', () => {
    const withEmpty = { ...coverage, totals: { ...row, byStage: { ...row.byStage, retired: 0 } } };
    expect(stagesOf(withEmpty, ['draft', 'submitted', 'approved', 'retired'])).toEqual([
      'draft',
      'submitted',
      'approved',
    ]);
  });

  it('writes the table as CSV with a totals row', () => {
    const rows = coverageCsvRows(coverage, [{ name: 'draft', label: 'Draft' }]);
    expect(rows[0]).toEqual([
      'Regulation',
      'Requirements',
      'Obligations',
      'Draft',
      'Met (%)',
      'Met',
      'Unmet',
      'Not applicable',
      'Flagged obligations',
      'Flagged controls',
      'Waiting for approval',
      'Next due',
      'Applies from',
    ]);
    expect(rows[1]).toEqual(['DORA', '4', '6', '1', '75', '3', '1', '2', '1', '2', '2', '2027-01-17', '']);
    expect(rows[2]?.[0]).toBe('Total');
    expect(rows).toHaveLength(3);
  });
});
