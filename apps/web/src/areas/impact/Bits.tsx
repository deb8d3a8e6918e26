import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link inside the app, underlined (links inside text must be told apart by more than colour). */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="always">
      {children}
    </Link>
  );
}

/** A breadcrumb of links ending with the page's own name. */
export function Trail({ links, current }: { links: readonly { to: string; label: string }[]; current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, '& ol': { flexWrap: 'wrap' } }}>
      {links.map((link) => (
        <PageLink key={link.to} to={link.to}>
          {link.label}
        </PageLink>
      ))}
      <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}

/** The page's heading block: an overline, the one h1, a sentence. */
export function PageHeading({ overline, title, intro }: { overline?: ReactNode; title: string; intro?: ReactNode }) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {overline && (
        <Typography variant="overline" color="text.secondary" component="p">
          {overline}
        </Typography>
      )}
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ maxWidth: '75ch', mt: 0.5 }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}

/** A date (YYYY-MM-DD) as people read it: 25 Nov 2026. */
export function dayText(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * IMPACT's "overdue", as the IMPACT home's tile counts it: the firm deadline has passed (before today) and the
 * response is not started or in progress.
 */
export function isOverdue(deadline: unknown, readiness: unknown, today = new Date().toISOString().slice(0, 10)) {
  return (
    typeof deadline === 'string' && deadline < today && (readiness === 'not-started' || readiness === 'in-progress')
  );
}
