import {
  Box,
  Container,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { contentType } from '@rh/core/content';
import type { ReactNode } from 'react';
import { config } from '../../config.ts';
import { pathTo } from '../../routes/table.ts';
import { abilitiesOf, IMPACT_ROLES, roleDescription, rolesFor } from './about.ts';
import { PageHeading, PageLink } from './Bits.tsx';

const INITIATIVE = contentType('initiative');
const WORKFLOW = INITIATIVE.workflow!;
const stageLabel = (name: string) => WORKFLOW.stages.find((stage) => stage.name === name)?.label ?? name;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const CONTENT: readonly { route: string; label: string; text: string }[] = [
  {
    route: 'ImpactInitiatives',
    label: 'Initiatives',
    text:
      'Policy and regulatory initiatives per country and domain, with the firm’s response to each: its owner, the ' +
      'firm deadline by which the firm must be ready, and its readiness (not started, in progress, done).',
  },
  {
    route: 'ImpactExperts',
    label: 'Experts',
    text: 'People to ask inside the firm and outside, by country and topic.',
  },
  { route: 'ImpactTopics', label: 'Topics', text: 'The themes initiatives and experts are filed under.' },
  {
    route: 'ReportingmiItems',
    label: 'Reporting MI',
    text:
      'The deliverables of sustainability reporting: who owes what, by when, under which framework and assurance. ' +
      'Their owners get e-mail reminders before the due date and when overdue.',
  },
];

/** `/impact/about`: what IMPACT is for, its content, an initiative's workflow and who can do what. */
export default function AboutPage() {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`About IMPACT · ${config.brand}`}</title>
      <PageHeading
        overline="IMPACT"
        title="About IMPACT"
        intro="IMPACT tracks the initiatives that will change what the firm must do, and the firm’s response to each: who owns it, by when it must be ready, and where it stands. Reporting MI follows the firm’s own reporting deliverables."
      />
      <Stack spacing={2}>
        <Section title="What it holds">
          <Box component="dl" sx={{ m: 0 }}>
            {CONTENT.map((part) => (
              <Box key={part.route} sx={{ mb: 1.5 }}>
                <Typography component="dt" sx={{ fontWeight: 500 }}>
                  <PageLink to={pathTo(part.route)}>{part.label}</PageLink>
                </Typography>
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                  {part.text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
        <Section title="Overdue, and the overview">
          <Typography variant="body2" sx={{ mb: 1 }}>
            An initiative’s response is <strong>overdue</strong> when its firm deadline has passed and its readiness is
            not started or in progress. The <PageLink to={pathTo('ImpactReporting')}>IMPACT overview</PageLink> counts
            them, lists the open responses by firm deadline (overdue first) and breaks initiatives down by owner,
            readiness, status and domain; each tile opens the list, which exports to CSV or Excel.
          </Typography>
          <Typography variant="body2">
            Each initiative has a log: its changes, stage moves and comments, newest first. Reporting MI reminders are
            listed under <PageLink to={pathTo('ReportingmiEmails')}>MI e-mails</PageLink>.
          </Typography>
        </Section>
        <Section title="The workflow of an initiative">
          <Typography variant="body2" sx={{ mb: 1 }}>
            A new initiative starts as <strong>{stageLabel(WORKFLOW.initial)}</strong>; readers see it once it is{' '}
            {WORKFLOW.published.map(stageLabel).join(' or ').toLowerCase()}. Its moves, from the workflow declared in
            the code:
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Moves of an initiative">
              <TableHead>
                <TableRow>
                  <TableCell>Move</TableCell>
                  <TableCell>From</TableCell>
                  <TableCell>To</TableCell>
                  <TableCell>Who</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {WORKFLOW.transitions.map((transition) => (
                  <TableRow key={transition.name}>
                    <TableCell>{transition.label}</TableCell>
                    <TableCell>{transition.from.map(stageLabel).join(', ')}</TableCell>
                    <TableCell>{stageLabel(transition.to)}</TableCell>
                    <TableCell>
                      {rolesFor(transition.resource).join(', ')}
                      {transition.notByAuthor ? ' (not the author)' : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Section>
        <Section title="Who can do what">
          <Box component="dl" sx={{ m: 0 }}>
            {IMPACT_ROLES.map((role) => (
              <Box key={role} sx={{ mb: 1.5 }}>
                <Typography component="dt" sx={{ fontWeight: 500 }}>
                  <code>{role}</code> — {roleDescription(role)}
                </Typography>
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                  May {abilitiesOf(role).join('; ') || 'nothing in IMPACT by itself'}.
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            Roles come from the groups of the organisation’s identity provider; an administrator assigns them.
          </Typography>
        </Section>
      </Stack>
    </Container>
  );
}
