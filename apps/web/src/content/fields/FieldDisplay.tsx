import { FIELD_COMPONENTS } from './field-components.ts';
import type { DisplayProps } from './types.ts';

/** A field's value, shown by the display component of its kind. */
export function FieldDisplay(props: DisplayProps) {
  const { Display } = FIELD_COMPONENTS[props.field.kind];
  return <Display {...props} />;
}
