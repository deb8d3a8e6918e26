import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import type { ContentType } from '@rh/core/content';
import type { ReactNode } from 'react';
import type { Reading } from '../../api/reading.ts';
import type { Item, Total } from '../../api/types.ts';
import { formatTotal } from '../../fields/format.ts';
import { canGoTo, type CursorStack } from '../cursor-stack.ts';
import { ReaderList } from './ReaderList.tsx';
import { ReadingPane } from './ReadingPane.tsx';
import { UnreadSide } from './UnreadSide.tsx';

type Filters = Readonly<Record<string, readonly string[]>>;

export interface ReaderLayoutProps {
  type: ContentType;
  items: readonly Item[];
  total: Total | undefined;
  loading: boolean;
  stack: CursorStack;
  onPage: (page: number) => void;
  selectedId: string | null;
  /** ≥ lg: the unread counts and the reading pane beside the list. */
  wide: boolean;
  readingOf: (item: Item) => Reading | undefined;
  onChoose: (item: Item) => void;
  onStar: (item: Item, starred: boolean) => void;
  filters: Filters;
  onFilters: (change: (current: Filters) => Filters) => void;
  /** The list's own controls (deleted, export). */
  actions: ReactNode;
}

/**
 * A reader list's page (issue 13): on a wide screen the unread counts, the rows and the chosen item side by side;
 * narrower, the counts fold above the rows and a row opens its page.
 */
export default function ReaderLayout(props: ReaderLayoutProps) {
  const { type, items, selectedId, wide } = props;
  const chosen = items.find((item) => item.id === selectedId);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '200px minmax(0, 5fr) minmax(0, 6fr)' },
      }}
    >
      <UnreadSide type={type} filters={props.filters} onFilters={props.onFilters} beside={wide} />
      <Box component="section" aria-label={`${type.plural} to read`} sx={{ minWidth: 0 }}>
        <Pager {...props} />
        <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label="Loading" />}</Box>
        <ReaderList
          type={type}
          items={items}
          selectedId={selectedId}
          readingOf={props.readingOf}
          onChoose={props.onChoose}
          onStar={props.onStar}
        />
        <Pager {...props} bottom />
      </Box>
      {wide && <ReadingPane type={type} item={chosen} />}
    </Box>
  );
}

/** The total, this page's place and the way to the pages either side (the server pages by cursor). */
function Pager({ total, stack, onPage, items, actions, bottom }: ReaderLayoutProps & { bottom?: boolean }) {
  const range = items.length ? `Page ${stack.page + 1}` : '';
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', py: 0.5 }}
    >
      {!bottom && (
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: 1 }}>
          {total ? formatTotal(total) : ''}
        </Typography>
      )}
      {!bottom && <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}>{actions}</Box>}
      <Typography variant="body2" color="text.secondary">
        {range}
      </Typography>
      <IconButton
        size="small"
        aria-label="Previous page"
        disabled={!canGoTo(stack, stack.page - 1)}
        onClick={() => onPage(stack.page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Next page"
        disabled={!canGoTo(stack, stack.page + 1)}
        onClick={() => onPage(stack.page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
