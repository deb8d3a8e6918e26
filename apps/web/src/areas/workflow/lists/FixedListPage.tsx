import { Container } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { fixedListOf } from '@rh/core/areas/fixed-lists';
import { contentType } from '@rh/core/content';
import type { Item } from '../../../content/api/types.ts';
import { ContentList } from '../../../content/list/ContentList.tsx';
import { WorkflowNav, type WorkflowPage } from '../WorkflowNav.tsx';

/**
 * A page of the editorial workflow that is a fixed list (core's FIXED_LISTS): the generic list of its type with the
 * route's filters locked, under the workflow's sub-navigation.
 */
export function FixedListPage({ route, extraColumns }: { route: WorkflowPage; extraColumns?: GridColDef<Item>[] }) {
  const fixed = fixedListOf(route);
  if (!fixed) throw new Error(`${route} is not a fixed list of core's FIXED_LISTS.`);
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <ContentList
        key={route}
        type={contentType(fixed.type)}
        fixed={fixed}
        subnav={<WorkflowNav current={route} />}
        {...(extraColumns ? { extraColumns } : {})}
      />
    </Container>
  );
}
