import { Autocomplete, Button, Chip, Stack, TextField } from '@mui/material';
import { countryName } from '@rh/core/content';
import { countriesByName } from '../../../content/fields/format.ts';
import { EU_MEMBER_STATES } from './choices.ts';

export interface JurisdictionPickerProps {
  value: string[];
  onChange: (countries: string[]) => void;
}

/** Several jurisdictions by name, with two shortcuts: add the EU member states, or clear to take all of them. */
export function JurisdictionPicker({ value, onChange }: JurisdictionPickerProps) {
  const handleAddEu = () => onChange([...new Set([...value, ...EU_MEMBER_STATES])]);
  return (
    <Stack spacing={1}>
      <Autocomplete
        multiple
        options={countriesByName()}
        getOptionLabel={countryName}
        value={value}
        limitTags={8}
        onChange={(_, next) => onChange(next)}
        renderValue={(selected, getItemProps) =>
          selected.map((code, index) => {
            const { key, ...chip } = getItemProps({ index });
            return <Chip key={key} size="small" label={countryName(code)} {...chip} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Jurisdictions"
            placeholder={value.length ? undefined : 'All jurisdictions'}
            helperText={value.length ? `${value.length} chosen` : 'None chosen: all jurisdictions'}
          />
        )}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={handleAddEu}>
          Add EU member states
        </Button>
        <Button size="small" variant="outlined" onClick={() => onChange([])} disabled={!value.length}>
          All jurisdictions
        </Button>
      </Stack>
    </Stack>
  );
}
