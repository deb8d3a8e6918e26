import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { contentType } from '@rh/core/content';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useUpdateItem } from '../../../content/api/update-item.ts';
import { isConflict } from '../../../content/ConflictAlert.tsx';
import { itemPath } from '../../../content/links.ts';
import type { ListPanelProps } from '../../../content/list/list-panels.ts';
import { pathTo } from '../../../routes/table.ts';
import { TRIAGE_STATUSES, type TriageStatus } from './news-model.ts';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { isTypingTarget, movedIndex, triageCommand } from './triage-keys.ts';

const NEWS = contentType('newsitem');
const DONE: Record<TriageStatus, string> = { relevant: 'relevant', irrelevant: 'irrelevant', archived: 'archived' };

/**
 * News triage by keyboard: j/k (or the arrows) choose a row, Enter or o opens it, r, i and a mark it relevant,
 * irrelevant or archived (the normal update, with the version the list read) and go on to the next row, ? shows
 * the keys. Keys typed into a field stay the field's. Also the way to the advanced filter.
 */
export function NewsTriagePanel({ items, selectedId, onSelect }: ListPanelProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const update = useUpdateItem(NEWS.name);
  const [message, setMessage] = useState('');
  const [help, setHelp] = useState(false);
  // The key handler is installed once and reads the page as it is now.
  const now = useRef({ items, selectedId, help });
  now.current = { items, selectedId, help };

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const { items: rows, selectedId: chosen, help: helpOpen } = now.current;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const command = triageCommand(event);
      if (!command || (helpOpen && command.kind !== 'help')) return;
      const index = rows.findIndex((row) => row.id === chosen);
      const row = rows[index];
      if (command.kind === 'help') {
        event.preventDefault();
        setHelp((open) => !open);
      } else if (command.kind === 'move') {
        const next = rows[movedIndex(index, rows.length, command.by)];
        if (!next) return;
        event.preventDefault();
        onSelect(next.id);
      } else if (command.kind === 'open') {
        // Enter on a link or a button is theirs.
        const tag = (event.target as Element | null)?.tagName;
        if (!row || tag === 'A' || tag === 'BUTTON') return;
        event.preventDefault();
        void navigate(itemPath(NEWS, row));
      } else if (row) {
        event.preventDefault();
        if (!row.abilities.update) {
          setMessage('You may not change news items.');
          return;
        }
        const next = rows[index + 1];
        update.mutate(
          { id: row.id, version: row.version, data: { status: command.status } },
          {
            onSuccess: () => setMessage(`Marked ${DONE[command.status]}: ${row.title}`),
            onError: (error) =>
              setMessage(
                isConflict(error)
                  ? `Someone else changed “${row.title}” meanwhile: the list shows it as it is now.`
                  : `Could not mark “${row.title}”: ${error.message}`,
              ),
          },
        );
        if (next) onSelect(next.id);
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [navigate, onSelect, update.mutate]);

  const chosen = items.find((row) => row.id === selectedId);
  const query = search.toString();
  return (
    <Paper variant="outlined" component="section" aria-label="Triage" sx={{ px: 2, py: 1, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <KeyboardOutlined fontSize="small" color="action" sx={{ display: { xs: 'none', md: 'block' } }} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Triage with the keyboard: <Key>j</Key>/<Key>k</Key> choose, <Key>Enter</Key> opens,{' '}
          {TRIAGE_STATUSES.map((status) => (
            <span key={status.value}>
              <Key>{status.key}</Key> {status.value === 'archived' ? 'archives' : status.label.toLowerCase()},{' '}
            </span>
          ))}
          <Key>?</Key> all keys
        </Typography>
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
      <Typography variant="body2" role="status" aria-live="polite" sx={{ minHeight: message || chosen ? 20 : 0 }}>
        {message || (chosen ? `Chosen: ${chosen.title}` : '')}
      </Typography>
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
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
