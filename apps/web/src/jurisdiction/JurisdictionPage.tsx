import { Box, Container, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { findArea } from '@rh/core/areas';
import { countryName } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../api/errors.ts';
import { getJurisdiction, type Jurisdiction } from '../areas/jurisdiction-api.ts';
import { withQueries } from '../app/with-queries.tsx';
import { config } from '../config.ts';
import { PageSkeleton } from '../content/PageSkeleton.tsx';
import { areaOfRoute } from '../content/fields/display/country-path.ts';
import { pathTo } from '../routes/table.ts';
import { useRouteName } from '../routes/useRouteName.ts';
import { InitiativesPart } from './InitiativesPart.tsx';
import { headingOf } from './jurisdiction-view.ts';
import { day, Empty, ItemLink, Part, PathLink, ShowAll } from './parts.tsx';
import { RegulationsPart } from './RegulationsPart.tsx';
import { ThisWeekPart } from './ThisWeekPart.tsx';

/** Entries of the coming dates and of the regulators listed before "Show all" (the EU's lists are long). */
const FIRST = 8;

function ComingPart({ coming, days }: { coming: Jurisdiction['coming']; days: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? coming : coming.slice(0, FIRST);
  return (
    <Part title="Coming dates" id="jurisdiction-coming">
      {coming.length === 0 ? (
        <Empty>Nothing dated in the next {days} days.</Empty>
      ) : (
        <List dense disablePadding>
          {shown.map((item) => (
            <ListItem key={`${item.type}-${item.id}-${item.date}`} disableGutters>
              <ListItemText
                primary={
                  <ItemLink type={item.type} id={item.id}>
                    {item.title}
                  </ItemLink>
                }
                secondary={`${day(item.date)} · ${item.what}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ShowAll total={coming.length} first={FIRST} all={all} noun="dates" onToggle={() => setAll(!all)} />
    </Part>
  );
}

function RegulatorsPart({ regulators }: { regulators: NonNullable<Jurisdiction['regulators']> }) {
  const [all, setAll] = useState(false);
  const shown = all ? regulators : regulators.slice(0, FIRST);
  return (
    <Part title="Regulators" id="jurisdiction-regulators">
      {regulators.length === 0 ? (
        <Empty>No regulators recorded for this jurisdiction.</Empty>
      ) : (
        <List dense disablePadding>
          {shown.map((regulator) => (
            <ListItem key={regulator.id} disableGutters>
              <ListItemText
                primary={
                  regulator.code ? (
                    <PathLink to={pathTo('Regulator', { code: regulator.code })}>{regulator.title}</PathLink>
                  ) : (
                    <ItemLink type="regulator" id={regulator.id}>
                      {regulator.title}
                    </ItemLink>
                  )
                }
                secondary={regulator.code}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ShowAll total={regulators.length} first={FIRST} all={all} noun="regulators" onToggle={() => setAll(!all)} />
    </Part>
  );
}

function InsightsPart({ insights }: { insights: NonNullable<Jurisdiction['insights']> }) {
  return (
    <Part title="Insights" id="jurisdiction-insights">
      {insights.length === 0 ? (
        <Empty>No insights on this jurisdiction yet.</Empty>
      ) : (
        <List dense disablePadding>
          {insights.map((insight) => (
            <ListItem key={insight.id} disableGutters>
              <ListItemText
                primary={
                  <ItemLink type="article" id={insight.id}>
                    {insight.title}
                  </ItemLink>
                }
                secondary={day(insight.publishedOn)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Part>
  );
}

/** The area a route shows the page for (`AiCountry` → ai), or null for the unscoped `Jurisdiction` route. */
/** The area whose scopes apply: that of an area's country route (`AiCountry`: ai), none on `/jurisdiction/:country`. */
function scopeAreaOf(name: string | undefined): string | null {
  const area = name === 'Jurisdiction' ? undefined : areaOfRoute(name);
  return area && findArea(area) ? area : null;
}

/**
 * One jurisdiction across every area: what changed for it this week first, then what is coming; scoped to an area
 * on its routes, where the area's initiatives (the tax page: its measures) come right after the week's news.
 */
function JurisdictionPage() {
  const { country = '' } = useParams();
  const code = country.toUpperCase();
  const area = scopeAreaOf(useRouteName());
  const areaLabel = area ? findArea(area)?.label : null;
  const query = useQuery({
    queryKey: ['jurisdiction', code, area],
    queryFn: ({ signal }) => getJurisdiction(code, area, signal),
  });
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const heading = missing
    ? 'Jurisdiction not found'
    : headingOf(query.data?.country.name ?? countryName(code), areaLabel);
  const title = <title>{`${heading} · ${config.brand}`}</title>;

  if (query.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {title}
        <PageSkeleton />
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {title}
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {missing ? 'Jurisdiction not found' : 'The jurisdiction could not be loaded'}
        </Typography>
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing
            ? `There is no jurisdiction “${country}”. Use a two-letter country code (GB, FR), EU or INT.`
            : query.error.message}
        </Alert>
      </Container>
    );
  }
  const data = query.data;
  const initiatives = data.initiatives && (
    <Grid size={12}>
      <InitiativesPart initiatives={data.initiatives} area={area} />
    </Grid>
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }} component="article" aria-labelledby="jurisdiction-title">
      {title}
      <Box component="header" sx={{ mb: 2 }}>
        <Typography variant="overline" color="text.secondary">
          Jurisdiction · {data.country.code}
        </Typography>
        <Typography id="jurisdiction-title" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        {data.news && (
          <Grid size={12}>
            <ThisWeekPart news={data.news} />
          </Grid>
        )}
        {area && initiatives}
        <Grid size={{ xs: 12, md: data.regulations ? 5 : 12 }}>
          <ComingPart coming={data.coming} days={data.comingDays} />
        </Grid>
        {data.regulations && (
          <Grid size={{ xs: 12, md: 7 }}>
            <RegulationsPart regulations={data.regulations} country={data.country.code} area={data.area} />
          </Grid>
        )}
        {!area && initiatives}
        {data.regulators && (
          <Grid size={{ xs: 12, md: data.insights ? 5 : 12 }}>
            <RegulatorsPart regulators={data.regulators} />
          </Grid>
        )}
        {data.insights && (
          <Grid size={{ xs: 12, md: data.regulators ? 7 : 12 }}>
            <InsightsPart insights={data.insights} />
          </Grid>
        )}
      </Grid>
    </Container>
  );
}

export default withQueries(JurisdictionPage);
