import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Box, IconButton, Link, Stack, Typography } from '@mui/material';
import type { ContentType } from '@rh/core/content';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Refs, Item } from '../../api/types.ts';
import type { Reading } from '../../api/reading.ts';
import { FieldDisplay } from '../../fields/FieldDisplay.tsx';
import { displayText } from '../../fields/format.ts';
import { itemPath } from '../../links.ts';
import { summaryText } from './reader-model.ts';

export interface ReaderListProps {
  type: ContentType;
  items: readonly Item[];
  selectedId: string | null;
  /** The caller's reading of an item now (what the server said, or what this page has just marked). */
  readingOf: (item: Item) => Reading | undefined;
  /** A row clicked or Entered: chosen (the pane shows it) or opened, as the list decides. */
  onChoose: (item: Item) => void;
  onStar: (item: Item, starred: boolean) => void;
}

/** The `meta` fields of a reader on one line: a regulator's title, countries by name, a date; empty ones left out. */
export function MetaLine({ type, item }: { type: ContentType; item: Pick<Item, 'data' | 'refs'> }) {
  const parts = (type.reader?.meta ?? []).flatMap((name) => {
    const field = type.fields.find((candidate) => candidate.name === name);
    const value = item.data[name];
    if (!field) return [];
    const text = displayText(field, value, item.refs as Refs);
    if (!text) return [];
    const isTime = (field.kind === 'date' || field.kind === 'datetime') && typeof value === 'string';
    return [
      isTime ? (
        <time key={name} dateTime={value}>
          {text}
        </time>
      ) : (
        <span key={name}>{text}</span>
      ),
    ];
  });
  // Plain inline text, so that a long line wraps between words and never starts with a separator.
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.flatMap((part, index) => (index ? [' · ', part] : [part]))}
    </Typography>
  );
}

/** The `chips` fields (tags) as small chips. */
export function ChipFields({ type, item }: { type: ContentType; item: Item }) {
  const fields = (type.reader?.chips ?? []).flatMap((name) => type.fields.filter((field) => field.name === name));
  const shown = fields.filter((field) => Array.isArray(item.data[field.name]) && (item.data[field.name] as []).length);
  if (!shown.length) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      {shown.map((field) => (
        <FieldDisplay key={field.name} field={field} value={item.data[field.name]} refs={item.refs} />
      ))}
    </Box>
  );
}

/**
 * A type's list as a reader: each row its full title, its meta line, the first lines of its summary and its chips;
 * unread rows bold with a dot, a star to keep one. The chosen row is marked and kept in view. On a phone the rows are
 * cards.
 */
export function ReaderList({ type, items, selectedId, readingOf, onChoose, onStar }: ReaderListProps) {
  const chosenRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    chosenRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);
  if (!items.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        No {type.plural.toLowerCase()} match
      </Typography>
    );
  }
  return (
    <Stack component="ol" aria-label={type.plural} sx={{ listStyle: 'none', m: 0, p: 0, gap: { xs: 1, sm: 0 } }}>
      {items.map((item) => {
        const reading = readingOf(item);
        const chosen = item.id === selectedId;
        return (
          <ReaderRow
            key={item.id}
            type={type}
            item={item}
            unread={reading ? !reading.read : false}
            starred={Boolean(reading?.starred)}
            hasReading={Boolean(reading)}
            chosen={chosen}
            rowRef={chosen ? chosenRef : undefined}
            onChoose={() => onChoose(item)}
            onStar={(starred) => onStar(item, starred)}
          />
        );
      })}
    </Stack>
  );
}

interface ReaderRowProps {
  type: ContentType;
  item: Item;
  unread: boolean;
  starred: boolean;
  hasReading: boolean;
  chosen: boolean;
  rowRef: React.RefObject<HTMLElement | null> | undefined;
  onChoose: () => void;
  onStar: (starred: boolean) => void;
}

function ReaderRow({ type, item, unread, starred, hasReading, chosen, rowRef, onChoose, onStar }: ReaderRowProps) {
  const summary = type.reader ? summaryText(item.data[type.reader.summary]) : '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onChoose();
    }
  };
  return (
    <Box
      component="li"
      ref={rowRef}
      tabIndex={0}
      data-id={item.id}
      data-unread={unread || undefined}
      aria-current={chosen || undefined}
      onClick={(event) => {
        // A link or the star inside the row does its own thing.
        if ((event.target as Element).closest('a, button')) return;
        onChoose();
      }}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        gap: 1,
        px: { xs: 1.5, sm: 1 },
        py: 1.25,
        cursor: 'pointer',
        bgcolor: chosen ? 'action.selected' : 'background.paper',
        // A card on a phone, a row with a rule under it wider; the chosen one marked on its left edge.
        borderStyle: 'solid',
        borderColor: 'divider',
        borderWidth: { xs: chosen ? '1px 1px 1px 3px' : '1px', sm: '0 0 1px 3px' },
        borderLeftColor: chosen ? 'primary.main' : { xs: 'divider', sm: 'transparent' },
        borderRadius: { xs: 1, sm: 0 },
        '&:hover': { bgcolor: chosen ? 'action.selected' : 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        scrollMarginBlock: '80px',
      }}
    >
      <Box
        aria-hidden
        title={unread ? 'Unread' : undefined}
        sx={{
          flex: '0 0 8px',
          height: 8,
          mt: 1,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: unread ? 700 : 400, lineHeight: 1.35, overflowWrap: 'anywhere' }}
        >
          <Link
            component={RouterLink}
            to={itemPath(type, item)}
            color="inherit"
            underline="hover"
            onClick={(event) => {
              // A plain click chooses the row (the pane shows it, or the page opens); a new tab is the link's.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onChoose();
            }}
          >
            {unread && (
              <Box component="span" sx={visuallyHidden}>
                Unread:{' '}
              </Box>
            )}
            {item.title}
          </Link>
        </Typography>
        <MetaLine type={type} item={item} />
        {summary && (
          <Typography
            variant="body2"
            sx={{
              mt: 0.5,
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: { xs: 2, sm: 3 },
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {summary}
          </Typography>
        )}
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <ChipFields type={type} item={item} />
        </Box>
      </Box>
      {hasReading && (
        <IconButton
          size="small"
          aria-label={starred ? `Unstar “${item.title}”` : `Star “${item.title}”`}
          aria-pressed={starred}
          onClick={() => onStar(!starred)}
          sx={{ alignSelf: 'flex-start', color: starred ? 'warning.main' : undefined }}
        >
          {starred ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
