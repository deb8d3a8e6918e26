import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { contentType } from '@rh/core/content';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { stageLabel } from '../../../content/detail/detail-model.ts';
import type { WorkspaceObligation, WorkspaceRequirement } from '../../chain-api.ts';
import {
  ARTICLES_PER_STEP,
  articlesToMount,
  FIRST_ARTICLES,
  groupRequirements,
  type ArticleGroup,
  obligationOfTreeId,
  obligationsByRequirement,
  requirementLabel,
  treeIds,
} from './tree.ts';

const OBLIGATION = contentType('obligation');

export function controlsLabel(count: number): string {
  return count === 0 ? 'No control' : `Met by ${count} control${count === 1 ? '' : 's'}`;
}

const ObligationLabel = memo(function ObligationLabel({ obligation }: { obligation: WorkspaceObligation }) {
  const stage = stageLabel(OBLIGATION, obligation.stage);
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {obligation.flagged && (
          <Tooltip title="Flagged for review: something above it changed">
            <FlagOutlined
              fontSize="inherit"
              color="warning"
              aria-label="Flagged for review"
              role="img"
              sx={{ verticalAlign: 'text-bottom', mr: 0.5 }}
            />
          </Tooltip>
        )}
        {obligation.title}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.25 }}>
        {stage && <Chip size="small" variant="outlined" label={stage} />}
        <Chip
          size="small"
          variant={obligation.controls.length ? 'outlined' : 'filled'}
          color={obligation.controls.length ? 'success' : 'warning'}
          label={controlsLabel(obligation.controls.length)}
        />
      </Stack>
    </Box>
  );
});

/**
 * A closed branch's children are not mounted (each mounted item registers with the tree view, at a cost that grows
 * with the tree's size): they mount when it opens. It still shows as expandable, its children being given.
 */
const BRANCH_SLOT_PROPS = { groupTransition: { unmountOnExit: true } } as const;

function ObligationItems({ obligations }: { obligations: readonly WorkspaceObligation[] | undefined }) {
  return (obligations ?? []).map((obligation) => (
    <TreeItem
      key={obligation.id}
      itemId={treeIds.obligation(obligation.id)}
      label={<ObligationLabel obligation={obligation} />}
    />
  ));
}

const countLabel = (n: number) => (n ? ` (${n})` : '');

type ByRequirement = ReadonlyMap<string | null, readonly WorkspaceObligation[]>;

/**
 * One article's branch: its own obligations, then its paragraphs'. Rendered again only when the workspace changes
 * (selecting and opening are the tree view's own state), not on every selection.
 */
const ArticleItem = memo(function ArticleItem({
  group,
  byRequirement,
}: {
  group: ArticleGroup;
  byRequirement: ByRequirement;
}) {
  const countOf = (ids: string[]) => ids.reduce((sum, id) => sum + (byRequirement.get(id)?.length ?? 0), 0);
  const ids = [...(group.article ? [group.article.id] : []), ...group.paragraphs.map((p) => p.id)];
  return (
    <TreeItem
      itemId={treeIds.article(group.reference)}
      slotProps={BRANCH_SLOT_PROPS}
      label={`${requirementLabel({ reference: group.reference, title: group.heading })}${countLabel(countOf(ids))}`}
    >
      {group.article && <ObligationItems obligations={byRequirement.get(group.article.id)} />}
      {group.paragraphs.map((paragraph) => (
        <TreeItem
          key={paragraph.id}
          itemId={treeIds.requirement(paragraph.id)}
          slotProps={BRANCH_SLOT_PROPS}
          label={`${paragraph.reference}${paragraph.title && paragraph.title !== group.heading ? ` — ${paragraph.title}` : ''}${countLabel(countOf([paragraph.id]))}`}
        >
          <ObligationItems obligations={byRequirement.get(paragraph.id)} />
        </TreeItem>
      ))}
    </TreeItem>
  );
});

interface RequirementTreeProps {
  requirements: readonly WorkspaceRequirement[];
  obligations: readonly WorkspaceObligation[];
  selected: string | null;
  expanded: string[];
  onExpandedChange: (ids: string[]) => void;
  onSelect: (obligationId: string) => void;
}

/** Articles → paragraphs → obligations (stage, whether a control meets it, flagged), then those filed under none. */
export function RequirementTree(props: RequirementTreeProps) {
  const { requirements, obligations, selected, expanded, onExpandedChange, onSelect } = props;
  const groups = useMemo(() => groupRequirements(requirements), [requirements]);
  const byRequirement = useMemo(() => obligationsByRequirement(obligations, requirements), [obligations, requirements]);
  const unfiled = byRequirement.get(null) ?? [];
  // A long tree mounts its first articles at once and the others when the browser is idle, so that the page (and
  // its PDF) shows without waiting for hundreds of tree items.
  const [reached, setReached] = useState(FIRST_ARTICLES);
  useEffect(() => {
    if (reached >= groups.length) return;
    const next = () => startTransition(() => setReached((n) => n + ARTICLES_PER_STEP));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(next, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(next, 50);
    return () => clearTimeout(handle);
  }, [reached, groups.length]);
  const selectedObligation = useMemo(
    () => (selected ? obligations.find((o) => o.id === selected) : undefined),
    [obligations, selected],
  );
  const mounted = articlesToMount(groups, reached, selectedObligation);
  // The chosen obligation (from the address, the text or a click) is brought into view in the tree: its article is
  // mounted at once and its ancestors open, so it is there by the next frame.
  useEffect(() => {
    if (!selected) return;
    const frame = requestAnimationFrame(() => {
      document
        .querySelector('[aria-label="Requirements and obligations"] [role="treeitem"][aria-selected="true"]')
        ?.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  return (
    <>
      <SimpleTreeView
        aria-label="Requirements and obligations"
        expandedItems={expanded}
        onExpandedItemsChange={(_, ids) => onExpandedChange(ids)}
        selectedItems={selected ? treeIds.obligation(selected) : null}
        onSelectedItemsChange={(_, id) => {
          const obligation = obligationOfTreeId(id);
          if (obligation) onSelect(obligation);
        }}
      >
        {groups.slice(0, mounted).map((group) => (
          <ArticleItem key={group.reference} group={group} byRequirement={byRequirement} />
        ))}
        {unfiled.length > 0 && mounted === groups.length && (
          <TreeItem
            itemId={treeIds.unfiled}
            slotProps={BRANCH_SLOT_PROPS}
            label={`Not filed under a requirement (${unfiled.length})`}
          >
            <ObligationItems obligations={unfiled} />
          </TreeItem>
        )}
      </SimpleTreeView>
      {mounted < groups.length && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 1, py: 0.5 }}>
          Listing the articles: {mounted} of {groups.length}…
        </Typography>
      )}
    </>
  );
}
