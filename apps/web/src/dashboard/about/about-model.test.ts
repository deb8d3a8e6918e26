import { can, ROLE_NAMES } from '@rh/core';
import { DASHBOARDS } from '@rh/core/areas/dashboards';
import { contentType, findContentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { routeByName } from '../../routes/table.ts';
import { accessRows, actionWords, workflowSteps } from './about-model.ts';

const faq = contentType('faq');

describe('workflowSteps', () => {
  it('draws the FAQ workflow from its declaration: every stage in order, every transition', () => {
    const steps = workflowSteps(faq)!;
    expect(steps.stages.map((stage) => stage.label)).toEqual(faq.workflow!.stages.map((stage) => stage.label));
    expect(steps.stages.find((stage) => stage.initial)?.name).toBe(faq.workflow!.initial);
    expect(steps.stages.filter((stage) => stage.published).map((stage) => stage.name)).toEqual(['approved']);
    expect(steps.moves.map((move) => move.name)).toEqual(faq.workflow!.transitions.map((t) => t.name));
  });

  it('names the roles of spec §6 that may take each move: editors submit, only approvers approve, never their own', () => {
    const { moves } = workflowSteps(faq)!;
    const submit = moves.find((move) => move.name === 'submit')!;
    const approve = moves.find((move) => move.name === 'approve')!;
    expect(submit.roles).toEqual(expect.arrayContaining(['faqseditor', 'faqsapprover']));
    expect(submit.roles).not.toContain('faqsvisitor');
    expect(approve.roles).toEqual(['faqsapprover']);
    expect(approve.notByAuthor).toBe(true);
    expect(approve).toMatchObject({ from: ['Submitted'], to: 'Approved' });
  });

  it('agrees with can() for every role and move', () => {
    for (const [index, move] of workflowSteps(faq)!.moves.entries()) {
      const transition = faq.workflow!.transitions[index]!;
      const expected = ROLE_NAMES.filter((role) => can([role], transition.resource, transition.action ?? 'update'));
      expect(move.roles).toEqual(expected);
    }
  });

  it('is null for a type without a workflow', () => {
    expect(workflowSteps(contentType('faqtheme'))).toBeNull();
  });
});

describe('accessRows', () => {
  it('lists the FAQ roles with what they may do and see: readers see approved answers only', () => {
    const rows = Object.fromEntries(accessRows(faq).map((row) => [row.role, row]));
    expect(Object.keys(rows).sort()).toEqual(['faqsapprover', 'faqseditor', 'faqsvisitor']);
    expect(rows.faqsvisitor).toMatchObject({ actions: ['read'], moves: [], sees: ['Approved'] });
    expect(rows.faqseditor).toMatchObject({ actions: ['create', 'read', 'update', 'delete'], sees: null });
    expect(rows.faqseditor!.moves).toEqual(['Submit for approval', 'Reopen as draft']);
    expect(rows.faqsapprover!.moves).toEqual(faq.workflow!.transitions.map((t) => t.label));
    expect(actionWords(rows.faqseditor!.actions)).toBe('reads, adds, edits, deletes');
  });
});

describe('the dashboards’ about parts', () => {
  it('name types that exist and routes of the route table', () => {
    const blocks = Object.values(DASHBOARDS).flatMap((dashboard) => dashboard.about ?? []);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      if (block.kind === 'text') {
        for (const link of block.links ?? []) expect(() => routeByName(link.route)).not.toThrow();
      } else {
        expect(findContentType(block.type), block.title).toBeDefined();
      }
    }
  });

  it('FAQs: what they are for, the workflow and the access of the faq type, then tiles by theme, status, risk and stage', () => {
    const faqs = DASHBOARDS.faqs!;
    expect(faqs.about?.map((block) => block.kind)).toEqual(['text', 'workflow', 'access']);
    const by = faqs.tiles.flatMap((tile) => (tile.kind === 'breakdown' ? [tile.by] : []));
    expect(by).toEqual(['theme', 'status', 'risks', 'stage']);
    expect(faqs.tiles.some((tile) => tile.kind === 'newest')).toBe(true);
  });
});
