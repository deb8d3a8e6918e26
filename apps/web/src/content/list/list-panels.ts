import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Item } from '../api/types.ts';

export interface ListPanelProps {
  /** The user may add items of the type (the list's abilities). */
  canChange: boolean;
  /** The rows of the page shown. */
  items: readonly Item[];
  /** The row the panel marks as chosen (keyboard triage), shown selected in the table; null: none. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/** What a type's list shows above its table, by type name: the auto-tagging rules' re-run, News triage by keyboard. */
export const LIST_PANELS: Readonly<Record<string, LazyExoticComponent<ComponentType<ListPanelProps>>>> = {
  autotag: lazy(() =>
    import('../../areas/horizon/RerunRulesPanel.tsx').then((module) => ({ default: module.RerunRulesPanel })),
  ),
  newsitem: lazy(() =>
    import('../../areas/horizon/news/NewsTriagePanel.tsx').then((module) => ({ default: module.NewsTriagePanel })),
  ),
};
