import { Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { PRESETS, type Preset } from './stats-view.ts';

export interface StatsFiltersProps {
  preset: Preset | null;
  from: string;
  to: string;
  account: string;
  organisations: readonly { id: string; name: string }[];
  onPreset(days: Preset): void;
  onCustom(from: string, to: string): void;
  onAccount(account: string): void;
}

/** The period (the last 7/30/90 days, or two dates) and the audience (everyone, the staff build, an organisation). */
export function StatsFilters(props: StatsFiltersProps) {
  const { preset, account, organisations } = props;
  const [from, setFrom] = useState(props.from);
  const [to, setTo] = useState(props.to);
  const [custom, setCustom] = useState(preset === null);
  const invalid = !from || !to || from > to;

  const handleApply = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) props.onCustom(from, to);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Period"
        value={custom ? 'custom' : String(preset)}
        onChange={(_, value: string | null) => {
          if (value === null) return;
          if (value === 'custom') return setCustom(true);
          setCustom(false);
          props.onPreset(Number(value) as Preset);
        }}
      >
        {PRESETS.map((days) => (
          <ToggleButton key={days} value={String(days)}>
            Last {days} days
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Custom</ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Stack component="form" direction="row" onSubmit={handleApply} sx={{ gap: 1, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="date"
            label="From"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={to}
            error={invalid && Boolean(from && to)}
            helperText={invalid && from && to ? 'The end comes before the start' : undefined}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="outlined" disabled={invalid}>
            Show
          </Button>
        </Stack>
      )}
      <TextField
        select
        size="small"
        label="Audience"
        value={account}
        onChange={(event) => props.onAccount(event.target.value)}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="all">Everyone</MenuItem>
        <MenuItem value="staff">Staff (full build)</MenuItem>
        {/* An organisation named by the address before the list has loaded (or since deleted). */}
        {account !== 'all' && account !== 'staff' && !organisations.some((one) => one.id === account) && (
          <MenuItem value={account}>Organisation {account.slice(0, 8)}…</MenuItem>
        )}
        {organisations.map((organisation) => (
          <MenuItem key={organisation.id} value={organisation.id}>
            {organisation.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
