import { can, ROLES, type Resource } from '@rh/core';
import type { Transition, Workflow } from '@rh/core/content';
import type { DiagramEdge, DiagramNode } from '../../components/diagram/diagram-layout.ts';

/** The roles of core's catalogue that hold a transition's grant (its resource and action), by their own grants or those they extend. */
export function rolesTaking(transition: Pick<Transition, 'resource' | 'action'>): string[] {
  return Object.keys(ROLES).filter((role) =>
    can([role], transition.resource as Resource, transition.action ?? 'update'),
  );
}

/** An edge's label: the transition, who may take it, and the four-eyes rule where it applies. */
export function transitionCaption(transition: Transition): string {
  const roles = rolesTaking(transition);
  const who = roles.length ? roles.join(', ') : 'nobody';
  return `${transition.label} · ${who}${transition.notByAuthor ? ' · not the author' : ''}`;
}

/**
 * A workflow as a diagram, read from its declaration (so the drawing cannot drift from the code): one box per
 * stage (linking where `hrefOf` says, e.g. the board on that stage), one arrow per transition and stage it leaves.
 */
export function workflowDiagram(
  workflow: Workflow,
  hrefOf: (stage: string) => string | undefined,
  sublabelOf: (stage: string) => string | undefined = () => undefined,
): { nodes: DiagramNode[]; edges: DiagramEdge[] } {
  const nodes = workflow.stages.map((stage): DiagramNode => {
    const href = hrefOf(stage.name);
    const tags = [
      stage.name === workflow.initial ? 'start' : undefined,
      workflow.published.includes(stage.name) ? 'published' : undefined,
      sublabelOf(stage.name),
    ].filter(Boolean);
    return {
      id: stage.name,
      label: stage.label,
      ...(tags.length && { sublabel: tags.join(' · ') }),
      ...(href && { href }),
    };
  });
  const edges = workflow.transitions.flatMap((transition) =>
    transition.from.map((from): DiagramEdge => ({
      id: `${transition.name}:${from}`,
      source: from,
      target: transition.to,
      label: transitionCaption(transition),
    })),
  );
  return { nodes, edges };
}
