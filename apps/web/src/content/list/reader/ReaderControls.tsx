import DoneAll from '@mui/icons-material/DoneAll';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { useState } from 'react';
import { useReadingChange } from '../../api/reading.ts';
import type { ListParams } from '../../api/types.ts';
import type { ListView } from './reader-model.ts';

type Filters = Readonly<Record<string, readonly string[]>>;

/** Above this many items "mark all read" asks first: there is no undo. */
export const CONFIRM_ABOVE = 100;

export interface ReaderControlsProps {
  type: ContentType;
  view: ListView;
  onView: (view: ListView) => void;
  filters: Filters;
  onFilters: (change: (current: Filters) => Filters) => void;
  /** The list's API parameters (what "all" means) and when it was loaded (what arrived since stays unread). */
  params: ListParams;
  loadedAt: string;
  /** How many items the list shows (its total), for the question before marking many. */
  total: number | undefined;
  /** Filters a fixed list's route sets (`starred` on Starred news): their switches are not offered. */
  locked?: ReadonlySet<string> | undefined;
}

const toggled = (filters: Filters, param: string, on: boolean): Filters => {
  const next = { ...filters };
  if (on) next[param] = ['true'];
  else delete next[param];
  return next;
};

/**
 * The reader's controls: the layout (reader or table), unread only, starred, and "mark all read" for the list shown.
 */
export function ReaderControls(props: ReaderControlsProps) {
  const { type, view, onView, filters, onFilters, params, loadedAt, total, locked } = props;
  const { markAll } = useReadingChange(type.name);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const markAllNow = () => {
    setAsking(false);
    markAll.mutate(
      { params, before: loadedAt },
      {
        onSuccess: ({ changed, capped }) =>
          setDone(
            `${changed.toLocaleString()} marked read${capped ? '; there are more: mark all read again for the rest' : ''}.`,
          ),
      },
    );
  };
  const plural = type.plural.toLowerCase();
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}
        role="toolbar"
        aria-label="Reading"
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, value: ListView | null) => value && onView(value)}
          aria-label="Layout"
        >
          <ToggleButton value="reader" aria-label="Reader">
            <ViewAgendaOutlined fontSize="small" sx={{ mr: 0.5 }} /> Reader
          </ToggleButton>
          <ToggleButton value="table" aria-label="Table">
            <TableRowsOutlined fontSize="small" sx={{ mr: 0.5 }} /> Table
          </ToggleButton>
        </ToggleButtonGroup>
        {!locked?.has('unread') && (
          <FormControlLabel
            sx={{ ml: 1 }}
            control={
              <Switch
                size="small"
                checked={filters.unread?.[0] === 'true'}
                onChange={(event) => onFilters((current) => toggled(current, 'unread', event.target.checked))}
              />
            }
            label="Unread only"
          />
        )}
        {!locked?.has('starred') && (
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={filters.starred?.[0] === 'true'}
                onChange={(event) => onFilters((current) => toggled(current, 'starred', event.target.checked))}
              />
            }
            label="Starred"
          />
        )}
        <Button
          size="small"
          startIcon={<DoneAll />}
          disabled={markAll.isPending || total === 0}
          onClick={() => (total !== undefined && total > CONFIRM_ABOVE ? setAsking(true) : markAllNow())}
          sx={{ ml: 'auto' }}
        >
          Mark all read
        </Button>
      </Stack>
      {(done || markAll.isError) && (
        <Alert
          severity={markAll.isError ? 'error' : 'success'}
          onClose={() => {
            setDone(null);
            markAll.reset();
          }}
          sx={{ mb: 1.5 }}
        >
          {markAll.isError ? `Could not mark them read: ${markAll.error.message}` : done}
        </Alert>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="mark-all-title">
        <DialogTitle id="mark-all-title">
          Mark {total?.toLocaleString()} {plural} read?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every item of the list shown (its filters and search) that had arrived when you opened it becomes read for
            you. This cannot be undone all at once.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button variant="contained" onClick={markAllNow}>
            Mark all read
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
