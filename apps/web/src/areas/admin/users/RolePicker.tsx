import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { ROLE_NAMES, ROLES, isRoleName, type RoleName } from '@rh/core';

/** Every role of the core table but `norole`, which is what having none means and is never given. */
const CHOICES: readonly RoleName[] = ROLE_NAMES.filter((role) => role !== 'norole');

export interface RolePickerProps {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  label?: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}

/** Chooses roles of spec §6, each shown with its one-line description; typing filters by name or description. */
export function RolePicker({ value, onChange, label = 'Roles', helperText, error, disabled }: RolePickerProps) {
  return (
    <Autocomplete<string, true>
      multiple
      options={CHOICES}
      value={[...value]}
      onChange={(_, next) => onChange(next)}
      disabled={disabled}
      filterSelectedOptions
      getOptionLabel={(role) => role}
      filterOptions={(options, { inputValue }) => {
        const text = inputValue.trim().toLowerCase();
        return options.filter(
          (role) => role.toLowerCase().includes(text) || description(role).toLowerCase().includes(text),
        );
      }}
      renderOption={({ key, ...props }, role) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500, display: 'block' }}>
            {role}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary">
            {description(role)}
          </Typography>
        </Box>
      )}
      renderValue={(roles, getItemProps) =>
        roles.map((role, index) => {
          const { key, ...chip } = getItemProps({ index });
          return <Chip key={key} {...chip} size="small" label={role} title={description(role)} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}

/** The role's description in the core table; an unknown name (a role since removed) says so. */
export function description(role: string): string {
  return isRoleName(role) ? ROLES[role].description : 'Not a role of this version: it grants nothing';
}
