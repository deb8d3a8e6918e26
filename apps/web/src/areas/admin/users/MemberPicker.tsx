import { Autocomplete, Box, Chip, CircularProgress, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDebounced } from '../../../content/useDebounced.ts';
import { useUsers } from './list-users.ts';
import type { Member } from './types.ts';

export interface MemberPickerProps {
  value: readonly Member[];
  onChange: (members: Member[]) => void;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
}

/** Chooses the members of a group among the users, found by username or e-mail as the admin types (`/api/users?q=`). */
export function MemberPicker({ value, onChange, disabled, helperText, error }: MemberPickerProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebounced(text.trim());
  // Disabled users too: a group may keep someone who is away, and gives them its roles again when they are back.
  const search = useUsers({ status: 'all', limit: 20, offset: 0, ...(q ? { q } : {}) }, open);
  const options: Member[] = (search.data?.items ?? []).map(({ id, username, email }) => ({ id, username, email }));

  return (
    <Autocomplete<Member, true>
      multiple
      options={options}
      value={[...value]}
      onChange={(_, next) => onChange(next)}
      disabled={disabled}
      filterOptions={(all) => all} // the server filters
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(member) => member.username}
      inputValue={text}
      onInputChange={(_, next, reason) => reason !== 'reset' && setText(next)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={search.isFetching}
      noOptionsText={search.isError ? `Could not search: ${search.error.message}` : q ? 'No user matches' : 'No user'}
      renderOption={({ key, ...props }, member) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500, display: 'block' }}>
            {member.username}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary">
            {member.email}
          </Typography>
        </Box>
      )}
      renderValue={(members, getItemProps) =>
        members.map((member, index) => {
          const { key, ...chip } = getItemProps({ index });
          return <Chip key={key} {...chip} size="small" label={member.username} title={member.email} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Members"
          placeholder="Search users by name or e-mail"
          helperText={helperText}
          error={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {search.isFetching && <CircularProgress color="inherit" size={16} aria-label="Searching" />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
