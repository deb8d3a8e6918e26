import { Container, Paper, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import type { ImportView } from './api/types.ts';
import { ImportFlow, ImportStepper } from './ImportFlow.tsx';
import { UPLOAD } from './import-format.ts';
import { RecentImports } from './RecentImports.tsx';
import { UploadStep } from './UploadStep.tsx';

/** The address's parameter naming the open import: a reload, a link or the back button reopen it. */
const PARAM = 'import';

/**
 * `/apps/import` (the `appimporting` right): a CSV or XLSX file becomes items of a content type in four steps —
 * upload, map columns, preview and check every row (a dry run), import as a background job — with the recent
 * imports below, each reopening its step.
 */
function ImportPage() {
  const [search, setSearch] = useSearchParams();
  const id = search.get(PARAM);
  const open = (view: ImportView) => setSearch({ [PARAM]: view.id });
  const handleNew = () => setSearch({});

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Import · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Import
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '75ch' }}>
        Bring a spreadsheet into the platform: each row becomes an item, checked by the same rules as the forms. Choose
        a key field to import the same file again later: matching rows then update their items instead of duplicating
        them.
      </Typography>
      {id ? (
        <ImportFlow key={id} id={id} onNew={handleNew} />
      ) : (
        <>
          <ImportStepper active={UPLOAD} onStep={() => {}} />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <UploadStep onUploaded={open} />
          </Paper>
        </>
      )}
      <RecentImports current={id} />
    </Container>
  );
}

export default withQueries(ImportPage);
