import { Container } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { fixedListOf } from '@rh/core/areas/fixed-lists';
import { contentType } from '@rh/core/content';
import type { Item } from '../../../content/api/types.ts';
import { ContentList } from '../../../content/list/ContentList.tsx';
import { WORKFLOW_PAGES, WorkflowNav, type WorkflowPage } from '../WorkflowNav.tsx';

const isWorkflowPage = (route: string): route is WorkflowPage => WORKFLOW_PAGES.some((page) => page.route === route);

/**
 * A fixed list's page (core's FIXED_LISTS): the generic list of its type with the route's filters locked; a page of
 * the editorial workflow shows the workflow's sub-navigation above it, any other (Admin's deleted topics) none.
 */
export function FixedListPage({ route, extraColumns }: { route: string; extraColumns?: GridColDef<Item>[] }) {
  const fixed = fixedListOf(route);
  if (!fixed) throw new Error(`${route} is not a fixed list of core's FIXED_LISTS.`);
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <ContentList
        key={route}
        type={contentType(fixed.type)}
        fixed={fixed}
        {...(isWorkflowPage(route) ? { subnav: <WorkflowNav current={route} /> } : {})}
        {...(extraColumns ? { extraColumns } : {})}
      />
    </Container>
  );
}
