import {
  Box,
  Button,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link as MuiLink,
  Paper,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import Download from '@mui/icons-material/Download';
import { DownloadButton } from '../../../api/DownloadButton.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { pathTo } from '../../../routes/table.ts';
import { useRouteName } from '../../../routes/useRouteName.ts';
import { isDenied } from '../../QueryStates.tsx';
import { EXPORT_TEMPLATES, policyExportPath, type ExportTemplate } from '../api.ts';
import { choicesFromSearch, choicesToSearch, describeChoices } from './choices.ts';
import { ExportPreview } from './ExportPreview.tsx';
import { TEMPLATE_CHOICES, templateOfRoute } from './templates.ts';
import { usePolicyExport } from './usePolicyExport.ts';
import { WizardStepper } from './WizardStepper.tsx';

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * /impact/policies/download/choose-template/(basic|grouped|table): step 2 of the download, the file's template,
 * a preview of what the file holds and the two downloads. The choices of step 1 travel in the address.
 */
function ChooseTemplatePage() {
  const template = templateOfRoute(useRouteName());
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const choices = choicesFromSearch(search);
  const query = choicesToSearch(choices).toString();
  const preview = usePolicyExport(template, query);
  const backTo = withQuery(pathTo('PoliciesDownloadChooseData'), query);
  const filters = new URLSearchParams(query);

  const handleTemplate = (next: string) =>
    navigate(withQuery(pathTo(TEMPLATE_CHOICES[next as ExportTemplate].route), query), { replace: true });

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Download: ${TEMPLATE_CHOICES[template].label} · Climate Policy · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Download climate policies
      </Typography>
      <WizardStepper active={1} backTo={backTo} />
      <Box
        sx={{ display: 'grid', gap: 3, mb: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}
      >
        <FormControl>
          <FormLabel id="template-label" sx={{ mb: 1 }}>
            Template
          </FormLabel>
          <RadioGroup aria-labelledby="template-label" value={template} onChange={(_, next) => handleTemplate(next)}>
            {EXPORT_TEMPLATES.map((name) => (
              <FormControlLabel
                key={name}
                value={name}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{TEMPLATE_CHOICES[name].label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {TEMPLATE_CHOICES[name].description}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Paper variant="outlined" component="section" aria-labelledby="choices-heading" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography id="choices-heading" variant="h6" component="h2">
              Your data
            </Typography>
            <MuiLink component={Link} to={backTo} underline="always" aria-label="Change the data">
              Change
            </MuiLink>
          </Stack>
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
            {describeChoices(choices).map((line) => (
              <Box key={line.label}>
                <Typography component="dt" variant="body2">
                  {line.label}
                </Typography>
                <Typography component="dd" variant="body2">
                  {line.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Box>
      <Box component="section" aria-labelledby="preview-heading" sx={{ minWidth: 0 }}>
        <Typography id="preview-heading" variant="h6" component="h2" gutterBottom>
          Preview: {TEMPLATE_CHOICES[template].label}
        </Typography>
        {preview.isPending ? (
          <Skeleton variant="rounded" height={360} />
        ) : preview.error ? (
          <Alert severity={isDenied(preview.error) ? 'info' : 'error'}>
            {isDenied(preview.error)
              ? 'Your access does not include climate policies.'
              : `The preview could not be loaded. ${preview.error.message}`}
          </Alert>
        ) : preview.data.count === 0 ? (
          <Alert
            severity="info"
            action={
              <Button component={Link} to={backTo} color="inherit" size="small">
                Choose other data
              </Button>
            }
          >
            No policy matches these choices, so there is nothing to download.
          </Alert>
        ) : (
          // While another template's preview loads, the last one stays, dimmed and marked busy.
          <Stack
            spacing={2}
            aria-busy={preview.isPlaceholderData}
            sx={{ opacity: preview.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
          >
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {`${preview.data.count.toLocaleString()} ${preview.data.count === 1 ? 'policy' : 'policies'} in the file`}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              {(['xlsx', 'csv'] as const).map((format) => (
                <DownloadButton
                  key={format}
                  variant={format === 'xlsx' ? 'contained' : 'outlined'}
                  startIcon={<Download />}
                  target={{
                    path: policyExportPath(template, format, filters),
                    fileName: `${preview.data.fileName}.${format}`,
                  }}
                >
                  {`Download ${format.toUpperCase()}`}
                </DownloadButton>
              ))}
            </Stack>
            <ExportPreview data={preview.data} />
          </Stack>
        )}
      </Box>
    </Container>
  );
}

export default withQueries(ChooseTemplatePage);
