import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { contentType } from '@rh/core/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { listPath } from '../../content/links.ts';
import { pathTo } from '../../routes/table.ts';
import { gapListUrl } from './dashboard/gap-links.ts';

const obligations = listPath(contentType('obligation')) ?? pathTo('RegdecompObligations');
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

interface Step {
  id: string;
  title: string;
  body: ReactNode;
  links: { label: string; to: string }[];
}

const STEPS: readonly Step[] = [
  {
    id: 'chain',
    title: 'How the chain works',
    body: (
      <>
        A <strong>regulation</strong> holds its official text (a PDF, uploaded on its page). Its articles and paragraphs
        become <strong>requirements</strong>, each with its text as written. From a requirement you draw{' '}
        <strong>obligations</strong>: one duty each, in plain words, citing the passage (its words, page and place in
        the text). An obligation is met by <strong>controls</strong>, and a control is shown to work by{' '}
        <strong>evidence</strong> (a test report, a sample, a link) and its last test result. Each page shows its
        neighbours: an obligation its controls and passage, a control the regulations and obligations it serves.
      </>
    ),
    links: [
      { label: 'Regulations', to: pathTo('RegdecompRegulations') },
      { label: 'Requirements', to: pathTo('RegdecompRequirements') },
    ],
  },
  {
    id: 'decompose',
    title: 'Decompose a regulation in the workspace',
    body: (
      <>
        Open a regulation and choose <em>Open workspace</em>. Its document shows beside its requirements and
        obligations. Select a passage in the text to create a requirement from it, or an obligation citing it; the
        obligation keeps the page and the exact words. An obligation goes through review and approval before it is
        published.
      </>
    ),
    links: [
      { label: 'Pick a regulation', to: pathTo('RegdecompRegulations') },
      { label: 'Documents', to: pathTo('RegdecompPdf') },
    ],
  },
  {
    id: 'map',
    title: 'Map controls to obligations',
    body: (
      <>
        List the obligations met by no control, open one, and type a control’s code or title in <em>Link a control</em>:
        the link is saved at once. Remove one with its unlink button. Entity types and business functions are mapped on
        the obligation’s edit form; each of their pages lists the obligations that apply.
      </>
    ),
    links: [
      { label: 'Obligations with no control', to: gapListUrl() },
      { label: 'Entity types', to: pathTo('RegdecompEntities') },
      { label: 'Business functions', to: pathTo('RegdecompFunctions') },
    ],
  },
  {
    id: 'coverage',
    title: 'Read coverage and gaps',
    body: (
      <>
        The dashboard counts, per regulation, the obligations met by a control, those met by none (gaps) and those not
        applicable, with their workflow stages and the next due date. The gaps list can be narrowed by regulation and
        business function and downloaded as CSV or Excel.
      </>
    ),
    links: [{ label: 'Dashboard', to: pathTo('RegdecompDashboard') }],
  },
  {
    id: 'soa',
    title: 'Export the statement of applicability',
    body: (
      <>
        On a regulation’s page, the statement of applicability lists each obligation with its controls, their status,
        last test and evidence, and whether it applies (with the justification when it does not). Download it as XLSX or
        PDF for an auditor. Mark an obligation not applicable, with why, on its edit form.
      </>
    ),
    links: [{ label: 'Regulations', to: pathTo('RegdecompRegulations') }],
  },
  {
    id: 'review',
    title: 'Handle review flags',
    body: (
      <>
        When a regulation is changed, amended by another, or a news item is marked as a change to it, its obligations
        and the controls meeting them are flagged. A flagged item’s page says since when and why (with the regulation’s
        fields before and after). Edit the item if it must change, or choose <em>Confirm — nothing to change</em>: both
        clear the flag and are kept in the journal.
      </>
    ),
    links: [
      { label: 'Flagged obligations', to: withQuery(obligations, { review: 'flagged' }) },
      { label: 'Journal', to: pathTo('RegdecompJournal') },
    ],
  },
];

/** /regdecomp/static: the analyst's guide to the area, each step linking to its screen. */
function GuidePage() {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`Guide · Obligations · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Guide to obligations
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        From a regulation’s text to the evidence that the firm complies, in six steps.
      </Typography>
      <Box component="nav" aria-label="Steps" sx={{ mb: 3 }}>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {STEPS.map((step) => (
            <li key={step.id}>
              <a href={`#${step.id}`}>{step.title}</a>
            </li>
          ))}
        </Box>
      </Box>
      <Stack spacing={2}>
        {STEPS.map((step, index) => (
          <Paper
            key={step.id}
            variant="outlined"
            component="section"
            aria-labelledby={step.id}
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <Typography id={step.id} variant="h6" component="h2" gutterBottom sx={{ scrollMarginTop: 80 }}>
              {index + 1}. {step.title}
            </Typography>
            <Typography sx={{ mb: 1.5 }}>{step.body}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {step.links.map((link) => (
                <Button key={link.label} size="small" variant="outlined" component={Link} to={link.to}>
                  {link.label}
                </Button>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}

export default withQueries(GuidePage);
