// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceObligation, WorkspaceRequirement } from '../../chain-api.ts';
import { passagesByRequirement } from './passages.ts';
import { RequirementTree } from './RequirementTree.tsx';
import {
  ancestorIdsOf,
  ARTICLES_PER_STEP,
  articlesToMount,
  branchIdsOf,
  FIRST_ARTICLES,
  groupRequirements,
  initiallyExpanded,
  OPEN_WHOLE_UP_TO,
  treeIds,
} from './tree.ts';

const requirement = (n: number): WorkspaceRequirement => ({
  id: `r${n}`,
  reference: `Art. ${n}`,
  title: `Heading ${n}`,
  text: `Financial entities shall keep register ${n} of their providers. They shall report incident ${n} at once.`,
  citationPage: null,
});

const obligation = (id: string, requirementId: string | null, fields: Partial<WorkspaceObligation> = {}) =>
  ({
    id,
    title: `Obligation ${id}`,
    requirement: requirementId,
    stage: 'draft',
    modality: 'must',
    dueOn: null,
    controls: [],
    citationText: null,
    citationPage: null,
    citationStart: null,
    citationEnd: null,
    flagged: false,
    ...fields,
  }) satisfies WorkspaceObligation;

/** A regulation of `articles` articles (one requirement each) and `per` obligations under each. */
function workspace(articles: number, per: number) {
  const requirements = Array.from({ length: articles }, (_, i) => requirement(i + 1));
  const obligations = requirements.flatMap((r) =>
    Array.from({ length: per }, (_, j) => obligation(`${r.id}-o${j + 1}`, r.id)),
  );
  return { requirements, obligations };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a large workspace’s tree', () => {
  it('opens a small tree whole and a large one closed', () => {
    const small = workspace(3, 2);
    expect(initiallyExpanded(small.requirements, small.obligations)).toEqual(branchIdsOf(small.requirements));
    expect(initiallyExpanded(small.requirements, small.obligations)).toContain(treeIds.article('Art. 2'));
    const large = workspace(40, 5);
    expect(large.requirements.length + large.obligations.length).toBeGreaterThan(OPEN_WHOLE_UP_TO);
    expect(initiallyExpanded(large.requirements, large.obligations)).toEqual([]);
  });

  it('names the branches above a requirement: its article and its paragraph', () => {
    expect(ancestorIdsOf({ id: 'p', reference: 'Art. 5(2)(a)' })).toEqual([
      treeIds.article('Art. 5'),
      treeIds.requirement('p'),
    ]);
  });

  it('mounts the articles reached, and at least up to the selected obligation’s', () => {
    const { requirements, obligations } = workspace(400, 1);
    const groups = groupRequirements(requirements);
    expect(articlesToMount(groups, 50, undefined)).toBe(50);
    expect(articlesToMount(groups, 50, obligations[299])).toBe(300);
    expect(articlesToMount(groups, 50, obligation('x', null))).toBe(50);
    expect(articlesToMount(groups, 1000, undefined)).toBe(400);
  });

  function Tree({ data, selected = null }: { data: ReturnType<typeof workspace>; selected?: string | null }) {
    const [expanded, setExpanded] = useState(() => initiallyExpanded(data.requirements, data.obligations));
    return (
      <RequirementTree
        requirements={data.requirements}
        obligations={data.obligations}
        selected={selected}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onSelect={() => undefined}
      />
    );
  }

  it('mounts a closed article’s obligations only when it is opened, and still shows it can open', () => {
    const data = workspace(28, 6);
    expect(FIRST_ARTICLES).toBeGreaterThanOrEqual(28);
    render(<Tree data={data} />);
    const article = screen.getByRole('treeitem', { name: /^Art\. 3 — Heading 3 \(6\)/ });
    expect(article.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Obligation r3-o1')).toBeNull();
    expect(screen.queryAllByRole('treeitem')).toHaveLength(28);
    fireEvent.click(screen.getByText('Art. 3 — Heading 3 (6)'));
    expect(article.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Obligation r3-o1')).toBeTruthy();
    expect(screen.queryAllByRole('treeitem')).toHaveLength(34);
  }, 30_000);

  it('mounts a long tree’s first articles at once and the others in steps, the selected one’s at once', () => {
    vi.useFakeTimers();
    const total = FIRST_ARTICLES + 2 * ARTICLES_PER_STEP - 5;
    const data = workspace(total, 1);
    render(<Tree data={data} selected={`r${FIRST_ARTICLES + 5}-o1`} />);
    expect(screen.queryAllByRole('treeitem')).toHaveLength(FIRST_ARTICLES + 5);
    expect(screen.getByRole('status').textContent).toBe(`Listing the articles: ${FIRST_ARTICLES + 5} of ${total}…`);
    act(() => vi.advanceTimersByTime(60));
    // The steps count from the first articles (the selected one's were mounted ahead of them).
    expect(screen.queryAllByRole('treeitem')).toHaveLength(FIRST_ARTICLES + ARTICLES_PER_STEP);
    act(() => vi.advanceTimersByTime(60));
    expect(screen.queryAllByRole('treeitem')).toHaveLength(total);
    expect(screen.queryByRole('status')).toBeNull();
  }, 30_000);

  it('mounts a short tree whole and open', () => {
    const data = workspace(4, 2);
    render(<Tree data={data} />);
    expect(FIRST_ARTICLES).toBeGreaterThan(4);
    expect(screen.queryAllByRole('treeitem')).toHaveLength(12);
    expect(screen.getByText('Obligation r4-o2')).toBeTruthy();
  });
});

describe('passages of a large workspace', () => {
  it('finds each obligation’s passage in its own requirement’s text, by offsets or by its words', () => {
    const requirements = [requirement(1), requirement(2)];
    const obligations = [
      obligation('a', 'r1', { citationStart: 0, citationEnd: 18 }),
      obligation('b', 'r2', { citationText: 'report  incident 2' }),
      // The words of r1, cited under r2: not found there.
      obligation('c', 'r2', { citationText: 'keep register 1' }),
      obligation('d', null, { citationText: 'keep register 1' }),
    ];
    const passages = passagesByRequirement(requirements, obligations);
    expect(passages.get('r1')).toEqual([{ id: 'a', title: 'Obligation a', start: 0, end: 18 }]);
    const text = requirements[1]!.text;
    const start = text.indexOf('report incident 2');
    expect(passages.get('r2')).toEqual([{ id: 'b', title: 'Obligation b', start, end: start + 17 }]);
    expect([...passages.keys()]).toEqual(['r1', 'r2']);
  });

  it('looks once per workspace answer: the same arrays give the same passages, new ones look again', () => {
    const { requirements, obligations } = workspace(3, 2);
    const first = passagesByRequirement(requirements, obligations);
    expect(passagesByRequirement(requirements, obligations)).toBe(first);
    expect(passagesByRequirement([...requirements], obligations)).not.toBe(first);
    expect(passagesByRequirement(requirements, [...obligations])).not.toBe(first);
  });
});
