import type { FieldKind } from '@rh/core/content';
import { ChipsDisplay } from './display/ChipsDisplay.tsx';
import { DateDisplay } from './display/DateDisplay.tsx';
import { LinkDisplay } from './display/LinkDisplay.tsx';
import { PlainDisplay } from './display/PlainDisplay.tsx';
import { ReferenceDisplay } from './display/ReferenceDisplay.tsx';
import { RichTextDisplay } from './display/RichTextDisplay.tsx';
import { BooleanInput } from './input/BooleanInput.tsx';
import { ChoicesInput } from './input/ChoicesInput.tsx';
import { DateInput } from './input/DateInput.tsx';
import { DateRangeInput } from './input/DateRangeInput.tsx';
import { EnumInput } from './input/EnumInput.tsx';
import { FileInput } from './input/FileInput.tsx';
import { LazyRichTextInput } from './input/LazyRichTextInput.tsx';
import { NumberInput } from './input/NumberInput.tsx';
import { ReferenceInput } from './input/ReferenceInput.tsx';
import { TextInput } from './input/TextInput.tsx';
import type { FieldComponents } from './types.ts';

/**
 * The one registry of field kinds (CONVENTIONS 2): how a value of each kind shows and how it is edited. Every
 * generic screen goes through it; a new kind is one line here (the Record makes a missing kind a type error).
 */
export const FIELD_COMPONENTS: Readonly<Record<FieldKind, FieldComponents>> = {
  text: { Display: PlainDisplay, Input: TextInput },
  longtext: { Display: PlainDisplay, Input: TextInput },
  richtext: { Display: RichTextDisplay, Input: LazyRichTextInput },
  date: { Display: DateDisplay, Input: DateInput },
  datetime: { Display: DateDisplay, Input: DateInput },
  daterange: { Display: DateDisplay, Input: DateRangeInput },
  country: { Display: ChipsDisplay, Input: ChoicesInput },
  countries: { Display: ChipsDisplay, Input: ChoicesInput },
  enum: { Display: PlainDisplay, Input: EnumInput },
  enums: { Display: ChipsDisplay, Input: ChoicesInput },
  number: { Display: PlainDisplay, Input: NumberInput },
  boolean: { Display: PlainDisplay, Input: BooleanInput },
  url: { Display: LinkDisplay, Input: TextInput },
  email: { Display: LinkDisplay, Input: TextInput },
  reference: { Display: ReferenceDisplay, Input: ReferenceInput },
  references: { Display: ReferenceDisplay, Input: ReferenceInput },
  tags: { Display: ChipsDisplay, Input: ChoicesInput },
  file: { Display: LinkDisplay, Input: FileInput },
};
