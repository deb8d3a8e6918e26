import type { Item } from '../api/types.ts';
import { panelSlot } from '../panel-slot.ts';

export interface ListPanelProps {
  /** The user may add items of the type (the list's abilities). */
  canChange: boolean;
  /** The rows of the page shown. */
  items: readonly Item[];
  /** The row the panel marks as chosen (keyboard triage), shown selected in the table; null: none. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * What a type's list shows above its table, by type name (e.g. the auto-tagging rules' re-run, News triage by
 * keyboard). Areas register them (content/plugins.ts); each loads with the list that shows it.
 */
export const listPanels = panelSlot<ListPanelProps>('list');
