import type { Item, ListParams } from '../api/types.ts';
import { panelSlot } from '../panel-slot.ts';

export interface ListPanelProps {
  /** The user may add items of the type (the list's abilities). */
  canChange: boolean;
  /** The rows of the page shown. */
  items: readonly Item[];
  /** The row the panel marks as chosen (keyboard triage), shown selected in the table; null: none. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Rows ticked for a bulk action (the table's checkboxes, x in the reader); empty: none. */
  checkedIds: readonly string[];
  onCheck: (ids: readonly string[]) => void;
  /**
   * j past the last row (1) or k before the first (-1): the list turns the page, if there is one, and chooses the
   * new page's first or last row. Answers false when there is no page that way.
   */
  onPageEdge: (direction: 1 | -1) => boolean;
  /** The list's parameters now (filters, scope, search): what "the list shown" means to an action on all of it. */
  params: ListParams;
}

/**
 * What a type's list shows above its table, by type name (e.g. the auto-tagging rules' re-run, News triage by
 * keyboard). Areas register them (content/plugins.ts); each loads with the list that shows it.
 */
export const listPanels = panelSlot<ListPanelProps>('list');
