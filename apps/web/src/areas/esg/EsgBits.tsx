import { Box, Button, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { config } from '../../config.ts';
import { pathTo } from '../../routes/table.ts';

/** The ESG metrics pages, in the order the sub-navigation shows them. */
export const ESG_PAGES = [
  ['MetricsHome', 'Overview'],
  ['MetricsLineageTable', 'Lineage'],
  ['MetricsLineageSankey', 'Lineage flow'],
  ['MetricsDataModel', 'Data model'],
  ['MetricsInteroperability', 'Interoperability'],
  ['MetricsGraphs', 'Graphs'],
  ['MetricsDownload', 'Download'],
] as const;

export type EsgPage = (typeof ESG_PAGES)[number][0];

/** The links between the ESG metrics pages, the current one marked (`aria-current`). */
export function EsgNav({ current }: { current: EsgPage }) {
  return (
    <Box
      component="nav"
      aria-label="ESG metrics pages"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2, borderBottom: 1, borderColor: 'divider', pb: 1 }}
    >
      {ESG_PAGES.map(([name, label]) => (
        <Button
          key={name}
          component={RouterLink}
          to={pathTo(name)}
          size="small"
          variant={name === current ? 'contained' : 'text'}
          disableElevation
          aria-current={name === current ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}

/** A page's heading block: the area's overline, one h1, a sentence, and the sub-navigation; the document title too. */
export function EsgHeading({
  page,
  title,
  intro,
  children,
}: {
  page: EsgPage;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <title>{`${title} · ESG metrics · ${config.brand}`}</title>
      <Box component="header" sx={{ mb: 1 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          ESG metrics
        </Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ maxWidth: '80ch', mt: 0.5 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Box>
      <EsgNav current={page} />
    </>
  );
}

/** An in-app link, underlined (a link beside text must not rely on colour alone). */
export function ItemLink({ to, children, title }: { to: string; children: ReactNode; title?: string }) {
  return (
    <Link component={RouterLink} to={to} underline="always" {...(title && { title })}>
      {children}
    </Link>
  );
}

/** The addresses of the items the pages link to. */
export const itemPaths = {
  metric: (id: string) => pathTo('MetricsMetric', { id }),
  dataelement: (id: string) => pathTo('MetricsDataelement', { id }),
  framework: (id: string) => pathTo('MetricsReportingframework', { id }),
};
