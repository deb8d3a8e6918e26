import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  Container,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { useItem } from '../../../content/api/get-item.ts';
import { useAllItems } from '../../../content/api/list-all-items.ts';
import { contentKeys } from '../../../content/api/keys.ts';
import type { Item } from '../../../content/api/types.ts';
import { updateItem } from '../../../content/api/update-item.ts';
import { itemPathOf } from '../../../content/links.ts';
import { PageSkeleton } from '../../../content/PageSkeleton.tsx';
import { pathTo } from '../../../routes/table.ts';
import { fileRefOf, uploadFile } from '../../chain-api.ts';
import type { FileRef } from '@rh/core/content';
import { PdfViewer } from './PdfViewer.tsx';
import { pdfViewerPath, storedPdf, workspacePath } from './workspace-data.ts';

const UUID = /^[0-9a-f-]{36}$/;

const documentOf = (item: Item | undefined) => item?.data.document as FileRef | null | undefined;
const nameOf = (item: Item) => (item.data.shortName as string | undefined) || item.title;

/** One stored PDF, full width: `?file=<uuid>` or `?regulation=<id>` (that regulation's document). */
function Viewer({ file, regulationId }: { file: string | null; regulationId: string | null }) {
  const regulation = useItem('regulation', regulationId ?? undefined);
  if (file) {
    if (!UUID.test(file)) return <Alert severity="error">“{file}” is not the id of a stored file.</Alert>;
    return <PdfViewer url={`/api/files/${file}`} label="Document" height="80vh" />;
  }
  if (regulation.isPending) return <PageSkeleton />;
  if (regulation.isError) return <Alert severity="error">{regulation.error.message}</Alert>;
  const item = regulation.data;
  const url = storedPdf(documentOf(item));
  const path = itemPathOf('regulation', item);
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {nameOf(item)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {path && (
          <Link component={RouterLink} to={path}>
            The regulation’s page
          </Link>
        )}
        {' · '}
        <Link component={RouterLink} to={workspacePath(item.id)}>
          Its workspace
        </Link>
      </Typography>
      {url ? (
        <PdfViewer url={url} label={`${nameOf(item)}: document`} height="80vh" />
      ) : (
        <Alert severity="info">This regulation has no stored PDF document.</Alert>
      )}
    </>
  );
}

/** The regulations with a stored PDF, and an upload for a chosen regulation (for those who may change one). */
function Documents() {
  const client = useQueryClient();
  const regulations = useAllItems('regulation');
  const [chosen, setChosen] = useState('');
  const all = useMemo(
    () => [...(regulations.data ?? [])].sort((a, b) => nameOf(a).localeCompare(nameOf(b))),
    [regulations.data],
  );
  const withPdf = all.filter((item) => storedPdf(documentOf(item)));
  const updatable = all.filter((item) => item.abilities.update);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const item = all.find((candidate) => candidate.id === chosen);
      if (!item) throw new Error('Choose the regulation the document belongs to.');
      const stored = await uploadFile('regulation', file);
      await updateItem('regulation', { id: item.id, version: item.version, data: { document: fileRefOf(stored) } });
      return item;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.type('regulation') }),
  });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  if (regulations.isPending) return <PageSkeleton />;
  if (regulations.isError) return <Alert severity="error">{regulations.error.message}</Alert>;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby="pdf-documents" sx={{ p: 2 }}>
        <Typography id="pdf-documents" variant="h6" component="h2">
          Regulations with a stored document ({withPdf.length})
        </Typography>
        {withPdf.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No regulation has a stored PDF yet.
          </Typography>
        ) : (
          <List dense>
            {withPdf.map((item) => {
              const document = documentOf(item);
              return (
                <ListItem key={item.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={pdfViewerPath({ regulation: item.id })}>
                        {nameOf(item)}
                      </Link>
                    }
                    secondary={
                      <>
                        {document?.name}
                        {' · '}
                        <Link component={RouterLink} to={workspacePath(item.id)}>
                          Workspace
                        </Link>
                      </>
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
      {updatable.length > 0 && (
        <Paper variant="outlined" component="section" aria-labelledby="pdf-upload" sx={{ p: 2 }}>
          <Typography id="pdf-upload" variant="h6" component="h2" sx={{ mb: 1 }}>
            Upload a regulation’s document
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label="Regulation"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ minWidth: 280 }}
            >
              {updatable.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {nameOf(item)}
                  {storedPdf(documentOf(item)) ? ' (has a PDF)' : ''}
                </MenuItem>
              ))}
            </TextField>
            <Button
              component="label"
              variant="contained"
              startIcon={<UploadFileOutlined />}
              disabled={!chosen}
              loading={upload.isPending}
            >
              Upload PDF
              <input type="file" accept="application/pdf,.pdf" hidden onChange={onFile} />
            </Button>
          </Stack>
          {upload.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {upload.error.message}
            </Alert>
          )}
          {upload.isSuccess && (
            <Alert severity="success" sx={{ mt: 1 }}>
              Stored as {nameOf(upload.data)}’s document.{' '}
              <Link component={RouterLink} to={pdfViewerPath({ regulation: upload.data.id })}>
                Open it
              </Link>
            </Alert>
          )}
        </Paper>
      )}
    </Stack>
  );
}

/** The PDF viewer: one stored document full width, or the list of regulations with one. */
function PdfPage() {
  const [search] = useSearchParams();
  const file = search.get('file');
  const regulation = search.get('regulation');
  const one = Boolean(file || regulation);
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Documents · ${config.brand}`}</title>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          {one ? 'Document' : 'Regulation documents'}
        </Typography>
        <Typography color="text.secondary">
          {one ? (
            <Link component={RouterLink} to={pathTo('RegdecompPdf')}>
              All documents
            </Link>
          ) : (
            'The regulations whose text is stored as a PDF: read and search them here, or decompose them in a workspace.'
          )}
        </Typography>
      </Box>
      {one ? <Viewer file={file} regulationId={file ? null : regulation} /> : <Documents />}
    </Container>
  );
}

export default withQueries(PdfPage);
