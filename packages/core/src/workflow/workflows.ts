import type { Resource } from '../access/resources.ts';
import type { Workflow } from './workflow.ts';

/**
 * The editorial workflow of insights (articles). Stage names are not in the spec (§4); these are the usual ones of
 * an editorial desk, each move guarded by the §6 workflow resource of its step: editors submit, reviewers pass or
 * return, approvers publish (which dates the insight unless it has a date). Nobody passes or publishes what they
 * wrote. Published: the `published` stage only; drafts, items in review or awaiting approval, and archived
 * (withdrawn) insights are seen by the workflow's people alone.
 */
export const ARTICLE_WORKFLOW: Workflow = {
  initial: 'draft',
  published: ['published'],
  stages: [
    { name: 'draft', label: 'Draft' },
    { name: 'review', label: 'In review' },
    { name: 'approval', label: 'Awaiting approval' },
    { name: 'published', label: 'Published' },
    { name: 'archived', label: 'Archived' },
  ],
  transitions: [
    { name: 'submit', label: 'Submit for review', from: ['draft'], to: 'review', resource: 'articleWorkflowEdit' },
    {
      name: 'pass',
      label: 'Pass review',
      from: ['review'],
      to: 'approval',
      resource: 'articleWorkflowReview',
      notByAuthor: true,
    },
    {
      name: 'return',
      label: 'Return to author',
      from: ['review', 'approval'],
      to: 'draft',
      resource: 'articleWorkflowReview',
    },
    {
      name: 'publish',
      label: 'Approve and publish',
      from: ['approval'],
      to: 'published',
      resource: 'articleWorkflowApprove',
      notByAuthor: true,
      stamps: 'publishedOn',
    },
    { name: 'archive', label: 'Archive', from: ['published'], to: 'archived', resource: 'articleWorkflowApprove' },
    { name: 'reopen', label: 'Reopen as draft', from: ['archived'], to: 'draft', resource: 'articleWorkflowEdit' },
  ],
};

/**
 * A two-step approval (obligations, cases, initiatives, FAQs, training cases): whoever may edit the item submits
 * it; the holder of the §6 approve resource approves or rejects it, never their own. Published: the `approved`
 * stage only; a draft, an item awaiting approval and a retired one are seen by its editors and approvers alone.
 */
export function approvalWorkflow(editResource: Resource, approveResource: Resource): Workflow {
  return {
    initial: 'draft',
    published: ['approved'],
    retired: ['retired'],
    stages: [
      { name: 'draft', label: 'Draft' },
      { name: 'submitted', label: 'Submitted' },
      { name: 'approved', label: 'Approved' },
      { name: 'retired', label: 'Retired' },
    ],
    transitions: [
      { name: 'submit', label: 'Submit for approval', from: ['draft'], to: 'submitted', resource: editResource },
      {
        name: 'approve',
        label: 'Approve',
        from: ['submitted'],
        to: 'approved',
        resource: approveResource,
        notByAuthor: true,
      },
      { name: 'reject', label: 'Reject', from: ['submitted'], to: 'draft', resource: approveResource },
      { name: 'retire', label: 'Retire', from: ['approved'], to: 'retired', resource: approveResource },
      { name: 'reopen', label: 'Reopen as draft', from: ['retired'], to: 'draft', resource: editResource },
    ],
  };
}
