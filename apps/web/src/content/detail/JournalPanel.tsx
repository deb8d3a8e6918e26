import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { useState } from 'react';
import { useJournal } from '../api/get-journal.ts';
import type { Item, JournalEntry } from '../api/types.ts';
import { formatDateTime } from '../fields/format.ts';
import { journalLine } from './detail-model.ts';

function Entry({ type, item, entry }: { type: ContentType; item: Item; entry: JournalEntry }) {
  const line = journalLine(type, entry, item.refs);
  const empty = <em>empty</em>;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        <strong>{line.action}</strong> by {entry.user?.name ?? 'the system'} ·{' '}
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · version {entry.version}
      </Typography>
      {line.stages && <Typography variant="body2">Stage: {line.stages}</Typography>}
      {entry.comment && (
        <Typography
          variant="body2"
          component="blockquote"
          sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
        >
          {entry.comment}
        </Typography>
      )}
      {line.changes.length > 0 && (
        <Table size="small" sx={{ mt: 1 }} aria-label="Changed fields">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {line.changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell>{change.field}</TableCell>
                <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{change.from || empty}</TableCell>
                <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{change.to || empty}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** Who changed what and when, newest first; loads when opened. */
export function JournalPanel({ type, item }: { type: ContentType; item: Item }) {
  const [open, setOpen] = useState(false);
  const journal = useJournal(type.name, item.id, open);
  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="journal" id="journal-header">
        <Typography variant="h6" component="h2">
          Journal
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="journal">
        {journal.isPending && <CircularProgress size={24} aria-label="Loading the journal" />}
        {journal.isError && <Alert severity="error">{journal.error.message}</Alert>}
        {journal.data?.length === 0 && <Typography color="text.secondary">No entries.</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {journal.data?.map((entry) => (
            <Entry key={entry.id} type={type} item={item} entry={entry} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
