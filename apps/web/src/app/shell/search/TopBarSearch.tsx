import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton } from '@mui/material';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../routes/table.ts';
import type { SearchComboboxProps } from './SearchCombobox.tsx';
import { SEARCH_INPUT_SX, SEARCH_LABEL, SEARCH_PLACEHOLDER } from './search-input-style.ts';
import { isSearchShortcut } from './typeahead-keys.ts';

/** The combobox (type-ahead, keys, navigation): loaded on the plain field's first focus, then it takes over. */
const loadCombobox = () => import('./SearchCombobox.tsx').then((module) => module.default);

/**
 * The top bar's search box (issue 13): `/` or Ctrl-K / Cmd-K focus it from anywhere. The first page holds only a
 * plain field; focusing it loads the combobox, which replaces it with the text typed so far and keeps the focus.
 * Below `sm` it is an icon that opens the field over the whole bar.
 */
export function TopBarSearch() {
  const [text, setText] = useState('');
  /** The combobox once loaded (not React.lazy: a Suspense fallback would take the focus from the field). */
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const loading = useRef(false);
  /** Below `sm`: the field shows over the bar. */
  const [expanded, setExpanded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  /** Whether the plain field had the focus as the combobox arrived. */
  const hadFocus = useRef(false);

  const reveal = () => {
    // Shown first (below `sm` it is hidden until expanded), then focused.
    flushSync(() => setExpanded(true));
    input.current?.focus();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event, event.target as HTMLElement | null)) return;
      event.preventDefault();
      reveal();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const done = () => {
    setText('');
    setExpanded(false);
    input.current?.blur();
  };
  const collapse = () => {
    if (!input.current?.value) setExpanded(false);
  };

  const plain = (
    <Box
      component="input"
      ref={input}
      type="text"
      aria-label={SEARCH_LABEL}
      autoComplete="off"
      maxLength={200}
      placeholder={SEARCH_PLACEHOLDER}
      value={text}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
      onFocus={() => {
        if (loading.current) return;
        loading.current = true;
        void loadCombobox().then((component) => {
          hadFocus.current = document.activeElement === input.current;
          setCombobox(() => component);
        });
      }}
      onBlur={collapse}
      // Enter before the combobox has arrived (typed fast, or a slow network) still runs the search.
      onKeyDown={(event) => {
        const q = text.trim();
        if (event.key !== 'Enter' || !q) return;
        event.preventDefault();
        done();
        void navigate(pathTo('Search', { q }));
      }}
      sx={SEARCH_INPUT_SX}
    />
  );

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Search"
        title="Search (/)"
        onClick={reveal}
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
          // Below `sm`: over the whole bar, the bar's colour behind it (the toolbar inherits it from the bar).
          position: { xs: 'absolute', sm: 'relative' },
          inset: { xs: 0, sm: 'auto' },
          px: { xs: 1, sm: 0 },
          bgcolor: { xs: 'inherit', sm: 'transparent' },
          zIndex: 1,
          width: { sm: 240, md: 340 },
        }}
      >
        <Box sx={{ position: 'relative', flex: 1, display: 'flex', alignItems: 'center' }}>
          <SearchIcon
            aria-hidden
            sx={{ position: 'absolute', left: 8, zIndex: 1, opacity: 0.8, pointerEvents: 'none' }}
          />
          {Combobox ? (
            <Combobox
              text={text}
              onText={setText}
              inputRef={input}
              autoFocus={hadFocus.current}
              onDone={done}
              onBlur={collapse}
            />
          ) : (
            plain
          )}
        </Box>
        <IconButton
          color="inherit"
          aria-label="Close search"
          onMouseDown={(event) => event.preventDefault()}
          onClick={done}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
    </>
  );
}
