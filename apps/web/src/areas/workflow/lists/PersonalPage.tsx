import { Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { contentType } from '@rh/core/content';
import { withQueries } from '../../../app/with-queries.tsx';
import type { Item } from '../../../content/api/types.ts';
import { FixedListPage } from './FixedListPage.tsx';

const workflow = contentType('article').workflow!;
const labelOf = (name: string) => workflow.transitions.find((step) => step.name === name)?.label ?? name;

/** What the caller may do next with each insight: the server's abilities, read (not re-derived) here. */
const NEXT_COLUMN: GridColDef<Item> = {
  field: 'next',
  headerName: 'What you may do next',
  minWidth: 240,
  flex: 1,
  display: 'flex',
  filterable: false,
  sortable: false,
  valueGetter: (_value, row) => row.abilities.transitions.map(labelOf).join('; '),
  renderCell: ({ row }) => {
    const { transitions } = row.abilities;
    if (transitions.length === 0) {
      return (
        <Typography variant="body2" color="text.secondary">
          Nothing for you now
        </Typography>
      );
    }
    return (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', py: 0.5 }}>
        {transitions.map((name) => (
          <Chip key={name} size="small" color="primary" variant="outlined" label={labelOf(name)} />
        ))}
      </Stack>
    );
  },
};

/** /workflow/articles/personal: the insights the user created, in every stage, with what they may do next. */
function PersonalPage() {
  return <FixedListPage route="WorkflowArticlesPersonal" extraColumns={[NEXT_COLUMN]} />;
}

export default withQueries(PersonalPage);
