import type { Item } from '../api/types.ts';
import { panelSlot } from '../panel-slot.ts';

export interface ItemPanelProps {
  item: Item;
}

/**
 * What a type's page shows beside its fields, relationships and journal, by type name (CONVENTIONS 3: a panel, not
 * a screen of its own). Areas register them (content/plugins.ts); each loads with the page that shows it.
 */
export const itemPanels = panelSlot<ItemPanelProps>('item');
