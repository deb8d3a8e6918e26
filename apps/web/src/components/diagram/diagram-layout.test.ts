import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { elkGraphOf, layoutOf, nodeSize, pathOf, relationRows, wrapText } from './diagram-layout.ts';

const nodes = [
  { id: 'a', label: 'Draft', href: '/a' },
  { id: 'b', label: 'In review', sublabel: '3 items' },
  { id: 'c', label: 'Published' },
];
const edges = [
  { id: 'a-b', source: 'a', target: 'b', label: 'Submit for review' },
  { id: 'b-c', source: 'b', target: 'c' },
  { id: 'b-a', source: 'b', target: 'a', label: 'Return to author' },
  { id: 'x', source: 'a', target: 'nowhere' },
];

describe('diagram layout', () => {
  it('wraps labels on words', () => {
    expect(wrapText('Approve and publish (articleApprover, superadmin)', 20)).toEqual([
      'Approve and publish',
      '(articleApprover,',
      'superadmin)',
    ]);
    expect(wrapText('')).toEqual([]);
  });

  it('sizes boxes from their text; a sublabel adds a line', () => {
    const plain = nodeSize({ id: 'b', label: 'In review' });
    const withSub = nodeSize(nodes[1]!);
    expect(plain.width).toBeGreaterThanOrEqual(120);
    expect(withSub.height).toBeGreaterThan(plain.height);
  });

  it('builds the elk input: every node, the edges between known nodes, labels with sizes', () => {
    const graph = elkGraphOf(nodes, edges, 'DOWN');
    expect(graph.layoutOptions?.['elk.direction']).toBe('DOWN');
    expect(graph.layoutOptions?.['elk.algorithm']).toBe('layered');
    expect(graph.children?.map((child) => child.id)).toEqual(['a', 'b', 'c']);
    expect(graph.edges?.map((edge) => edge.id)).toEqual(['a-b', 'b-c', 'b-a']);
    const label = graph.edges?.[0]?.labels?.[0];
    expect(label?.text).toBe('Submit for review');
    expect(label?.width).toBeGreaterThan(0);
    expect(graph.edges?.[1]?.labels).toBeUndefined();
  });

  it('turns the elk result into placed boxes and routed arrows (real elkjs)', async () => {
    const result = await new ELK().layout(elkGraphOf(nodes, edges, 'RIGHT'));
    const layout = layoutOf(result);
    expect(layout.nodes.map((node) => node.id)).toEqual(['a', 'b', 'c']);
    const [a, b, c] = layout.nodes;
    expect(a!.x).toBeLessThan(b!.x);
    expect(b!.x).toBeLessThan(c!.x);
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
    const forward = layout.edges.find((edge) => edge.id === 'a-b')!;
    expect(forward.points[0]!.x).toBeCloseTo(a!.x + a!.width, 0);
    expect(forward.label?.width).toBeGreaterThan(0);
    expect(layout.edges.find((edge) => edge.id === 'b-c')?.label).toBeUndefined();
    expect(layout.width).toBeGreaterThan(c!.x);
  });

  it('draws a path through the points with rounded bends', () => {
    expect(pathOf([])).toBe('');
    expect(
      pathOf([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ]),
    ).toBe('M 0 0 L 10 0');
    expect(
      pathOf([
        { x: 0, y: 0 },
        { x: 20, y: 0 },
        { x: 20, y: 20 },
      ]),
    ).toBe('M 0 0 L 14 0 Q 20 0 20 6 L 20 20');
  });

  it('lists the relations for the table, skipping edges to unknown nodes', () => {
    const rows = relationRows(nodes, edges);
    expect(rows.map((row) => [row.source.label, row.label, row.target.label])).toEqual([
      ['Draft', 'Submit for review', 'In review'],
      ['In review', '', 'Published'],
      ['In review', 'Return to author', 'Draft'],
    ]);
  });
});
