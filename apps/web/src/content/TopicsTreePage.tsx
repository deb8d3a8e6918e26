import { Box, Button, Container, Link, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { contentType } from '@rh/core/content';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { withQueries } from '../app/with-queries.tsx';
import { config } from '../config.ts';
import { useAllItems } from './api/list-all-items.ts';
import { itemPath, listPath } from './links.ts';
import { PageSkeleton } from './PageSkeleton.tsx';
import { branchIds, buildTree, matchingIds, type TreeNode } from './topics/topic-tree.ts';

const TOPIC = contentType('topic');
const PARENT = TOPIC.tree?.parentField ?? 'parent';

function Branch({ node, shown }: { node: TreeNode; shown: Set<string> | null }) {
  if (shown && !shown.has(node.id)) return null;
  return (
    <TreeItem
      itemId={node.id}
      label={
        <Link component={RouterLink} to={itemPath(TOPIC, node)} onClick={(event) => event.stopPropagation()}>
          {node.title}
        </Link>
      }
    >
      {node.children.map((child) => (
        <Branch key={child.id} node={child} shown={shown} />
      ))}
    </TreeItem>
  );
}

/** Every topic in its tree (`data.parent`), with a filter that keeps matches and their ancestors. */
function TopicsTreePage() {
  const topics = useAllItems(TOPIC.name);
  const forest = useMemo(() => buildTree(topics.data ?? [], PARENT), [topics.data]);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const shown = filter.trim() ? matchingIds(forest, filter) : null;
  const list = listPath(TOPIC);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`Topic tree · ${config.brand}`}</title>
      <Typography variant="h4" component="h1">
        Topic tree
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {TOPIC.description}
        {list && (
          <>
            {' '}
            <Link component={RouterLink} to={list}>
              All topics as a list
            </Link>
          </>
        )}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <TextField
          size="small"
          type="search"
          label="Find a topic"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Button onClick={() => setExpanded(branchIds(forest))}>Expand all</Button>
        <Button onClick={() => setExpanded([])}>Collapse all</Button>
      </Stack>
      {topics.isPending && <PageSkeleton />}
      {topics.isError && <Alert severity="error">{topics.error.message}</Alert>}
      {topics.data && forest.length === 0 && <Alert severity="info">There are no topics yet.</Alert>}
      {shown?.size === 0 && <Alert severity="info">No topic matches “{filter.trim()}”.</Alert>}
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        <SimpleTreeView
          aria-label="Topics"
          expandedItems={shown ? [...shown] : expanded}
          onExpandedItemsChange={(_, ids) => setExpanded(ids)}
        >
          {forest.map((node) => (
            <Branch key={node.id} node={node} shown={shown} />
          ))}
        </SimpleTreeView>
      </Box>
    </Container>
  );
}

export default withQueries(TopicsTreePage);
