import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { contentType } from '@rh/core/content';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { aggregateKeys } from '../../../content/api/aggregate.ts';
import { contentKeys } from '../../../content/api/keys.ts';
import { useReadingChange } from '../../../content/api/reading.ts';
import type { Item } from '../../../content/api/types.ts';
import { updateItem } from '../../../content/api/update-item.ts';
import { isConflict } from '../../../content/ConflictAlert.tsx';
import { itemPath } from '../../../content/links.ts';
import type { ListPanelProps } from '../../../content/list/list-panels.ts';
import { pathTo } from '../../../routes/table.ts';
import { TRIAGE_STATUSES, type TriageStatus } from './news-model.ts';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { addedValue, bulkSummary, restAfter, runInBatches, type BulkOutcome } from './triage-bulk.ts';
import { isTypingTarget, movedIndex, pageEdge, triageCommand } from './triage-keys.ts';
import { TriagePicker, type TriageChoice } from './TriagePicker.tsx';

const NEWS = contentType('newsitem');
const DONE: Record<TriageStatus, string> = {
  relevant: 'marked relevant',
  irrelevant: 'marked irrelevant',
  archived: 'archived',
};
/** Shift+A marks the whole list read when pressed twice within this time. */
const CONFIRM_MS = 4000;
/** Updates of a bulk action run this many at a time: quick, without a burst the server would feel. */
const BATCH = 4;

/** What the tag picker adds to: the chosen row (t) or the ticked ones (Add tag…). */
type Picking = { rows: readonly Item[]; title: string } | null;

/**
 * News triage by keyboard: j/k (or the arrows) choose a row and go on across page ends, Enter or o opens it, r, i
 * and a mark it relevant, irrelevant or archived (the normal update, with the version the list read) and go on to
 * the next row, t tags it or sets a topic, x ticks it for a bulk action, s stars it, m marks it read or unread,
 * Shift+A marks the whole list read, ? shows the keys. Keys typed into a field stay the field's. Ticked rows get a
 * bar of bulk actions. Also the way to the advanced filter.
 */
export function NewsTriagePanel(props: ListPanelProps) {
  const { items, selectedId, onSelect, checkedIds, onCheck, onPageEdge, params } = props;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const client = useQueryClient();
  const reading = useReadingChange(NEWS.name);
  const [message, setMessage] = useState('');
  const [help, setHelp] = useState(false);
  const [picking, setPicking] = useState<Picking>(null);
  const [busy, setBusy] = useState(false);
  // "Mark the whole list read" covers what the user has seen: items created up to when the list was loaded.
  const [loadedAt, setLoadedAt] = useState(() => new Date().toISOString());
  const paramsKey = JSON.stringify(params);
  useEffect(() => setLoadedAt(new Date().toISOString()), [paramsKey]);

  /** Runs one update per row, a few at a time, each with its row's version; then the list shows them as they are. */
  const updateRows = async (
    rows: readonly Item[],
    change: (row: Item) => Record<string, unknown> | null,
  ): Promise<BulkOutcome[]> => {
    setBusy(true);
    try {
      return await runInBatches(rows, BATCH, async (row) => {
        const data = change(row);
        if (!data) return 'unchanged';
        try {
          await updateItem(NEWS.name, { id: row.id, version: row.version, data });
          return 'done';
        } catch (error) {
          return isConflict(error) ? 'conflict' : 'failed';
        }
      });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: contentKeys.type(NEWS.name) });
      await client.invalidateQueries({ queryKey: aggregateKeys.all });
    }
  };

  /** Marks the chosen row (a key: says so by its title) or the ticked rows (the bar: a summary, ticks updated). */
  const markStatus = async (rows: readonly Item[], status: TriageStatus, bulk: boolean) => {
    const outcomes = await updateRows(rows, (row) => (row.data.status === status ? null : { status }));
    if (!bulk) {
      const row = rows[0]!;
      const label = TRIAGE_STATUSES.find((entry) => entry.value === status)!.label.toLowerCase();
      setMessage(
        {
          done: `Marked ${status === 'archived' ? 'archived' : label}: ${row.title}`,
          unchanged: `Marked ${status === 'archived' ? 'archived' : label}: ${row.title}`,
          conflict: `Someone else changed “${row.title}” meanwhile: the list shows it as it is now.`,
          failed: `Could not mark “${row.title}”.`,
        }[outcomes[0]!],
      );
      return;
    }
    setMessage(bulkSummary(DONE[status], outcomes));
    // What is done leaves the ticks; what changed meanwhile or failed stays ticked, to look at again.
    onCheck(rows.filter((_, index) => ['conflict', 'failed'].includes(outcomes[index]!)).map((row) => row.id));
  };

  const addChoice = async (rows: readonly Item[], choice: TriageChoice) => {
    setPicking(null);
    const outcomes = await updateRows(rows, (row) => addedValue(row.data, choice.field, choice.value));
    const what = `${choice.field === 'tags' ? 'tag' : 'topic'} “${choice.label}”`;
    if (rows.length === 1) {
      const row = rows[0]!;
      setMessage(
        {
          done: `Added the ${what} to “${row.title}”.`,
          unchanged: `“${row.title}” has the ${what} already: kept.`,
          conflict: `Someone else changed “${row.title}” meanwhile: the list shows it as it is now; add the ${what} again.`,
          failed: `Could not add the ${what} to “${row.title}”.`,
        }[outcomes[0]!],
      );
    } else {
      setMessage(`${what[0]!.toUpperCase()}${what.slice(1)}: ${bulkSummary('added', outcomes)}`);
    }
  };

  const markRead = (rows: readonly Item[], label: string) => {
    if (rows.length === 0) return setMessage('No rows after the chosen one.');
    reading.mark.mutate(
      { ids: rows.map((row) => row.id), read: true },
      {
        onSuccess: ({ changed }) => setMessage(`${label}: ${changed} marked read.`),
        onError: (error) => setMessage(`Could not mark read: ${error.message}`),
      },
    );
  };

  const markAllRead = () =>
    reading.markAll.mutate(
      { params, before: loadedAt },
      {
        onSuccess: ({ changed, capped }) =>
          setMessage(`The whole list: ${changed} marked read${capped ? ' (press Shift+A again for the rest)' : ''}.`),
        onError: (error) => setMessage(`Could not mark the list read: ${error.message}`),
      },
    );

  /** When Shift+A was pressed first (0: not pressed), for the second press that marks the whole list read. */
  const armed = useRef(0);
  // The key handler is installed once and reads the page and the actions as they are now.
  const now = useRef({ items, selectedId, checkedIds, blocked: help || picking !== null, markStatus, markAllRead });
  now.current = { items, selectedId, checkedIds, blocked: help || picking !== null, markStatus, markAllRead };

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const { items: rows, selectedId: chosen, checkedIds: ticked, blocked, ...actions } = now.current;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const command = triageCommand(event);
      if (!command || (blocked && command.kind !== 'help')) return;
      const index = rows.findIndex((row) => row.id === chosen);
      const row = rows[index];
      switch (command.kind) {
        case 'help':
          event.preventDefault();
          setHelp((open) => !open);
          return;
        case 'move': {
          const edge = pageEdge(index, rows.length, command.by);
          if (edge !== null) {
            if (onPageEdge(edge)) event.preventDefault();
            else setMessage(edge === 1 ? 'The last item of the list.' : 'The first item of the list.');
            return;
          }
          const next = rows[movedIndex(index, rows.length, command.by)];
          if (!next) return;
          event.preventDefault();
          onSelect(next.id);
          return;
        }
        case 'allRead': {
          event.preventDefault();
          // A whole list is a lot to mark by one stray key: the second press within a few seconds does it.
          const asked = armed.current;
          armed.current = Date.now();
          if (Date.now() - asked < CONFIRM_MS) {
            armed.current = 0;
            actions.markAllRead();
          } else setMessage('Press Shift+A again to mark the whole list read.');
          return;
        }
      }
      if (!row) {
        if (command.kind !== 'open') setMessage('Choose an item first: j or k.');
        return;
      }
      if (command.kind === 'open') {
        // Enter on a link or a button is theirs.
        const tag = (event.target as Element | null)?.tagName;
        if (tag === 'A' || tag === 'BUTTON') return;
        event.preventDefault();
        void navigate(itemPath(NEWS, row));
        return;
      }
      event.preventDefault();
      if (command.kind === 'tick') {
        onCheck(ticked.includes(row.id) ? ticked.filter((id) => id !== row.id) : [...ticked, row.id]);
      } else if (command.kind === 'star' || command.kind === 'read') {
        const was = row.reading ?? { read: false, starred: false };
        const change = command.kind === 'star' ? { starred: !was.starred } : { read: !was.read };
        reading.set.mutate(
          { id: row.id, change },
          {
            onSuccess: (answer) =>
              setMessage(
                command.kind === 'star'
                  ? `${answer.starred ? 'Starred' : 'Unstarred'}: ${row.title}`
                  : `Marked ${answer.read ? 'read' : 'unread'}: ${row.title}`,
              ),
            onError: (error) => setMessage(`Could not change “${row.title}”: ${error.message}`),
          },
        );
      } else if (!row.abilities.update) {
        setMessage('You may not change news items.');
      } else if (command.kind === 'tag') {
        setPicking({ rows: [row], title: `Tag “${row.title}”` });
      } else if (command.kind === 'status') {
        void actions.markStatus([row], command.status, false);
        const next = rows[index + 1];
        if (next) onSelect(next.id);
        else onPageEdge(1);
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [navigate, onSelect, onCheck, onPageEdge, reading.set.mutate]);

  const chosen = items.find((row) => row.id === selectedId);
  const ticked = items.filter((row) => checkedIds.includes(row.id));
  const mayUpdate = items.some((row) => row.abilities.update);
  const query = search.toString();
  return (
    <Paper variant="outlined" component="section" aria-label="Triage" sx={{ px: 2, py: 1, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <KeyboardOutlined fontSize="small" color="action" sx={{ display: { xs: 'none', md: 'block' } }} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          <Key>j</Key>/<Key>k</Key> choose,{' '}
          {TRIAGE_STATUSES.map((status) => (
            <span key={status.value}>
              <Key>{status.key}</Key> {status.value === 'archived' ? 'archives' : status.label.toLowerCase()},{' '}
            </span>
          ))}
          <Key>t</Key> tags, <Key>?</Key> all keys
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => markRead(restAfter(items, selectedId), 'The rest of the page')}
            disabled={reading.mark.isPending}
          >
            Mark the rest read
          </Button>
          <Button size="small" startIcon={<KeyboardOutlined />} onClick={() => setHelp(true)}>
            Shortcuts
          </Button>
          <Button
            size="small"
            startIcon={<FilterListOutlined />}
            component={RouterLink}
            to={`${pathTo('NewsAdvancedFilter')}${query ? `?${query}` : ''}`}
          >
            Advanced filter
          </Button>
        </Stack>
      </Stack>
      {ticked.length > 0 && (
        <Stack
          role="toolbar"
          aria-label="Ticked items"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1, mt: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500, mr: 1 }}>
            {ticked.length} ticked:
          </Typography>
          {mayUpdate && (
            <>
              {TRIAGE_STATUSES.map((status) => (
                <Button
                  key={status.value}
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => void markStatus(ticked, status.value, true)}
                >
                  {status.value === 'archived' ? 'Archive' : `Mark ${status.label.toLowerCase()}`}
                </Button>
              ))}
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                onClick={() => setPicking({ rows: ticked, title: `Tag ${ticked.length} items` })}
              >
                Add tag…
              </Button>
            </>
          )}
          <Button
            size="small"
            variant="outlined"
            disabled={reading.mark.isPending}
            onClick={() => markRead(ticked, 'Ticked')}
          >
            Mark read
          </Button>
          <Button size="small" onClick={() => onCheck([])}>
            Untick all
          </Button>
        </Stack>
      )}
      <Typography variant="body2" role="status" aria-live="polite" sx={{ minHeight: message || chosen ? 20 : 0 }}>
        {message || (chosen ? `Chosen: ${chosen.title}` : '')}
      </Typography>
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
      {picking && (
        <TriagePicker
          title={picking.title}
          onClose={() => setPicking(null)}
          onPick={(choice) => void addChoice(picking.rows, choice)}
        />
      )}
    </Paper>
  );
}

function Key({ children }: { children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        px: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        fontFamily: 'monospace',
        fontSize: '0.8rem',
        bgcolor: 'action.hover',
      }}
    >
      {children}
    </Box>
  );
}
