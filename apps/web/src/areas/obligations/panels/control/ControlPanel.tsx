import Add from '@mui/icons-material/Add';
import AttachFile from '@mui/icons-material/AttachFile';
import LinkIcon from '@mui/icons-material/Link';
import {
  AlertTitle,
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
import { Alert } from '../../../../components/Alert.tsx';
import { can } from '@rh/core';
import { contentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ItemPanelProps } from '../../../../content/detail/panels.ts';
import { stageLabel } from '../../../../content/detail/detail-model.ts';
import { displayText, formatDate } from '../../../../content/fields/format.ts';
import { itemPath } from '../../../../content/links.ts';
import { useSession } from '../../../../session/useSession.ts';
import { getControlChain, type EvidenceRef } from '../../../chain-api.ts';
import { ReviewBanner } from '../ReviewBanner.tsx';
import { chainKey } from './chain-key.ts';
import { EvidenceDialog } from './EvidenceDialog.tsx';
import { testState } from './test-state.ts';

const OBLIGATION = contentType('obligation');
const REGULATION = contentType('regulation');
const RISK = contentType('risk');
const EVIDENCE = contentType('evidence');
const CONTROL = contentType('control');
const KIND = EVIDENCE.fields.find((field) => field.name === 'evidenceType')!;
const TEST = CONTROL.fields.find((field) => field.name === 'testStatus')!;

function hostOf(link: string): string {
  try {
    return new URL(link).host || link;
  } catch {
    return link;
  }
}

function EvidenceSource({ evidence }: { evidence: EvidenceRef }) {
  if (evidence.file) {
    return (
      <MuiLink
        href={evidence.file.url}
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}
        title={evidence.file.name}
      >
        <AttachFile fontSize="small" aria-hidden />
        {evidence.file.name}
      </MuiLink>
    );
  }
  if (evidence.link) {
    return (
      <MuiLink
        href={evidence.link}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}
      >
        <LinkIcon fontSize="small" aria-hidden />
        {hostOf(evidence.link)}
      </MuiLink>
    );
  }
  return <Typography color="text.secondary">—</Typography>;
}

/**
 * A control's place in the chain: its review banner, its last test (a warning when never tested or tested over a
 * year ago), the regulations and obligations it serves (the reverse chain), its risks and its evidence, newest first,
 * with "Add evidence" for those who may add it.
 */
export function ControlPanel({ item }: ItemPanelProps) {
  const { state } = useSession();
  const chain = useQuery({ queryKey: chainKey(item.id), queryFn: ({ signal }) => getControlChain(item.id, signal) });
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const test = testState(item.data.testStatus, item.data.lastTestedOn);
  const canAdd = can(state.roles, EVIDENCE.resource, 'create');
  const evidence = [...(chain.data?.evidence ?? [])].sort((a, b) => b.collectedOn.localeCompare(a.collectedOn));

  return (
    <>
      <ReviewBanner itemId={item.id} type={item.type} />
      <Alert severity={test.severity} sx={{ mb: 2 }} component="section" aria-label="Testing">
        <AlertTitle>
          {typeof item.data.testStatus === 'string' ? displayText(TEST, item.data.testStatus) : 'No test result'}
          {typeof item.data.lastTestedOn === 'string' ? ` · last tested ${formatDate(item.data.lastTestedOn)}` : ''}
        </AlertTitle>
        {test.text}
      </Alert>
      <Paper variant="outlined" component="section" aria-labelledby="serves-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography id="serves-title" variant="h6" component="h2" gutterBottom>
          What it serves
        </Typography>
        {chain.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : chain.isError ? (
          <Alert severity="error">The chain could not be loaded. {chain.error.message}</Alert>
        ) : (
          <Stack spacing={2}>
            {chain.data.regulations.length === 0 ? (
              <Typography color="text.secondary">
                No obligation is met by this control yet: link it from an obligation’s page or the workspace.
              </Typography>
            ) : (
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Regulations">
                {chain.data.regulations.map((regulation) => (
                  <Chip
                    key={regulation.id}
                    component={Link}
                    to={itemPath(REGULATION, regulation)}
                    clickable
                    variant="outlined"
                    label={`${regulation.shortName || regulation.title} · ${regulation.count} obligation${regulation.count === 1 ? '' : 's'}`}
                  />
                ))}
              </Stack>
            )}
            {chain.data.obligations.length > 0 && (
              <TableContainer>
                <Table size="small" aria-label="Obligations it meets">
                  <TableHead>
                    <TableRow>
                      <TableCell>Obligation</TableCell>
                      <TableCell>Provision</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Regulation</TableCell>
                      <TableCell>Stage</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {chain.data.obligations.map((obligation) => (
                      <TableRow key={obligation.id} hover>
                        <TableCell>
                          <MuiLink component={Link} to={itemPath(OBLIGATION, obligation)}>
                            {obligation.title}
                          </MuiLink>
                        </TableCell>
                        <TableCell>{obligation.requirement?.reference ?? '—'}</TableCell>
                        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                          {obligation.regulation.shortName || obligation.regulation.title}
                        </TableCell>
                        <TableCell>{stageLabel(OBLIGATION, obligation.stage) ?? '—'}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                Risks it mitigates
              </Typography>
              {chain.data.risks.length === 0 ? (
                <Typography color="text.secondary" variant="body2">
                  None recorded.
                </Typography>
              ) : (
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {chain.data.risks.map((risk) => (
                    <Chip
                      key={risk.id}
                      size="small"
                      component={Link}
                      to={itemPath(RISK, risk)}
                      clickable
                      label={risk.code ? `${risk.code} · ${risk.title}` : risk.title}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          </Stack>
        )}
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="evidence-title"
        sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="evidence-title" variant="h6" component="h2">
            Evidence{chain.data ? ` (${chain.data.evidence.length})` : ''}
          </Typography>
          {canAdd && (
            <Button variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>
              Add evidence
            </Button>
          )}
        </Stack>
        {added && (
          <Alert severity="success" role="status" sx={{ mb: 1 }} onClose={() => setAdded(false)}>
            Evidence added.
          </Alert>
        )}
        {chain.isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : chain.isError ? null : evidence.length === 0 ? (
          <Typography color="text.secondary">No evidence yet: nothing shows this control works.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Evidence, newest first">
              <TableHead>
                <TableRow>
                  <TableCell>Dated</TableCell>
                  <TableCell>Title</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Kind</TableCell>
                  <TableCell>File or link</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {evidence.map((entry) => (
                  <TableRow key={entry.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.collectedOn)}</TableCell>
                    <TableCell>
                      <MuiLink component={Link} to={itemPath(EVIDENCE, entry)}>
                        {entry.title}
                      </MuiLink>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {entry.evidenceType ? displayText(KIND, entry.evidenceType) : '—'}
                    </TableCell>
                    <TableCell sx={{ maxWidth: { xs: 140, sm: 280 }, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      <EvidenceSource evidence={entry} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      {canAdd && (
        <EvidenceDialog
          controlId={item.id}
          open={adding}
          onClose={(done) => {
            setAdding(false);
            setAdded(done);
          }}
        />
      )}
    </>
  );
}
