import { panelSlot } from '../panel-slot.ts';
import type { FormValues } from './form-values.ts';

export interface FormPanelProps {
  /** The form's values now (read when the panel needs them, not on every keystroke). */
  values: () => FormValues;
}

/**
 * What a type's add and edit form shows below its fields, by type name (e.g. an auto-tagging rule's preview on past
 * items). Areas register them (content/plugins.ts); each loads with the form that shows it.
 */
export const formPanels = panelSlot<FormPanelProps>('form');
