import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ListPanelProps {
  /** The user may add items of the type (the list's abilities). */
  canChange: boolean;
}

/** What a type's list shows above its table, by type name: the auto-tagging rules' re-run. */
export const LIST_PANELS: Readonly<Record<string, LazyExoticComponent<ComponentType<ListPanelProps>>>> = {
  autotag: lazy(() =>
    import('../../areas/horizon/RerunRulesPanel.tsx').then((module) => ({ default: module.RerunRulesPanel })),
  ),
};
