import Download from '@mui/icons-material/Download';
import FindInPage from '@mui/icons-material/FindInPage';
import {
  Box,
  Button,
  Chip,
  Link as MuiLink,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { ItemPanelProps } from '../../../content/detail/panels.ts';
import { stageLabel } from '../../../content/detail/detail-model.ts';
import { displayText, formatDate } from '../../../content/fields/format.ts';
import { itemPath, listPath } from '../../../content/links.ts';
import { getCoverage, getSoa, soaFileUrl, type SoaRow } from '../../chain-api.ts';
import { workspacePath } from './ObligationPanel.tsx';

const OBLIGATION = contentType('obligation');
const CONTROL = contentType('control');
const EVIDENCE = contentType('evidence');
const TEST = CONTROL.fields.find((field) => field.name === 'testStatus')!;

const APPLICABILITY = {
  applicable: { label: 'Applicable', color: 'success' },
  'not-applicable': { label: 'Not applicable', color: 'default' },
} as const;

function Row({ row }: { row: SoaRow }) {
  const controls = row.controls.length ? row.controls : [null];
  return (
    <>
      {controls.map((control, index) => (
        <TableRow key={control?.id ?? 'none'} hover>
          {index === 0 && (
            <TableCell rowSpan={controls.length} sx={{ verticalAlign: 'top', minWidth: 200 }}>
              <MuiLink component={Link} to={itemPath(OBLIGATION, row.obligation)}>
                {row.obligation.title}
              </MuiLink>
              <Typography variant="caption" color="text.secondary" component="div">
                {[row.obligation.reference, stageLabel(OBLIGATION, row.obligation.stage)].filter(Boolean).join(' · ')}
              </Typography>
            </TableCell>
          )}
          <TableCell sx={{ verticalAlign: 'top' }}>
            {control ? (
              <MuiLink component={Link} to={itemPath(CONTROL, control)}>
                {control.code} · {control.title}
              </MuiLink>
            ) : (
              <Typography variant="body2" color={row.applicability === 'applicable' ? 'error' : 'text.secondary'}>
                {row.applicability === 'applicable' ? 'No control: a gap' : '—'}
              </Typography>
            )}
          </TableCell>
          <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
            {control ? (
              <>
                {control.status ?? '—'}
                <Typography variant="caption" color="text.secondary" component="div">
                  {control.testStatus ? displayText(TEST, control.testStatus) : 'No test result'}
                  {control.lastTestedOn ? ` · ${formatDate(control.lastTestedOn)}` : ''}
                </Typography>
              </>
            ) : (
              '—'
            )}
          </TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>
            {control && control.evidence.length ? (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {control.evidence.map((evidence) => (
                  <li key={evidence.id}>
                    <MuiLink component={Link} to={itemPath(EVIDENCE, evidence)}>
                      {evidence.title}
                    </MuiLink>{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {formatDate(evidence.collectedOn)}
                    </Typography>
                  </li>
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {control ? 'None' : '—'}
              </Typography>
            )}
          </TableCell>
          {index === 0 && (
            <TableCell rowSpan={controls.length} sx={{ verticalAlign: 'top', minWidth: 160 }}>
              <Chip
                size="small"
                variant="outlined"
                color={APPLICABILITY[row.applicability].color}
                label={APPLICABILITY[row.applicability].label}
              />
              {row.justification && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {row.justification}
                </Typography>
              )}
            </TableCell>
          )}
        </TableRow>
      ))}
    </>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Obligations and controls under the regulation flagged for review (the coverage's counts), each with its list. */
function ReviewCounts({ regulationId }: { regulationId: string }) {
  const coverage = useQuery({ queryKey: ['regdecomp', 'coverage'], queryFn: ({ signal }) => getCoverage(signal) });
  const row = coverage.data?.regulations.find((candidate) => candidate.id === regulationId);
  if (!row || (row.flaggedObligations === 0 && row.flaggedControls === 0)) return null;
  const obligations = listPath(OBLIGATION);
  const controls = listPath(CONTROL);
  return (
    <Alert severity="warning" sx={{ mb: 2 }} component="section" aria-label="Flagged for review">
      Flagged for review under this regulation:{' '}
      {obligations && row.flaggedObligations > 0 ? (
        <MuiLink
          component={Link}
          to={`${obligations}?${new URLSearchParams({ regulation: regulationId, review: 'flagged' })}`}
          color="inherit"
          sx={{ fontWeight: 600 }}
        >
          {plural(row.flaggedObligations, 'obligation')}
        </MuiLink>
      ) : (
        plural(row.flaggedObligations, 'obligation')
      )}{' '}
      and{' '}
      {controls && row.flaggedControls > 0 ? (
        <MuiLink
          component={Link}
          to={`${controls}?${new URLSearchParams({ review: 'flagged' })}`}
          color="inherit"
          sx={{ fontWeight: 600 }}
        >
          {plural(row.flaggedControls, 'control')}
        </MuiLink>
      ) : (
        plural(row.flaggedControls, 'control')
      )}
      .
    </Alert>
  );
}

/**
 * A regulation's chain: "Open workspace" to decompose it, what is flagged for review under it, and its statement of
 * applicability (each obligation → its controls → their status and test → evidence → applicability), with the XLSX
 * and PDF downloads an auditor takes away.
 */
export function RegulationPanel({ item }: ItemPanelProps) {
  const soa = useQuery({ queryKey: ['regdecomp', 'soa', item.id], queryFn: ({ signal }) => getSoa(item.id, signal) });
  return (
    <>
      <ReviewCounts regulationId={item.id} />
      <Paper variant="outlined" component="section" aria-labelledby="soa-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
        >
          <Typography id="soa-title" variant="h6" component="h2">
            Statement of applicability
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<FindInPage />} component={Link} to={workspacePath(item.id)}>
              Open workspace
            </Button>
            <Button startIcon={<Download />} href={soaFileUrl(item.id, 'xlsx')} download>
              Download XLSX
            </Button>
            <Button startIcon={<Download />} href={soaFileUrl(item.id, 'pdf')} download>
              Download PDF
            </Button>
          </Stack>
        </Stack>
        {soa.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : soa.isError ? (
          <Alert severity="error">The statement could not be loaded. {soa.error.message}</Alert>
        ) : soa.data.rows.length === 0 ? (
          <Typography color="text.secondary">
            No obligation is drawn from this regulation yet: open the workspace to decompose it.
          </Typography>
        ) : (
          <TableContainer sx={{ maxHeight: 640 }}>
            <Table size="small" stickyHeader aria-label="Statement of applicability">
              <TableHead>
                <TableRow>
                  <TableCell>Obligation</TableCell>
                  <TableCell>Controls</TableCell>
                  <TableCell>Status and test</TableCell>
                  <TableCell>Evidence</TableCell>
                  <TableCell>Applicability</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {soa.data.rows.map((row) => (
                  <Fragment key={row.obligation.id}>
                    <Row row={row} />
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {soa.data && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {soa.data.rows.length} obligation{soa.data.rows.length === 1 ? '' : 's'} · as of{' '}
            {new Date(soa.data.generatedAt).toLocaleString()}
          </Typography>
        )}
      </Paper>
    </>
  );
}
