import { Box, Container, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { config } from '../../config.ts';
import { pathTo } from '../../routes/table.ts';
import { INSTRUMENTS, STATUSES } from './policy-data.ts';
import { PageHeading, PageLink, paths, StatusChip } from './PolicyBits.tsx';

/** What each instrument covers, by its key in the policy declaration. */
const INSTRUMENT_TEXT: Readonly<Record<string, string>> = {
  'carbon-pricing': 'A price on emissions: a carbon tax, an emissions trading system or a border adjustment.',
  disclosure: 'Rules that make companies or investors report on climate risks, emissions or targets.',
  taxonomy: 'A classification of which activities count as sustainable, used by disclosures and green labels.',
  'transition-plans': 'Requirements to publish and follow a plan to reach net zero.',
  'emission-standards': 'Limits on emissions of products, vehicles, buildings or plants.',
  subsidy: 'Public money or tax relief for low-carbon investment.',
  strategy: 'A national plan or target (a net-zero law, a long-term strategy) that other measures follow.',
  other: 'Anything else that shapes climate policy.',
};

const STATUS_TEXT: Readonly<Record<string, string>> = {
  proposed: 'Announced or tabled, not yet open to comment or adopted.',
  consultation: 'Open to comment, or closed and awaiting a decision.',
  adopted: 'Passed or published, but not yet applying.',
  'in-force': 'Applying now.',
  withdrawn: 'Dropped, repealed or replaced.',
};

function Section({
  id,
  title,
  to,
  link,
  children,
}: {
  id: string;
  title: string;
  to: string;
  link: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
      <Typography sx={{ mt: 1 }}>
        <PageLink to={to}>{link}</PageLink>
      </Typography>
    </Paper>
  );
}

/** `/impact/policies/help`: how to read and use the Climate Policy dashboard, each section linking to its screen. */
export default function HelpPage() {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`Help · Climate Policy · ${config.brand}`}</title>
      <PageHeading
        overline="Climate Policy"
        title="How to read and use the dashboard"
        intro="The Climate Policy dashboard tracks the climate policies of each jurisdiction — countries, the European Union and international bodies — by instrument and status, with the initiatives under them and the documents that set them out."
      />
      <Stack spacing={2}>
        <Section
          id="help-instruments"
          title="Instruments"
          to={pathTo('PoliciesTable')}
          link="See every policy in the policy table"
        >
          <Typography>Each policy is filed under one instrument:</Typography>
          <List dense>
            {INSTRUMENTS.map((option) => (
              <ListItem key={option.value} disableGutters>
                <ListItemText primary={option.label} secondary={INSTRUMENT_TEXT[option.value]} />
              </ListItem>
            ))}
          </List>
        </Section>
        <Section
          id="help-statuses"
          title="Statuses"
          to={pathTo('PoliciesHome')}
          link="See what takes effect next on Home"
        >
          <Typography>Every policy and initiative has one status; the chip always says it in words.</Typography>
          <List dense>
            {STATUSES.map((option) => (
              <ListItem key={option.value} disableGutters sx={{ gap: 1.5 }}>
                <Box sx={{ minWidth: 110 }}>
                  <StatusChip status={option.value} />
                </Box>
                <ListItemText primary={STATUS_TEXT[option.value]} />
              </ListItem>
            ))}
          </List>
        </Section>
        <Section
          id="help-map"
          title="The map’s colours"
          to={pathTo('PoliciesDashboard')}
          link="Open the dashboard’s map"
        >
          <Typography>
            On the dashboard, a jurisdiction’s shade grows with its number of policies. On Home and Markets, each
            jurisdiction takes the colour of its most advanced policy (in force, then adopted, consultation, proposed);
            the legend names each colour. Grey: nothing recorded. The European Union and International sit beside the
            map. Every map has a Table button with its numbers and a CSV download, and a click on a jurisdiction opens
            its market.
          </Typography>
        </Section>
        <Section id="help-markets" title="Markets" to={paths.market()} link="Open the markets">
          <Typography>
            A market’s page lists its policies by instrument with their dates and official texts, its climate
            initiatives (open one for its milestones and the policies that include it) and its documents. It links to
            the jurisdiction’s page across every area.
          </Typography>
        </Section>
        <Section id="help-compare" title="Comparing two countries" to={paths.compare()} link="Compare two countries">
          <Typography>
            Choose two jurisdictions: each instrument becomes a row with a column per jurisdiction. A row is marked (an
            icon and a sentence) where only one jurisdiction has the instrument or where their statuses differ; “Show
            only differences” hides the rest and Swap exchanges the columns. The address keeps the choice, so a
            comparison can be shared.
          </Typography>
        </Section>
        <Section id="help-library" title="The library" to={paths.library()} link="Open the library">
          <Typography>
            The documents of the policies — laws, regulations, guidance, consultations, reports — searchable by title
            and summary and filtered by jurisdiction, type, language or instrument. A document opens its text: a stored
            PDF in the viewer, otherwise the official page.
          </Typography>
        </Section>
        <Section
          id="help-download"
          title="Downloading"
          to={pathTo('PoliciesDownloadChooseData')}
          link="Download policies"
        >
          <Typography>
            Two steps: choose the data (jurisdictions, instruments, statuses, dates), then a template — a basic list, a
            list grouped by jurisdiction, or a jurisdiction × instrument table. The file (XLSX or CSV) is previewed
            before you download it, and holds exactly the policies the filters select.
          </Typography>
        </Section>
        <Section
          id="help-sources"
          title="Where the data comes from"
          to={pathTo('PoliciesNews')}
          link="Read the news on climate policy"
        >
          <Typography>
            Editors record each policy from its official text — the link on a policy goes to it — and update it as
            regulators publish. The news on ESG and climate comes from the regulators’ own feeds. In a demonstration
            installation, policies and documents are demo content: real measures where they are public knowledge, with
            illustrative figures and documents marked as such.
          </Typography>
        </Section>
      </Stack>
    </Container>
  );
}
