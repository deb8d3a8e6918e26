import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Remove from '@mui/icons-material/Remove';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { findArea } from '@rh/core/areas';
import { contentType, countryName, fieldOf } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../api/errors.ts';
import { getJurisdiction, type Jurisdiction } from '../areas/jurisdiction-api.ts';
import { withQueries } from '../app/with-queries.tsx';
import { Chart } from '../components/charts/Chart.tsx';
import type { SeriesData } from '../components/charts/chart-data.ts';
import { config } from '../config.ts';
import { formatDate, optionLabel } from '../content/fields/format.ts';
import { itemPathOf } from '../content/links.ts';
import { PageSkeleton } from '../content/PageSkeleton.tsx';
import { pathTo, routeByName } from '../routes/table.ts';
import { useRouteName } from '../routes/useRouteName.ts';
import { groupByDomain, headingOf, weekChange, weekLabel } from './jurisdiction-view.ts';

const INITIATIVE = contentType('initiative');
const DOMAIN = fieldOf(INITIATIVE, 'domain');
const STATUS = fieldOf(INITIATIVE, 'status');
const REGULATION_STATUS = fieldOf(contentType('regulation'), 'status');

const day = (value: string | null | undefined) => (value ? formatDate(value.slice(0, 10)) : '');

function ItemLink({ type, id, children }: { type: string; id: string; children: ReactNode }) {
  const to = itemPathOf(type, { id });
  return to ? (
    <Link component={RouterLink} to={to} underline="hover">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

function Part({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

function NewsPart({ news }: { news: NonNullable<Jurisdiction['news']> }) {
  const change = weekChange(news.thisWeek, news.previousWeek);
  const Icon = { up: ArrowUpward, down: ArrowDownward, same: Remove }[change.direction];
  const data = useMemo(
    (): SeriesData => ({
      categories: news.weeks.map((week) => ({ key: week.week, label: weekLabel(week.week) })),
      series: [{ name: 'News items', values: news.weeks.map((week) => week.count) }],
    }),
    [news.weeks],
  );
  const names = useMemo(() => ({ category: 'Week', value: 'News items' }), []);
  return (
    <Part title="News" id="jurisdiction-news">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Icon fontSize="small" color={change.direction === 'up' ? 'success' : 'action'} aria-hidden />
        <Typography>{change.text}</Typography>
      </Stack>
      {news.weeks.length > 0 && (
        <Chart
          kind="bar"
          title="News per week, last 8 weeks"
          headingLevel="h3"
          names={names}
          data={data}
          height={180}
        />
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Latest
      </Typography>
      {news.latest.length === 0 ? (
        <Empty>No news for this jurisdiction yet.</Empty>
      ) : (
        <List dense disablePadding>
          {news.latest.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={
                  <ItemLink type="newsitem" id={item.id}>
                    {item.title}
                  </ItemLink>
                }
                secondary={[day(item.publishedAt), item.regulator?.title].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Part>
  );
}

/** Dates listed before "Show all". */
const FIRST_DATES = 8;

function ComingPart({ coming }: { coming: Jurisdiction['coming'] }) {
  const [all, setAll] = useState(false);
  const shown = all ? coming : coming.slice(0, FIRST_DATES);
  return (
    <Part title="Coming dates" id="jurisdiction-coming">
      {coming.length === 0 ? (
        <Empty>Nothing dated in the next 180 days.</Empty>
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
      {coming.length > FIRST_DATES && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? `Show the first ${FIRST_DATES} dates` : `Show all ${coming.length} dates`}
        </Button>
      )}
    </Part>
  );
}

function InitiativesPart({ initiatives }: { initiatives: NonNullable<Jurisdiction['initiatives']> }) {
  const groups = groupByDomain(initiatives.byDomainStatus);
  return (
    <Part title="Initiatives" id="jurisdiction-initiatives">
      {groups.length === 0 ? (
        <Empty>No initiatives for this jurisdiction.</Empty>
      ) : (
        <Stack spacing={1} sx={{ mb: 2 }}>
          {groups.map((group) => (
            <Box key={group.domain}>
              <Typography variant="subtitle2" component="h3">
                {optionLabel(DOMAIN, group.domain)} ({group.total})
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                {group.statuses.map((one) => (
                  <Chip
                    key={one.status ?? ''}
                    size="small"
                    variant="outlined"
                    label={`${one.status ? optionLabel(STATUS, one.status) : 'No status'}: ${one.count}`}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {initiatives.latest.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            Latest
          </Typography>
          <List dense disablePadding>
            {initiatives.latest.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={
                    <ItemLink type="initiative" id={item.id}>
                      {item.title}
                    </ItemLink>
                  }
                  secondary={[
                    optionLabel(DOMAIN, item.domain),
                    item.status && optionLabel(STATUS, item.status),
                    item.effectiveOn && `effective ${day(item.effectiveOn)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Part>
  );
}

type RegulationRow = NonNullable<Jurisdiction['regulations']>['inForce'][number] & { detail: string };

/** Regulations listed before "Show all". */
const FIRST_REGULATIONS = 8;

function RegulationList({ rows, empty, noun }: { rows: RegulationRow[]; empty: string; noun: string }) {
  const [all, setAll] = useState(false);
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  const shown = all ? rows : rows.slice(0, FIRST_REGULATIONS);
  return (
    <>
      <List dense disablePadding>
        {shown.map((row) => (
          <ListItem key={row.id} disableGutters>
            <ListItemText
              primary={
                <ItemLink type="regulation" id={row.id}>
                  {row.shortName ?? row.title}
                </ItemLink>
              }
              secondary={
                <>
                  {row.shortName && (
                    <Box
                      component="span"
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {row.title}
                    </Box>
                  )}
                  {row.detail && `${row.detail} · `}
                  <Link
                    component={RouterLink}
                    to={`/regdecomp/obligations?${new URLSearchParams({ regulation: row.id }).toString()}`}
                  >
                    {row.obligations} {row.obligations === 1 ? 'obligation' : 'obligations'}
                  </Link>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {rows.length > FIRST_REGULATIONS && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? `Show the first ${FIRST_REGULATIONS} ${noun}` : `Show all ${rows.length} ${noun}`}
        </Button>
      )}
    </>
  );
}

function RegulationsPart({ regulations }: { regulations: NonNullable<Jurisdiction['regulations']> }) {
  return (
    <Part title="Regulations" id="jurisdiction-regulations">
      <Typography variant="subtitle2" component="h3">
        In force ({regulations.inForce.length})
      </Typography>
      <RegulationList
        empty="None in force."
        noun="in force"
        rows={regulations.inForce.map((row) => ({
          ...row,
          detail: row.effectiveOn ? `in force since ${day(row.effectiveOn)}` : '',
        }))}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Coming ({regulations.coming.length})
      </Typography>
      <RegulationList
        empty="None coming."
        noun="coming"
        rows={regulations.coming.map((row) => ({
          ...row,
          effectiveOn: row.applicationOn,
          detail: [
            row.status && optionLabel(REGULATION_STATUS, row.status),
            row.applicationOn && `applies from ${day(row.applicationOn)}`,
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
    </Part>
  );
}

function RegulatorsPart({ regulators }: { regulators: NonNullable<Jurisdiction['regulators']> }) {
  return (
    <Part title="Regulators" id="jurisdiction-regulators">
      {regulators.length === 0 ? (
        <Empty>No regulators recorded for this jurisdiction.</Empty>
      ) : (
        <List dense disablePadding>
          {regulators.map((regulator) => (
            <ListItem key={regulator.id} disableGutters>
              <ListItemText
                primary={
                  regulator.code ? (
                    <Link component={RouterLink} to={pathTo('Regulator', { code: regulator.code })} underline="hover">
                      {regulator.title}
                    </Link>
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
function areaOfRoute(name: string | undefined): string | null {
  if (!name || name === 'Jurisdiction') return null;
  try {
    const area = routeByName(name).area;
    return area && findArea(area) ? area : null;
  } catch {
    return null;
  }
}

/** One jurisdiction across every area: what changed for it, and what is coming; scoped to an area on its routes. */
function JurisdictionPage() {
  const { country = '' } = useParams();
  const code = country.toUpperCase();
  const area = areaOfRoute(useRouteName());
  const areaLabel = area ? findArea(area)?.label : null;
  const query = useQuery({
    queryKey: ['jurisdiction', code, area],
    queryFn: ({ signal }) => getJurisdiction(code, area, signal),
  });
  const heading = headingOf(query.data?.country.name ?? countryName(code), areaLabel);
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
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {title}
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? `There is no jurisdiction “${country}”.` : query.error.message}
        </Alert>
      </Container>
    );
  }
  const data = query.data;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} component="article" aria-labelledby="jurisdiction-title">
      {title}
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="overline" color="text.secondary">
          Jurisdiction · {data.country.code}
        </Typography>
        <Typography id="jurisdiction-title" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        <Typography color="text.secondary">What changed, and what is coming.</Typography>
      </Box>
      <Grid container spacing={2}>
        {data.news && (
          <Grid size={{ xs: 12, md: 7 }}>
            <NewsPart news={data.news} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: data.news ? 5 : 12 }}>
          <ComingPart coming={data.coming} />
        </Grid>
        {data.regulations && (
          <Grid size={{ xs: 12, md: 7 }}>
            <RegulationsPart regulations={data.regulations} />
          </Grid>
        )}
        {data.initiatives && (
          <Grid size={{ xs: 12, md: data.regulations ? 5 : 12 }}>
            <InitiativesPart initiatives={data.initiatives} />
          </Grid>
        )}
        {data.regulators && (
          <Grid size={{ xs: 12, md: 5 }}>
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
