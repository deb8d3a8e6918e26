import { Container, Skeleton, Typography } from '@mui/material';
import { ARTICLE_WORKFLOW } from '@rh/core/content';
import { lazy, Suspense, useMemo } from 'react';
import { workflowDiagram } from './diagram-model.ts';
import { boardAt } from './links.ts';
import { PageTop } from './PageTop.tsx';

const FlowDiagram = lazy(() => import('../../components/diagram/FlowDiagram.tsx'));

/**
 * `/workflow/articles/diagram`: the insights' workflow drawn from its declaration in core (ARTICLE_WORKFLOW and the
 * roles' grants), so it says what the server enforces: each stage opens the board on that stage.
 */
export default function DiagramPage() {
  const diagram = useMemo(() => workflowDiagram(ARTICLE_WORKFLOW, boardAt), []);
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageTop
        current="WorkflowArticlesDiagram"
        title="Workflow diagram"
        intro="The stages an insight goes through and the moves between them, with the roles that may make each move. Drawn from the rules the server enforces; a stage opens the board there."
      />
      <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
        <FlowDiagram title="Insights workflow" nodes={diagram.nodes} edges={diagram.edges} height={520} />
      </Suspense>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: '75ch' }}>
        “Not the author”: four eyes — whoever created an insight may not pass its review or publish it; someone else
        must. An approver holds the reviewer’s and editor’s moves too. Readers outside the workflow see published
        insights only.
      </Typography>
    </Container>
  );
}
