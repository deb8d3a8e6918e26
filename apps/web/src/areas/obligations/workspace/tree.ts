import type { WorkspaceObligation, WorkspaceRequirement } from '../../chain-api.ts';

/** One article of the requirement tree: the article's own requirement (if filed) and its paragraphs. */
export interface ArticleGroup {
  /** The article's reference ("Art. 5"), also its key in the tree. */
  reference: string;
  /** The article's heading: its own requirement's, else the first paragraph's that has one. */
  heading: string | null;
  /** The requirement whose reference is the article itself ("Art. 5"), if there is one. */
  article: WorkspaceRequirement | null;
  /** Its paragraphs ("Art. 5(1)", "Art. 5(2)(a)"), in the order given. */
  paragraphs: WorkspaceRequirement[];
}

/** The article a reference belongs to: what comes before its first parenthesis ("Art. 5(1)(a)" → "Art. 5"). */
export function articleOf(reference: string): string {
  const trimmed = reference.trim();
  const open = trimmed.indexOf('(');
  if (open <= 0) return trimmed;
  return trimmed.slice(0, open).trim() || trimmed;
}

/**
 * Requirements grouped into articles → paragraphs, keeping the order they come in (the server's natural order):
 * an article appears where its first requirement does.
 */
export function groupRequirements(requirements: readonly WorkspaceRequirement[]): ArticleGroup[] {
  const groups = new Map<string, ArticleGroup>();
  for (const requirement of requirements) {
    const reference = articleOf(requirement.reference);
    let group = groups.get(reference);
    if (!group) {
      group = { reference, heading: null, article: null, paragraphs: [] };
      groups.set(reference, group);
    }
    if (requirement.reference.trim() === reference && !group.article) group.article = requirement;
    else group.paragraphs.push(requirement);
  }
  for (const group of groups.values()) {
    group.heading = group.article?.title || group.paragraphs.find((p) => p.title)?.title || null;
  }
  return [...groups.values()];
}

/** Obligations by the requirement they were drawn from; those of none (or of one not shown) under `null`. */
export function obligationsByRequirement(
  obligations: readonly WorkspaceObligation[],
  requirements: readonly WorkspaceRequirement[],
): Map<string | null, WorkspaceObligation[]> {
  const known = new Set(requirements.map((r) => r.id));
  const result = new Map<string | null, WorkspaceObligation[]>();
  for (const obligation of obligations) {
    const key = obligation.requirement && known.has(obligation.requirement) ? obligation.requirement : null;
    const list = result.get(key) ?? [];
    list.push(obligation);
    result.set(key, list);
  }
  return result;
}

/** A requirement's label in the tree and the text: "Art. 5(1) — Heading". */
export function requirementLabel(requirement: Pick<WorkspaceRequirement, 'reference' | 'title'>): string {
  return requirement.title ? `${requirement.reference} — ${requirement.title}` : requirement.reference;
}

/** The tree's item ids. */
export const treeIds = {
  article: (reference: string) => `article:${reference}`,
  requirement: (id: string) => `requirement:${id}`,
  obligation: (id: string) => `obligation:${id}`,
  unfiled: 'unfiled',
};

/** The obligation an item id of the tree names, if it names one. */
export function obligationOfTreeId(itemId: string | null): string | null {
  return itemId?.startsWith('obligation:') ? itemId.slice('obligation:'.length) : null;
}

/**
 * Up to this many items (branches and obligations) the tree opens whole; beyond it, it opens closed (its branches'
 * children are mounted only when opened), so a regulation of thousands of obligations shows at once.
 */
export const OPEN_WHOLE_UP_TO = 150;

/** Every branch id of the tree (articles, paragraphs, the unfiled obligations), to open it whole. */
export function branchIdsOf(requirements: readonly WorkspaceRequirement[]): string[] {
  return [
    ...groupRequirements(requirements).flatMap((group) => [
      treeIds.article(group.reference),
      ...group.paragraphs.map((p) => treeIds.requirement(p.id)),
    ]),
    treeIds.unfiled,
  ];
}

/** The branches open when the workspace is first shown: all of a small tree, none of a large one. */
export function initiallyExpanded(
  requirements: readonly WorkspaceRequirement[],
  obligations: readonly WorkspaceObligation[],
): string[] {
  const branches = branchIdsOf(requirements);
  return branches.length + obligations.length <= OPEN_WHOLE_UP_TO ? branches : [];
}

/** The branches to open to show an item filed under a requirement: its article, and its paragraph. */
export function ancestorIdsOf(requirement: Pick<WorkspaceRequirement, 'id' | 'reference'>): string[] {
  return [treeIds.article(articleOf(requirement.reference)), treeIds.requirement(requirement.id)];
}

/**
 * Articles mounted in the tree's first render (more than a screen holds); the others follow in small steps when the
 * browser is idle, each short enough not to hold up the PDF's drawing or the reader's clicks.
 */
export const FIRST_ARTICLES = 30;
export const ARTICLES_PER_STEP = 25;

/**
 * How many articles (in order) to mount: what the progressive mounting has reached, and at least up to the
 * article holding the selected obligation (a link to it opens the tree there at once).
 */
export function articlesToMount(
  groups: readonly ArticleGroup[],
  reached: number,
  selected: WorkspaceObligation | null | undefined,
): number {
  let needed = 0;
  if (selected?.requirement) {
    const index = groups.findIndex(
      (group) =>
        group.article?.id === selected.requirement || group.paragraphs.some((p) => p.id === selected.requirement),
    );
    needed = index + 1;
  }
  return Math.min(groups.length, Math.max(reached, needed));
}
