/**
 * The data a `Chart` draws, one shape per family of chart. Every category, row, column and node carries a `key` (what
 * a filter takes: a topic's id, a country code, a stage; null for "none") beside the `label` shown, so that a click
 * on a mark — or on its row of the data table — hands the caller something it can put in a list's address.
 */

/** Something a chart names: the key a filter takes (null for "none") and the text shown. */
export interface Labelled {
  key: string | null;
  label: string;
}

/** One series of a bar, line or area chart: a value per category (null: no value). */
export interface Series {
  /** What a filter takes for this series, if the series stands for one value of a field. */
  key?: string | null;
  name: string;
  values: readonly (number | null)[];
}

/**
 * Bar, line, area (stacked when several series) and stacked bars: categories along one axis, one value per category
 * in each series.
 */
export interface SeriesData {
  categories: readonly Labelled[];
  series: readonly Series[];
}

/** A heat map (matrix) of two fields: `values[row][column]`. */
export interface MatrixData {
  rows: readonly Labelled[];
  columns: readonly Labelled[];
  values: readonly (readonly (number | null)[])[];
}

/** A sankey: nodes named by a unique `id`, and flows between them (no cycles). */
export interface FlowData {
  nodes: readonly (Labelled & { id: string })[];
  links: readonly { source: string; target: string; value: number }[];
}

/** A node of a treemap: leaves carry a value, parents the sum of their children. */
export interface TreeNode extends Labelled {
  value?: number;
  children?: readonly TreeNode[];
}

export interface TreeData {
  roots: readonly TreeNode[];
}

export type SeriesKind = 'bar' | 'line' | 'area' | 'stacked';
export type ChartKind = SeriesKind | 'heatmap' | 'sankey' | 'treemap';

/** The kinds and their data, so that `<Chart kind="heatmap" data={…}>` is checked against the right shape. */
export type ChartSpec =
  | { kind: SeriesKind; data: SeriesData }
  | { kind: 'heatmap'; data: MatrixData }
  | { kind: 'sankey'; data: FlowData }
  | { kind: 'treemap'; data: TreeData };

export type ChartData = ChartSpec['data'];

/**
 * What a click on a mark (or on a row of the data table) selects:
 * - bar, line, area, stacked: `category` and, with several series, `series`;
 * - heatmap: `row` and `column`;
 * - sankey: `node`, or `source` and `target` for a flow;
 * - treemap: `node` and its ancestors in `path` (root first, the node last).
 */
export interface ChartSelection {
  category?: Labelled;
  series?: { key?: string | null; name: string };
  row?: Labelled;
  column?: Labelled;
  node?: Labelled;
  source?: Labelled;
  target?: Labelled;
  path?: readonly Labelled[];
  value: number | null;
}

export const labelledOf = ({ key, label }: Labelled): Labelled => ({ key, label });

/** The leaves of a tree with their paths from the root, and each node's value (a parent's: its children's sum). */
export function treeLeaves(roots: readonly TreeNode[]): { path: Labelled[]; value: number }[] {
  const leaves: { path: Labelled[]; value: number }[] = [];
  const walk = (node: TreeNode, path: Labelled[]) => {
    const here = [...path, labelledOf(node)];
    if (node.children?.length) for (const child of node.children) walk(child, here);
    else leaves.push({ path: here, value: node.value ?? 0 });
  };
  for (const root of roots) walk(root, []);
  return leaves;
}
