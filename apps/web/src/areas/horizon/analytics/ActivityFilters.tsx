import {
  Autocomplete,
  Box,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { can } from '@rh/core';
import { CONTENT_TYPES } from '@rh/core/content';
import { useMemo, useState } from 'react';
import { isFullBuild } from '../../../config.ts';
import { useDebounced } from '../../../content/useDebounced.ts';
import { useSession } from '../../../session/useSession.ts';
import { usePeople, type Person } from '../../activity-api.ts';
import type { ActivityFilterState } from './activity-filter-url.ts';

/** The types whose changes the user may read, by label. */
function useReadableTypes() {
  const { state } = useSession();
  return useMemo(
    () =>
      CONTENT_TYPES.filter((type) => can(state.roles, type.resource, 'read'))
        .map((type) => ({ name: type.name, label: type.label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [state.roles],
  );
}

function PersonFilter({
  value,
  onChange,
}: {
  value: ActivityFilterState['user'];
  onChange: (p: Person | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 250);
  const people = usePeople(q);
  const chosen = value ? { id: value.id, name: value.name, email: '' } : null;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 260 }}
      options={people.data ?? []}
      value={chosen}
      filterOptions={(options) => options}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={people.isFetching}
      onInputChange={(_, text) => setTyped(text)}
      onChange={(_, person) => onChange(person)}
      renderOption={({ key: _, ...props }, person) => (
        <li {...props} key={person.id}>
          <Box>
            {person.name}
            <Typography variant="caption" color="text.secondary" component="div">
              {person.email}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Person" placeholder="Everyone" />}
    />
  );
}

/** The filters of the recent-activity screens: type, and the person (administrators) or "only mine". */
export function ActivityFilters({
  value,
  admin,
  onChange,
}: {
  value: ActivityFilterState;
  admin: boolean;
  onChange: (next: ActivityFilterState) => void;
}) {
  const types = useReadableTypes();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="activity-type" shrink>
          Type
        </InputLabel>
        <Select
          labelId="activity-type"
          label="Type"
          displayEmpty
          notched
          value={value.type ?? ''}
          onChange={(event) => onChange({ ...value, type: event.target.value || null })}
        >
          <MenuItem value="">All types</MenuItem>
          {types.map((type) => (
            <MenuItem key={type.name} value={type.name}>
              {type.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {admin ? (
        <PersonFilter
          value={value.user}
          onChange={(person) => onChange({ ...value, user: person && { id: person.id, name: person.name } })}
        />
      ) : (
        // An organisation's API key (external builds) makes no changes of its own.
        isFullBuild() && (
          <FormControlLabel
            control={
              <Switch checked={value.mine} onChange={(event) => onChange({ ...value, mine: event.target.checked })} />
            }
            label="Only my changes"
          />
        )
      )}
    </Stack>
  );
}
