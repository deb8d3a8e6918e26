import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { useSession } from '../../../session/useSession.ts';
import { QueryStates } from '../../QueryStates.tsx';
import { useReports } from './api/list-reports.ts';
import type { SavedReport } from './api/types.ts';
import { ReportBuilder } from './ReportBuilder.tsx';
import { reportableTypes } from './report-state.ts';
import { SavedReports } from './SavedReports.tsx';

/**
 * `/apps/reporting` (the `appreporting` right): build a report of a type the user may read — its list's filters,
 * columns, a grouping — preview it, export it, save it and have it e-mailed; the saved reports below.
 */
function ReportingPage() {
  const { state: session } = useSession();
  const types = useMemo(() => reportableTypes(session.roles), [session.roles]);
  const reports = useReports();
  const [open, setOpen] = useState<SavedReport | null>(null);
  // A new builder for each report opened (and a blank one after "New report"): its state starts from it.
  const [builderKey, setBuilderKey] = useState(0);
  const openReport = (report: SavedReport | null) => {
    setOpen(report);
    setBuilderKey((key) => key + 1);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Reporting · ${config.brand}`}</title>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ flexGrow: 1 }}>
          Reporting
        </Typography>
        {open && <Button onClick={() => openReport(null)}>New report</Button>}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        Choose what to report on, filter it as its list does, pick the columns and a grouping, then export it as XLSX,
        CSV or PDF, or save it to run again and have it e-mailed daily or weekly. A report shows what you may read when
        it runs.
      </Typography>
      {types.length === 0 ? (
        <Typography>Your access includes no content to report on.</Typography>
      ) : (
        <ReportBuilder
          key={builderKey}
          types={types}
          report={open}
          emailEnabled={reports.data?.emailEnabled ?? false}
          onSaved={setOpen}
        />
      )}
      <Box component="section" aria-labelledby="saved-reports-heading" sx={{ mt: 4 }}>
        <Typography id="saved-reports-heading" variant="h5" component="h2" gutterBottom>
          Your saved reports
        </Typography>
        <QueryStates
          query={reports}
          data={reports.data?.reports}
          isEmpty={(list) => list.length === 0}
          denied="Your access does not include reporting."
          what="Your reports"
          empty="No report is saved yet."
          height={120}
        >
          {(list) => <SavedReports reports={list} openId={open?.id ?? null} onOpen={openReport} />}
        </QueryStates>
      </Box>
    </Container>
  );
}

export default withQueries(ReportingPage);
