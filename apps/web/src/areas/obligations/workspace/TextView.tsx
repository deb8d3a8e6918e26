import { Box, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { WorkspaceObligation, WorkspaceRequirement } from '../../chain-api.ts';
import { passagesByRequirement, passagesOf, segmentsOf, selectionOffsets, type Passage } from './passages.ts';
import { requirementLabel } from './tree.ts';

/** Text selected inside one requirement's text, as offsets into it. */
export interface TextSelection {
  requirement: WorkspaceRequirement;
  start: number;
  end: number;
  text: string;
  rect: DOMRect;
}

/** The number of characters between the start of `block` and a point inside it. */
function offsetIn(block: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(block);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The requirement text block a node is in. */
function blockOf(node: Node): HTMLElement | null {
  const element = node instanceof HTMLElement ? node : node.parentElement;
  return element?.closest<HTMLElement>('[data-text-of]') ?? null;
}

/** The first mark of an obligation's passage in the text view. */
export function passageElement(root: ParentNode, obligationId: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`mark[data-obligations~="${CSS.escape(obligationId)}"]`);
}

interface RequirementBlockProps {
  requirement: WorkspaceRequirement;
  passages: readonly Passage[];
  /** The selected obligation, when it is one of these passages'. */
  selected: string | null;
  highlighted: boolean;
  onSelectObligation: (id: string) => void;
}

/** One requirement: "Art. 5 — heading", then its text with its obligations' passages marked. */
const RequirementBlock = memo(function RequirementBlock(props: RequirementBlockProps) {
  const { requirement, passages, selected, highlighted, onSelectObligation } = props;
  const segments = useMemo(() => segmentsOf(requirement.text, passages), [requirement.text, passages]);
  return (
    <Box
      component="article"
      aria-label={requirement.reference}
      data-requirement={requirement.id}
      sx={{
        mb: 2,
        p: 1,
        borderRadius: 1,
        outline: highlighted ? 2 : 0,
        outlineColor: 'primary.main',
        scrollMarginTop: 80,
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {requirementLabel(requirement)}
        {requirement.citationPage != null && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` · p. ${requirement.citationPage}`}
          </Typography>
        )}
      </Typography>
      <Typography component="p" data-text-of={requirement.id} sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7, m: 0 }}>
        {segments.map((segment) => {
          if (segment.passages.length === 0) return segment.text;
          const isSelected = segment.passages.some((p) => p.id === selected);
          const title = segment.passages.map((p) => p.title).join(' · ');
          return (
            <Box
              component="mark"
              key={segment.start}
              data-obligations={segment.passages.map((p) => p.id).join(' ')}
              title={title}
              aria-label={`${segment.text} (obligation: ${title})`}
              onClick={() => onSelectObligation(segment.passages[0]!.id)}
              sx={{
                color: 'inherit',
                bgcolor: isSelected ? 'rgba(255 193 7 / 0.45)' : 'action.selected',
                borderBottom: isSelected ? 3 : 2,
                borderColor: isSelected ? 'warning.main' : 'primary.main',
                scrollMarginTop: 120,
              }}
            >
              {segment.text}
            </Box>
          );
        })}
      </Typography>
    </Box>
  );
});

interface TextViewProps {
  requirements: readonly WorkspaceRequirement[];
  obligations: readonly WorkspaceObligation[];
  selected: string | null;
  /** A requirement to draw the eye to (just created). */
  highlighted: string | null;
  onSelectObligation: (id: string) => void;
  onSelectText: (selection: TextSelection | null) => void;
}

/**
 * The regulation's requirements in order, each "Art. 5 — heading" then its text as written, the passages of its
 * obligations marked; selecting words inside one requirement's text reports them as offsets into that text.
 */
export function TextView(props: TextViewProps) {
  const { requirements, obligations, selected, highlighted, onSelectObligation, onSelectText } = props;
  const passages = useMemo(() => passagesByRequirement(requirements, obligations), [obligations, requirements]);
  // The blocks get one callback for good (each renders again only when its own text, passages or selection change).
  const onSelect = useRef(onSelectObligation);
  useLayoutEffect(() => {
    onSelect.current = onSelectObligation;
  });
  const selectObligation = useCallback((id: string) => onSelect.current(id), []);
  const byId = useMemo(() => new Map(requirements.map((r) => [r.id, r])), [requirements]);

  const report = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) return onSelectText(null);
    const range = selection.getRangeAt(0);
    const block = blockOf(range.startContainer);
    const requirement = block ? byId.get(block.dataset.textOf ?? '') : undefined;
    if (!block || !requirement) return onSelectText(null);
    const start = offsetIn(block, range.startContainer, range.startOffset);
    // A selection running past this requirement's text is cut at its end.
    const end = block.contains(range.endContainer)
      ? offsetIn(block, range.endContainer, range.endOffset)
      : requirement.text.length;
    const offsets = selectionOffsets(requirement.text, start, end);
    if (!offsets) return onSelectText(null);
    onSelectText({ requirement, ...offsets, rect: range.getBoundingClientRect() });
  };

  if (requirements.length === 0) {
    return (
      <Alert severity="info">
        No requirement of this regulation has been filed yet: its text shows here once requirements are added.
      </Alert>
    );
  }

  return (
    <Box onMouseUp={report} onKeyUp={report} sx={{ '& mark': { cursor: 'pointer' } }}>
      {requirements.map((requirement) => {
        const own = passagesOf(passages, requirement.id);
        return (
          <RequirementBlock
            key={requirement.id}
            requirement={requirement}
            passages={own}
            selected={selected && own.some((p) => p.id === selected) ? selected : null}
            highlighted={highlighted === requirement.id}
            onSelectObligation={selectObligation}
          />
        );
      })}
    </Box>
  );
}
