import PublicIcon from '@mui/icons-material/Public';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Paper, Typography } from '@mui/material';
import { findContentType } from '@rh/core/content';
import { useEffect, useMemo } from 'react';
import { useSuggestions } from '../../../content/api/search-content.ts';
import { countryPath } from '../../../content/fields/display/country-path.ts';
import { openPath } from '../../../content/search/open-path.ts';
import { pathTo } from '../../../routes/table.ts';
import { withQueries } from '../../with-queries.tsx';
import { groupByType } from './typeahead-keys.ts';
import { typeaheadOptions, type TypeaheadOption } from './typeahead-options.ts';

export type { TypeaheadOption } from './typeahead-options.ts';

export interface TypeaheadListProps {
  /** The listbox's id (the combobox's aria-controls); option n is `${id}-n`. */
  id: string;
  /** The debounced text the suggestions are for. */
  term: string;
  /** The highlighted option, -1 for none. */
  active: number;
  /** The options shown, in order (the search box moves through them and opens them). */
  onOptions(options: TypeaheadOption[]): void;
  onActive(index: number): void;
  onChoose(index: number): void;
}

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The type-ahead's list: the jurisdictions the text names first ("United Kingdom — jurisdiction page"), then
 * suggestions grouped by type (the registry's labels), each opening its item, and last "All results for …". Loaded on the search box's first focus: the content registry is no part of the first page.
 */
function TypeaheadList({ id, term, active, onOptions, onActive, onChoose }: TypeaheadListProps) {
  const answer = useSuggestions(term);
  const suggestions = useMemo(
    // A suggestion of a type the web has no screen for is left out: it could not be opened.
    () => (answer.data?.suggestions ?? []).filter((s) => openPath(s.type, s) !== null),
    [answer.data],
  );
  const groups = useMemo(() => groupByType(suggestions), [suggestions]);
  const options = useMemo<TypeaheadOption[]>(
    () =>
      typeaheadOptions(answer.data?.jurisdictions ?? [], groups, term, {
        country: (code) => countryPath(code, undefined),
        item: (item) => openPath(item.type, item)!,
        search: (text) => pathTo('Search', { q: text }),
      }),
    [answer.data, groups, term],
  );
  // The jurisdictions lead the options: a suggestion's index is after them.
  const countries = useMemo(() => options.filter((option) => option.jurisdiction), [options]);
  useEffect(() => onOptions(options), [options, onOptions]);

  const option = (index: number, children: React.ReactNode) => (
    <Box
      component="li"
      role="option"
      id={optionId(id, index)}
      key={index}
      aria-selected={active === index}
      // The text field keeps the focus: a click chooses without blurring it first.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => active !== index && onActive(index)}
      onClick={() => onChoose(index)}
      sx={{
        px: 2,
        py: 0.75,
        cursor: 'pointer',
        bgcolor: active === index ? 'action.selected' : undefined,
      }}
    >
      {children}
    </Box>
  );

  const searchIndex = options.length - 1;
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: 0,
        right: 0,
        minWidth: { sm: 360 },
        maxHeight: 'min(70vh, 520px)',
        overflowY: 'auto',
        zIndex: (theme) => theme.zIndex.modal,
        color: 'text.primary',
      }}
    >
      <Box
        component="ul"
        role="listbox"
        id={id}
        aria-label="Suggestions"
        sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5 }}
      >
        {countries.length > 0 && (
          <Box component="li" role="presentation">
            <Typography
              id={`${id}-group-jurisdictions`}
              variant="overline"
              color="text.secondary"
              component="div"
              sx={{ px: 2, pt: 0.5, lineHeight: 2 }}
            >
              Jurisdictions
            </Typography>
            <Box
              component="ul"
              role="group"
              aria-labelledby={`${id}-group-jurisdictions`}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {countries.map((country, index) =>
                option(
                  index,
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    <PublicIcon fontSize="small" color="action" />
                    <Typography variant="body2" component="div" noWrap title={country.title}>
                      {country.title}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {' '}
                        — jurisdiction page
                      </Box>
                    </Typography>
                  </Box>,
                ),
              )}
            </Box>
          </Box>
        )}
        {groups.map((group) => (
          <Box component="li" role="presentation" key={group.type}>
            <Typography
              id={`${id}-group-${group.type}`}
              variant="overline"
              color="text.secondary"
              component="div"
              sx={{ px: 2, pt: 0.5, lineHeight: 2 }}
            >
              {findContentType(group.type)?.plural ?? group.type}
            </Typography>
            <Box
              component="ul"
              role="group"
              aria-labelledby={`${id}-group-${group.type}`}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {group.entries.map(({ item, index }) =>
                option(
                  countries.length + index,
                  <>
                    <Typography variant="body2" component="div" noWrap title={item.title}>
                      {item.title}
                    </Typography>
                    {item.matched && (
                      <Typography variant="caption" color="text.secondary" component="div" noWrap>
                        matched: {item.matched}
                      </Typography>
                    )}
                  </>,
                ),
              )}
            </Box>
          </Box>
        ))}
        {answer.data && suggestions.length === 0 && countries.length === 0 && !answer.isFetching && (
          <Box component="li" role="presentation" sx={{ px: 2, py: 1 }}>
            <Typography variant="body2" color="text.secondary">
              No suggestions
            </Typography>
          </Box>
        )}
        {answer.isError && (
          <Box component="li" role="presentation" sx={{ px: 2, py: 1 }}>
            <Typography variant="body2" color="error">
              Suggestions could not be loaded
            </Typography>
          </Box>
        )}
        {term &&
          searchIndex >= 0 &&
          option(
            searchIndex,
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                borderTop: options.length > 1 ? 1 : 0,
                borderColor: 'divider',
                pt: options.length > 1 ? 0.75 : 0,
              }}
            >
              <SearchIcon fontSize="small" color="action" />
              <Typography variant="body2" noWrap>
                All results for “{term}”
              </Typography>
            </Box>,
          )}
      </Box>
    </Paper>
  );
}

// The shell has no query provider of its own (it comes with the pages that need it).
export default withQueries(TypeaheadList);
