import { MenuItem, Stack, TextField } from '@mui/material';
import { FORMATS, SCHEDULES, type ReportFormat, type Schedule } from './api/types.ts';

const SCHEDULE_LABELS: Record<Schedule, string> = {
  none: 'Off',
  daily: 'Daily (07:00 UTC)',
  weekly: 'Weekly (Mondays, 07:00 UTC)',
};

export interface ScheduleValue {
  schedule: Schedule;
  format: ReportFormat;
  /** Comma- or space-separated e-mail addresses, as typed. */
  recipients: string;
}

/** Splits what was typed into addresses. */
export const recipientList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** When the report is e-mailed, as which file, to whom (none: its owner). */
export function ScheduleFields({
  value,
  onChange,
  emailEnabled,
  error,
}: {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  /** false: the server sends no e-mail (no SMTP): said beside the schedule. */
  emailEnabled: boolean;
  error?: string | undefined;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label="E-mail it"
        value={value.schedule}
        onChange={(event) => onChange({ ...value, schedule: event.target.value as Schedule })}
        helperText={!emailEnabled && value.schedule !== 'none' ? 'This server sends no e-mail yet (no SMTP).' : ' '}
        sx={{ minWidth: 200 }}
      >
        {SCHEDULES.map((schedule) => (
          <MenuItem key={schedule} value={schedule}>
            {SCHEDULE_LABELS[schedule]}
          </MenuItem>
        ))}
      </TextField>
      {value.schedule !== 'none' && (
        <>
          <TextField
            select
            size="small"
            label="As"
            value={value.format}
            onChange={(event) => onChange({ ...value, format: event.target.value as ReportFormat })}
            sx={{ minWidth: 100 }}
          >
            {FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {format.toUpperCase()}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Recipients"
            value={value.recipients}
            onChange={(event) => onChange({ ...value, recipients: event.target.value })}
            error={Boolean(error)}
            helperText={error ?? 'E-mail addresses, comma-separated; none: you'}
            sx={{ flex: 1, minWidth: 220 }}
          />
        </>
      )}
    </Stack>
  );
}
