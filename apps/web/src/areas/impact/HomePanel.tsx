import { Paper, Typography } from '@mui/material';
import type { DashboardPanelProps } from '../../dashboard/dashboard-panels.ts';
import { pathTo } from '../../routes/table.ts';
import { PageLink } from './Bits.tsx';

/** Below the IMPACT home's tiles: what "overdue" means and the area's other pages. */
export default function HomePanel({ heading }: DashboardPanelProps) {
  return (
    <Paper component="section" variant="outlined" aria-label="More in IMPACT" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component={heading} gutterBottom>
        More in IMPACT
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Overdue: the firm deadline has passed and the response is not started or in progress. Each tile opens the
        initiatives it counts; the list exports them (CSV, Excel). An initiative’s page links to its log.
      </Typography>
      <Typography variant="body2">
        <PageLink to={pathTo('ImpactAbout')}>About IMPACT</PageLink> ·{' '}
        <PageLink to={pathTo('ImpactInitiatives')}>All initiatives</PageLink> ·{' '}
        <PageLink to={pathTo('ReportingmiItems')}>Reporting MI items</PageLink> ·{' '}
        <PageLink to={pathTo('ReportingmiEmails')}>Reporting MI e-mails</PageLink>
      </Typography>
    </Paper>
  );
}
