import type { FieldDef } from '@rh/core/content';
import type { ComponentType, Ref } from 'react';
import type { Refs } from '../api/types.ts';

/** What every display component of a field kind gets. */
export interface DisplayProps {
  field: FieldDef;
  value: unknown;
  /** Titles of referenced items, from the item's `refs`. */
  refs: Refs;
  /** In a table cell: one line, small chips. */
  dense?: boolean;
}

/** What every input component of a field kind gets (react-hook-form's controller, plus the field's declaration). */
export interface InputProps {
  field: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** The message under the input (a validation error), else the field's help shows. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** Titles of items the value already references (the edited item's `refs`). */
  refs?: Refs;
  disabled?: boolean;
}

/** One display and one input per field kind (CONVENTIONS 2). */
export interface FieldComponents {
  Display: ComponentType<DisplayProps>;
  Input: ComponentType<InputProps>;
}
