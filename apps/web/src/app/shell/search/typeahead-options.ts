import type { JurisdictionName } from '../../../content/api/search-content.ts';

/** An option of the list as the search box needs it: where it goes, and what decides whether it is highlighted. */
export interface TypeaheadOption {
  path: string;
  title: string;
  matched?: string;
  /** The last option: the results page of the text. */
  search?: boolean;
  /** A jurisdiction's page ("United Kingdom — jurisdiction page"): the server found its name, alias or code. */
  jurisdiction?: boolean;
}

export interface OptionPaths<T> {
  /** A jurisdiction's page in this build, if it has one. */
  country(code: string): string | undefined;
  item(item: T): string;
  search(term: string): string;
}

/**
 * The options in the order shown and moved through: the jurisdictions first (those this build has a page for), then
 * the suggestions group by group, then "All results for …". A suggestion's flat index is its group index plus the
 * jurisdictions' count (`jurisdictionOptions(...).length`).
 */
export function typeaheadOptions<T extends { title: string; matched?: string }>(
  jurisdictions: readonly JurisdictionName[],
  groups: readonly { entries: readonly { item: T }[] }[],
  term: string,
  paths: OptionPaths<T>,
): TypeaheadOption[] {
  return [
    ...jurisdictionOptions(jurisdictions, paths.country),
    ...groups.flatMap((group) =>
      group.entries.map(({ item }) => ({
        path: paths.item(item),
        title: item.title,
        ...(item.matched ? { matched: item.matched } : {}),
      })),
    ),
    ...(term ? [{ path: paths.search(term), title: term, search: true }] : []),
  ];
}

/** The jurisdictions' options: each opens its page; one without a page in this build is left out. */
export function jurisdictionOptions(
  jurisdictions: readonly JurisdictionName[],
  country: (code: string) => string | undefined,
): TypeaheadOption[] {
  return jurisdictions.flatMap((jurisdiction) => {
    const path = country(jurisdiction.code);
    return path ? [{ path, title: jurisdiction.name, jurisdiction: true }] : [];
  });
}
