import { describe, expect, it } from 'vitest';
import { contentType } from '../content/registry.ts';
import { checkWorkflow, readableStages, stagesMovableBy } from './workflow.ts';
import { ARTICLE_WORKFLOW } from './workflows.ts';

describe('readableStages', () => {
  const article = contentType('article');

  it('gives readers outside the workflow its published stage only', () => {
    expect(readableStages(article, ['insightsvisitor'])).toEqual(['published']);
    expect(readableStages(contentType('faq'), ['faqsvisitor'])).toEqual(['approved']);
    expect(readableStages(contentType('case'), ['marvisitor'])).toEqual(['approved']);
    expect(readableStages(article, [])).toEqual(['published']);
  });

  it('gives every stage to whoever writes the type or takes any of its transitions', () => {
    expect(readableStages(article, ['articleCreator'])).toBeNull();
    expect(readableStages(article, ['insightsvisitor', 'articleEditor'])).toBeNull();
    expect(readableStages(contentType('case'), ['marvisitor', 'marapprover'])).toBeNull();
    expect(readableStages(contentType('faq'), ['faqseditor'])).toBeNull();
  });

  it('hides nothing of a type without a workflow', () => {
    expect(readableStages(contentType('regulator'), ['obligationsvisitor'])).toBeNull();
  });
});

describe('checkWorkflow', () => {
  it('refuses a published stage that does not exist, or one a new item starts in', () => {
    expect(() => checkWorkflow('x', { ...ARTICLE_WORKFLOW, published: ['live'] })).toThrow(/unknown published/);
    expect(() => checkWorkflow('x', { ...ARTICLE_WORKFLOW, published: ['draft'] })).toThrow(/cannot be published/);
  });
});

describe('stagesMovableBy', () => {
  const workflow = (name: string) => contentType(name).workflow!;

  it('gives each editorial role the unpublished stages it moves forward from, not the ones it only sends back', () => {
    expect(stagesMovableBy(ARTICLE_WORKFLOW, ['articleEditor'])).toEqual(['draft']);
    // A reviewer may return an item awaiting approval, but it waits for the approver.
    expect(stagesMovableBy(ARTICLE_WORKFLOW, ['articleReviewer'])).toEqual(['draft', 'review']);
    // An approver may archive a published insight: that is no work waiting.
    expect(stagesMovableBy(ARTICLE_WORKFLOW, ['articleApprover'])).toEqual(['draft', 'review', 'approval']);
    expect(stagesMovableBy(ARTICLE_WORKFLOW, ['insightsvisitor', 'articleCreator'])).toEqual([]);
  });

  it('gives the approver of a two-step approval the submitted items', () => {
    expect(stagesMovableBy(workflow('faq'), ['faqsapprover'])).toEqual(['draft', 'submitted']);
    expect(stagesMovableBy(workflow('case'), ['marapprover'])).toEqual(['submitted']);
  });
});
