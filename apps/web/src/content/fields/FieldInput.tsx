import { FIELD_COMPONENTS } from './field-components.ts';
import type { InputProps } from './types.ts';

/** A field's input, by the input component of its kind. */
export function FieldInput(props: InputProps) {
  const { Input } = FIELD_COMPONENTS[props.field.kind];
  return <Input {...props} />;
}
