import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Box, Button, IconButton, LinearProgress, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { findInPieces, matchAt, matchesBefore, type PieceRange } from './pdf-search.ts';
import { loadPdfJs, openPdf, pageStrings, type PdfDocument } from './pdfjs.ts';

/** A passage to show: its page (or null: look for it), the words to highlight; a new key shows it again. */
export interface PdfFocus {
  key: string;
  page: number | null;
  text: string | null;
}

/** Text selected on a page of the PDF. */
export interface PdfSelection {
  text: string;
  page: number;
  rect: DOMRect;
}

interface PdfViewerProps {
  url: string;
  /** What the document is, for the viewer's accessible name. */
  label: string;
  focus?: PdfFocus | null;
  onSelectText?: ((selection: PdfSelection | null) => void) | undefined;
  onPageChange?: ((page: number) => void) | undefined;
  /** Height of the scrolling page area (CSS). */
  height?: string | undefined;
}

type Mark = PieceRange & { className: string };

/** Wraps the runs of the text layer's items in <mark>s of their class (an item's text is restored first). */
function applyMarks(divs: readonly HTMLElement[], strings: readonly string[], marks: readonly Mark[]): void {
  const byPiece = new Map<number, Mark[]>();
  for (const mark of marks) byPiece.set(mark.piece, [...(byPiece.get(mark.piece) ?? []), mark]);
  divs.forEach((div, index) => {
    const text = strings[index] ?? '';
    const own = byPiece.get(index);
    if (!own) {
      if (div.childElementCount > 0) div.textContent = text;
      return;
    }
    const cuts = [...new Set([0, text.length, ...own.flatMap((m) => [m.start, m.end])])].sort((a, b) => a - b);
    const parts: Node[] = [];
    for (let i = 0; i < cuts.length - 1; i += 1) {
      const [start, end] = [cuts[i]!, cuts[i + 1]!];
      if (end <= start) continue;
      const classes = own.filter((m) => m.start <= start && m.end >= end).map((m) => m.className);
      const run = text.slice(start, end);
      if (classes.length === 0) parts.push(document.createTextNode(run));
      else {
        const mark = document.createElement('mark');
        mark.className = [...new Set(classes)].join(' ');
        mark.textContent = run;
        parts.push(mark);
      }
    }
    div.replaceChildren(...parts);
  });
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/**
 * A PDF with pdf.js: one page at a time on a canvas with its text layer (selectable text), page navigation, zoom
 * (fit to width by default) and search within the document (match count, next/previous, highlighted).
 */
export function PdfViewer({ url, label, focus, onSelectText, onPageChange, height = '75vh' }: PdfViewerProps) {
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [width, setWidth] = useState(0);
  const [rendering, setRendering] = useState(false);
  const [layer, setLayer] = useState<{ divs: HTMLElement[]; strings: string[]; page: number } | null>(null);
  const [query, setQuery] = useState('');
  const [counts, setCounts] = useState<number[] | null>(null);
  const [hit, setHit] = useState(0);
  const [searching, setSearching] = useState(false);
  const [passage, setPassage] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const strings = useRef(new Map<number, string[]>());
  const pages = doc?.numPages ?? 0;
  // The page a search starts from (read when it starts, not followed).
  const pageRef = useRef(page);
  useEffect(() => {
    pageRef.current = page;
  }, [page]);

  const goTo = useCallback(
    (next: number) => {
      if (!doc) return;
      const clamped = Math.min(Math.max(1, Math.round(next)), doc.numPages);
      setPage(clamped);
      setPageInput(String(clamped));
    },
    [doc],
  );

  useEffect(() => onPageChange?.(page), [page, onPageChange]);

  // Open the document.
  useEffect(() => {
    const controller = new AbortController();
    let opened: PdfDocument | null = null;
    setDoc(null);
    setError(null);
    setPage(1);
    setPageInput('1');
    setCounts(null);
    strings.current = new Map();
    openPdf(url, controller.signal).then(
      (loaded) => {
        opened = loaded;
        if (controller.signal.aborted) void loaded.loadingTask.destroy();
        else setDoc(loaded);
      },
      (reason: unknown) => {
        if (!controller.signal.aborted) setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => {
      controller.abort();
      void opened?.loadingTask.destroy();
    };
  }, [url]);

  // Follow the width of the page area (fit to width).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Render the page: canvas, then its text layer.
  useEffect(() => {
    if (!doc || !canvas.current || !textLayer.current || (zoom === 'fit' && width === 0)) return;
    let cancelled = false;
    let cancel: (() => void) | undefined;
    const container = textLayer.current;
    const target = canvas.current;
    setRendering(true);
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const pdfPage = await doc.getPage(page);
        if (cancelled) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const scale = zoom === 'fit' ? Math.max(0.25, (width - 2) / natural.width) : zoom;
        const viewport = pdfPage.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        const task = pdfPage.render({
          canvas: target,
          viewport,
          ...(ratio !== 1 ? { transform: [ratio, 0, 0, ratio, 0, 0] } : {}),
        });
        cancel = () => task.cancel();
        await task.promise;
        if (cancelled) return;
        container.replaceChildren();
        container.style.setProperty('--total-scale-factor', String(scale));
        const text = new pdfjs.TextLayer({ textContentSource: pdfPage.streamTextContent(), container, viewport });
        cancel = () => text.cancel();
        await text.render();
        if (cancelled) return;
        setLayer({ divs: text.textDivs, strings: text.textContentItemsStr, page });
      } catch (reason) {
        if (!cancelled && !(reason instanceof Error && reason.name === 'RenderingCancelledException')) {
          setError(reason instanceof Error ? reason.message : String(reason));
        }
      } finally {
        if (!cancelled) setRendering(false);
      }
    })();
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [doc, page, zoom, width]);

  const textOf = useCallback(
    async (pageNumber: number) => {
      if (!doc) return [];
      const known = strings.current.get(pageNumber);
      if (known) return known;
      const found = await pageStrings(doc, pageNumber);
      strings.current.set(pageNumber, found);
      return found;
    },
    [doc],
  );

  // Search: count the matches of every page, then show the first from the current page on.
  const term = query.trim();
  useEffect(() => {
    if (!doc || !term) {
      setCounts(null);
      return;
    }
    let cancelled = false;
    setSearching(true);
    const timer = setTimeout(() => {
      void (async () => {
        const found: number[] = [];
        for (let p = 1; p <= doc.numPages; p += 1) {
          found.push(findInPieces(await textOf(p), term).length);
          if (cancelled) return;
        }
        setCounts(found);
        setSearching(false);
        const from = matchesBefore(found, pageRef.current);
        const total = found.reduce((a, b) => a + b, 0);
        const first = from < total ? from : 0;
        setHit(first);
        const at = matchAt(found, first);
        if (at) goTo(at.page);
      })();
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [doc, term, textOf]);

  // A passage to show: its page, or the first page holding it.
  useEffect(() => {
    if (!doc || !focus) return;
    let cancelled = false;
    setPassage(focus.text);
    void (async () => {
      if (focus.page && focus.page <= doc.numPages) {
        goTo(focus.page);
        return;
      }
      if (!focus.text) return;
      for (let p = 1; p <= doc.numPages; p += 1) {
        if (findInPieces(await textOf(p), focus.text).length > 0) {
          if (!cancelled) goTo(p);
          return;
        }
        if (cancelled) return;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [doc, focus, goTo, textOf]);

  const total = counts?.reduce((a, b) => a + b, 0) ?? 0;

  // Highlight the search's matches and the passage on the page shown.
  useEffect(() => {
    if (!layer || layer.page !== page) return;
    const marks: Mark[] = [];
    if (passage) {
      for (const match of findInPieces(layer.strings, passage)) {
        marks.push(...match.map((range) => ({ ...range, className: 'pdf-passage' })));
      }
    }
    if (term && counts) {
      const current = hit - matchesBefore(counts, page);
      findInPieces(layer.strings, term).forEach((match, index) => {
        const className = index === current ? 'pdf-match pdf-current' : 'pdf-match';
        marks.push(...match.map((range) => ({ ...range, className })));
      });
    }
    applyMarks(layer.divs, layer.strings, marks);
    const shown = textLayer.current?.querySelector('mark.pdf-current') ?? textLayer.current?.querySelector('mark');
    shown?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, [layer, page, passage, term, counts, hit]);

  const step = (delta: number) => {
    if (!counts || total === 0) return;
    const next = (hit + delta + total) % total;
    setHit(next);
    const at = matchAt(counts, next);
    if (at) goTo(at.page);
  };

  const reportSelection = () => {
    if (!onSelectText) return;
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) return onSelectText(null);
    const range = selection.getRangeAt(0);
    if (!textLayer.current?.contains(range.commonAncestorContainer)) return onSelectText(null);
    const text = selection.toString().trim();
    if (!text) return onSelectText(null);
    onSelectText({ text, page, rect: range.getBoundingClientRect() });
  };

  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      step(event.shiftKey ? -1 : 1);
    }
  };

  const zoomIndex = zoom === 'fit' ? -1 : ZOOMS.indexOf(zoom);

  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ overflow: 'hidden' }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ p: 1, alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton aria-label="Previous page" disabled={!doc || page <= 1} onClick={() => goTo(page - 1)}>
          <ChevronLeft />
        </IconButton>
        <TextField
          size="small"
          label="Go to page"
          value={pageInput}
          disabled={!doc}
          onChange={(event) => setPageInput(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && pageInput) goTo(Number(pageInput));
          }}
          onBlur={() => (pageInput ? goTo(Number(pageInput)) : setPageInput(String(page)))}
          slotProps={{ htmlInput: { inputMode: 'numeric', size: 4 } }}
          sx={{ width: 96 }}
        />
        <Typography variant="body2" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          {doc ? `Page ${page} of ${pages}` : 'Loading…'}
        </Typography>
        <IconButton aria-label="Next page" disabled={!doc || page >= pages} onClick={() => goTo(page + 1)}>
          <ChevronRight />
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Tooltip title="Zoom out">
            <span>
              <IconButton
                aria-label="Zoom out"
                disabled={!doc || zoomIndex === 0}
                onClick={() => setZoom(zoomIndex <= 0 ? ZOOMS[1]! : ZOOMS[zoomIndex - 1]!)}
              >
                <ZoomOut />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Zoom in">
            <span>
              <IconButton
                aria-label="Zoom in"
                disabled={!doc || zoomIndex === ZOOMS.length - 1}
                onClick={() => setZoom(zoomIndex < 0 ? 1.25 : ZOOMS[zoomIndex + 1]!)}
              >
                <ZoomIn />
              </IconButton>
            </span>
          </Tooltip>
          <Button size="small" disabled={!doc} aria-pressed={zoom === 'fit'} onClick={() => setZoom('fit')}>
            Fit width
          </Button>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box
          role="search"
          aria-label="Find in the document"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            type="search"
            label="Find in document"
            value={query}
            disabled={!doc}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKey}
            sx={{ width: { xs: 150, sm: 220 } }}
          />
          {term && (
            <Typography variant="body2" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
              {searching || !counts ? 'Searching…' : total === 0 ? 'No match' : `${hit + 1} of ${total} matches`}
            </Typography>
          )}
          <IconButton aria-label="Previous match" disabled={total === 0} onClick={() => step(-1)}>
            <KeyboardArrowUp />
          </IconButton>
          <IconButton aria-label="Next match" disabled={total === 0} onClick={() => step(1)}>
            <KeyboardArrowDown />
          </IconButton>
        </Box>
      </Stack>
      {(rendering || (!doc && !error)) && <LinearProgress aria-label="Loading the document" />}
      {error && (
        <Alert severity="error" sx={{ m: 1 }}>
          {error}
        </Alert>
      )}
      <Box ref={scroller} sx={{ height, overflow: 'auto', bgcolor: 'action.hover', p: zoom === 'fit' ? 0 : 1 }}>
        <Box
          onMouseUp={reportSelection}
          onKeyUp={reportSelection}
          sx={{ position: 'relative', mx: 'auto', width: 'fit-content', bgcolor: '#fff', boxShadow: 1 }}
        >
          <canvas ref={canvas} aria-hidden="true" style={{ display: 'block' }} />
          <Box
            ref={textLayer}
            className="textLayer"
            sx={{
              '--scale-round-x': '1px',
              '--scale-round-y': '1px',
              colorScheme: 'only light',
              position: 'absolute',
              textAlign: 'initial',
              inset: 0,
              overflow: 'clip',
              lineHeight: 1,
              letterSpacing: 'normal',
              wordSpacing: 'normal',
              textSizeAdjust: 'none',
              forcedColorAdjust: 'none',
              transformOrigin: '0 0',
              zIndex: 0,
              '--min-font-size': 1,
              '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
              '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
              '& :is(span, br)': {
                color: 'transparent',
                position: 'absolute',
                whiteSpace: 'pre',
                cursor: 'text',
                transformOrigin: '0% 0%',
                userSelect: 'text',
              },
              '& > :not(.markedContent), & .markedContent span:not(.markedContent)': {
                zIndex: 1,
                '--font-height': 0,
                fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
                '--scale-x': 1,
                '--rotate': '0deg',
                transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
              },
              '& .markedContent': { display: 'contents' },
              '& ::selection': { background: 'rgba(0 0 255 / 0.25)', color: 'transparent' },
              '& br::selection': { background: 'transparent' },
              '& mark': { color: 'transparent', borderRadius: '2px', padding: 0, margin: 0 },
              '& mark.pdf-passage': { bgcolor: 'rgba(255 193 7 / 0.45)' },
              '& mark.pdf-match': { bgcolor: 'rgba(180 0 170 / 0.25)' },
              '& mark.pdf-current': { bgcolor: 'rgba(0 120 0 / 0.4)', outline: '2px solid rgba(0 120 0 / 0.8)' },
            }}
          />
        </Box>
      </Box>
    </Paper>
  );
}
