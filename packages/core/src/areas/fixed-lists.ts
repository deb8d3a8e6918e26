/**
 * A list route with fixed filters (issue 16): a type's generic list on its own route, always narrowed the same way
 * ("the published insights", "the deleted insights", "mine"). The web renders it with the generic list, the filters
 * locked and said above it, as an area's scope is; the server needs nothing of its own (the filters are the list
 * API's). Declared here, beside the areas, so that a route's meaning is data, not a page of code.
 */
export interface FixedList {
  /** The route's name (the web's route table). */
  route: string;
  /** The content type listed. */
  type: string;
  /** The page's title and heading. */
  title: string;
  /** What the list always shows, after "Showing:" above it. */
  label: string;
  description: string;
  /** List API filters that the route always sends (param → values), removed from the filter bar. */
  filters: Readonly<Record<string, readonly string[]>>;
  /** The deleted items instead of the live ones (with restore, for who may). */
  deleted?: boolean;
  /** The order when the user has chosen none (`field` or `-field`). */
  sort?: string;
  /** The columns shown until the user picks others. */
  columns?: readonly string[];
  /** Offers "Add" (for who may): what is added appears in the list (mine does; published or starred does not). */
  offersAdd?: boolean;
}

/**
 * The fixed lists: the editorial workflow's (spec §2 "Workflow"), each a fixed view of insights or news items, and
 * Admin's deleted topics.
 */
export const FIXED_LISTS: readonly FixedList[] = [
  {
    route: 'WorkflowArticlesPersonal',
    type: 'article',
    title: 'My insights',
    label: 'insights you created, in every stage',
    description: 'What you have written, where each stands, and what you may do with it next.',
    filters: { mine: ['true'] },
    offersAdd: true,
    columns: ['title', 'stage', 'author', 'countries', 'updatedAt'],
  },
  {
    route: 'WorkflowArticlesPublished',
    type: 'article',
    title: 'Published insights',
    label: 'published insights, newest first',
    description: 'The insights readers see, by publication date.',
    filters: { stage: ['published'] },
    sort: '-publishedOn',
    columns: ['title', 'publishedOn', 'author', 'countries', 'topics', 'impact'],
  },
  {
    route: 'WorkflowArticlesDeleted',
    type: 'article',
    title: 'Deleted insights',
    label: 'deleted insights',
    description: 'Insights taken out of every list, who deleted each and when; restore brings one back as it was.',
    filters: {},
    deleted: true,
    columns: ['title', 'author', 'stage'],
  },
  {
    route: 'WorkflowArticlesStarredNews',
    type: 'newsitem',
    title: 'Starred news',
    label: 'news items you starred',
    description: 'The news you marked to come back to (the star on a news item, or s in the news triage).',
    filters: { starred: ['true'] },
  },
  {
    route: 'AdminDeletedTopics',
    type: 'topic',
    title: 'Deleted topics',
    label: 'deleted topics',
    description:
      'Topics taken out of the tree and of every picker, who deleted each and when; restore puts one back where it was, ' +
      'with the news and insights still filed under it.',
    filters: {},
    deleted: true,
    columns: ['name', 'parent', 'slug'],
  },
];

/** The fixed list of a route, if it is one. */
export function fixedListOf(route: string): FixedList | undefined {
  return FIXED_LISTS.find((list) => list.route === route);
}
