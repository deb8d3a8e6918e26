import { Box, Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { useItems } from '../../../content/api/list-items.ts';
import { useDebounced } from '../../../content/useDebounced.ts';
import { pathTo } from '../../../routes/table.ts';
import { choicesFromSearch, choicesToSearch, countParams, policyFields, type DownloadChoices } from './choices.ts';
import { JurisdictionPicker } from './JurisdictionPicker.tsx';
import { OptionChecks } from './OptionChecks.tsx';
import { TEMPLATE_CHOICES } from './templates.ts';
import { WizardStepper } from './WizardStepper.tsx';

/** How many policies the choices select: the policy list's own total for the same filters, said as it changes. */
function MatchCount({ choices }: { choices: DownloadChoices }) {
  const count = useItems('policy', countParams(choices), null);
  const total = count.data?.total;
  return (
    <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
      {count.error
        ? `The count could not be loaded. ${count.error.message}`
        : total
          ? `${total.exact ? '' : 'About '}${total.value.toLocaleString()} ${total.value === 1 ? 'policy matches' : 'policies match'}`
          : 'Counting the matching policies…'}
    </Typography>
  );
}

/** /impact/policies/download/choose-data: step 1 of the download, the policies to put in the file. */
function ChooseDataPage() {
  const [search, setSearch] = useSearchParams();
  const choices = choicesFromSearch(search);
  const update = (change: Partial<DownloadChoices>) =>
    setSearch(choicesToSearch({ ...choicesFromSearch(search), ...change }), { replace: true });

  // The words are typed into a field of their own and reach the address once typing pauses (it trims them).
  const [words, setWords] = useState(choices.q);
  const settledWords = useDebounced(words, 400);
  useEffect(() => {
    if (settledWords.trim() !== choices.q) update({ q: settledWords });
    // Only a pause in typing writes the words; the address changing for another choice must not.
  }, [settledWords]);

  const badRange = Boolean(choices.from && choices.to && choices.from > choices.to);
  const nextQuery = choicesToSearch({ ...choices, q: words }).toString();
  const next = `${pathTo(TEMPLATE_CHOICES.basic.route)}${nextQuery ? `?${nextQuery}` : ''}`;
  const dateField = (bound: 'from' | 'to') => (
    <TextField
      type="date"
      label={bound === 'from' ? 'Effective from' : 'Effective until'}
      value={choices[bound]}
      onChange={(event) => update({ [bound]: event.target.value })}
      error={badRange}
      helperText={bound === 'to' && badRange ? 'Ends before it starts' : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: 1, minWidth: 160 }}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Download: choose data · Climate Policy · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Download climate policies
      </Typography>
      <WizardStepper active={0} />
      <Typography sx={{ mb: 2, maxWidth: '75ch' }}>
        Choose the policies to put in the file. Leave a group empty to take all of it.
      </Typography>
      <Paper variant="outlined" component="form" aria-label="Choose data" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <JurisdictionPicker value={choices.countries} onChange={(countries) => update({ countries })} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            <OptionChecks
              field={policyFields.policyType}
              legend="Instruments"
              value={choices.policyTypes}
              onChange={(policyTypes) => update({ policyTypes })}
            />
            <OptionChecks
              field={policyFields.status}
              legend="Statuses"
              value={choices.statuses}
              onChange={(statuses) => update({ statuses })}
            />
            <OptionChecks
              field={policyFields.sectors}
              value={choices.sectors}
              onChange={(sectors) => update({ sectors })}
            />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label="Effective dates">
            {dateField('from')}
            {dateField('to')}
          </Stack>
          <TextField
            label="Words in the title or summary (optional)"
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
        </Stack>
      </Paper>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          // The count and Next stay in sight while the choices scroll by (a long column on a phone).
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          mt: 2,
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <MatchCount choices={choices} />
        <Button variant="contained" component={Link} to={next} disabled={badRange}>
          Next: choose a template
        </Button>
      </Stack>
      {badRange && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          The effective dates end before they start: no policy can match.
        </Alert>
      )}
    </Container>
  );
}

export default withQueries(ChooseDataPage);
