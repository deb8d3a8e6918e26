import { Box, Card, CardActionArea, Container, Grid, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { can } from '@rh/core';
import { contentType } from '@rh/core/content';
import { Link } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { isAggregateError, useAggregate, type AggregateQuery } from '../../content/api/aggregate.ts';
import { listPath } from '../../content/links.ts';
import { useSession } from '../../session/useSession.ts';
import { pathTo } from '../../routes/table.ts';
import { figureFilters } from './dashboard/coverage-links.ts';

interface Count {
  id: string;
  type: string;
  label: string;
  help: string;
  /** The list's filters, as the list and the aggregate API take them (a field may repeat: stage=a&stage=b). */
  filters?: readonly [string, string][];
}

/** What the area holds, counted live: each a link to the list it counts. */
const COUNTS: readonly Count[] = [
  { id: 'regulations', type: 'regulation', label: 'Regulations', help: 'Laws, rules and standards followed' },
  { id: 'requirements', type: 'requirement', label: 'Requirements', help: 'Articles and paragraphs, as written' },
  { id: 'obligations', type: 'obligation', label: 'Obligations', help: 'Duties drawn from them' },
  {
    id: 'gaps',
    type: 'obligation',
    label: 'Met by no control',
    help: 'Obligations with no control yet',
    // What the dashboard's "unmet" counts: applicable, live obligations with no control.
    filters: figureFilters({ kind: 'unmet' }),
  },
  {
    id: 'flagged',
    type: 'obligation',
    label: 'Flagged for review',
    help: 'Obligations something above them changed',
    filters: [['review', 'flagged']],
  },
  { id: 'controls', type: 'control', label: 'Controls', help: 'What the firm does to meet them' },
  { id: 'evidence', type: 'evidence', label: 'Evidence', help: 'What shows a control works' },
  { id: 'entities', type: 'entitytype', label: 'Entity types', help: 'Firms obligations apply to' },
  { id: 'functions', type: 'businessfunction', label: 'Business functions', help: 'Who carries them' },
];

/** Filters as the aggregate API takes them: field → its values. */
function asRecord(filters: readonly [string, string][]): Record<string, string[]> {
  const record: Record<string, string[]> = {};
  for (const [param, value] of filters) (record[param] ??= []).push(value);
  return record;
}

function listWith(count: Count): string | null {
  const path = listPath(contentType(count.type));
  return path && count.filters ? `${path}?${new URLSearchParams([...count.filters])}` : path;
}

/** /regdecomp/about: what the obligations area holds, live, and what it is for. */
function AboutPage() {
  const { state } = useSession();
  const shown = COUNTS.filter((count) => can(state.roles, contentType(count.type).resource, 'read'));
  const queries: AggregateQuery[] = shown.map((count) => ({
    id: count.id,
    type: count.type,
    ...(count.filters ? { filters: asRecord(count.filters) } : {}),
  }));
  const counts = useAggregate(queries);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`About · Obligations · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        About obligations
      </Typography>
      <Typography sx={{ maxWidth: '75ch', mb: 3 }}>
        This area traces each regulation down to what shows the firm complies: the regulation’s text is cut into
        requirements (articles, paragraphs), each requirement into obligations (one duty each, in plain words, citing
        the passage it comes from), each obligation is met by controls, and each control is backed by evidence. Every
        link can be followed both ways, and every change is kept in the{' '}
        <MuiLink component={Link} to={pathTo('RegdecompJournal')}>
          journal
        </MuiLink>
        .
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        What it holds now
      </Typography>
      {counts.isError && <Alert severity="error">The counts could not be loaded. {counts.error.message}</Alert>}
      <Grid
        container
        spacing={2}
        sx={{ mb: 4 }}
        component="ul"
        aria-label="Counts"
        style={{ padding: 0, listStyle: 'none' }}
      >
        {shown.map((count) => {
          const result = counts.data?.results[count.id];
          const path = listWith(count);
          const value = result && !isAggregateError(result) ? result.total.toLocaleString() : null;
          const body = (
            <Box sx={{ p: 2 }}>
              <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {counts.isPending ? <Skeleton width={60} /> : (value ?? '—')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{count.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {count.help}
              </Typography>
            </Box>
          );
          return (
            <Grid key={count.id} size={{ xs: 6, sm: 4, md: 3 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                {path ? (
                  <CardActionArea component={Link} to={path} sx={{ height: '100%' }}>
                    {body}
                  </CardActionArea>
                ) : (
                  body
                )}
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <Typography variant="h6" component="h2" gutterBottom>
        Who does what
      </Typography>
      <Box component="ul" sx={{ maxWidth: '75ch', pl: 2.5, mt: 0 }}>
        <li>
          <Typography>
            Analysts decompose regulations in the workspace and map obligations to entity types, functions and controls;
            approvers publish obligations through their workflow.
          </Typography>
        </li>
        <li>
          <Typography>
            Control owners keep test results and evidence on each control’s page; the statement of applicability on a
            regulation’s page gathers it for auditors.
          </Typography>
        </li>
        <li>
          <Typography>
            When a regulation changes, is amended, or a news item is marked as changing it, the obligations below it and
            the controls meeting them are flagged until someone confirms or edits them.
          </Typography>
        </li>
      </Box>
      <Typography sx={{ mt: 2 }}>
        Step by step:{' '}
        <MuiLink component={Link} to={pathTo('RegdecompStatic')}>
          the guide
        </MuiLink>
        .
      </Typography>
    </Container>
  );
}

export default withQueries(AboutPage);
