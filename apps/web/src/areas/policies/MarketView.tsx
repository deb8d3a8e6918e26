import CompareArrows from '@mui/icons-material/CompareArrows';
import Public from '@mui/icons-material/Public';
import { Box, Breadcrumbs, Button, Grid, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { contentType, countryName, fieldOf } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../../content/api/types.ts';
import { optionLabel } from '../../content/fields/format.ts';
import { QueryStates } from '../QueryStates.tsx';
import { allOfOptions } from './list-query.ts';
import { groupByInstrument, statusOf, textOf } from './policy-data.ts';
import { day, PageHeading, PageLink, paths, PolicyLine, StatusChip } from './PolicyBits.tsx';

const DOC = contentType('doc');
const DOC_TYPE = fieldOf(DOC, 'docType');
const KIND = fieldOf(contentType('initiative'), 'kind');

/** A part of a page: a titled, outlined section. */
export function Part({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The climate policies of one market, by instrument. */
function PoliciesPart({ code }: { code: string }) {
  const query = useQuery(allOfOptions('policy', { country: code }));
  return (
    <Part title="Policies by instrument" id="market-policies">
      <QueryStates
        query={query}
        data={query.data}
        isEmpty={(data) => data.items.length === 0}
        denied="Your access does not include climate policies."
        what="The policies"
        empty="No climate policies are recorded for this market."
        height={240}
      >
        {(data) => (
          <Stack spacing={2}>
            {groupByInstrument(data.items).map((group) => (
              <Box key={group.instrument} component="section" aria-label={group.label}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {group.label} ({group.policies.length})
                </Typography>
                {group.policies.map((policy) => (
                  <PolicyLine key={policy.id} policy={policy} />
                ))}
              </Box>
            ))}
            {data.capped && <Typography color="text.secondary">Showing the first {data.items.length}.</Typography>}
          </Stack>
        )}
      </QueryStates>
    </Part>
  );
}

/** The market's climate initiatives, each opening its drill-down in the market's context. */
function InitiativesPart({ code }: { code: string }) {
  const query = useQuery(allOfOptions('initiative', { country: code, scope: 'policies' }));
  return (
    <Part title="Climate initiatives" id="market-initiatives">
      <QueryStates
        query={query}
        data={query.data}
        isEmpty={(data) => data.items.length === 0}
        denied="Your access does not include initiatives."
        what="The initiatives"
        empty="No climate initiatives are recorded for this market."
        height={160}
      >
        {(data) => <InitiativeList code={code} items={data.items} />}
      </QueryStates>
    </Part>
  );
}

export function InitiativeList({ code, items }: { code: string; items: readonly Item[] }) {
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} disableGutters>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <PageLink to={paths.market(code, item.id)}>{item.title}</PageLink>
                <StatusChip status={statusOf(item)} />
              </Stack>
            }
            secondary={[
              textOf(item, 'kind') && optionLabel(KIND, textOf(item, 'kind')!),
              textOf(item, 'effectiveOn') && `effective ${day(textOf(item, 'effectiveOn'))}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The documents (texts, guidance) of the market's policies, each opening in the library. */
function DocumentsPart({ code }: { code: string }) {
  const query = useQuery(allOfOptions('doc', { country: code, 'policies.has': 'true' }));
  return (
    <Part title="Documents" id="market-documents">
      <QueryStates
        query={query}
        data={query.data}
        isEmpty={(data) => data.items.length === 0}
        denied="Your access does not include documents."
        what="The documents"
        empty="No documents of this market’s policies are in the library."
        height={120}
      >
        {(data) => (
          <List dense disablePadding>
            {data.items.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={<PageLink to={paths.library(item.id)}>{item.title}</PageLink>}
                  secondary={[
                    textOf(item, 'docType') && optionLabel(DOC_TYPE, textOf(item, 'docType')!),
                    day(textOf(item, 'documentDate')),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryStates>
    </Part>
  );
}

/** `/impact/policies/market/:country`: one market's policies by instrument, its initiatives and documents. */
export function MarketView({ code }: { code: string }) {
  const name = countryName(code);
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <PageLink to={paths.market()}>Markets</PageLink>
        <Typography color="text.primary">{name}</Typography>
      </Breadcrumbs>
      <PageHeading
        overline={`Climate policy market · ${code}`}
        title={name}
        intro="Its climate policies by instrument, the initiatives under them and the documents of the policies."
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button component={RouterLink} to={paths.jurisdiction(code)} startIcon={<Public />} variant="outlined">
          Everything on {name}
        </Button>
        <Button component={RouterLink} to={paths.compare(code)} startIcon={<CompareArrows />} variant="outlined">
          Compare with another market
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <PoliciesPart code={code} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <InitiativesPart code={code} />
            <DocumentsPart code={code} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
