import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';

/** A box of the diagram: a stage, an entity… `href`: where a click on it leads (a route path). */
export interface DiagramNode {
  id: string;
  label: string;
  sublabel?: string;
  href?: string;
}

/** An arrow from one box to another, with an optional label (a transition and who may take it). */
export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
}

export type DiagramDirection = 'RIGHT' | 'DOWN';

/** A positioned box, in the diagram's coordinates. */
export interface PlacedNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A routed arrow: its polyline (start, bends, end) and where its label sits (top-left corner), if it has one. */
export interface PlacedEdge {
  id: string;
  points: { x: number; y: number }[];
  label?: { x: number; y: number; width: number; height: number };
}

export interface Layout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

/** Average glyph width and line height of the diagram's text (0.8125 rem body2 at 16 px), for measuring boxes. */
const CHAR = 7.4;
const LINE = 18;
/** Average glyph width of an edge label (12 px). */
const LABEL_CHAR = 6.4;
const NODE_PADDING_X = 28;
const NODE_PADDING_Y = 20;
const LABEL_MAX_CHARS = 24;

/** Lines of a label wrapped at `max` characters on word boundaries (one long word stays whole). */
export function wrapText(text: string, max = LABEL_MAX_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Width and height of a node's box from its label and sublabel. */
export function nodeSize(node: DiagramNode): { width: number; height: number } {
  const lines = [...wrapText(node.label), ...(node.sublabel ? wrapText(node.sublabel, 34) : [])];
  const longest = Math.max(...lines.map((line) => line.length), 4);
  return {
    width: Math.round(Math.max(120, longest * CHAR + NODE_PADDING_X)),
    height: Math.round(lines.length * LINE + NODE_PADDING_Y),
  };
}

/** Width and height of an edge label's box. */
export function labelSize(label: string): { width: number; height: number } {
  const lines = wrapText(label);
  const longest = Math.max(...lines.map((line) => line.length));
  return { width: Math.round(longest * LABEL_CHAR + 12), height: lines.length * 16 + 6 };
}

/**
 * The elkjs input of a diagram: a layered layout (left to right, or top to bottom for narrow screens), orthogonal
 * arrows, labels placed by the layout so that they do not overlap boxes or one another. Edges naming an unknown
 * node are left out (the caller's data is not trusted to be whole).
 */
export function elkGraphOf(nodes: readonly DiagramNode[], edges: readonly DiagramEdge[], direction: DiagramDirection) {
  const known = new Set(nodes.map((node) => node.id));
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '40',
      'elk.spacing.edgeNode': '24',
      'elk.spacing.edgeEdge': '16',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '16',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: nodes.map((node) => ({ id: node.id, ...nodeSize(node) })),
    edges: edges
      .filter((edge) => known.has(edge.source) && known.has(edge.target))
      .map((edge): ElkExtendedEdge => ({
        id: edge.id,
        sources: [edge.source],
        targets: [edge.target],
        ...(edge.label && {
          labels: [
            {
              id: `${edge.id}:label`,
              text: edge.label,
              ...labelSize(edge.label),
              layoutOptions: { 'elk.edgeLabels.inline': 'false' },
            },
          ],
        }),
      })),
  };
  return graph;
}

/** The positions of boxes and the routes of arrows out of an elkjs result. */
export function layoutOf(result: ElkNode): Layout {
  const nodes = (result.children ?? []).map((child) => ({
    id: child.id,
    x: child.x ?? 0,
    y: child.y ?? 0,
    width: child.width ?? 0,
    height: child.height ?? 0,
  }));
  const edges = (result.edges ?? []).map((edge): PlacedEdge => {
    const points = (edge.sections ?? []).flatMap((section, index) => [
      ...(index === 0 ? [section.startPoint] : []),
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      points: points.map(({ x, y }) => ({ x, y })),
      ...(label && {
        label: { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 },
      }),
    };
  });
  // The drawing's extent: everything placed (a label may lie outside what elkjs reports as the graph's size).
  const right = [
    result.width ?? 0,
    ...nodes.map((node) => node.x + node.width),
    ...edges.flatMap((edge) => [
      ...edge.points.map((point) => point.x),
      edge.label ? edge.label.x + edge.label.width : 0,
    ]),
  ];
  const bottom = [
    result.height ?? 0,
    ...nodes.map((node) => node.y + node.height),
    ...edges.flatMap((edge) => [
      ...edge.points.map((point) => point.y),
      edge.label ? edge.label.y + edge.label.height : 0,
    ]),
  ];
  return { nodes, edges, width: Math.max(...right), height: Math.max(...bottom) };
}

/** An SVG path through the points, with small rounded corners at the bends. */
export function pathOf(points: readonly { x: number; y: number }[], radius = 6): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  let path = `M ${first!.x} ${first!.y}`;
  for (let index = 0; index < rest.length; index++) {
    const point = rest[index]!;
    const previous = points[index]!;
    const next = rest[index + 1];
    if (!next) {
      path += ` L ${point.x} ${point.y}`;
      break;
    }
    const r = Math.min(radius, distance(previous, point) / 2, distance(point, next) / 2);
    const before = towards(point, previous, r);
    const after = towards(point, next, r);
    path += ` L ${before.x} ${before.y} Q ${point.x} ${point.y} ${after.x} ${after.y}`;
  }
  return path;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

function towards(from: { x: number; y: number }, to: { x: number; y: number }, length: number) {
  const d = distance(from, to) || 1;
  return { x: round(from.x + ((to.x - from.x) * length) / d), y: round(from.y + ((to.y - from.y) * length) / d) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The relations as table rows (from, label, to), in the edges' order, naming nodes by their labels. */
export function relationRows(nodes: readonly DiagramNode[], edges: readonly DiagramEdge[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return edges.flatMap((edge) => {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    return source && target ? [{ id: edge.id, source, target, label: edge.label ?? '' }] : [];
  });
}
