import { Box, Button, Link as MuiLink, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { Link } from 'react-router';
import { useItems } from '../../../content/api/list-items.ts';
import type { ItemPanelProps } from '../../../content/detail/panels.ts';
import { stageLabel } from '../../../content/detail/detail-model.ts';
import { formatTotal } from '../../../content/fields/format.ts';
import { itemPath, listPath } from '../../../content/links.ts';

const OBLIGATION = contentType('obligation');
const SHOWN = 20;

/** The obligations' filter an item stands for: an entity type the firms they apply to, a function who carries them. */
const FILTER: Readonly<Record<string, { param: string; heading: string; none: string }>> = {
  entitytype: {
    param: 'entityTypes',
    heading: 'Obligations that apply',
    none: 'No obligation names this entity type.',
  },
  businessfunction: {
    param: 'functions',
    heading: 'Obligations it carries',
    none: 'No obligation is given to it yet.',
  },
};

/** The obligations that apply to an entity type, or that a business function carries: the first 20 and the total. */
export function AppliesPanel({ item }: ItemPanelProps) {
  const filter = FILTER[item.type];
  const params = { [filter?.param ?? 'entityTypes']: item.id, limit: String(SHOWN), sort: 'title' };
  const obligations = useItems(OBLIGATION.name, params, null);
  const list = listPath(OBLIGATION);
  if (!filter) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="applies-title" sx={{ p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id="applies-title" variant="h6" component="h2">
          {filter.heading}
          {obligations.data ? ` (${formatTotal(obligations.data.total)})` : ''}
        </Typography>
        {list && obligations.data && obligations.data.total.value > 0 && (
          <Button size="small" component={Link} to={`${list}?${new URLSearchParams({ [filter.param]: item.id })}`}>
            All in Obligations
          </Button>
        )}
      </Stack>
      {obligations.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : obligations.error ? (
        <Alert severity="error">The obligations could not be loaded. {obligations.error.message}</Alert>
      ) : obligations.data.items.length === 0 ? (
        <Typography color="text.secondary">{filter.none}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
          {obligations.data.items.map((obligation) => (
            <li key={obligation.id}>
              <MuiLink component={Link} to={itemPath(OBLIGATION, obligation)} underline="hover">
                {obligation.title}
              </MuiLink>
              <Typography component="div" variant="caption" color="text.secondary" noWrap>
                {[stageLabel(OBLIGATION, obligation.stage), obligation.refs[String(obligation.data.regulation)]?.title]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
