import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { contentType, fieldOf } from '@rh/core/content';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Jurisdiction } from '../areas/jurisdiction-api.ts';
import { MilestoneTimeline } from '../components/charts/MilestoneTimeline.tsx';
import type { TimelineTarget } from '../components/charts/milestone-option.ts';
import { config } from '../config.ts';
import { optionLabel } from '../content/fields/format.ts';
import { itemPathOf } from '../content/links.ts';
import { routesInBuild } from '../routes/in-build.ts';
import { pathTo } from '../routes/table.ts';
import {
  datesOf,
  groupByDomain,
  initiativeRouteName,
  timelineRowsOf,
  type InitiativeItem,
} from './jurisdiction-view.ts';
import { day, Empty, Part, PathLink, ShowAll } from './parts.tsx';

const INITIATIVE = contentType('initiative');
const DOMAIN = fieldOf(INITIATIVE, 'domain');
const STATUS = fieldOf(INITIATIVE, 'status');
const KIND = fieldOf(INITIATIVE, 'kind');
const MEASURE = fieldOf(INITIATIVE, 'measure');

/** Initiatives listed before "Show all". */
const FIRST_INITIATIVES = 8;

let buildRoutes: ReadonlySet<string> | undefined;

/** Where an initiative opens: its area's page (AI, tax), else Impact's, else the generic view this build has. */
function initiativePath(id: string, area: string | null, domain: string | null | undefined): string | null {
  buildRoutes ??= new Set(routesInBuild(config.build).map((route) => route.name));
  const name = initiativeRouteName(area, domain);
  return buildRoutes.has(name) ? pathTo(name, { id }) : itemPathOf('initiative', { id });
}

const label = (field: typeof STATUS, value: string | null | undefined) => (value ? optionLabel(field, value) : null);

function Entry({ item, area }: { item: InitiativeItem; area: string | null }) {
  const to = initiativePath(item.id, area, item.domain);
  const tax = area === 'tax';
  const facts = tax
    ? [
        label(MEASURE, item.measure),
        label(STATUS, item.status),
        item.effectiveOn && `effective ${day(item.effectiveOn)}`,
      ]
    : [
        label(KIND, item.kind),
        area ? null : label(DOMAIN, item.domain),
        label(STATUS, item.status),
        ...datesOf(item, day),
      ];
  const terms = tax ? [item.rate && `Rate: ${item.rate}`, item.base && `Base: ${item.base}`].filter(Boolean) : [];
  return (
    <ListItem disableGutters sx={{ py: 0.25 }}>
      <ListItemText
        primary={to ? <PathLink to={to}>{item.title}</PathLink> : item.title}
        secondary={
          <>
            {facts.filter(Boolean).join(' · ')}
            {terms.length > 0 && (
              <Box component="span" sx={{ display: 'block' }}>
                {terms.join(' · ')}
              </Box>
            )}
          </>
        }
      />
    </ListItem>
  );
}

/**
 * The initiatives of the jurisdiction (on the tax page: its tax measures): counts by domain and status, their
 * milestones compared on a timeline, and the newest with type, status and dates (tax: measure, rate, base).
 */
export function InitiativesPart(props: { initiatives: NonNullable<Jurisdiction['initiatives']>; area: string | null }) {
  const { initiatives, area } = props;
  const navigate = useNavigate();
  const [all, setAll] = useState(false);
  const groups = groupByDomain(initiatives.byDomainStatus);
  const rows = useMemo(() => timelineRowsOf(initiatives.latest), [initiatives.latest]);
  const domains = useMemo(
    () => new Map(initiatives.latest.map((item) => [item.id, item.domain])),
    [initiatives.latest],
  );
  const tax = area === 'tax';
  const noun = tax ? 'measures' : 'initiatives';
  const handleOpen = (target: TimelineTarget) => {
    const to = target.eventId
      ? itemPathOf('event', { id: target.eventId })
      : initiativePath(target.initiativeId, area, domains.get(target.initiativeId));
    if (to) void navigate(to);
  };
  const shown = all ? initiatives.latest : initiatives.latest.slice(0, FIRST_INITIATIVES);
  return (
    <Part title={tax ? 'Tax measures' : 'Initiatives'} id="jurisdiction-initiatives">
      {groups.length === 0 ? (
        <Empty>No {noun} for this jurisdiction.</Empty>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          {groups.map((group) => (
            <Box key={group.domain} sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3">
                {optionLabel(DOMAIN, group.domain)} ({group.total})
              </Typography>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                {group.statuses.map((one) => (
                  <Chip
                    key={one.status ?? ''}
                    size="small"
                    variant="outlined"
                    label={`${label(STATUS, one.status) ?? 'No status'}: ${one.count}`}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {rows.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <MilestoneTimeline
            title={tax ? 'Measures on a timeline' : 'Milestones compared'}
            headingLevel="h3"
            rows={rows}
            onOpen={handleOpen}
          />
        </Box>
      )}
      {initiatives.latest.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {tax ? 'Newest measures' : 'Newest initiatives'}
          </Typography>
          <List dense disablePadding>
            {shown.map((item) => (
              <Entry key={item.id} item={item} area={area} />
            ))}
          </List>
          <ShowAll
            total={initiatives.latest.length}
            first={FIRST_INITIATIVES}
            all={all}
            noun={noun}
            onToggle={() => setAll(!all)}
          />
        </>
      )}
    </Part>
  );
}
