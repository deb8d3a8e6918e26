import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Item } from '../api/types.ts';

export interface ItemPanelProps {
  item: Item;
}

const taggedNews = lazy(() =>
  import('../../areas/horizon/TaggedNewsPanel.tsx').then((module) => ({ default: module.TaggedNewsPanel })),
);

/**
 * What a type's page shows beside its fields, relationships and journal, by type name (CONVENTIONS 3: a panel,
 * not a screen of its own). Loaded with the page that needs it.
 */
export const ITEM_PANELS: Readonly<Record<string, LazyExoticComponent<ComponentType<ItemPanelProps>>>> = {
  source: lazy(() =>
    import('../../areas/horizon/SourceStatePanel.tsx').then((module) => ({ default: module.SourceStatePanel })),
  ),
  newstype: taggedNews,
  tag: taggedNews,
};
