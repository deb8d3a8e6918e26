import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { useMemo, useState } from 'react';
import { DownloadButton } from '../../../api/DownloadButton.tsx';
import { FilterBar } from '../../../content/list/FilterBar.tsx';
import type { ListState } from '../../../content/list/list-state.ts';
import { serverIssues } from '../../../content/form/server-issues.ts';
import { QueryStates } from '../../QueryStates.tsx';
import { exportTarget } from './api/export-target.ts';
import { usePreview } from './api/preview-report.ts';
import { useSaveReport } from './api/save-report.ts';
import { FORMATS, type ReportSpec, type SavedReport } from './api/types.ts';
import { ColumnsPicker } from './ColumnsPicker.tsx';
import { PreviewTable } from './PreviewTable.tsx';
import { columnOptions, groupOptions, queryToState, stateToQuery } from './report-state.ts';
import { recipientList, ScheduleFields, type ScheduleValue } from './ScheduleFields.tsx';

const NO_GROUP = '';

export interface ReportBuilderProps {
  /** The types the user may read (at least one). */
  types: ContentType[];
  /** The saved report opened, if any (null: a new one). */
  report: SavedReport | null;
  emailEnabled: boolean;
  onSaved: (report: SavedReport) => void;
}

/**
 * The report being built: a type, the list's own filter bar, columns, a grouping field, its preview (loaded again
 * as it changes), its exports, and its name and schedule to save it with.
 */
export function ReportBuilder({ types, report, emailEnabled, onSaved }: ReportBuilderProps) {
  const first = (report && types.find((type) => type.name === report.type)) || types[0]!;
  const [type, setType] = useState(first);
  const [view, setView] = useState<ListState>(() => queryToState(first, report?.query ?? {}));
  const [columns, setColumns] = useState<string[]>(() => report?.columns ?? [...first.list.columns]);
  const [groupBy, setGroupBy] = useState<string | null>(report?.groupBy ?? null);
  const [name, setName] = useState(report?.name ?? '');
  const [schedule, setSchedule] = useState<ScheduleValue>({
    schedule: report?.schedule ?? 'none',
    format: report?.scheduleFormat ?? 'xlsx',
    recipients: report?.recipients.join(', ') ?? '',
  });
  const save = useSaveReport();

  const spec: ReportSpec = useMemo(
    () => ({ type: type.name, query: stateToQuery(view), columns, groupBy }),
    [type, view, columns, groupBy],
  );
  const preview = usePreview(spec);

  const chooseType = (name: string) => {
    const next = types.find((candidate) => candidate.name === name)!;
    setType(next);
    setView(queryToState(next, {}));
    setColumns([...next.list.columns]);
    setGroupBy(null);
  };

  const submit = (asNew: boolean) => {
    const input = {
      ...spec,
      name: name.trim() || `${type.plural} report`,
      schedule: schedule.schedule,
      scheduleFormat: schedule.format,
      recipients: schedule.schedule === 'none' ? [] : recipientList(schedule.recipients),
    };
    save.mutate({ id: asNew ? undefined : report?.id, input }, { onSuccess: onSaved });
  };
  const refused = save.error ? serverIssues(save.error, ['name', 'recipients']) : null;

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          What the report shows
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label="Content"
            value={type.name}
            onChange={(event) => chooseType(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {types.map((candidate) => (
              <MenuItem key={candidate.name} value={candidate.name}>
                {candidate.plural}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Group by"
            value={groupBy ?? NO_GROUP}
            onChange={(event) => setGroupBy(event.target.value || null)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={NO_GROUP}>No grouping</MenuItem>
            {groupOptions(type).map((option) => (
              <MenuItem key={option.name} value={option.name}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <FilterBar key={type.name} type={type} state={view} onChange={setView} />
        <ColumnsPicker options={columnOptions(type)} value={columns} onChange={setColumns} />
      </Paper>

      <Box component="section" aria-labelledby="report-preview-heading">
        <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id="report-preview-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Preview
          </Typography>
          {FORMATS.map((format) => (
            <DownloadButton
              key={format}
              variant="outlined"
              size="small"
              target={exportTarget(format, { spec, name: name.trim() || undefined })}
            >
              {`Export ${format.toUpperCase()}`}
            </DownloadButton>
          ))}
        </Stack>
        <QueryStates
          query={preview}
          data={preview.data}
          denied={`Your access does not include ${type.plural.toLowerCase()}.`}
          what="The preview"
          height={200}
        >
          {(data) => <PreviewTable preview={data} />}
        </QueryStates>
      </Box>

      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="form"
        aria-label="Save the report"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(false);
        }}
      >
        <Typography variant="h6" component="h2" gutterBottom>
          {report ? `Save “${report.name}”` : 'Save the report'}
        </Typography>
        <Stack spacing={1.5}>
          <TextField
            size="small"
            label="Name"
            value={name}
            placeholder={`${type.plural} report`}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(refused?.fields.name)}
            helperText={refused?.fields.name ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ maxWidth: 480 }}
          />
          <ScheduleFields
            value={schedule}
            onChange={setSchedule}
            emailEnabled={emailEnabled}
            error={refused?.fields.recipients}
          />
          {refused && refused.other.length > 0 && (
            <Alert severity="error" role="alert">
              {refused.other.join(' ')}
            </Alert>
          )}
          {save.isSuccess && !save.isPending && (
            <Alert severity="success" role="status">{`Saved as “${save.data.name}”.`}</Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {report ? 'Save changes' : 'Save'}
            </Button>
            {report && (
              <Button onClick={() => submit(true)} disabled={save.isPending}>
                Save as a new report
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
