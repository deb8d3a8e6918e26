import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Button,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { contentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { downloadText } from '../../../components/charts/download.ts';
import { tableCsv } from '../../../components/charts/chart-table.ts';
import { formatDate } from '../../../content/fields/format.ts';
import type { DashboardPanelProps } from '../../../dashboard/dashboard-panels.ts';
import { getCoverage, type Coverage } from '../../chain-api.ts';
import { QueryStates } from '../../QueryStates.tsx';
import {
  coverageCsvRows,
  coverageListUrl,
  metShare,
  stagesOf,
  workspaceUrl,
  type CoverageFigure,
} from './coverage-links.ts';

const OBLIGATION = contentType('obligation');
const STAGE_ORDER = OBLIGATION.workflow?.stages.map((stage) => stage.name) ?? [];
const stageLabel = (name: string) => OBLIGATION.workflow?.stages.find((stage) => stage.name === name)?.label ?? name;

/** A number that opens the obligations behind it; 0 stays plain text (an empty list says nothing more). */
function Figure({ value, to, label }: { value: number; to: string; label: string }) {
  if (!value) return <>0</>;
  return (
    <MuiLink component={Link} to={to} underline="always" aria-label={`${value.toLocaleString('en')} ${label}`}>
      {value.toLocaleString('en')}
    </MuiLink>
  );
}

/** The share of applicable obligations met, as a bar and a percentage. */
function MetBar({ met, unmet }: { met: number; unmet: number }) {
  const share = metShare({ met, unmet });
  if (share === null)
    return (
      <Typography variant="body2" color="text.secondary">
        –
      </Typography>
    );
  const percent = Math.round(share * 100);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 120 }}>
      {/* A share, not a task under way: a plain bar (a progressbar would tell assistive tech and tests "loading"). */}
      <Box aria-hidden sx={{ flex: 1, height: 8, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box
          sx={{
            width: `${percent}%`,
            height: '100%',
            bgcolor: percent === 100 ? 'success.main' : percent >= 50 ? 'primary.main' : 'warning.main',
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ minWidth: '4ch', textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Stack>
  );
}

/** The figures of one row (a regulation, or the totals with regulation null), each opening its obligations. */
function Figures({
  row,
  regulation,
  stages,
}: {
  row: Coverage['totals'];
  regulation: string | null;
  stages: string[];
}) {
  const link = (figure: CoverageFigure) => coverageListUrl(regulation, figure);
  return (
    <>
      <TableCell align="right">{row.requirements.toLocaleString('en')}</TableCell>
      <TableCell align="right">
        <Figure value={row.obligations} to={link({ kind: 'all' })} label="obligations" />
      </TableCell>
      {stages.map((stage) => (
        <TableCell key={stage} align="right">
          <Figure
            value={row.byStage[stage] ?? 0}
            to={link({ kind: 'stage', stage })}
            label={`obligations at ${stageLabel(stage)}`}
          />
        </TableCell>
      ))}
      <TableCell>
        <MetBar met={row.met} unmet={row.unmet} />
      </TableCell>
      <TableCell align="right">
        <Figure value={row.unmet} to={link({ kind: 'unmet' })} label="obligations no control meets" />
      </TableCell>
      <TableCell align="right">
        <Figure value={row.notApplicable} to={link({ kind: 'notApplicable' })} label="obligations not applicable" />
      </TableCell>
      <TableCell align="right">
        <Figure value={row.flaggedObligations} to={link({ kind: 'flagged' })} label="obligations flagged for review" />
        {row.flaggedControls > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            (+{row.flaggedControls} control{row.flaggedControls === 1 ? '' : 's'})
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        <Figure value={row.waiting} to={link({ kind: 'waiting' })} label="obligations waiting for approval" />
      </TableCell>
    </>
  );
}

/** "Coverage by regulation" below the obligations dashboard: each regulation's obligations and how far they are met. */
export default function CoveragePanel({ heading }: DashboardPanelProps) {
  const id = useId();
  const coverage = useQuery({
    queryKey: ['regdecomp', 'coverage'],
    queryFn: ({ signal }) => getCoverage(signal),
  });
  const data = coverage.data;
  const stages = data ? stagesOf(data, STAGE_ORDER) : [];
  const title = 'Coverage by regulation';

  const download = () => {
    if (!data) return;
    const rows = coverageCsvRows(
      data,
      stages.map((name) => ({ name, label: stageLabel(name) })),
    );
    const [columns = [], ...body] = rows;
    downloadText(
      tableCsv({ columns, rows: body.map((row) => row.map((value) => ({ value }))) }),
      'coverage-by-regulation.csv',
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography id={`${id}-title`} variant="h6" component={heading}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Applicable obligations met by at least one control of the library; each figure opens its obligations.
          </Typography>
        </Box>
        <Button size="small" startIcon={<FileDownloadOutlined />} disabled={!data} onClick={download}>
          CSV
        </Button>
      </Stack>
      <QueryStates
        query={coverage}
        data={data}
        isEmpty={(answer) => answer.regulations.length === 0}
        denied="Your access does not include the coverage of regulations."
        what="The coverage"
        empty="No regulation has obligations yet."
        height={160}
      >
        {(data) => (
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={`${id}-title`}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Regulation
                  </TableCell>
                  <TableCell align="right">Requirements</TableCell>
                  <TableCell align="right">Obligations</TableCell>
                  {stages.map((stage) => (
                    <TableCell key={stage} align="right">
                      {stageLabel(stage)}
                    </TableCell>
                  ))}
                  <TableCell>Met</TableCell>
                  <TableCell align="right">Unmet</TableCell>
                  <TableCell align="right">Not applicable</TableCell>
                  <TableCell align="right">Flagged</TableCell>
                  <TableCell align="right">Waiting</TableCell>
                  <TableCell>Next due</TableCell>
                  <TableCell>Applies from</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.regulations.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell component="th" scope="row" sx={{ maxWidth: 280 }}>
                      <MuiLink component={Link} to={workspaceUrl(row.id)} underline="hover" title={row.title}>
                        {row.shortName || row.title}
                      </MuiLink>
                    </TableCell>
                    <Figures row={row} regulation={row.id} stages={stages} />
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.nextDue ? formatDate(row.nextDue) : '–'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {row.applicationOn ? formatDate(row.applicationOn) : '–'}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow sx={{ '& > *': { fontWeight: 600 } }}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    Total
                  </TableCell>
                  <Figures row={data.totals} regulation={null} stages={stages} />
                  <TableCell />
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryStates>
    </Paper>
  );
}
