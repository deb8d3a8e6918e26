import { Box, Container, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { config } from '../config.ts';

const SECTIONS = [
  {
    title: 'Terms of use',
    paragraphs: [
      'Access is for people and organisations the operator has authorised. Keep your sign-in details and API keys to yourself; every request is made in the name of the account that signed in.',
      'The content is provided for information. It does not replace legal advice: check the source texts before relying on an item.',
    ],
  },
  {
    title: 'Privacy',
    paragraphs: [
      'To run the service the operator keeps your user name, e-mail address and roles, and a session cookie while you are signed in. External builds keep the organisation’s API key in this browser’s local storage until it is removed on the Settings page.',
      'Page views and selected actions are logged with your user name to understand how the service is used and to investigate problems. They are not sold or shared for advertising.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      'One cookie keeps your session; it cannot be read by scripts. Local storage holds your theme choice, the page to return to after signing in and, in external builds, the API key.',
    ],
  },
];

/** Terms, privacy and cookie notes (public page, spec §2). */
export default function LegalPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <title>{`Legal · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Legal
      </Typography>
      <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
        The operator&apos;s legal name, registered address and data-protection contact are set by the organisation that
        runs this installation and have not been filled in here yet.
      </Alert>
      {SECTIONS.map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {section.title}
          </Typography>
          {section.paragraphs.map((text) => (
            <Typography key={text} sx={{ mb: 1.5, maxWidth: '75ch' }}>
              {text}
            </Typography>
          ))}
        </Box>
      ))}
    </Container>
  );
}
