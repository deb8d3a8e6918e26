import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../routes/table.ts';
import type { TypeaheadOption } from './TypeaheadList.tsx';
import { autoHighlight, isSearchShortcut, typeaheadKey } from './typeahead-keys.ts';

// The list, its query and the content registry (for type labels and item paths) load on the box's first focus.
const TypeaheadList = lazy(() => import('./TypeaheadList.tsx'));

/** Characters typed before suggestions are asked for, and the pause in typing that asks. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 150;

/**
 * The top bar's search box (issue 13): `/` or Ctrl-K / Cmd-K focus it from anywhere; type-ahead after two
 * characters, grouped by type; ArrowUp/Down and Enter open a suggestion, Enter on none the results page; Escape
 * closes. Below `sm` it is an icon that opens a field over the whole bar.
 */
export function TopBarSearch() {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<TypeaheadOption[]>([]);
  /** The list's module is asked for once the box was first focused. */
  const [used, setUsed] = useState(false);
  /** Below `sm`: the field shows over the bar. */
  const [expanded, setExpanded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId().replace(/:/g, '') + 'search-suggestions';
  const trimmed = text.trim();

  useEffect(() => {
    const timer = setTimeout(() => setTerm(trimmed.length >= MIN_CHARS ? trimmed : ''), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, event.target as HTMLElement | null)) return;
      event.preventDefault();
      // Shown first (below `sm` it is hidden until expanded), then focused.
      flushSync(() => setExpanded(true));
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onOptions = useCallback(
    (next: TypeaheadOption[]) => {
      setOptions(next);
      const first = next[0];
      setActive(first && !first.search && autoHighlight(term, first) ? 0 : -1);
    },
    [term],
  );

  const reset = () => {
    setText('');
    setTerm('');
    setOpen(false);
    setActive(-1);
    setExpanded(false);
    input.current?.blur();
  };
  const go = (path: string) => {
    reset();
    void navigate(path);
  };

  const showList = open && term !== '';
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const action = typeaheadKey(event.key, { open: showList, count: options.length, active, text: trimmed });
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'highlight') {
      setOpen(true);
      setActive(action.index);
    } else if (action.kind === 'open') go(options[action.index]!.path);
    else if (action.kind === 'search') go(pathTo('Search', { q: trimmed }));
    else if (showList) setOpen(false);
    else reset();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Search"
        title="Search (/)"
        onClick={() => {
          flushSync(() => setExpanded(true));
          input.current?.focus();
        }}
        sx={{ display: { xs: expanded ? 'none' : 'inline-flex', sm: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      <Box
        role="search"
        sx={{
          display: { xs: expanded ? 'flex' : 'none', sm: 'flex' },
          alignItems: 'center',
          gap: 0.5,
          // Below `sm`: over the whole bar, the bar's colour behind it.
          position: { xs: 'absolute', sm: 'relative' },
          inset: { xs: 0, sm: 'auto' },
          px: { xs: 1, sm: 0 },
          bgcolor: { xs: 'primary.main', sm: 'transparent' },
          zIndex: 1,
          width: { sm: 240, md: 340 },
        }}
      >
        <Box sx={{ position: 'relative', flex: 1, display: 'flex', alignItems: 'center' }}>
          <SearchIcon aria-hidden sx={{ position: 'absolute', left: 8, opacity: 0.8, pointerEvents: 'none' }} />
          <Box
            component="input"
            ref={input}
            type="text"
            role="combobox"
            aria-label="Search everything"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            placeholder="Search  /"
            value={text}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => {
              // The list's module starts loading now, while the first characters are typed.
              if (!used) void import('./TypeaheadList.tsx');
              setUsed(true);
              setOpen(true);
            }}
            onBlur={() => {
              setOpen(false);
              if (!text) setExpanded(false);
            }}
            onKeyDown={onKeyDown}
            sx={{
              width: '100%',
              height: 40,
              boxSizing: 'border-box',
              pl: 5,
              pr: 1.5,
              border: 0,
              borderRadius: 1,
              font: 'inherit',
              fontSize: '1rem',
              color: 'inherit',
              bgcolor: 'rgba(255, 255, 255, 0.15)',
              '&::placeholder': { color: 'inherit', opacity: 0.8 },
              '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.22)' },
              '&:focus': { outline: '2px solid', outlineColor: 'inherit', bgcolor: 'rgba(255, 255, 255, 0.22)' },
            }}
          />
          {used && showList && (
            <Suspense fallback={null}>
              <TypeaheadList
                id={listId}
                term={term}
                active={active}
                onOptions={onOptions}
                onActive={setActive}
                onChoose={(index) => options[index] && go(options[index].path)}
              />
            </Suspense>
          )}
        </Box>
        <IconButton
          color="inherit"
          aria-label="Close search"
          onMouseDown={(event) => event.preventDefault()}
          onClick={reset}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
    </>
  );
}
