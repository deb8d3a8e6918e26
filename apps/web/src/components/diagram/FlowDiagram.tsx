import '@xyflow/react/dist/style.css';
import { TableChart } from '@mui/icons-material';
import {
  Box,
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Alert } from '../Alert.tsx';
import {
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  Handle,
  Position,
  ReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  elkGraphOf,
  layoutOf,
  pathOf,
  relationRows,
  type DiagramDirection,
  type DiagramEdge,
  type DiagramNode,
  type Layout,
} from './diagram-layout.ts';

export type { DiagramEdge, DiagramNode } from './diagram-layout.ts';

export interface FlowDiagramProps {
  /** The diagram's heading and accessible name. */
  title: string;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  /** Layered left to right (default) or top to bottom; narrow screens always go top to bottom. */
  direction?: DiagramDirection;
  /** Height of the drawing in pixels (default 480). */
  height?: number;
  headingLevel?: 'h2' | 'h3';
  /** Start with the relations table open (it is always one button away). */
  showTable?: boolean;
}

type BoxData = { label: string; sublabel?: string; href?: string; direction: DiagramDirection };
type BoxNode = Node<BoxData, 'box'>;
type RoutedData = { points: { x: number; y: number }[]; label?: string; labelBox?: Layout['edges'][number]['label'] };
type RoutedEdge = Edge<RoutedData, 'routed'>;

/** elkjs (≈ 1.4 MB) is loaded on first use, in a chunk of its own. */
let elkPromise:
  Promise<{ layout: (graph: ReturnType<typeof elkGraphOf>) => Promise<ReturnType<typeof elkGraphOf>> }> | undefined;
function loadElk() {
  elkPromise ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  return elkPromise;
}

function BoxView({ data }: NodeProps<BoxNode>) {
  const vertical = data.direction === 'DOWN';
  const text = (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600, lineHeight: '18px' }}>
        {data.label}
      </Typography>
      {data.sublabel && (
        <Typography
          component="span"
          variant="caption"
          sx={{ display: 'block', color: 'text.secondary', lineHeight: '18px' }}
        >
          {data.sublabel}
        </Typography>
      )}
    </>
  );
  return (
    <Box
      sx={{
        width: '100%',
        height: '100%',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 1,
      }}
    >
      <Handle type="target" position={vertical ? Position.Top : Position.Left} style={{ visibility: 'hidden' }} />
      {data.href ? (
        <Link
          component={RouterLink}
          to={data.href}
          color="inherit"
          underline="always"
          className="nodrag nopan"
          sx={{ '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 4, borderRadius: 0.5 } }}
        >
          {text}
        </Link>
      ) : (
        <span>{text}</span>
      )}
      <Handle type="source" position={vertical ? Position.Bottom : Position.Right} style={{ visibility: 'hidden' }} />
    </Box>
  );
}

function RoutedView({ id, data, markerEnd, style }: EdgeProps<RoutedEdge>) {
  if (!data || data.points.length < 2) return null;
  const box = data.labelBox;
  return (
    <>
      <BaseEdge id={id} path={pathOf(data.points)} markerEnd={markerEnd} style={style} />
      {data.label && box && (
        <EdgeLabelRenderer>
          <Box
            className="nodrag nopan"
            sx={{
              position: 'absolute',
              transform: `translate(${box.x}px, ${box.y}px)`,
              width: box.width,
              fontSize: 12,
              lineHeight: '16px',
              textAlign: 'center',
              px: 0.5,
              py: '3px',
              borderRadius: 0.5,
              bgcolor: 'background.default',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              pointerEvents: 'none',
            }}
          >
            {data.label}
          </Box>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

/** An empty node as large as the whole layout, so that fitting the view keeps the edge labels outside the boxes in sight. */
function FrameView() {
  return <div aria-hidden="true" />;
}

const nodeTypes = { box: BoxView, frame: FrameView };
/** Below this, labels are too small to read: the view fits no further and the rest is reached by panning. */
const MIN_FIT_ZOOM = 0.75;
const edgeTypes = { routed: RoutedView };

/**
 * A diagram of boxes and labelled arrows (a workflow's stages and transitions, a data model's entities and relations),
 * laid out by elkjs (layered) and drawn with React Flow in the theme's colours. Boxes with an `href` are links
 * (click or keyboard). Pan by dragging, zoom with the buttons; the page keeps its own scrolling. Below it, one button
 * away, the same relations as a table with links: the accessible reading of the drawing.
 */
export default function FlowDiagram(props: FlowDiagramProps) {
  const { title, nodes, edges, height = 480, headingLevel = 'h2', showTable = false } = props;
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const direction: DiagramDirection = narrow ? 'DOWN' : (props.direction ?? 'RIGHT');
  const [layout, setLayout] = useState<{ key: string; layout: Layout } | { key: string; error: string }>();
  const [tableOpen, setTableOpen] = useState(showTable);
  const tableId = useId();
  const key = useMemo(() => JSON.stringify([nodes, edges, direction]), [nodes, edges, direction]);

  useEffect(() => {
    let live = true;
    loadElk()
      .then((elk) => elk.layout(elkGraphOf(nodes, edges, direction)))
      .then((result) => live && setLayout({ key, layout: layoutOf(result) }))
      .catch(
        (error: unknown) => live && setLayout({ key, error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
    // `key` stands for nodes, edges and direction.
  }, [key]);

  const current = layout?.key === key ? layout : undefined;
  const flow = useMemo(() => {
    if (!current || !('layout' in current)) return undefined;
    const placed = new Map(current.layout.nodes.map((node) => [node.id, node]));
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const flowNodes: BoxNode[] = current.layout.nodes.flatMap((box) => {
      const node = byId.get(box.id);
      return node
        ? [
            {
              id: box.id,
              type: 'box' as const,
              position: { x: box.x, y: box.y },
              data: {
                label: node.label,
                ...(node.sublabel && { sublabel: node.sublabel }),
                ...(node.href && { href: node.href }),
                direction,
              },
              width: box.width,
              height: box.height,
              style: { width: box.width, height: box.height, pointerEvents: 'all' as const },
            },
          ]
        : [];
    });
    const routed = new Map(current.layout.edges.map((edge) => [edge.id, edge]));
    const flowEdges: RoutedEdge[] = edges.flatMap((edge) => {
      const route = routed.get(edge.id);
      if (!route || !placed.has(edge.source) || !placed.has(edge.target)) return [];
      return [
        {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          type: 'routed' as const,
          markerEnd: { type: 'arrowclosed' as const, color: theme.palette.text.secondary, width: 18, height: 18 },
          style: { stroke: theme.palette.text.secondary, strokeWidth: 1.5 },
          data: {
            points: route.points,
            ...(edge.label && { label: edge.label }),
            ...(route.label && { labelBox: route.label }),
          },
        },
      ];
    });
    const frame: Node = {
      id: '\u0000frame',
      type: 'frame',
      position: { x: 0, y: 0 },
      data: {},
      width: current.layout.width,
      height: current.layout.height,
      style: { width: current.layout.width, height: current.layout.height, pointerEvents: 'none' },
      selectable: false,
      focusable: false,
      zIndex: -1,
    };
    return { nodes: [frame, ...flowNodes] as Node[], edges: flowEdges };
  }, [current, nodes, edges, direction, theme]);

  const rows = useMemo(() => relationRows(nodes, edges), [nodes, edges]);

  // The drawing's height follows the layout's shape at the width available (no empty bands), within `height`.
  const frame = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setFrameWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placed = current && 'layout' in current ? current.layout : undefined;
  // The first view: the whole drawing when it fits at a readable size, else its left part (pan for the rest).
  const start = useMemo(() => {
    if (!placed || frameWidth <= 0) return undefined;
    const zoom = Math.max(MIN_FIT_ZOOM, Math.min(1, (frameWidth - 16) / placed.width));
    return { x: Math.max(8, (frameWidth - placed.width * zoom) / 2), y: 8, zoom };
  }, [placed, frameWidth]);
  const drawingHeight =
    placed && frameWidth > 0
      ? Math.round(
          Math.min(narrow ? Math.max(height, 780) : height, Math.max(200, placed.height * (start?.zoom ?? 1) + 24)),
        )
      : height;

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component={headingLevel}>
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<TableChart />}
          aria-expanded={tableOpen}
          aria-controls={tableId}
          onClick={() => setTableOpen((open) => !open)}
        >
          {tableOpen ? 'Hide table' : 'Show as table'}
        </Button>
      </Stack>
      {current && 'error' in current ? (
        <Alert severity="error">
          The diagram could not be laid out ({current.error}). The table below lists its relations.
        </Alert>
      ) : (
        <Box
          ref={frame}
          role="group"
          aria-label={`${title}: a diagram of ${nodes.length} boxes and ${edges.length} arrows; the table lists them`}
          aria-busy={!flow}
          sx={{
            height: drawingHeight,
            width: '100%',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
            '& .react-flow__controls-button': {
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderColor: 'divider',
              '&:hover': { bgcolor: 'action.hover' },
              '& svg': { fill: 'currentColor' },
            },
          }}
        >
          {flow && start && (
            <ReactFlow
              key={`${key}:${Math.round(frameWidth)}`}
              defaultViewport={start}
              nodes={flow.nodes}
              edges={flow.edges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              colorMode={theme.palette.mode}
              minZoom={0.2}
              maxZoom={2}
              nodesDraggable={false}
              nodesConnectable={false}
              nodesFocusable={false}
              edgesFocusable={false}
              elementsSelectable={false}
              zoomOnScroll={false}
              preventScrolling={false}
              zoomOnDoubleClick={false}
              proOptions={{ hideAttribution: true }}
              style={{ background: 'transparent' }}
            >
              <Controls showInteractive={false} position="bottom-right" />
            </ReactFlow>
          )}
        </Box>
      )}
      <Box id={tableId} hidden={!tableOpen && !(current && 'error' in current)} sx={{ mt: 2 }}>
        <TableContainer>
          <Table size="small">
            <caption>{title}: relations (from, through, to)</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  From
                </TableCell>
                <TableCell component="th" scope="col">
                  Relation
                </TableCell>
                <TableCell component="th" scope="col">
                  To
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <NodeName node={row.source} />
                  </TableCell>
                  <TableCell>{row.label || '—'}</TableCell>
                  <TableCell>
                    <NodeName node={row.target} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </Paper>
  );
}

function NodeName({ node }: { node: DiagramNode }) {
  return node.href ? (
    <Link component={RouterLink} to={node.href} underline="always">
      {node.label}
    </Link>
  ) : (
    <>{node.label}</>
  );
}
