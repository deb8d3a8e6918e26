import { Button, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../content/fields/format.ts';
import { itemPathOf } from '../content/links.ts';

/** A date or timestamp as the page shows it ("5 Nov 2026"); empty for none. */
export const day = (value: string | null | undefined) => (value ? formatDate(value.slice(0, 10)) : '');

/** A link to an item's page, or its text alone when the web has no page for its type. */
export function ItemLink({ type, id, children }: { type: string; id: string; children: ReactNode }) {
  const to = itemPathOf(type, { id });
  return to ? <PathLink to={to}>{children}</PathLink> : <>{children}</>;
}

/** A link inside the app, underlined on hover (list entries: the whole line is the link). */
export function PathLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover">
      {children}
    </Link>
  );
}

/** One titled section of the page. */
export function Part({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, height: '100%', minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** "Show all 23 dates" / "Show the first 8 dates" under a capped list; nothing when the list is short. */
export function ShowAll(props: { total: number; first: number; all: boolean; noun: string; onToggle: () => void }) {
  const { total, first, all, noun, onToggle } = props;
  if (total <= first) return null;
  return (
    <Button size="small" sx={{ mt: 0.5 }} onClick={onToggle} aria-expanded={all}>
      {all ? `Show the first ${first} ${noun}` : `Show all ${total} ${noun}`}
    </Button>
  );
}
