import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import type { FieldDef } from '@rh/core/content';

export interface OptionChecksProps {
  /** An enum field of the policy declaration: its label is the group's legend, its options the boxes. */
  field: FieldDef;
  /** The group's legend, when not the field's label. */
  legend?: string;
  value: string[];
  onChange: (values: string[]) => void;
}

/** One checkbox per option of an enum field; none ticked: any value. */
export function OptionChecks({ field, legend, value, onChange }: OptionChecksProps) {
  const handleToggle = (option: string, checked: boolean) =>
    onChange(
      (field.options ?? [])
        .map((candidate) => candidate.value)
        .filter((candidate) => (candidate === option ? checked : value.includes(candidate))),
    );
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{legend ?? field.label}</FormLabel>
      <FormGroup>
        {(field.options ?? []).map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                size="small"
                checked={value.includes(option.value)}
                onChange={(event) => handleToggle(option.value, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
