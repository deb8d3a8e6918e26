import { Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { config } from '../config.ts';

const TOPICS = [
  {
    title: 'Access and accounts',
    text: 'Missing an area, a role that needs changing, or an account to set up or close: ask your administrator or the service desk.',
  },
  {
    title: 'Content questions',
    text: 'Something in a news item, an insight or an obligation looks wrong or out of date: tell the content team, naming the page address.',
  },
  {
    title: 'Technical problems',
    text: 'Pages that fail to load, sign-in trouble or connection errors: contact the service desk with the time it happened and what you were doing.',
  },
];

/** How to reach the people behind the service (public page, spec §2). */
export default function ContactPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <title>{`Contact · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Contact
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {config.brand} is run for your organisation&apos;s compliance teams. Choose the topic that matches your
        question.
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {TOPICS.map((topic) => (
          <Grid key={topic.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {topic.title}
                </Typography>
                <Typography variant="body2">{topic.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Alert severity="info" variant="outlined">
        The service desk&apos;s e-mail address, telephone number and postal address are set by the organisation that
        runs this installation and have not been filled in here yet.
      </Alert>
    </Container>
  );
}
