import { Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { config, isFullBuild } from '../config.ts';
import { pathTo } from '../routes/table.ts';

interface Area {
  name: string;
  summary: string;
  /** Only the staff build has it (spec §2 shell). */
  fullOnly?: boolean;
}

/** The areas of spec §1, in its order, in words for someone opening the product for the first time. */
const AREAS: readonly Area[] = [
  {
    name: 'Horizon',
    summary:
      'Regulatory horizon scanning: news, events, insights, signals and a snapshot of what is changing, organised ' +
      'by sources, topics, tags and types.',
  },
  { name: 'Obligations', summary: 'Regulations broken down into the obligations and requirements they impose.' },
  { name: 'AI Regulatory Radar', summary: 'Rules and initiatives on artificial intelligence, by country.' },
  { name: 'Climate Policy and Regulatory Dashboard', summary: 'Climate policies and initiatives, by market.' },
  { name: 'Commodities', summary: 'Initiatives, obligations and news concerning commodity markets.' },
  { name: 'Controls', summary: 'Controls, how they map to risks, and related insights.' },
  { name: 'ESG Tax Dashboard', summary: 'Environmental and sustainability-related tax measures, by country.' },
  { name: 'Market Abuse Insights (MAR)', summary: 'Market-abuse cases, risks and insights.' },
  { name: 'ESG', summary: 'ESG metrics, data elements and reporting frameworks.', fullOnly: true },
  { name: 'IMPACT', summary: 'Regulatory initiatives and the experts who follow them.', fullOnly: true },
  { name: 'FAQs', summary: 'Answers to recurring regulatory questions, by theme.', fullOnly: true },
  { name: 'Apps', summary: 'Tools for importing data and for reporting.', fullOnly: true },
  { name: 'Admin', summary: 'Sources, tags, users, accounts and settings, for administrators.', fullOnly: true },
];

/** What the product does, for a new user; also the footer's "Documentation". */
export default function StartPage() {
  const areas = AREAS.filter((area) => !area.fullOnly || isFullBuild());
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <title>{`Getting started · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Getting started with {config.brand}
      </Typography>
      <Typography sx={{ mb: 1, maxWidth: '75ch' }}>
        {config.brand} is a regulatory-intelligence and compliance content platform. It gathers regulatory and
        sustainability content, obligations, risks, controls and initiatives so that compliance teams can follow what
        changes and what it means for them.
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: '75ch' }}>
        Open the menu at the top left to move between areas. You see the areas your role gives you access to; if one you
        need is missing, ask your administrator.
      </Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        The areas
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {areas.map((area) => (
          <Grid key={area.name} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h3" gutterBottom>
                  {area.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {area.summary}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={2}>
        <Button component={Link} to={pathTo('Home')} variant="contained">
          Go to Home
        </Button>
        <Button component={Link} to={pathTo('Contact')}>
          Contact us
        </Button>
      </Stack>
    </Container>
  );
}
