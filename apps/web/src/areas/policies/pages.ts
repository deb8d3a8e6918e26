import type { ComponentType } from 'react';

/**
 * The Climate Policy area's own pages by route name, each in its own chunk. The first page holds one import for
 * them all (app/pages.ts), not one per route: every `import()` there costs the first page its chunk's name and the
 * list of chunks it preloads.
 */
const PAGES = {
  PoliciesMarket: () => import('./MarketPage.tsx'),
  PoliciesCountry: () => import('./ComparePage.tsx'),
  PoliciesLibrary: () => import('./LibraryPage.tsx'),
  PoliciesHelp: () => import('./HelpPage.tsx'),
  PoliciesStats: () => import('./StatsPage.tsx'),
  PoliciesDownloadChooseData: () => import('./download/ChooseDataPage.tsx'),
  // The three templates are one page, which reads the template from its route.
  PoliciesDownloadChooseTemplateBasic: () => import('./download/ChooseTemplatePage.tsx'),
  PoliciesDownloadChooseTemplateGrouped: () => import('./download/ChooseTemplatePage.tsx'),
  PoliciesDownloadChooseTemplateTable: () => import('./download/ChooseTemplatePage.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type PoliciesPage = keyof typeof PAGES;

/** Loads one of the area's pages. */
export function loadPoliciesPage(name: PoliciesPage): Promise<{ default: ComponentType }> {
  return PAGES[name]();
}
