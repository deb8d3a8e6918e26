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
import { formatDate } from '../../../content/fields/format.ts';
import { itemPath } from '../../../content/links.ts';
import type { DashboardPanelProps } from '../../../dashboard/dashboard-panels.ts';
import { workspaceUrl } from './coverage-links.ts';
import { gapsFileUrl, getGaps, type Gaps } from '../../chain-api.ts';
import { QueryStates } from '../../QueryStates.tsx';
import { gapListUrl } from './gap-links.ts';

const OBLIGATION = contentType('obligation');
const stageLabel = (name: string | null) =>
  (name && OBLIGATION.workflow?.stages.find((stage) => stage.name === name)?.label) ?? name ?? '–';
const SHOWN = 20;

/** Counts by one dimension, each opening the gaps it counts. */
function Counts({
  caption,
  rows,
}: {
  caption: string;
  rows: { key: string; label: string; count: number; to: string | null }[];
}) {
  return (
    <Table size="small" sx={{ minWidth: 0 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0', fontWeight: 500 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{caption.replace(/^By /, '').replace(/^./, (c) => c.toUpperCase())}</TableCell>
          <TableCell align="right">Gaps</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} hover>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right">
              {row.to ? (
                <MuiLink component={Link} to={row.to} underline="hover" aria-label={`${row.count} gaps: ${row.label}`}>
                  {row.count.toLocaleString('en')}
                </MuiLink>
              ) : (
                row.count.toLocaleString('en')
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function GapsBody({ data }: { data: Gaps }) {
  const total = data.byRegulation.reduce((sum, row) => sum + row.count, 0);
  if (total === 0 && data.rows.length === 0) {
    return <Typography color="text.secondary">Every applicable obligation is met by a control.</Typography>;
  }
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <Counts
          caption="By regulation"
          rows={data.byRegulation.map((row) => ({
            key: row.id,
            label: row.title,
            count: row.count,
            to: gapListUrl({ regulation: row.id }),
          }))}
        />
        <Counts
          caption="By function"
          rows={data.byFunction.map((row) => ({
            key: row.id ?? 'none',
            label: row.id ? row.title : 'No function named',
            count: row.count,
            // The list cannot filter by "no function": the count stays plain text.
            to: row.id ? gapListUrl({ function: row.id }) : null,
          }))}
        />
      </Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {data.rows.length > SHOWN ? `The first ${SHOWN} of ${data.rows.length.toLocaleString('en')}` : 'All of them'} (
        <MuiLink component={Link} to={gapListUrl()} underline="hover">
          open the list
        </MuiLink>
        )
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Obligation</TableCell>
              <TableCell>Regulation</TableCell>
              <TableCell>Requirement</TableCell>
              <TableCell>Functions</TableCell>
              <TableCell>Stage</TableCell>
              <TableCell>Due</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.slice(0, SHOWN).map((gap) => (
              <TableRow key={gap.id} hover>
                <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
                  <MuiLink component={Link} to={itemPath(OBLIGATION, gap)} underline="hover">
                    {gap.title}
                  </MuiLink>
                </TableCell>
                <TableCell>
                  <MuiLink component={Link} to={workspaceUrl(gap.regulation.id)} underline="hover">
                    {gap.regulation.title}
                  </MuiLink>
                </TableCell>
                <TableCell>{gap.requirement?.reference ?? '–'}</TableCell>
                <TableCell>{gap.functions.map((one) => one.title).join(', ') || '–'}</TableCell>
                <TableCell>{stageLabel(gap.stage)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{gap.dueOn ? formatDate(gap.dueOn) : '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** "Gaps: obligations no control meets", below Controls' dashboard: counts, the first rows, and the files. */
export default function GapsPanel({ heading }: DashboardPanelProps) {
  const id = useId();
  const gaps = useQuery({ queryKey: ['regdecomp', 'gaps', {}], queryFn: ({ signal }) => getGaps({}, signal) });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography id={`${id}-title`} variant="h6" component={heading}>
            Gaps: obligations no control meets
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Applicable obligations that no control of the library meets yet.
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5}>
          <Button size="small" startIcon={<FileDownloadOutlined />} href={gapsFileUrl('csv', {})} download>
            CSV
          </Button>
          <Button size="small" startIcon={<FileDownloadOutlined />} href={gapsFileUrl('xlsx', {})} download>
            Excel
          </Button>
        </Stack>
      </Stack>
      <QueryStates
        query={gaps}
        data={gaps.data}
        denied="Your access does not include obligations."
        what="The gaps"
        height={160}
      >
        {(data) => <GapsBody data={data} />}
      </QueryStates>
    </Paper>
  );
}
