import { ACTIONS, can, ROLE_NAMES, ROLES, type Action, type RoleName } from '@rh/core';
import { readableStages, type ContentType } from '@rh/core/content';

/** A stage of a workflow as the about part shows it. */
export interface StageStep {
  name: string;
  label: string;
  /** A new item starts here. */
  initial: boolean;
  /** Readers outside the workflow see items in this stage. */
  published: boolean;
  /** Items here no longer apply. */
  retired: boolean;
}

/** A transition as the about part shows it: from where to where, and who may take it. */
export interface MoveStep {
  name: string;
  label: string;
  from: string[];
  to: string;
  /** The roles whose grants allow it, in the role table's order. */
  roles: RoleName[];
  /** The item's author may not take it (four eyes). */
  notByAuthor: boolean;
}

/** Labels of stages by name, falling back to the name. */
const stageLabel = (type: ContentType, name: string) =>
  type.workflow?.stages.find((stage) => stage.name === name)?.label ?? name;

/** The stages of a type's workflow, in order, and each transition with the roles that may take it. */
export function workflowSteps(type: ContentType): { stages: StageStep[]; moves: MoveStep[] } | null {
  const workflow = type.workflow;
  if (!workflow) return null;
  return {
    stages: workflow.stages.map(({ name, label }) => ({
      name,
      label,
      initial: name === workflow.initial,
      published: workflow.published.includes(name),
      retired: (workflow.retired ?? []).includes(name),
    })),
    moves: workflow.transitions.map((transition) => ({
      name: transition.name,
      label: transition.label,
      from: transition.from.map((name) => stageLabel(type, name)),
      to: stageLabel(type, transition.to),
      roles: ROLE_NAMES.filter((role) => can([role], transition.resource, transition.action ?? 'update')),
      notByAuthor: Boolean(transition.notByAuthor),
    })),
  };
}

/** What one role may do with a type's items. */
export interface AccessRow {
  role: RoleName;
  description: string;
  /** Actions granted on the type's resource, in create, read, update, delete order. */
  actions: Action[];
  /** Labels of the workflow transitions the role may take. */
  moves: string[];
  /** The stages whose items it sees: null, every stage; else the published ones only. */
  sees: string[] | null;
}

/**
 * Every role that may read, write or move a type's items, from the role table (inherited grants included), with
 * what it sees: the workflow's own people every stage, readers only the published stages (readableStages).
 */
export function accessRows(type: ContentType): AccessRow[] {
  const moves = type.workflow?.transitions ?? [];
  return ROLE_NAMES.flatMap((role) => {
    const actions = ACTIONS.filter((action) => can([role], type.resource, action));
    const allowed = moves.filter((move) => can([role], move.resource, move.action ?? 'update'));
    if (!actions.length && !allowed.length) return [];
    const stages = readableStages(type, [role]);
    return [
      {
        role,
        description: ROLES[role].description,
        actions,
        moves: allowed.map((move) => move.label),
        sees: stages ? stages.map((name) => stageLabel(type, name)) : null,
      },
    ];
  });
}

const ACTION_WORDS: Record<Action, string> = { create: 'adds', read: 'reads', update: 'edits', delete: 'deletes' };

/** "reads, adds, edits, deletes" in a natural order: reading first. */
export function actionWords(actions: readonly Action[]): string {
  const order: Action[] = ['read', 'create', 'update', 'delete'];
  return order
    .filter((action) => actions.includes(action))
    .map((action) => ACTION_WORDS[action])
    .join(', ');
}
