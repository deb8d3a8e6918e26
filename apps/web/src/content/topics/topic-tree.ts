/** A node of an item tree (topics): the item's id, key and title, and its children in title order. */
export interface TreeNode {
  id: string;
  key: string | null;
  title: string;
  children: TreeNode[];
}

interface TreeSource {
  id: string;
  key: string | null;
  title: string;
  data: Record<string, unknown>;
}

const byTitle = (a: TreeSource, b: TreeSource) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

/**
 * The forest of items by their parent reference (`data[parentField]`). An item whose parent is not in the list (not
 * readable, deleted) is a root; so is the first item of a parent cycle (titles decide which), so nothing is lost and
 * nothing repeats.
 */
export function buildTree(items: readonly TreeSource[], parentField: string): TreeNode[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const children = new Map<string, TreeSource[]>();
  const roots: TreeSource[] = [];
  for (const item of items) {
    const parent = item.data[parentField];
    if (typeof parent === 'string' && parent !== item.id && byId.has(parent)) {
      children.set(parent, [...(children.get(parent) ?? []), item]);
    } else {
      roots.push(item);
    }
  }
  const placed = new Set<string>();
  const grow = (item: TreeSource): TreeNode => {
    placed.add(item.id);
    const below = (children.get(item.id) ?? []).filter((child) => !placed.has(child.id)).sort(byTitle);
    below.forEach((child) => placed.add(child.id));
    return { id: item.id, key: item.key, title: item.title, children: below.map(grow) };
  };
  const forest = roots.sort(byTitle).map(grow);
  // What is left hangs in a cycle with no way up to a root.
  for (const item of [...items].sort(byTitle)) if (!placed.has(item.id)) forest.push(grow(item));
  return forest;
}

/** The ids of the nodes whose title contains `text` and of all their ancestors (to show matches expanded). */
export function matchingIds(forest: readonly TreeNode[], text: string): Set<string> {
  const needle = text.trim().toLowerCase();
  const found = new Set<string>();
  const visit = (node: TreeNode): boolean => {
    const below = node.children.map(visit).some(Boolean);
    const hit = node.title.toLowerCase().includes(needle);
    if (hit || below) found.add(node.id);
    return hit || below;
  };
  if (needle) forest.forEach(visit);
  return found;
}

/** Every id of the forest that has children (for "expand all"). */
export function branchIds(forest: readonly TreeNode[]): string[] {
  return forest.flatMap((node) => (node.children.length ? [node.id, ...branchIds(node.children)] : []));
}
