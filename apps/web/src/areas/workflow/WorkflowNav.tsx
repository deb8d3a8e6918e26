import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../routes/table.ts';

/** The pages of the editorial workflow, in the order of the sub-navigation (route names of routes/table.ts). */
export const WORKFLOW_PAGES = [
  { route: 'WorkflowArticles', label: 'Board' },
  { route: 'WorkflowArticlesDashboard', label: 'Dashboard' },
  { route: 'WorkflowArticlesDiagram', label: 'Diagram' },
  { route: 'WorkflowArticlesPersonal', label: 'Mine' },
  { route: 'WorkflowArticlesPublished', label: 'Published' },
  { route: 'WorkflowArticlesJournal', label: 'Journal' },
  { route: 'WorkflowArticlesDeleted', label: 'Deleted' },
  { route: 'WorkflowArticlesStarredNews', label: 'Starred news' },
] as const;

export type WorkflowPage = (typeof WORKFLOW_PAGES)[number]['route'];

/**
 * The sub-navigation shared by the editorial workflow's pages: links (one per page, the current one marked with
 * aria-current), scrolling sideways on narrow screens. Put it under the page's h1.
 */
export function WorkflowNav({ current }: { current: WorkflowPage }) {
  return (
    <Tabs
      component="nav"
      aria-label="Editorial workflow"
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
    >
      {WORKFLOW_PAGES.map((page) => (
        <Tab
          key={page.route}
          value={page.route}
          label={page.label}
          component={RouterLink}
          to={pathTo(page.route)}
          aria-current={page.route === current ? 'page' : undefined}
          sx={{ minHeight: 40, py: 1 }}
        />
      ))}
    </Tabs>
  );
}
