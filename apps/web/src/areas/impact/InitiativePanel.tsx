import { Paper, Typography } from '@mui/material';
import type { ItemPanelProps } from '../../content/detail/panels.ts';
import { pathTo } from '../../routes/table.ts';
import { dayText, isOverdue, PageLink } from './Bits.tsx';

/** On an initiative's page: whether its firm response is overdue, and the way to its log (changes, moves, comments). */
export default function InitiativePanel({ item }: ItemPanelProps) {
  const overdue = isOverdue(item.data.deadline, item.data.readiness);
  return (
    <Paper component="section" variant="outlined" aria-label="IMPACT log" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        IMPACT log
      </Typography>
      {overdue && (
        <Typography color="error" sx={{ mb: 1 }}>
          Overdue: the firm deadline ({dayText(item.data.deadline as string)}) has passed and the response is not done.
        </Typography>
      )}
      <Typography variant="body2">
        Its changes, stage moves and comments as a timeline, newest first:{' '}
        <PageLink to={pathTo('ImpactInitiativeLog', { id: item.id })}>open the log</PageLink>
        {item.abilities.update ? ' (add a comment there)' : ''}.
      </Typography>
    </Paper>
  );
}
