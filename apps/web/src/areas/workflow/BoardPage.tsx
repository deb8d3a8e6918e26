import { DriveFileMove } from '@mui/icons-material';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  FormControlLabel,
  Link,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { ARTICLE_WORKFLOW, countryName } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { listItemsOptions } from '../../content/api/list-items.ts';
import { useTransitionItem } from '../../content/api/transition-item.ts';
import type { Item } from '../../content/api/types.ts';
import { formatDate } from '../../content/fields/format.ts';
import { useDebounced } from '../../content/useDebounced.ts';
import { pathTo } from '../../routes/table.ts';
import { isDenied } from '../QueryStates.tsx';
import { boardMoves, dropRefusal, moveForDrop, type BoardMove } from './board-model.ts';
import { PageTop } from './PageTop.tsx';

const WORKFLOW = ARTICLE_WORKFLOW;
const STAGES = WORKFLOW.stages;
/** Cards per column; the column's "Show all" opens the insights list on that stage. */
const COLUMN_LIMIT = 8;

const stageLabel = (name: string) => STAGES.find((stage) => stage.name === name)?.label ?? name;
const listOf = (stage: string, mine: boolean, q: string) =>
  `${pathTo(mine ? 'WorkflowArticlesPersonal' : 'Articles')}?${new URLSearchParams({ stage, ...(q && { q }) }).toString()}`;

/** A move in progress: the card shows in its new column until the server answers (and goes back on a refusal). */
interface Moving {
  item: Item;
  to: string;
}

function ItemCard({
  item,
  onMove,
  dragging,
  onDragStart,
  onDragEnd,
}: {
  item: Item;
  onMove: (item: Item, move: BoardMove) => void;
  dragging: boolean;
  onDragStart: (item: Item) => void;
  onDragEnd: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const moves = useMemo(() => boardMoves(WORKFLOW, item), [item]);
  const countries = Array.isArray(item.data.countries) ? (item.data.countries as string[]) : [];
  const topics = (Array.isArray(item.data.topics) ? (item.data.topics as string[]) : [])
    .map((id) => ({ id, ref: item.refs[id] }))
    .filter((topic) => topic.ref);
  const author = (typeof item.data.author === 'string' && item.data.author) || item.createdBy?.name || 'Unknown';
  const movable = moves.allowed.length > 0;
  const menuId = `move-${item.id}`;
  return (
    <Card
      variant="outlined"
      component="li"
      draggable={movable}
      data-testid="board-card"
      data-id={item.id}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData('text/plain', item.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(item);
      }}
      onDragEnd={onDragEnd}
      sx={{
        listStyle: 'none',
        cursor: movable ? 'grab' : 'default',
        opacity: dragging ? 0.5 : 1,
        bgcolor: 'background.paper',
      }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={pathTo('WorkflowArticle', { id: item.id })}
            underline="always"
            color="inherit"
          >
            {item.title}
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {author} · updated {formatDate(item.updatedAt.slice(0, 10))}
        </Typography>
        {(countries.length > 0 || topics.length > 0) && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
            {countries.slice(0, 4).map((code) => (
              <Chip
                key={code}
                size="small"
                variant="outlined"
                clickable
                component={RouterLink}
                to={pathTo('Jurisdiction', { country: code })}
                label={countryName(code)}
              />
            ))}
            {topics.slice(0, 3).map((topic) => (
              <Chip key={topic.id} size="small" label={topic.ref!.title} />
            ))}
          </Stack>
        )}
        {(movable || moves.withheld.length > 0) && (
          <>
            <Button
              size="small"
              startIcon={<DriveFileMove />}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? true : undefined}
              aria-label={`Move “${item.title}” to…`}
              onClick={(event) => setAnchor(event.currentTarget)}
              sx={{ mt: 0.5, ml: -0.5 }}
            >
              Move to…
            </Button>
            <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
              {moves.allowed.map((move) => (
                <MenuItem
                  key={move.name}
                  onClick={() => {
                    setAnchor(null);
                    onMove(item, move);
                  }}
                >
                  <ListItemText primary={move.toLabel} secondary={move.label} />
                </MenuItem>
              ))}
              {moves.withheld.map((move) => (
                <MenuItem key={move.name} disabled sx={{ whiteSpace: 'normal', maxWidth: 320 }}>
                  <ListItemText primary={`${move.toLabel} (${move.label})`} secondary={move.reason} />
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Column({
  stage,
  params,
  mine,
  q,
  moving,
  dragged,
  highlight,
  onMove,
  onDragStart,
  onDragEnd,
  onDrop,
}: {
  stage: string;
  params: Record<string, string>;
  mine: boolean;
  q: string;
  moving: Moving | null;
  dragged: Item | null;
  highlight: boolean;
  onMove: (item: Item, move: BoardMove) => void;
  onDragStart: (item: Item) => void;
  onDragEnd: () => void;
  onDrop: (stage: string) => void;
}) {
  const query = useQuery(listItemsOptions('article', { ...params, stage, limit: String(COLUMN_LIMIT) }, null));
  const [over, setOver] = useState(false);
  const items = useMemo(() => {
    const listed = (query.data?.items ?? []).filter((item) => item.id !== moving?.item.id);
    return moving?.to === stage ? [{ ...moving.item, stage }, ...listed] : listed;
  }, [query.data, moving, stage]);
  const accepts = dragged ? moveForDrop(WORKFLOW, dragged, stage) !== undefined : false;
  const total = query.data?.total;
  const shown = query.data?.items.length ?? 0;
  const headingId = `column-${stage}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-stage={stage}
      onDragOver={(event) => {
        if (!accepts) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDrop(stage);
      }}
      sx={{
        flex: '1 1 0',
        minWidth: 210,
        p: 1,
        bgcolor: 'action.hover',
        borderColor: over || highlight ? 'primary.main' : accepts ? 'primary.light' : 'divider',
        borderWidth: over || highlight ? 2 : 1,
        borderStyle: accepts && !over ? 'dashed' : 'solid',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', px: 0.5, mb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ fontSize: '1rem' }}>
          {stageLabel(stage)}
        </Typography>
        {total && (
          <Typography variant="body2" color="text.secondary">
            {total.exact ? total.value : `${total.value}+`}
          </Typography>
        )}
      </Stack>
      {query.isPending ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : query.error ? (
        <Alert severity={isDenied(query.error) ? 'info' : 'error'}>
          {isDenied(query.error) ? 'Your access does not include these insights.' : query.error.message}
        </Alert>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, py: 2 }}>
          No insights here{mine ? ' of yours' : ''}.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }} aria-labelledby={headingId}>
          {items.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              onMove={onMove}
              dragging={dragged?.id === item.id}
              onDragStart={onDragStart}
              onDragEnd={onDragEnd}
            />
          ))}
        </Stack>
      )}
      {total && total.value > shown && (
        <Typography variant="body2" sx={{ mt: 1, px: 0.5 }}>
          <Link component={RouterLink} to={listOf(stage, mine, q)} underline="always">
            Show all {total.exact ? total.value : `${total.value}+`}
          </Link>
        </Typography>
      )}
    </Paper>
  );
}

/**
 * `/workflow/articles`: the insights board, one column per stage of the workflow (core's ARTICLE_WORKFLOW). A card
 * moves by drag and drop, or through its "Move to…" menu (the keyboard's way), offering only the moves the server
 * says the reader may take; the move is the transition API's, and a refusal puts the card back with the reason.
 * Filters in the URL: `mine=true`, `q=` words, `stage=` (the one column shown on a narrow screen).
 */
function BoardPage() {
  const [search, setSearch] = useSearchParams();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const mine = search.get('mine') === 'true';
  const q = search.get('q') ?? '';
  const stageParam = search.get('stage');
  const picked = STAGES.some((stage) => stage.name === stageParam) ? stageParam! : null;
  const [words, setWords] = useState(q);
  const debounced = useDebounced(words, 300);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [dragged, setDragged] = useState<Item | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const transition = useTransitionItem('article');
  const highlightRef = useRef<string | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (debounced.trim() !== q) update({ q: debounced.trim() || null });
    // Only the typed words drive this; `q` follows them.
  }, [debounced]);

  useEffect(() => {
    if (!narrow && picked && highlightRef.current !== picked) {
      highlightRef.current = picked;
      document.querySelector(`[data-stage="${picked}"]`)?.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
  }, [narrow, picked]);

  const params = useMemo(() => ({ ...(mine && { mine: 'true' }), ...(q && { q }) }), [mine, q]);

  const move = (item: Item, step: BoardMove) => {
    setMoving({ item, to: step.to });
    setNotice({ severity: 'info', text: `Moving “${item.title}” to ${step.toLabel}…` });
    transition.mutate(
      { id: item.id, name: step.name, version: item.version },
      {
        onSuccess: () => setNotice({ severity: 'success', text: `“${item.title}” moved to ${step.toLabel}.` }),
        onError: (error) =>
          setNotice({
            severity: 'error',
            text: `“${item.title}” stays in ${stageLabel(item.stage ?? WORKFLOW.initial)}: ${error.message}`,
          }),
        onSettled: () => setMoving(null),
      },
    );
  };

  const drop = (stage: string) => {
    const item = dragged;
    setDragged(null);
    if (!item || stage === item.stage) return;
    const step = moveForDrop(WORKFLOW, item, stage);
    if (step) move(item, step);
    else setNotice({ severity: 'error', text: dropRefusal(WORKFLOW, item, stage) ?? 'That move is not possible.' });
  };

  const shownStages = narrow ? [picked ?? WORKFLOW.initial] : STAGES.map((stage) => stage.name);

  return (
    <Container maxWidth={false} sx={{ py: 3, maxWidth: 1800 }}>
      <PageTop
        current="WorkflowArticles"
        title="Insights board"
        intro="Every insight by its stage in the editorial workflow. Drag a card to another column, or use its “Move to…” menu: only the moves you may make are offered."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          type="search"
          label="Words"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: { sm: 280 } }}
        />
        <FormControlLabel
          control={
            <Switch checked={mine} onChange={(event) => update({ mine: event.target.checked ? 'true' : null })} />
          }
          label="Mine only"
        />
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mb: notice ? 2 : 0 }}>
        {notice && (
          // The box is the live region: only an error is also an alert of its own, as it was.
          <Alert
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'none'}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        )}
      </Box>
      {narrow && (
        <Tabs
          value={picked ?? WORKFLOW.initial}
          onChange={(_event, value: string) => update({ stage: value })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Stage shown"
          sx={{ mb: 1 }}
        >
          {STAGES.map((stage) => (
            <Tab key={stage.name} value={stage.name} label={stage.label} />
          ))}
        </Tabs>
      )}
      <Stack direction="row" spacing={2} sx={{ overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}>
        {shownStages.map((stage) => (
          <Column
            key={stage}
            stage={stage}
            params={params}
            mine={mine}
            q={q}
            moving={moving}
            dragged={dragged}
            highlight={!narrow && picked === stage}
            onMove={move}
            onDragStart={setDragged}
            onDragEnd={() => setDragged(null)}
            onDrop={drop}
          />
        ))}
      </Stack>
    </Container>
  );
}

export default withQueries(BoardPage);
