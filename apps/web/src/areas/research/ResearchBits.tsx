import { Box, Chip, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { itemPathOf } from '../../content/links.ts';
import { pathTo } from '../../routes/table.ts';
import type { MatrixState } from './matrix-query.ts';
import { matrixSearch, optionLabel } from './matrix-query.ts';

/** "1 regulation", "2 regulations". */
export const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The addresses of the research pages, built from route names (routes/table.ts). */
export const researchPaths = {
  v4: (state?: MatrixState) => {
    const search = state ? matrixSearch(state).toString() : '';
    return `${pathTo('ResearchCountryRegulationsV4')}${search ? `?${search}` : ''}`;
  },
  v2: () => pathTo('ResearchCountryRegulationsV2Demo'),
  v3: () => pathTo('ResearchCountryRegulationsV3Demo'),
  parallel: (ids: readonly string[] = []) =>
    `${pathTo('ResearchParallel')}${ids.length ? `?regulations=${ids.join(',')}` : ''}`,
  jurisdiction: (code: string) => pathTo('Jurisdiction', { country: code }),
};

/** The page's header: the area, one h1, what the page shows. */
export function PageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        Research
      </Typography>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" component="div" sx={{ maxWidth: '80ch', mt: 0.5 }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}

/** An in-app link underlined (axe: a link beside text must not rely on colour). */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="always">
      {children}
    </Link>
  );
}

/** A regulation's status as words (never colour alone). */
export function StatusChip({ status }: { status: string | null }) {
  if (!status) return null;
  return (
    <Chip size="small" variant="outlined" label={optionLabel('status', status)} sx={{ height: 20, fontSize: 12 }} />
  );
}

/** A regulation's name as a link to its page (its short name where it has one, the full title as its tooltip). */
export function RegulationLink({
  item,
}: {
  item: { id: string; key?: string | null; title: string; shortName?: string | null };
}) {
  const to = itemPathOf('regulation', item);
  const name = item.shortName || item.title;
  if (!to) return <span>{name}</span>;
  return (
    <Link component={RouterLink} to={to} underline="always" title={item.title} sx={{ overflowWrap: 'anywhere' }}>
      {name}
    </Link>
  );
}

/** The line every earlier version's demo carries: what it is, and where the current one is. */
export function DemoNote({ version, form }: { version: string; form: string }) {
  return (
    <Typography component="p" sx={{ mb: 2, maxWidth: '80ch' }}>
      A demonstration of {version} of the country-regulations research: {form} The current version is the{' '}
      <PageLink to={researchPaths.v4()}>country-regulations matrix (v4)</PageLink>, with filters per dimension and
      export.
    </Typography>
  );
}
