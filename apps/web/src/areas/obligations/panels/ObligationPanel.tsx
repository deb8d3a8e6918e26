import FindInPage from '@mui/icons-material/FindInPage';
import { Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { ItemPanelProps } from '../../../content/detail/panels.ts';
import { pathTo } from '../../../routes/table.ts';
import { ControlMapping } from './ControlMapping.tsx';
import { ReviewBanner } from './ReviewBanner.tsx';

/** The workspace opened at this obligation of its regulation. */
export function workspacePath(regulationId: string, obligationId?: string): string {
  const path = pathTo('RegdecompWorkspace', { id: regulationId });
  return obligationId ? `${path}?${new URLSearchParams({ obligation: obligationId })}` : path;
}

/**
 * An obligation's place in the chain: its review banner when something above it changed, the controls that meet it
 * (mapped here, without the edit form), and the passage of the regulation it was drawn from.
 */
export function ObligationPanel({ item }: ItemPanelProps) {
  const regulation = typeof item.data.regulation === 'string' ? item.data.regulation : null;
  const passage = typeof item.data.citationText === 'string' ? item.data.citationText : '';
  const page = typeof item.data.citationPage === 'number' ? item.data.citationPage : null;
  return (
    <>
      <ReviewBanner itemId={item.id} type={item.type} />
      <Paper variant="outlined" component="section" aria-labelledby="chain-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography id="chain-title" variant="h6" component="h2" gutterBottom>
          Chain
        </Typography>
        <ControlMapping item={item} />
        <Divider sx={{ my: 2 }} />
        <Stack
          direction="row"
          sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle2" component="h3">
            Passage{page ? ` (page ${page})` : ''}
          </Typography>
          {regulation && (
            <Button size="small" startIcon={<FindInPage />} component={Link} to={workspacePath(regulation, item.id)}>
              Show in workspace
            </Button>
          )}
        </Stack>
        {passage ? (
          <Box
            component="blockquote"
            sx={{ m: 0, mt: 1, pl: 2, borderLeft: 3, borderColor: 'primary.main', whiteSpace: 'pre-wrap' }}
          >
            <Typography variant="body2">{passage}</Typography>
          </Box>
        ) : (
          <Typography color="text.secondary" variant="body2">
            No passage selected yet: select it in the workspace to cite the words it was drawn from.
          </Typography>
        )}
      </Paper>
    </>
  );
}
