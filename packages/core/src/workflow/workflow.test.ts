import { describe, expect, it } from 'vitest';
import { contentType } from '../content/registry.ts';
import { checkWorkflow, readableStages } from './workflow.ts';
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
