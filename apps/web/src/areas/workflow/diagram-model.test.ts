import { ARTICLE_WORKFLOW } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { rolesTaking, transitionCaption, workflowDiagram } from './diagram-model.ts';

describe('the workflow diagram, from core', () => {
  it('has a box per stage and an arrow per transition and stage it leaves', () => {
    const { nodes, edges } = workflowDiagram(ARTICLE_WORKFLOW, (stage) => `/board?stage=${stage}`);
    expect(nodes.map((node) => node.id)).toEqual(ARTICLE_WORKFLOW.stages.map((stage) => stage.name));
    expect(nodes[0]).toMatchObject({ label: 'Draft', sublabel: 'start', href: '/board?stage=draft' });
    expect(nodes.find((node) => node.id === 'published')?.sublabel).toBe('published');
    const expected = ARTICLE_WORKFLOW.transitions.flatMap((t) => t.from.map((from) => [from, t.to]));
    expect(edges.map((edge) => [edge.source, edge.target])).toEqual(expected);
    expect(edges.filter((edge) => edge.id.startsWith('return:'))).toHaveLength(2);
  });

  it('labels each arrow with the roles holding its grant and the four-eyes rule', () => {
    const pass = ARTICLE_WORKFLOW.transitions.find((t) => t.name === 'pass')!;
    expect(rolesTaking(pass)).toEqual(['articleReviewer', 'articleApprover']);
    expect(transitionCaption(pass)).toBe('Pass review · articleReviewer, articleApprover · not the author');
    const submit = ARTICLE_WORKFLOW.transitions.find((t) => t.name === 'submit')!;
    expect(transitionCaption(submit)).toBe('Submit for review · articleEditor, articleReviewer, articleApprover');
  });
});
