import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Breadcrumbs, Chip, Link, Stack, Typography, useTheme } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { countryName } from '@rh/core/content';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/errors.ts';
import { chartThemeOf } from '../../components/charts/chart-theme.ts';
import type { Item } from '../../content/api/types.ts';
import { formatDate } from '../../content/fields/format.ts';
import { pathTo } from '../../routes/table.ts';
import { STATUS_ORDER, statusLabel, statusOf, textOf } from './policy-data.ts';

/** The addresses of the area's pages, built from route names (routes/table.ts). */
export const paths = {
  market: (country?: string, initiative?: string) =>
    pathTo('PoliciesMarket', { ...(country && { country }), ...(country && initiative && { initiative }) }),
  compare: (country1?: string, country2?: string) =>
    pathTo('PoliciesCountry', { ...(country1 && { country1 }), ...(country1 && country2 && { country2 }) }),
  library: (id?: string) => pathTo('PoliciesLibrary', id ? { id } : {}),
  policy: (id: string) => pathTo('PoliciesPolicy', { id }),
  initiative: (id: string) => pathTo('PoliciesInitiative', { id }),
  jurisdiction: (code: string) => pathTo('Jurisdiction', { country: code }),
};

/** A status as a chip: its label always (never colour alone), with a dot of the map's colour for it (STATUS_ORDER). */
export function StatusChip({ status }: { status: string | null }) {
  const theme = useTheme();
  const index = status ? (STATUS_ORDER as readonly string[]).indexOf(status) : -1;
  const colour = index >= 0 ? chartThemeOf(theme).categorical[index] : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabel(status)}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: colour ?? 'transparent',
            border: colour ? 'none' : 1,
            borderColor: 'text.secondary',
            flex: 'none',
          }}
        />
      }
    />
  );
}

/** A jurisdiction as a chip that opens its market page: the same everywhere in the area. */
export function MarketChip({ code }: { code: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      clickable
      component={RouterLink}
      to={paths.market(code)}
      label={countryName(code)}
      title={`${countryName(code)}: its climate policies`}
    />
  );
}

/** A day as "31 Mar 2025", or '' when absent. */
export const day = (value: string | null | undefined): string => (value ? formatDate(value.slice(0, 10)) : '');

/** An in-app link underlined (axe: a link beside text must not rely on colour). */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="always">
      {children}
    </Link>
  );
}

/** A link to an outside address, opening in a new tab, said so. */
export function OfficialLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" underline="always">
      {children}
      <OpenInNew sx={{ fontSize: '0.9em', ml: 0.25, verticalAlign: 'middle' }} aria-label="(opens in a new tab)" />
    </Link>
  );
}

/** One policy in a list: its title (to its page), status, dates and its official text. */
export function PolicyLine({ policy, showCountry = false }: { policy: Item; showCountry?: boolean }) {
  const effective = textOf(policy, 'effectiveOn');
  const announced = textOf(policy, 'announcedOn');
  const url = textOf(policy, 'url');
  const country = textOf(policy, 'country');
  return (
    <Box sx={{ py: 0.75 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          <PageLink to={paths.policy(policy.id)}>{policy.title}</PageLink>
        </Typography>
        <StatusChip status={statusOf(policy)} />
        {showCountry && country && <MarketChip code={country} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[effective && `Effective ${day(effective)}`, announced && `announced ${day(announced)}`]
          .filter(Boolean)
          .join(' · ') || 'No dates recorded'}
        {url && (
          <>
            {' · '}
            <OfficialLink href={url}>Official text</OfficialLink>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** A page's heading block: an overline, the title and a sentence. */
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

/** A breadcrumb of links ending with the page's own title. */
export function Trail({ links, title }: { links: readonly { to: string; label: string }[]; title: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      {links.map((link) => (
        <PageLink key={link.to} to={link.to}>
          {link.label}
        </PageLink>
      ))}
      <Typography color="text.primary">{title}</Typography>
    </Breadcrumbs>
  );
}

/** Why one item's page could not load: "There is no such …" for a bad or unknown id, else the error's message. */
export function ItemFailed({ error, what, trail }: { error: Error; what: string; trail: ReactNode }) {
  const missing = error instanceof ApiError && [400, 404].includes(error.status);
  return (
    <>
      {trail}
      <Alert severity={missing ? 'warning' : 'error'}>{missing ? `There is no such ${what}.` : error.message}</Alert>
    </>
  );
}
