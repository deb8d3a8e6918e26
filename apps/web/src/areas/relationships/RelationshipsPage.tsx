import { Box, Container, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { QueryStates } from '../QueryStates.tsx';
import { useLinkKinds } from './get-link-kinds.ts';
import { KindsMatrix } from './KindsMatrix.tsx';
import { KindsTable } from './KindsTable.tsx';
import { LinkFilters } from './LinkFilters.tsx';
import { LinksList } from './LinksList.tsx';
import { changed, relationLabelOf, selectionOf, type Selection } from './selection.ts';
import { typeLabel, type LinkKind } from './types.ts';

/** What the list shows, in words: "Communications → Insights (Insights)", or every link. */
function listTitle(kinds: readonly LinkKind[], selection: Selection): string {
  if (!selection.from && !selection.to && !selection.relation) return 'All links';
  const from = selection.from ? typeLabel(selection.from, true) : 'Any type';
  const to = selection.to ? typeLabel(selection.to, true) : 'any type';
  return `${from} → ${to}${selection.relation ? ` (${relationLabelOf(kinds, selection)})` : ''}`;
}

/**
 * `/relationships` (issue 17): the links between items by kind — how many of each pair of types and relation, as a
 * table or a matrix — and the links of the chosen kind with both ends. Everything counted and listed is limited by
 * the server to links whose two items the user may read (the external builds' API keys included).
 */
function RelationshipsPage() {
  const [search, setSearch] = useSearchParams();
  const selection = selectionOf(search);
  const kinds = useLinkKinds();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const change = (values: Record<string, string | null>) => setSearch(changed(search, values));
  const all = kinds.data?.kinds ?? [];
  // A kind chosen where its list is out of sight (below the summary, on a phone) brings the list into view.
  const chosen = `${selection.from}|${selection.to}|${selection.relation}`;
  const firstChoice = useRef(chosen);
  useEffect(() => {
    const heading = listHeading.current;
    if (chosen === firstChoice.current || !heading) return;
    firstChoice.current = chosen;
    if (heading.getBoundingClientRect().top > window.innerHeight) heading.scrollIntoView({ block: 'start' });
  }, [chosen]);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Relationships · ${config.brand}`}</title>
      <Typography variant="h4" component="h1">
        Relationships
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3, maxWidth: '80ch' }}>
        The links between items: the obligations of a regulation, the controls that meet an obligation, the insights a
        communication points to… Choose a kind to see its links. Only links whose two items you may read are counted and
        listed.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          // The matrix needs the width of the page; the table of kinds sits beside the links on a wide screen.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: selection.view === 'matrix' ? 'minmax(0, 1fr)' : 'minmax(0, 5fr) minmax(0, 7fr)',
          },
        }}
      >
        <Box component="section" aria-labelledby="kinds-heading">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
            <Typography id="kinds-heading" variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
              Kinds of link
              {kinds.data && (
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  {kinds.data.total.toLocaleString()} links
                </Typography>
              )}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={selection.view}
              onChange={(_, view: string | null) => view && change({ view: view === 'table' ? null : view })}
              aria-label="Show the kinds as"
            >
              <ToggleButton value="table">Table</ToggleButton>
              <ToggleButton value="matrix">Matrix</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <QueryStates
            query={kinds}
            data={kinds.data?.kinds}
            isEmpty={(rows) => rows.length === 0}
            denied="Your access does not include any content, so no link can be shown."
            what="The kinds of link"
            empty="There is no link between items you may read."
            height={320}
          >
            {(rows) => (
              <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
                {selection.view === 'matrix' ? (
                  <KindsMatrix kinds={rows} selection={selection} />
                ) : (
                  <KindsTable kinds={rows} selection={selection} />
                )}
              </Paper>
            )}
          </QueryStates>
        </Box>
        <Box component="section" aria-labelledby="links-heading">
          <Typography
            id="links-heading"
            ref={listHeading}
            variant="h6"
            component="h2"
            // Below the top bar when brought into view.
            sx={{ mb: 1.5, scrollMarginTop: 96 }}
          >
            {listTitle(all, selection)}
          </Typography>
          <LinkFilters kinds={all} selection={selection} onChange={change} />
          <LinksList selection={selection} onChange={change} />
        </Box>
      </Box>
    </Container>
  );
}

export default withQueries(RelationshipsPage);
