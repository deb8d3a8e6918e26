import FlagOutlined from '@mui/icons-material/FlagOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  Chip,
  Container,
  LinearProgress,
  Link,
  Paper,
  Popper,
  Stack,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { updateItem } from '../../../content/api/update-item.ts';
import type { Item } from '../../../content/api/types.ts';
import { itemPathOf } from '../../../content/links.ts';
import { PageSkeleton } from '../../../content/PageSkeleton.tsx';
import { fileRefOf, getWorkspace, uploadFile, type Workspace, type WorkspaceObligation } from '../../chain-api.ts';
import type { Draft } from './CreateDialog.tsx';
import { PdfViewer, type PdfFocus, type PdfSelection } from './PdfViewer.tsx';
import { prefetchPdf, warmPdfJs } from './pdfjs.ts';
import { controlsLabel, RequirementTree } from './RequirementTree.tsx';
import { passageElement, TextView, type TextSelection } from './TextView.tsx';
import { ancestorIdsOf, initiallyExpanded, treeIds } from './tree.ts';
import { pdfViewerPath, storedPdf, workspaceKey } from './workspace-data.ts';

// The filing dialog (text fields, selects, the create request) loads when first opened, not with the page: the
// page's own modules load before it can ask for its workspace.
const CreateDialog = lazy(() => import('./CreateDialog.tsx').then((module) => ({ default: module.CreateDialog })));

type Selected = ({ from: 'text' } & TextSelection) | ({ from: 'pdf' } & PdfSelection);

function SelectedObligation({ obligation }: { obligation: WorkspaceObligation }) {
  const path = itemPathOf('obligation', obligation);
  return (
    <Paper variant="outlined" component="section" aria-label="Selected obligation" sx={{ p: 1.5, mb: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {path ? (
          <Link component={RouterLink} to={path}>
            {obligation.title}
          </Link>
        ) : (
          obligation.title
        )}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
        {obligation.modality && <Chip size="small" label={obligation.modality} />}
        {obligation.dueOn && <Chip size="small" variant="outlined" label={`Due ${obligation.dueOn}`} />}
        {obligation.citationPage != null && (
          <Chip size="small" variant="outlined" label={`Page ${obligation.citationPage}`} />
        )}
        {obligation.flagged && <Chip size="small" color="warning" icon={<FlagOutlined />} label="Flagged for review" />}
      </Stack>
      <Typography variant="body2" color="text.secondary" component="div">
        {obligation.controls.length === 0
          ? controlsLabel(0)
          : obligation.controls.map((control, index) => {
              const to = itemPathOf('control', control);
              const text = `${control.code} — ${control.title}`;
              return (
                <span key={control.id}>
                  {index > 0 && ' · '}
                  {to ? (
                    <Link component={RouterLink} to={to}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                </span>
              );
            })}
      </Typography>
    </Paper>
  );
}

/**
 * The regulation workspace: its text (the document as a PDF, or its requirements as written, passages of
 * obligations marked) beside the tree of requirements and obligations; selecting words files a new one.
 */
function WorkspacePage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const client = useQueryClient();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const workspace = useQuery({
    queryKey: workspaceKey(id),
    queryFn: async ({ signal }) => {
      const first = !client.getQueryData(workspaceKey(id));
      const answer = await getWorkspace(id, signal);
      // On the first load the document is fetched and opened now, while the page renders, not once its viewer
      // has mounted (a refetch leaves the viewer its open document).
      const document = storedPdf(answer.regulation.document);
      if (first && document) prefetchPdf(document);
      return answer;
    },
    enabled: Boolean(id),
  });
  // pdf.js (its chunk, its worker) loads while the workspace is asked for: most regulations have their PDF, and
  // one that has none costs a download the browser keeps for the next.
  useEffect(() => warmPdfJs(), []);
  const data = workspace.data;
  const pdfUrl = data ? storedPdf(data.regulation.document) : null;
  const [view, setView] = useState<'pdf' | 'text' | null>(null);
  const shown = pdfUrl ? (view ?? 'pdf') : 'text';
  const [tab, setTab] = useState<'text' | 'obligations'>('text');
  const [selected, setSelected] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [selection, setSelection] = useState<Selected | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [focus, setFocus] = useState<PdfFocus | null>(null);
  const [reveal, setReveal] = useState<{ obligation?: string; requirement?: string; token: number } | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const pdfPage = useRef(1);
  const textPane = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (data && expanded === null) setExpanded(initiallyExpanded(data.requirements, data.obligations));
  }, [data, expanded]);

  const obligationsById = useMemo(() => new Map((data?.obligations ?? []).map((o) => [o.id, o])), [data]);
  const requirementsById = useMemo(() => new Map((data?.requirements ?? []).map((r) => [r.id, r])), [data]);

  const select = useCallback(
    (obligationId: string, how: { fromUrl?: boolean } = {}) => {
      const obligation = obligationsById.get(obligationId);
      setSelected(obligationId);
      if (!how.fromUrl) {
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('obligation', obligationId);
            return next;
          },
          { replace: true },
        );
      }
      if (!obligation) return;
      // Open the branches it is under (a large tree opens closed).
      const requirement = obligation.requirement ? requirementsById.get(obligation.requirement) : undefined;
      const ancestors = requirement ? ancestorIdsOf(requirement) : [treeIds.unfiled];
      setExpanded((current) => [...new Set([...(current ?? []), ...ancestors])]);
      const hasOffsets = obligation.citationStart != null && obligation.citationEnd != null;
      const usePdf = pdfUrl && shown === 'pdf' && (obligation.citationPage != null || obligation.citationText);
      if (usePdf) {
        setFocus({
          key: `${obligationId}:${Date.now()}`,
          page: obligation.citationPage,
          text: obligation.citationText,
        });
      } else {
        if (pdfUrl && hasOffsets) setView('text');
        setReveal({ obligation: obligationId, token: Date.now() });
      }
      if (narrow) setTab('text');
    },
    [obligationsById, requirementsById, pdfUrl, shown, narrow, setSearch],
  );

  // `?obligation=<id>`: select it and show its passage once the workspace is in.
  const wanted = search.get('obligation');
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!data || !wanted || applied.current === wanted) return;
    applied.current = wanted;
    if (obligationsById.has(wanted)) select(wanted, { fromUrl: true });
  }, [data, wanted, obligationsById, select]);

  // Scroll the text view to a passage (or its requirement) once it is shown.
  useEffect(() => {
    if (!reveal || shown !== 'text' || (narrow && tab !== 'text')) return;
    const root = textPane.current;
    if (!root) return;
    const obligation = reveal.obligation ? obligationsById.get(reveal.obligation) : undefined;
    const target =
      (reveal.obligation ? passageElement(root, reveal.obligation) : null) ??
      root.querySelector<HTMLElement>(
        `[data-requirement="${CSS.escape(reveal.requirement ?? obligation?.requirement ?? '')}"]`,
      );
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [reveal, shown, narrow, tab, obligationsById, data]);

  // A selection that went away takes its toolbar with it.
  useEffect(() => {
    const onChange = () => {
      if (window.getSelection()?.isCollapsed) setSelection(null);
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);

  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (!data) throw new Error('The workspace is not loaded yet.');
      const stored = await uploadFile('regulation', file);
      await updateItem('regulation', {
        id: data.regulation.id,
        version: data.regulation.version,
        data: { document: fileRefOf(stored) },
      });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: workspaceKey(id) });
      setView('pdf');
    },
  });

  const onUpload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  const openDraft = (kind: Draft['kind'], from: Selected | null) => {
    setSelection(null);
    if (!from) {
      setDraft({ kind, passage: '', ...(shown === 'pdf' ? { page: pdfPage.current } : {}) });
    } else if (from.from === 'text') {
      setDraft({ kind, passage: from.text, requirement: from.requirement.id, start: from.start, end: from.end });
    } else {
      setDraft({ kind, passage: from.text, page: from.page });
    }
  };

  const onCreated = async (item: Item) => {
    setDraft(null);
    window.getSelection()?.removeAllRanges();
    await client.invalidateQueries({ queryKey: workspaceKey(id) });
    const fresh = client.getQueryData<Workspace>(workspaceKey(id));
    // Open the branches the new item is under (a large tree opens closed).
    const open = (ids: string[]) => setExpanded((current) => [...new Set([...(current ?? []), ...ids])]);
    const ancestorsOf = (requirementId: string | null | undefined) => {
      const requirement = requirementId ? fresh?.requirements.find((r) => r.id === requirementId) : undefined;
      return requirement ? ancestorIdsOf(requirement) : [treeIds.unfiled];
    };
    if (item.type === 'obligation') {
      applied.current = item.id;
      setSelected(item.id);
      setSearch({ obligation: item.id }, { replace: true });
      const created = fresh?.obligations.find((o) => o.id === item.id);
      open(ancestorsOf(created?.requirement));
      if (created?.citationPage != null && shown === 'pdf') {
        setFocus({ key: `${item.id}:${Date.now()}`, page: created.citationPage, text: created.citationText });
      } else setReveal({ obligation: item.id, token: Date.now() });
    } else {
      setHighlighted(item.id);
      open(ancestorsOf(item.id));
      if (shown === 'text') setReveal({ requirement: item.id, token: Date.now() });
    }
  };

  const onPageChange = useCallback((page: number) => {
    pdfPage.current = page;
  }, []);
  const onPdfSelect = useCallback((picked: PdfSelection | null) => {
    setSelection(picked ? { from: 'pdf', ...picked } : null);
  }, []);
  const onTextSelect = useCallback((picked: TextSelection | null) => {
    setSelection(picked ? { from: 'text', ...picked } : null);
  }, []);

  if (workspace.isPending) {
    return (
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <PageSkeleton />
      </Container>
    );
  }
  if (workspace.isError || !data) {
    return (
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <Alert severity="error">{workspace.error?.message ?? 'The workspace could not be loaded.'}</Alert>
      </Container>
    );
  }

  const { regulation, requirements, obligations, abilities } = data;
  const name = regulation.shortName || regulation.title;
  const regulationPath = itemPathOf('regulation', regulation);
  const canCreate = abilities.createObligation || abilities.createRequirement;
  const selectedObligation = selected ? obligationsById.get(selected) : undefined;
  const anchor = selection ? { getBoundingClientRect: () => selection.rect } : null;

  const textSide = (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 } }}>
      {pdfUrl && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shown}
          onChange={(_, value: 'pdf' | 'text' | null) => value && setView(value)}
          aria-label="Show the regulation as"
          sx={{ mb: 1 }}
        >
          <ToggleButton value="pdf">PDF</ToggleButton>
          <ToggleButton value="text">Text</ToggleButton>
        </ToggleButtonGroup>
      )}
      {shown === 'pdf' && pdfUrl ? (
        <PdfViewer
          url={pdfUrl}
          label={`${name}: document`}
          focus={focus}
          onSelectText={canCreate ? onPdfSelect : undefined}
          onPageChange={onPageChange}
          height={narrow ? '70vh' : '72vh'}
        />
      ) : (
        <Box ref={textPane} sx={narrow ? {} : { maxHeight: '78vh', overflow: 'auto', pr: 1 }}>
          <TextView
            requirements={requirements}
            obligations={obligations}
            selected={selected}
            highlighted={highlighted}
            onSelectObligation={(obligationId) => select(obligationId)}
            onSelectText={canCreate ? onTextSelect : () => undefined}
          />
        </Box>
      )}
    </Paper>
  );

  const treeSide = (
    <Paper variant="outlined" component="section" aria-label="Obligations" sx={{ p: 1 }}>
      {selectedObligation && <SelectedObligation obligation={selectedObligation} />}
      <Typography variant="subtitle1" component="h2" sx={{ px: 1 }}>
        Requirements and obligations
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, mb: 1 }}>
        {requirements.length} requirement{requirements.length === 1 ? '' : 's'}, {obligations.length} obligation
        {obligations.length === 1 ? '' : 's'}, {obligations.filter((o) => o.controls.length === 0).length} without a
        control.
      </Typography>
      {requirements.length === 0 && obligations.length === 0 ? (
        <Alert severity="info">
          Nothing filed yet: select a passage of the text to add a requirement or obligation.
        </Alert>
      ) : (
        <Box sx={narrow ? {} : { maxHeight: '70vh', overflow: 'auto' }}>
          <RequirementTree
            requirements={requirements}
            obligations={obligations}
            selected={selected}
            expanded={expanded ?? []}
            onExpandedChange={setExpanded}
            onSelect={(obligationId) => select(obligationId)}
          />
        </Box>
      )}
    </Paper>
  );

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${name} · Workspace · ${config.brand}`}</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            Regulation workspace
          </Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {regulation.shortName && regulation.title !== regulation.shortName && (
            <Typography color="text.secondary">{regulation.title}</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {regulation.citation && <>{regulation.citation} · </>}
            {regulationPath && (
              <Link component={RouterLink} to={regulationPath}>
                The regulation’s page
              </Link>
            )}
            {pdfUrl && (
              <>
                {' · '}
                <Link component={RouterLink} to={pdfViewerPath({ regulation: id })}>
                  Document full width
                </Link>
              </>
            )}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {abilities.createRequirement && (
            <Button variant="outlined" onClick={() => openDraft('requirement', null)}>
              Add requirement
            </Button>
          )}
          {abilities.createObligation && (
            <Button variant="outlined" onClick={() => openDraft('obligation', null)}>
              Add obligation
            </Button>
          )}
          {abilities.uploadDocument && (
            <Button component="label" variant="contained" startIcon={<UploadFileOutlined />} loading={upload.isPending}>
              {pdfUrl ? 'Replace PDF' : 'Upload PDF'}
              <input type="file" accept="application/pdf,.pdf" hidden onChange={onUpload} />
            </Button>
          )}
        </Stack>
      </Stack>
      {upload.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => upload.reset()}>
          {upload.error.message}
        </Alert>
      )}
      {workspace.isFetching && <LinearProgress aria-label="Refreshing the workspace" sx={{ mb: 1 }} />}
      {canCreate && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Select words of the text to file them as a new requirement or obligation.
        </Typography>
      )}
      {narrow ? (
        <>
          <Tabs value={tab} onChange={(_, value: 'text' | 'obligations') => setTab(value)} sx={{ mb: 1 }}>
            <Tab value="text" label="Text" />
            <Tab value="obligations" label="Obligations" />
          </Tabs>
          {tab === 'text' ? textSide : treeSide}
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)' }}>
          {textSide}
          {treeSide}
        </Box>
      )}
      <Popper open={Boolean(anchor && canCreate && !draft)} anchorEl={anchor} placement="top" sx={{ zIndex: 1300 }}>
        <Paper
          elevation={6}
          onMouseDown={(event) => event.preventDefault()}
          sx={{ p: 0.5, display: 'flex', gap: 0.5 }}
          role="toolbar"
          aria-label="File the selected words"
        >
          {abilities.createRequirement && (
            <Button size="small" onClick={() => openDraft('requirement', selection)}>
              New requirement
            </Button>
          )}
          {abilities.createObligation && (
            <Button size="small" variant="contained" onClick={() => openDraft('obligation', selection)}>
              New obligation
            </Button>
          )}
        </Paper>
      </Popper>
      {draft && (
        <Suspense fallback={null}>
          <CreateDialog
            draft={draft}
            regulationId={regulation.id}
            requirements={requirements}
            onClose={() => setDraft(null)}
            onCreated={(item) => void onCreated(item)}
          />
        </Suspense>
      )}
    </Container>
  );
}

export default withQueries(WorkspacePage);
