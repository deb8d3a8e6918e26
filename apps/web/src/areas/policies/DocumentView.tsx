import Description from '@mui/icons-material/Description';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { FileRef } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { config } from '../../config.ts';
import { getItemOptions } from '../../content/api/get-item.ts';
import type { Item } from '../../content/api/types.ts';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { pathTo } from '../../routes/table.ts';
import { storedFileId } from '../chain-api.ts';
import { documentFacts, PolicyLinks } from './DocumentList.tsx';
import { Part } from './MarketView.tsx';
import { textOf } from './policy-data.ts';
import { ItemFailed, MarketChip, PageHeading, paths, Trail } from './PolicyBits.tsx';

/** Where a document's text opens: a stored PDF in the viewer, another stored file or an outside address as is. */
export function textLinkOf(file: FileRef | null | undefined): { to: string; inApp: boolean } | null {
  if (!file?.url) return null;
  const stored = storedFileId(file.url);
  const pdf = file.mediaType === 'application/pdf' || (!file.mediaType && /\.pdf$/i.test(file.name));
  if (stored && pdf)
    return { to: `${pathTo('RegdecompPdf')}?${new URLSearchParams({ file: stored }).toString()}`, inApp: true };
  return { to: file.url, inApp: false };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }}>
        {children || '—'}
      </Typography>
    </>
  );
}

function OpenText({ item }: { item: Item }) {
  const file = item.data.file as FileRef | null | undefined;
  const link = textLinkOf(file);
  if (!link) return <Typography color="text.secondary">No text is attached.</Typography>;
  return link.inApp ? (
    <Button variant="contained" component={RouterLink} to={link.to} startIcon={<Description />}>
      Open the text
    </Button>
  ) : (
    <Button
      variant="contained"
      href={link.to}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<OpenInNew />}
      aria-label="Open the text (opens in a new tab)"
    >
      Open the text
    </Button>
  );
}

/** `/impact/policies/library/:id`: one document's metadata, its policies and its text. */
export function DocumentView({ id }: { id: string }) {
  const query = useQuery(getItemOptions('doc', id));
  const crumbs = (title: string) => <Trail links={[{ to: paths.library(), label: 'Library' }]} title={title} />;
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <ItemFailed error={query.error} what="document" trail={crumbs('Document')} />;
  const item = query.data;
  const facts = documentFacts(item);
  const summary = textOf(item, 'summary');
  return (
    <>
      <title>{`${item.title} · Library · ${config.brand}`}</title>
      {crumbs(item.title)}
      <PageHeading overline={`Library · ${facts.type || 'Document'}`} title={item.title} />
      <Box sx={{ mb: 2 }}>
        <OpenText item={item} />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Part title="About the document" id="document-about">
            <Box component="dl" sx={{ m: 0 }}>
              <Fact label="Type">{facts.type}</Fact>
              <Fact label="Jurisdiction">{facts.country && <MarketChip code={facts.country} />}</Fact>
              <Fact label="Issued by">{facts.issuer}</Fact>
              <Fact label="Date">{facts.date}</Fact>
              <Fact label="Language">{facts.language}</Fact>
            </Box>
          </Part>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Part title="Its policies" id="document-policies">
              <PolicyLinks item={item} />
            </Part>
            {summary && (
              <Part title="Summary" id="document-summary">
                <Typography sx={{ whiteSpace: 'pre-line' }}>{summary}</Typography>
              </Part>
            )}
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
