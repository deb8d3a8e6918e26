import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FormValues } from './form-values.ts';

export interface FormPanelProps {
  /** The form's values now (read when the panel needs them, not on every keystroke). */
  values: () => FormValues;
}

/**
 * What a type's add and edit form shows below its fields, by type name: an auto-tagging rule's preview on past
 * items. Loaded with the form that needs it (CONVENTIONS 3: a panel, not a form of its own).
 */
export const FORM_PANELS: Readonly<Record<string, LazyExoticComponent<ComponentType<FormPanelProps>>>> = {
  autotag: lazy(() =>
    import('../../areas/horizon/RulePreviewPanel.tsx').then((module) => ({ default: module.RulePreviewPanel })),
  ),
};
