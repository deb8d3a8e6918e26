import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DownloadButton } from '../../../api/DownloadButton.tsx';
import { api } from '../../../api/request.ts';
import type { ListPanelProps } from '../../../content/list/list-panels.ts';

type Verdict = 'new' | 'exists' | 'duplicate' | 'refused';
interface OpmlPreview {
  feeds: { title: string; xmlUrl: string; htmlUrl: string | null; verdict: Verdict; reason: string | null }[];
  counts: Record<Verdict, number>;
}

const VERDICTS: Record<Verdict, { label: string; color: 'success' | 'default' | 'error' }> = {
  new: { label: 'New', color: 'success' },
  exists: { label: 'Already a source', color: 'default' },
  duplicate: { label: 'Listed twice', color: 'default' },
  refused: { label: 'Refused', color: 'error' },
};

/** "3 new, 60 already sources, 1 refused". */
function summaryOf(counts: Record<Verdict, number>): string {
  const parts = [
    `${counts.new} new`,
    counts.exists && `${counts.exists} already ${counts.exists === 1 ? 'a source' : 'sources'}`,
    counts.duplicate && `${counts.duplicate} listed twice`,
    counts.refused && `${counts.refused} refused (not fetched: private or unsafe addresses)`,
  ];
  return `Feeds in the file: ${parts.filter(Boolean).join(', ')}.`;
}

/** The largest file read (the server's cap). */
const MAX_CHARS = 1_000_000;

/**
 * Sources for and from feed readers, above the Sources list: "Import OPML" (a file, then what would become of each
 * feed, then create the new ones) for those who may add sources, and "Export OPML" of the feeds they may read.
 */
export function OpmlPanel({ canChange }: ListPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const client = useQueryClient();
  const preview = useMutation({
    mutationFn: (opml: string) => api.post<OpmlPreview>('cosmos', '/sources/opml/preview', { body: { opml } }),
  });
  const create = useMutation({
    mutationFn: (opml: string) =>
      api.post<{ created: { id: string; name: string }[] }>('cosmos', '/sources/opml/import', { body: { opml } }),
    onSuccess: () => client.invalidateQueries(),
  });

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setTooLarge(false);
    create.reset();
    const text = await chosen.text();
    if (text.length > MAX_CHARS) {
      setTooLarge(true);
      return;
    }
    setFile({ name: chosen.name, text });
    preview.mutate(text);
  };
  const close = () => {
    setFile(null);
    preview.reset();
    create.reset();
    if (input.current) input.current.value = '';
  };

  const fresh = preview.data?.counts.new ?? 0;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
      {canChange && (
        <>
          <input
            ref={input}
            type="file"
            accept=".opml,.xml,text/x-opml,application/xml,text/xml"
            hidden
            aria-label="OPML file"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => input.current?.click()}>
            Import OPML
          </Button>
        </>
      )}
      <DownloadButton variant="outlined" target={{ path: '/sources/opml', fileName: 'sources.opml' }}>
        Export OPML
      </DownloadButton>
      {tooLarge && <Alert severity="error">The file is too large (1 MB at most).</Alert>}
      {file && (
        <Dialog open onClose={close} maxWidth="md" fullWidth aria-labelledby="opml-title">
          <DialogTitle id="opml-title">Import {file.name}</DialogTitle>
          <DialogContent>
            {preview.isPending && <Box sx={{ py: 2 }}>Reading the file…</Box>}
            {preview.error && <Alert severity="error">{preview.error.message}</Alert>}
            {create.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                Nothing was created: {create.error.message}
              </Alert>
            )}
            {create.data && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                Created {create.data.created.length} {create.data.created.length === 1 ? 'source' : 'sources'}.
              </Alert>
            )}
            {preview.data && (
              <Box role="status" sx={{ mb: 1 }}>
                {summaryOf(preview.data.counts)}
              </Box>
            )}
            {preview.data && (
              <TableContainer sx={{ maxHeight: 420 }}>
                <Table size="small" stickyHeader aria-label="Feeds in the file">
                  <TableHead>
                    <TableRow>
                      <TableCell>Feed</TableCell>
                      <TableCell>Address</TableCell>
                      <TableCell>Import</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.data.feeds.map((feed, index) => (
                      <TableRow key={`${index}:${feed.xmlUrl}`}>
                        <TableCell>{feed.title}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{feed.xmlUrl}</TableCell>
                        <TableCell title={feed.reason ?? undefined}>
                          <Chip
                            size="small"
                            label={VERDICTS[feed.verdict].label}
                            color={VERDICTS[feed.verdict].color}
                          />
                          {feed.verdict === 'refused' && feed.reason && (
                            <Box sx={{ fontSize: 'caption.fontSize', color: 'text.secondary', mt: 0.5 }}>
                              {feed.reason}
                            </Box>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </DialogContent>
          <DialogActions>
            {!create.data && (
              <Button
                variant="contained"
                disabled={!preview.data || fresh === 0}
                loading={create.isPending}
                onClick={() => create.mutate(file.text)}
              >
                {fresh === 1 ? 'Create 1 source' : `Create ${fresh} sources`}
              </Button>
            )}
            <Button onClick={close}>{create.data ? 'Done' : 'Cancel'}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
