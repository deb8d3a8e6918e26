import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import type { Period } from '../api/snapshot.ts';
import { PRESETS, periodProblem, presetPeriod, type PresetName } from './snapshot-period.ts';

interface PeriodPickerProps {
  period: Period;
  preset: PresetName | null;
  today: string;
  onChange: (period: Period, preset: PresetName | null) => void;
}

/** The period of a snapshot: a preset up to today, or two days of one's own (applied once they make a period). */
export function PeriodPicker({ period, preset, today, onChange }: PeriodPickerProps) {
  const [draft, setDraft] = useState<Period>(period);
  const [shown, setShown] = useState<Period>(period);
  // The address changed (a preset, back and forward): the boxes follow it.
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setDraft(period);
  }
  const problem = periodProblem(draft);

  const handleDay = (bound: keyof Period, value: string) => {
    const next = { ...draft, [bound]: value };
    setDraft(next);
    if (!periodProblem(next)) onChange(next, null);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Period"
        value={preset}
        onChange={(_, name: PresetName | null) => name && onChange(presetPeriod(name, today), name)}
      >
        {PRESETS.map((choice) => (
          <ToggleButton key={choice.name} value={choice.name} sx={{ px: 2 }}>
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          type="date"
          label="From"
          value={draft.from}
          onChange={(event) => handleDay('from', event.target.value)}
          error={Boolean(problem)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.to || undefined } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={draft.to}
          onChange={(event) => handleDay('to', event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.from || undefined } }}
        />
      </Stack>
    </Stack>
  );
}
