import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import type { ContentType } from '@rh/core/content';
import { useUnreadCounts, type UnreadGroup } from '../../api/reading.ts';
import { isGroupShown, unreadFilter, type UnreadGroupKind } from './reader-model.ts';

type Filters = Readonly<Record<string, readonly string[]>>;

export interface UnreadSideProps {
  type: ContentType;
  filters: Filters;
  onFilters: (change: (current: Filters) => Filters) => void;
  /** Beside the list (≥ lg), else a section that opens above it. */
  beside: boolean;
}

const GROUPS: { kind: UnreadGroupKind; key: 'sources' | 'regulators' | 'topics'; label: string }[] = [
  { kind: 'topics', key: 'topics', label: 'Followed topics' },
  { kind: 'regulator', key: 'regulators', label: 'Regulators' },
  { kind: 'source', key: 'sources', label: 'Sources' },
];

/**
 * The caller's unread items of the last days, in all and by followed topic, regulator and source: a click shows that
 * group's unread items in the list.
 */
export function UnreadSide({ type, filters, onFilters, beside }: UnreadSideProps) {
  const counts = useUnreadCounts(type.name);
  const data = counts.data;
  const allShown = filters.unread?.[0] === 'true' && !filters.source && !filters.regulator && !filters.topics;
  const list = (
    <List component="div" dense disablePadding sx={{ width: '100%' }}>
      <ListItemButton
        selected={allShown}
        aria-current={allShown || undefined}
        onClick={() => onFilters((current) => unreadFilter(current, null, null))}
      >
        <ListItemText primary="All unread" slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        <Count value={data?.total} />
      </ListItemButton>
      {GROUPS.map(({ kind, key, label }) =>
        data?.[key].length ? (
          <div key={key} role="group" aria-labelledby={`unread-${key}`}>
            <ListSubheader
              component="div"
              id={`unread-${key}`}
              sx={{ lineHeight: '32px', bgcolor: 'transparent', position: 'static' }}
            >
              {label}
            </ListSubheader>
            {data[key].map((group: UnreadGroup) => (
              <ListItemButton
                key={group.id}
                selected={isGroupShown(filters, kind, group.id)}
                aria-current={isGroupShown(filters, kind, group.id) || undefined}
                onClick={() => onFilters((current) => unreadFilter(current, kind, group.id))}
              >
                <ListItemText primary={group.title} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                <Count value={group.count} />
              </ListItemButton>
            ))}
          </div>
        ) : null,
      )}
    </List>
  );
  const since = data ? new Date(data.since).toLocaleDateString() : null;
  const note = (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 1 }}>
      {counts.isError ? 'The unread counts could not be read.' : since ? `Published since ${since}` : 'Counting…'}
    </Typography>
  );
  if (beside) {
    return (
      <Box component="nav" aria-label="Unread" sx={{ position: 'sticky', top: 80 }}>
        {list}
        {note}
      </Box>
    );
  }
  return (
    <Accordion disableGutters variant="outlined" sx={{ mb: 1.5 }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography>
          Unread{data ? <strong data-testid="unread-total"> {data.total.toLocaleString()}</strong> : null}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        {list}
        {note}
      </AccordionDetails>
    </Accordion>
  );
}

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
      {value.toLocaleString()}
    </Typography>
  );
}
