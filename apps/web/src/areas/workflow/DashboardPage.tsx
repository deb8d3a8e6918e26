import {
  Container,
  Grid,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { Chart } from '../../components/charts/Chart.tsx';
import { formatDate } from '../../content/fields/format.ts';
import { pathTo } from '../../routes/table.ts';
import { QueryStates } from '../QueryStates.tsx';
import { getArticleStats, workflowKeys, type ArticleStats } from './api.ts';
import { authorBars, stageBars, stageDays } from './dashboard-data.ts';
import { boardAt } from './links.ts';
import { PageTop } from './PageTop.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 140 }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2">{label}</Typography>
    </Paper>
  );
}

function Dashboard({ stats }: { stats: ArticleStats }) {
  const navigate = useNavigate();
  const stages = useMemo(() => stageBars(stats), [stats]);
  const authors = useMemo(() => authorBars(stats), [stats]);
  const days = useMemo(() => stageDays(stats), [stats]);
  const waiting = stats.byStage
    .filter((stage) => stats.waitingStages.includes(stage.stage))
    .reduce((sum, stage) => sum + stage.count, 0);
  const published = stats.byStage.find((stage) => stage.stage === 'published')?.count ?? 0;
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Figure value={stats.total} label="insights" />
        <Figure value={waiting} label="waiting in the workflow" />
        <Figure value={published} label="published" />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Part title="By stage">
            <Chart
              kind="bar"
              title="Insights per stage"
              headingLevel="h3"
              names={{ category: 'Stage', value: 'Insights' }}
              data={stages}
              height={260}
              onSelect={(selection) => {
                if (selection.category?.key) void navigate(boardAt(selection.category.key));
              }}
            />
          </Part>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Part title="By author">
            <Chart
              kind="stacked"
              horizontal
              title="Insights per author, by stage"
              headingLevel="h3"
              names={{ category: 'Author', value: 'Insights' }}
              data={authors}
              height={Math.max(220, stats.byAuthor.length * 36 + 80)}
            />
          </Part>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Part title="Time in each stage">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Days an insight spent in a stage before it moved on, from the journal of moves (
              {stats.timeInStage.reduce((sum, stage) => sum + stage.stays, 0)} ended stays).
            </Typography>
            {stats.timeInStage.every((stage) => stage.stays === 0) ? (
              <Typography color="text.secondary">
                No insight has moved on from a stage yet: the times come with the first moves.
              </Typography>
            ) : (
              <Chart
                kind="bar"
                title="Days per stage (median and mean)"
                headingLevel="h3"
                names={{ category: 'Stage', value: 'Days' }}
                data={days}
                height={260}
              />
            )}
          </Part>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Part title="Waiting longest">
            {stats.oldestWaiting.length === 0 ? (
              <Typography color="text.secondary">Nothing waits in the workflow.</Typography>
            ) : (
              <TableContainer>
                <Table size="small">
                  <caption>Insights waiting longest in a stage, oldest first</caption>
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        Insight
                      </TableCell>
                      <TableCell component="th" scope="col">
                        Stage
                      </TableCell>
                      <TableCell component="th" scope="col" align="right">
                        Days
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {stats.oldestWaiting.map((item) => (
                      <TableRow key={item.id}>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          <Link
                            component={RouterLink}
                            to={pathTo('WorkflowArticle', { id: item.id })}
                            underline="always"
                          >
                            {item.title}
                          </Link>
                          <Typography variant="caption" color="text.secondary" component="p">
                            {item.author ?? 'Unknown'} · since {formatDate(item.since.slice(0, 10))}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <Link component={RouterLink} to={boardAt(item.stage)} underline="always">
                            {item.stageLabel}
                          </Link>
                        </TableCell>
                        <TableCell align="right">{item.waitingDays}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Part>
        </Grid>
      </Grid>
    </>
  );
}

/** `/workflow/articles/dashboard`: how the insights move through the editorial workflow (the workflow's people). */
function DashboardPage() {
  const query = useQuery({ queryKey: workflowKeys.stats, queryFn: ({ signal }) => getArticleStats(signal) });
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageTop
        current="WorkflowArticlesDashboard"
        title="Workflow dashboard"
        intro="How many insights are in each stage and whose they are, how long a stage takes, and what has waited longest."
      />
      <QueryStates
        query={query}
        data={query.data}
        denied="Your access does not include the editorial workflow."
        what="The dashboard"
      >
        {(stats) => <Dashboard stats={stats} />}
      </QueryStates>
    </Container>
  );
}

export default withQueries(DashboardPage);
