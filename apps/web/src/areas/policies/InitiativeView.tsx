import { Box, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { contentType, countryName, fieldOf } from '@rh/core/content';
import { dayOf } from '@rh/core/areas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getItemOptions } from '../../content/api/get-item.ts';
import type { Item } from '../../content/api/types.ts';
import { optionLabel, refTitle } from '../../content/fields/format.ts';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { pathTo } from '../../routes/table.ts';
import { QueryStates } from '../QueryStates.tsx';
import { allOfOptions } from './list-query.ts';
import { statusOf, textOf } from './policy-data.ts';
import { Part } from './MarketView.tsx';
import {
  day,
  ItemFailed,
  MarketChip,
  OfficialLink,
  PageHeading,
  PageLink,
  paths,
  PolicyLine,
  StatusChip,
  Trail,
} from './PolicyBits.tsx';

const INITIATIVE = contentType('initiative');
const KIND = fieldOf(INITIATIVE, 'kind');

interface Milestone {
  date: string;
  label: string;
  eventId?: string;
}

/** The initiative's own dates and the events that name it, oldest first. */
export function milestonesOf(initiative: Item, events: readonly Item[]): Milestone[] {
  const own: Milestone[] = [];
  const announced = textOf(initiative, 'announcedOn');
  const effective = textOf(initiative, 'effectiveOn');
  if (announced) own.push({ date: announced, label: 'Announced' });
  if (effective) own.push({ date: effective, label: 'Takes effect' });
  const fromEvents = events.flatMap((event) => {
    const start = textOf(event, 'start');
    return start ? [{ date: start, label: event.title, eventId: event.id }] : [];
  });
  return [...own, ...fromEvents].sort((a, b) => a.date.localeCompare(b.date) || a.label.localeCompare(b.label));
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }}>
        {children}
      </Typography>
    </>
  );
}

function Milestones({ initiative }: { initiative: Item }) {
  const events = useQuery(allOfOptions('event', { initiatives: initiative.id }));
  // Events the caller may not read leave the initiative's own dates.
  const steps = milestonesOf(initiative, events.data?.items ?? []);
  const today = dayOf(new Date());
  if (events.isPending) return <Typography color="text.secondary">Loading its dates…</Typography>;
  if (steps.length === 0) return <Typography color="text.secondary">No dates recorded.</Typography>;
  return (
    <List dense disablePadding aria-label="Milestones">
      {steps.map((step) => (
        <ListItem key={`${step.date}-${step.label}`} disableGutters>
          <ListItemText
            primary={
              step.eventId ? <PageLink to={pathTo('Event', { id: step.eventId })}>{step.label}</PageLink> : step.label
            }
            secondary={`${day(step.date)}${step.date > today ? ' · coming' : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function PoliciesOf({ initiative }: { initiative: Item }) {
  const query = useQuery(allOfOptions('policy', { initiatives: initiative.id }));
  return (
    <QueryStates
      query={query}
      data={query.data}
      isEmpty={(data) => data.items.length === 0}
      denied="Your access does not include climate policies."
      what="The policies"
      empty="No climate policy includes this initiative."
      height={120}
    >
      {(data) => (
        <>
          {data.items.map((policy) => (
            <PolicyLine key={policy.id} policy={policy} showCountry />
          ))}
        </>
      )}
    </QueryStates>
  );
}

/** `/impact/policies/market/:country/:initiative`: one initiative in its market's context. */
export function InitiativeView({ code, id }: { code: string; id: string }) {
  const query = useQuery(getItemOptions('initiative', id));
  const name = countryName(code);
  const crumbs = (title: string) => (
    <Trail
      links={[
        { to: paths.market(), label: 'Markets' },
        { to: paths.market(code), label: name },
      ]}
      title={title}
    />
  );
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <ItemFailed error={query.error} what="initiative" trail={crumbs('Initiative')} />;
  const item = query.data;
  const country = textOf(item, 'country');
  const kind = textOf(item, 'kind');
  const regulator = textOf(item, 'regulator');
  const url = textOf(item, 'url');
  return (
    <>
      {crumbs(item.title)}
      <PageHeading overline={`Climate initiative · ${name}`} title={item.title} />
      {country && country !== code && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This initiative belongs to {countryName(country)}, not {name}.
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Part title="About it" id="initiative-about">
            <Box component="dl" sx={{ m: 0 }}>
              <Fact label="Status">
                <StatusChip status={statusOf(item)} />
              </Fact>
              {kind && <Fact label="Type">{optionLabel(KIND, kind)}</Fact>}
              {country && (
                <Fact label="Jurisdiction">
                  <MarketChip code={country} />
                </Fact>
              )}
              {regulator && <Fact label="Led by">{refTitle(item.refs, regulator)}</Fact>}
              {textOf(item, 'summary') && <Fact label="Summary">{textOf(item, 'summary')}</Fact>}
            </Box>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <PageLink to={paths.initiative(item.id)}>Its full record</PageLink>
              {url && <OfficialLink href={url}>Official announcement</OfficialLink>}
            </Stack>
          </Part>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Part title="Milestones" id="initiative-milestones">
              <Milestones initiative={item} />
            </Part>
            <Part title="Policies that include it" id="initiative-policies">
              <PoliciesOf initiative={item} />
            </Part>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
