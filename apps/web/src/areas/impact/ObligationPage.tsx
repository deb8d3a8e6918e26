import { Box, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { useParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { useItem } from '../../content/api/get-item.ts';
import { useItems } from '../../content/api/list-items.ts';
import type { Item } from '../../content/api/types.ts';
import { FieldSections } from '../../content/detail/FieldSections.tsx';
import { displayText } from '../../content/fields/format.ts';
import { itemPathOf } from '../../content/links.ts';
import { config } from '../../config.ts';
import { pathTo } from '../../routes/table.ts';
import { isDenied, QueryStates } from '../QueryStates.tsx';
import { dayText, isOverdue, PageHeading, PageLink, Trail } from './Bits.tsx';

const OBLIGATION = contentType('obligation');
const INITIATIVE = contentType('initiative');

const text = (item: Item, name: string) => {
  const field = INITIATIVE.fields.find((candidate) => candidate.name === name)!;
  return displayText(field, item.data[name], item.refs);
};

/** One initiative on the obligation's regulation: its stage, status, owner, firm deadline and readiness. */
function InitiativeRow({ item }: { item: Item }) {
  const overdue = isOverdue(item.data.deadline, item.data.readiness);
  const stage = INITIATIVE.workflow?.stages.find((one) => one.name === item.stage)?.label;
  const facts = [
    ['Status', text(item, 'status')],
    ['Owner', text(item, 'owner')],
    ['Firm deadline', dayText(item.data.deadline as string | undefined)],
    ['Readiness', text(item, 'readiness')],
    ['Takes effect', dayText(item.data.effectiveOn as string | undefined)],
  ] as const;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          <PageLink to={pathTo('ImpactInitiative', { id: item.id })}>{item.title}</PageLink>
        </Typography>
        {stage && <Chip size="small" label={stage} />}
        {overdue && <Chip size="small" color="error" label="Overdue" />}
      </Stack>
      <Typography variant="body2" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => `${label}: ${value}`)
          .join(' · ') || 'No status, owner or dates recorded'}
        {' · '}
        <PageLink to={pathTo('ImpactInitiativeLog', { id: item.id })}>Log</PageLink>
      </Typography>
    </Box>
  );
}

function Initiatives({ obligation }: { obligation: Item }) {
  const regulation = obligation.data.regulation as string | undefined;
  const list = useItems('initiative', { regulation: regulation ?? '', sort: 'deadline', limit: '100' }, null);
  if (!regulation) return <Typography color="text.secondary">This obligation names no regulation.</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The initiatives whose regulation is the obligation’s, soonest firm deadline first.
      </Typography>
      <QueryStates
        query={list}
        data={list.data?.items}
        isEmpty={(items) => items.length === 0}
        denied="Your access does not include IMPACT initiatives."
        what="The initiatives"
        empty="No IMPACT initiative is tracked on this regulation yet."
        height={160}
      >
        {(items) => (
          <Box component="ul" aria-label="Initiatives on the regulation" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <InitiativeRow key={item.id} item={item} />
            ))}
          </Box>
        )}
      </QueryStates>
    </>
  );
}

/** `/impact/obligation/:id`: an obligation seen from IMPACT, with the initiatives on its regulation. */
function ObligationPage() {
  const { id } = useParams();
  const obligation = useItem('obligation', id);
  const item = obligation.data;
  const full = item ? itemPathOf('obligation', item) : null;
  const title = item?.title ?? 'Obligation';
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`${title} · Obligation · IMPACT · ${config.brand}`}</title>
      <Trail links={[{ to: pathTo('ImpactReporting'), label: 'IMPACT' }]} current="Obligation" />
      <PageHeading
        overline="IMPACT · obligation"
        title={title}
        intro={
          full ? (
            <>
              What the obligation asks and the IMPACT initiatives on its regulation.{' '}
              <PageLink to={full}>Open the obligation’s full page</PageLink>.
            </>
          ) : (
            'What the obligation asks and the IMPACT initiatives on its regulation.'
          )
        }
      />
      {obligation.error && !isDenied(obligation.error) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Check the address, or find the obligation in the <PageLink to={pathTo('ImpactReporting')}>IMPACT</PageLink>{' '}
          overview.
        </Alert>
      )}
      <QueryStates
        query={obligation}
        data={item}
        denied="Your access does not include obligations."
        what="The obligation"
        height={240}
      >
        {(data) => (
          <Stack spacing={2}>
            <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                IMPACT initiatives on its regulation
              </Typography>
              <Initiatives obligation={data} />
            </Paper>
            <Box>
              <FieldSections type={OBLIGATION} item={data} />
            </Box>
          </Stack>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(ObligationPage);
