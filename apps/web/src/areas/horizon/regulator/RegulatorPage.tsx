import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Chip, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType, countryName, fieldOf } from '@rh/core/content';
import { useParams, Link as RouterLink } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { useItem } from '../../../content/api/get-item.ts';
import type { Item } from '../../../content/api/types.ts';
import { formatDate, optionLabel } from '../../../content/fields/format.ts';
import { editPath, listPath } from '../../../content/links.ts';
import { PageSkeleton } from '../../../content/PageSkeleton.tsx';
import { isoDay } from '../events/timeline.ts';
import { RegulatorSection } from './RegulatorSection.tsx';

const REGULATOR = contentType('regulator');
const EVENT_KIND = fieldOf(contentType('event'), 'kind');
const REGULATION_STATUS = fieldOf(contentType('regulation'), 'status');

const day = (value: unknown) => (typeof value === 'string' && value ? formatDate(value.slice(0, 10)) : '');
const eventLine = (item: Item) =>
  [day(item.data.start), typeof item.data.kind === 'string' ? optionLabel(EVENT_KIND, item.data.kind) : '']
    .filter(Boolean)
    .join(' · ');

function Profile({ item }: { item: Item }) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const field = (name: string) => text(item.data[name]);
  const [code, country, level, kind, website, description] = [
    field('code'),
    field('country'),
    field('level'),
    field('kind'),
    field('website'),
    field('description'),
  ] as const;
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <title>{`${item.title} · ${REGULATOR.label} · ${config.brand}`}</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {REGULATOR.label} · {code}
          </Typography>
          <Typography id="item-title" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {country && <Chip size="small" label={countryName(country)} />}
            {level && <Chip size="small" variant="outlined" label={optionLabel(fieldOf(REGULATOR, 'level'), level)} />}
            {kind && <Chip size="small" variant="outlined" label={optionLabel(fieldOf(REGULATOR, 'kind'), kind)} />}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1}>
          {/^https?:\/\//i.test(website) && (
            <Button size="small" endIcon={<OpenInNew />} href={website} target="_blank" rel="noopener noreferrer">
              Website
            </Button>
          )}
          {item.abilities.update && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditOutlined />}
              component={RouterLink}
              to={editPath(REGULATOR, item.id)}
            >
              Edit
            </Button>
          )}
        </Stack>
      </Stack>
      {description && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>
        </Paper>
      )}
    </Box>
  );
}

/** A regulator's profile: who it is, its sources, latest news, events ahead and behind, and its regulations. */
function RegulatorPage() {
  const { code = '' } = useParams();
  const query = useItem(REGULATOR.name, code);
  if (query.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <PageSkeleton />
      </Container>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    const list = listPath(REGULATOR);
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Alert severity={missing ? 'warning' : 'error'}>
          <title>{`Regulator not found · ${config.brand}`}</title>
          {missing ? `There is no regulator “${code}”, or you may not see it.` : query.error.message}{' '}
          {list && <RouterLink to={list}>All regulators</RouterLink>}
        </Alert>
      </Container>
    );
  }
  const item = query.data;
  const regulator = item.id;
  const now = new Date();
  const today = isoDay(now);
  const yesterday = isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} component="article" aria-labelledby="item-title">
      <Profile item={item} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <RegulatorSection
            title="Latest news"
            type="newsitem"
            params={{ regulator, limit: '10' }}
            listParams={{ regulator }}
            detail={(news) => day(news.data.publishedAt)}
            empty="No news from this regulator yet."
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <RegulatorSection
              title="Upcoming events"
              type="event"
              params={{ regulator, 'start.from': today, sort: 'start', limit: '5' }}
              listParams={{ regulator, 'start.from': today, sort: 'start' }}
              detail={eventLine}
              empty="Nothing ahead."
              moreLabel="All upcoming events"
            />
            <RegulatorSection
              title="Recent events"
              type="event"
              params={{ regulator, 'start.to': yesterday, limit: '5' }}
              listParams={{ regulator, 'start.to': yesterday }}
              detail={eventLine}
              empty="Nothing in the past."
              moreLabel="All past events"
            />
            <RegulatorSection
              title="Sources"
              type="source"
              params={{ regulator, limit: '10' }}
              listParams={{ regulator }}
              empty="No source of this regulator is watched."
            />
          </Stack>
        </Grid>
        <Grid size={12}>
          <RegulatorSection
            title="Regulations"
            type="regulation"
            params={{ regulator, limit: '10', sort: '-effectiveOn' }}
            listParams={{ regulator }}
            detail={(regulation) =>
              [
                typeof regulation.data.shortName === 'string' ? regulation.data.shortName : '',
                typeof regulation.data.status === 'string'
                  ? optionLabel(REGULATION_STATUS, regulation.data.status)
                  : '',
                regulation.data.effectiveOn ? `in force ${day(regulation.data.effectiveOn)}` : '',
              ]
                .filter(Boolean)
                .join(' · ')
            }
            empty="No regulation names this regulator."
          />
        </Grid>
      </Grid>
    </Container>
  );
}

export default withQueries(RegulatorPage);
