import { findContentType } from '@rh/core/content';

/**
 * The links between items, as `/api/relationships` answers them (apps/server/src/modules/relationships). Every answer
 * holds only links whose two ends the caller may read; deleted items' links are left out.
 */

/** One kind of link and how many the caller may read: from a type, through a relation, to a type. */
export interface LinkKind {
  from: string;
  /** The from type's reference field (or `related`). */
  relation: string;
  to: string;
  /** The relation as the from type labels it ("Insights"). */
  label: string;
  count: number;
}

export interface LinkEnd {
  id: string;
  type: string;
  title: string;
  /** The natural key some item pages are addressed by (a regulator's code). */
  key: string | null;
}

export interface LinkRow {
  id: string;
  relation: string;
  label: string;
  from: LinkEnd;
  to: LinkEnd;
  createdAt: string;
  /** Who made the link through the API; null for seeded or imported links. */
  createdBy: { id: string; name: string } | null;
}

export const LINK_SORTS = ['from', 'to', 'newest'] as const;
export type LinkSort = (typeof LINK_SORTS)[number];

/** The query of `GET /api/relationships`. */
export interface LinkParams {
  from?: string;
  to?: string;
  relation?: string;
  q?: string;
  sort: LinkSort;
  limit: number;
  offset: number;
}

export interface LinkPage {
  links: LinkRow[];
  total: number;
  limit: number;
  offset: number;
}

export const relationshipKeys = {
  all: ['relationships'] as const,
  summary: () => [...relationshipKeys.all, 'summary'] as const,
  links: (params: LinkParams) => [...relationshipKeys.all, 'links', params] as const,
};

/** A type's name as people read it ("Communication"), plural for a column of counts; unknown types as named. */
export function typeLabel(name: string, plural = false): string {
  const type = findContentType(name);
  return type ? (plural ? type.plural : type.label) : name;
}
