import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { Box, Button, Container, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { pathTo } from '../../../routes/table.ts';
import { MAX_TEST_TEXT, useTestTags } from './api/test-tags.ts';
import { TagTestResultView } from './TagTestResult.tsx';

/** `/test/tag-simple`: paste a text, see what the live auto-tagging rules would give it, and which rule matched. */
function TagTestPage() {
  const test = useTestTags();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = !text.trim()
    ? 'Paste a title, and the text on the lines below it'
    : text.length > MAX_TEST_TEXT
      ? `At most ${MAX_TEST_TEXT.toLocaleString('en')} characters`
      : null;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) test.mutate(text);
  };

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`Tag test · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Tag test
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        See what the enabled{' '}
        <Link component={RouterLink} to={pathTo('AdminAutotags')}>
          auto-tagging rules
        </Link>{' '}
        would give a news item, as they stand now. The first line is read as its title, the rest as its summary and
        content. Nothing is saved.
      </Typography>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-label="Text to test"
        onSubmit={handleSubmit}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <TextField
          fullWidth
          multiline
          minRows={6}
          maxRows={20}
          label="Title and text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={touched && Boolean(problem)}
          helperText={
            touched && problem
              ? problem
              : `${text.length.toLocaleString('en')} of ${MAX_TEST_TEXT.toLocaleString('en')} characters`
          }
        />
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" startIcon={<ScienceOutlined />} loading={test.isPending}>
            Test
          </Button>
          {test.data && (
            <Button
              onClick={() => {
                setText('');
                setTouched(false);
                test.reset();
              }}
            >
              Clear
            </Button>
          )}
        </Stack>
      </Paper>
      {test.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {test.error.message}
        </Alert>
      )}
      {test.data && (
        <Box>
          <TagTestResultView result={test.data} />
        </Box>
      )}
    </Container>
  );
}

export default withQueries(TagTestPage);
