import { Box } from '@mui/material';
import { lazy, Suspense, useCallback, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
// React alone: the content registry stays off the first page (TypeaheadList brings it).
import { useDebounced } from '../../../content/useDebounced.ts';
import { pathTo } from '../../../routes/table.ts';
import { SEARCH_INPUT_SX, SEARCH_LABEL, SEARCH_PLACEHOLDER } from './search-input-style.ts';
import type { TypeaheadOption } from './TypeaheadList.tsx';
import { autoHighlight, typeaheadKey } from './typeahead-keys.ts';

// The list, its query and the content registry (type labels, item paths) load with the first suggestions asked.
const TypeaheadList = lazy(() => import('./TypeaheadList.tsx'));

/** Characters typed before suggestions are asked for, and the pause in typing that asks. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 150;

export interface SearchComboboxProps {
  text: string;
  onText(text: string): void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Focus the field on mounting: it replaces the first page's plain field, which had the focus. */
  autoFocus: boolean;
  /** The search is done (an item or the results opened, or Escape on a closed list): empty the field. */
  onDone(): void;
  onBlur(): void;
}

/**
 * The top bar's search field as an ARIA combobox: type-ahead after two characters, grouped by type;
 * ArrowUp/Down and Enter open a suggestion, Enter on none the results page; Escape closes the list, then empties.
 * Loaded on the field's first focus (TopBarSearch): the first page carries only a plain field.
 */
export default function SearchCombobox({ text, onText, inputRef, autoFocus, onDone, onBlur }: SearchComboboxProps) {
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<TypeaheadOption[]>([]);
  const navigate = useNavigate();
  const listId = `${useId().replace(/[^\w-]/g, '')}-search-suggestions`;
  const trimmed = text.trim();
  // What the field holds now, for suggestions that answer a term typed earlier (the term settles 150 ms later).
  const typed = useRef(trimmed);
  typed.current = trimmed;
  // A search done hides the list (closed) and empties the field, whose emptiness settles like any text.
  const term = useDebounced(trimmed.length >= MIN_CHARS ? trimmed : '', DEBOUNCE_MS);

  // Focused in the commit that swaps the fields (not after paint): a key typed meanwhile would go to the page.
  useLayoutEffect(() => {
    const field = inputRef.current;
    if (!autoFocus || !field) return;
    field.focus();
    // Typing goes on at the end of what was typed in the plain field.
    field.setSelectionRange(field.value.length, field.value.length);
    // Only as it takes over from the plain field.
  }, []);

  const onOptions = useCallback(
    (next: TypeaheadOption[]) => {
      setOptions(next);
      const first = next[0];
      // Enter takes the first suggestion by itself only when it answers what the field holds: suggestions for "sol"
      // arriving while "Solvecny" is typed must not turn Enter into opening Solvency II.
      // A jurisdiction leads only when the server found its name, alias or code in the text: "uk" opens the UK.
      const answers = first && (first.jurisdiction || autoHighlight(term, first));
      setActive(first && !first.search && term === typed.current && answers ? 0 : -1);
    },
    [term],
  );

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    onDone();
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
    else onDone();
  };

  return (
    <>
      <Box
        component="input"
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={SEARCH_LABEL}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          onText(event.target.value);
          setOpen(true);
          // A highlight belongs to the suggestions of what was typed before: typing on drops it.
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
        onKeyDown={onKeyDown}
        sx={SEARCH_INPUT_SX}
      />
      {showList && (
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
    </>
  );
}
