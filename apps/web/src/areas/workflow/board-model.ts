import type { Workflow } from '@rh/core/content';

/**
 * The board's moves, pure (no React): what a card offers in its "Move to…" menu and where it may be dropped. The
 * server decides: an item carries the transitions its reader may take now and those withheld from them (four eyes)
 * in `abilities`, computed by core's allowedTransitions/withheldTransitions, the very checks of the transition
 * endpoint. The board only maps them to stages. apps/server/test/workflow-area proves that for every stage,
 * transition and role, what this offers is exactly what the API accepts.
 */

export interface BoardItemLike {
  stage: string | null;
  abilities: { transitions: readonly string[]; withheld?: readonly { name: string; reason: string }[] };
}

export interface BoardMove {
  /** The transition's name (the API's `:name`). */
  name: string;
  label: string;
  to: string;
  toLabel: string;
}

export interface BoardMoves {
  /** The moves the reader may take, in the workflow's order. */
  allowed: BoardMove[];
  /** Moves the reader holds the grant for but may not take (they wrote it), with the reason, offered disabled. */
  withheld: (BoardMove & { reason: string })[];
}

export function boardMoves(workflow: Workflow, item: BoardItemLike): BoardMoves {
  const stageLabel = (name: string) => workflow.stages.find((stage) => stage.name === name)?.label ?? name;
  const here = item.stage ?? workflow.initial;
  const leaving = workflow.transitions.filter((transition) => transition.from.includes(here));
  const move = (transition: (typeof leaving)[number]): BoardMove => ({
    name: transition.name,
    label: transition.label,
    to: transition.to,
    toLabel: stageLabel(transition.to),
  });
  const allowed = new Set(item.abilities.transitions);
  const withheld = new Map((item.abilities.withheld ?? []).map((entry) => [entry.name, entry.reason]));
  return {
    allowed: leaving.filter((transition) => allowed.has(transition.name)).map(move),
    withheld: leaving
      .filter((transition) => withheld.has(transition.name) && !allowed.has(transition.name))
      .map((transition) => ({ ...move(transition), reason: withheld.get(transition.name)! })),
  };
}

/** The move a drop of the card on column `stage` means: the allowed transition to that stage, if there is one. */
export function moveForDrop(workflow: Workflow, item: BoardItemLike, stage: string): BoardMove | undefined {
  if (stage === item.stage) return undefined;
  return boardMoves(workflow, item).allowed.find((move) => move.to === stage);
}

/** Why a drop on `stage` is refused, for the live region (undefined: it is allowed, or it is the same column). */
export function dropRefusal(workflow: Workflow, item: BoardItemLike, stage: string): string | undefined {
  if (stage === item.stage || moveForDrop(workflow, item, stage)) return undefined;
  const moves = boardMoves(workflow, item);
  const withheld = moves.withheld.find((move) => move.to === stage);
  if (withheld) return withheld.reason;
  const label = workflow.stages.find((candidate) => candidate.name === stage)?.label ?? stage;
  return moves.allowed.length
    ? `This insight cannot go to “${label}” from here; it can go to ${moves.allowed.map((m) => `“${m.toLabel}”`).join(' or ')}.`
    : `You may not move this insight from here.`;
}
