import { can } from '../access/can.ts';
import { ACTIONS, type Action, type Resource } from '../access/resources.ts';
import type { ContentType } from '../content/define.ts';

/** A stage an item of a workflow type is in. */
export interface Stage {
  name: string;
  label: string;
}

/** A named, permissioned move from some stages to one (CONVENTIONS 8). */
export interface Transition {
  name: string;
  label: string;
  from: readonly string[];
  to: string;
  /** The §6 workflow resource that guards the move (e.g. articleWorkflowApprove). */
  resource: Resource;
  /** The action needed on `resource`; default update. */
  action?: Action;
  /** The item's author may not take this transition (four eyes). */
  notByAuthor?: boolean;
  /** A date field of the item set to the day of the move when it is empty (an insight's publication date). */
  stamps?: string;
}

export interface Workflow {
  stages: readonly Stage[];
  /** Stage of a new item. */
  initial: string;
  /**
   * The stages in which an item is published: the only ones readers outside the workflow see (readableStages).
   * Every workflow says which, so that none is published by default.
   */
  published: readonly string[];
  /**
   * The stages of items that no longer apply (a retired obligation): kept and readable, left out of what applies now
   * (coverage, gaps, the statement of applicability; issue 14).
   */
  retired?: readonly string[];
  transitions: readonly Transition[];
}

/** Why a transition may not be taken now, or null when it may. */
export type Refusal = 'unknown' | 'stage' | 'permission' | 'author' | null;

/**
 * May a user with these roles take the transition named `name` from `stage`? `isAuthor`: the user created the
 * item. Checks, in order: the transition exists, it leaves this stage, the roles grant it, the author rule.
 */
export function refusalOf(
  workflow: Workflow,
  name: string,
  stage: string,
  roles: readonly string[],
  isAuthor: boolean,
): Refusal {
  const transition = workflow.transitions.find((candidate) => candidate.name === name);
  if (!transition) return 'unknown';
  if (!transition.from.includes(stage)) return 'stage';
  if (!can(roles, transition.resource, transition.action ?? 'update')) return 'permission';
  if (transition.notByAuthor && isAuthor) return 'author';
  return null;
}

/** The transitions from this stage whose refusal for this user is `refusal` (null: those they may take). */
function transitionsRefusedAs(
  refusal: Refusal,
  workflow: Workflow,
  stage: string,
  roles: readonly string[],
  isAuthor: boolean,
): string[] {
  return workflow.transitions
    .filter((transition) => refusalOf(workflow, transition.name, stage, roles, isAuthor) === refusal)
    .map((transition) => transition.name);
}

/** The transitions this user may take from this stage now. */
export const allowedTransitions = (workflow: Workflow, stage: string, roles: readonly string[], isAuthor: boolean) =>
  transitionsRefusedAs(null, workflow, stage, roles, isAuthor);

/**
 * The transitions this user holds the grant for from this stage but may not take for a reason of their own (they
 * wrote the item: four eyes): offered disabled with that reason, so that a button does not vanish unexplained.
 */
export const withheldTransitions = (workflow: Workflow, stage: string, roles: readonly string[], isAuthor: boolean) =>
  transitionsRefusedAs('author', workflow, stage, roles, isAuthor);

/** Why the author may not take a four-eyes transition: the server's refusal and the disabled button's reason. */
export function authorReason(typeLabel: string, transitionLabel: string): string {
  return `You wrote this ${typeLabel.toLowerCase()}, so someone else must “${transitionLabel.toLowerCase()}” it.`;
}

/** Checks a workflow's own consistency: unique names, known stages. Throws on the first fault. */
export function checkWorkflow(owner: string, workflow: Workflow): void {
  const stages = new Set(workflow.stages.map((stage) => stage.name));
  if (stages.size !== workflow.stages.length) throw new Error(`${owner}: duplicate stage names`);
  if (!stages.has(workflow.initial)) throw new Error(`${owner}: unknown initial stage ${workflow.initial}`);
  for (const stage of workflow.published) {
    if (!stages.has(stage)) throw new Error(`${owner}: unknown published stage ${stage}`);
  }
  if (workflow.published.includes(workflow.initial)) throw new Error(`${owner}: a new item cannot be published`);
  for (const stage of workflow.retired ?? []) {
    if (!stages.has(stage)) throw new Error(`${owner}: unknown retired stage ${stage}`);
  }
  const names = new Set<string>();
  for (const transition of workflow.transitions) {
    if (names.has(transition.name)) throw new Error(`${owner}: duplicate transition ${transition.name}`);
    names.add(transition.name);
    for (const stage of [...transition.from, transition.to]) {
      if (!stages.has(stage)) throw new Error(`${owner}: transition ${transition.name} names unknown stage ${stage}`);
    }
  }
}

/** The stages of items that still apply: every stage but the retired ones, in the workflow's order. */
export function liveStages(workflow: Workflow): string[] {
  const retired = new Set(workflow.retired ?? []);
  return workflow.stages.map((stage) => stage.name).filter((name) => !retired.has(name));
}

/** The stages items wait in for approval: those a transition leaves for a published stage (obligations: submitted). */
export function awaitingStages(workflow: Workflow): string[] {
  const published = new Set(workflow.published);
  const from = workflow.transitions.filter((t) => published.has(t.to)).flatMap((t) => t.from);
  return [...new Set(from)].filter((stage) => !published.has(stage));
}

/**
 * The stages of a type's items these roles may read, or null for every stage (the caller must also be granted read
 * on the type). The workflow's own people, who may write the type's items or take any of its transitions, work on
 * items in every stage; every other reader (a visitor role, an external organisation's API key) sees only the
 * published stages. A type without a workflow hides nothing. The server applies this to every read of items.
 */
export function readableStages(
  type: Pick<ContentType, 'resource' | 'workflow'>,
  roles: readonly string[],
): readonly string[] | null {
  const workflow = type.workflow;
  if (!workflow) return null;
  const writes = ACTIONS.some((action) => action !== 'read' && can(roles, type.resource, action));
  const moves = workflow.transitions.some((transition) =>
    can(roles, transition.resource, transition.action ?? 'update'),
  );
  return writes || moves ? null : workflow.published;
}

/**
 * The stages in which an item waits for these roles (the editorial queue, "Waiting for me"): unpublished stages
 * from which the roles may take a transition forward in the workflow's stage order (the author rule aside) — an
 * editor's drafts to submit, a reviewer's "in review", an approver's "awaiting approval". Moves back (return,
 * reject, reopen) and moves out of a published stage (archive) are not work waiting: otherwise an approver's queue
 * would hold every published item and a reviewer's every item awaiting approval.
 */
export function stagesMovableBy(workflow: Workflow, roles: readonly string[]): string[] {
  const order = workflow.stages.map((stage) => stage.name);
  const forward = (transition: Transition, from: string) => order.indexOf(transition.to) > order.indexOf(from);
  return order.filter(
    (stage) =>
      !workflow.published.includes(stage) &&
      workflow.transitions.some(
        (transition) =>
          transition.from.includes(stage) &&
          forward(transition, stage) &&
          can(roles, transition.resource, transition.action ?? 'update'),
      ),
  );
}
