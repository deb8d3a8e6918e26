import { Box, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { getCountryRegulations, type CountryRegulations, type MatrixRegulation } from './api.ts';
import { QueryStates } from '../QueryStates.tsx';
import { optionLabel } from './matrix-query.ts';
import { DemoNote, PageHeading, PageLink, RegulationLink, researchPaths, StatusChip } from './ResearchBits.tsx';

const TITLE = 'Country regulations (v2 demo)';
const QUERY = new URLSearchParams({ columns: 'kind' });

interface Group {
  code: string;
  name: string;
  total: number;
  items: MatrixRegulation[];
}

/** The matrix by type, read as one list per jurisdiction (a regulation has one type, so it is listed once). */
function groupsOf(data: CountryRegulations): Group[] {
  return data.rows.map((row) => {
    const items = data.cells
      .filter((cell) => cell.row === row.key)
      .flatMap((cell) => cell.items)
      .sort((a, b) => (a.shortName ?? a.title).localeCompare(b.shortName ?? b.title));
    return { code: row.key, name: row.label, total: row.total, items };
  });
}

/**
 * `/research/country-regulations/v2/demo`: the second version's form, kept as a demonstration — a plain list of
 * jurisdictions, each with its number of regulations and the regulations themselves (type and status), no filters.
 */
function V2DemoPage() {
  const matrix = useQuery({
    queryKey: ['research', 'country-regulations', QUERY.toString()],
    queryFn: ({ signal }) => getCountryRegulations(QUERY, signal),
  });
  const groups = useMemo(() => (matrix.data ? groupsOf(matrix.data) : null), [matrix.data]);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`${TITLE} · ${config.brand}`}</title>
      <PageHeading title={TITLE} />
      <DemoNote version="version 2" form="a list grouped by jurisdiction, with the number of regulations of each." />
      <QueryStates
        query={matrix}
        data={groups}
        isEmpty={(list) => list.length === 0}
        denied="Your access does not include regulations, which this list shows."
        what="The list"
        empty="No regulations are recorded yet."
      >
        {(list) => (
          <Stack spacing={3}>
            {list.map((group) => (
              <Box component="section" key={group.code} aria-labelledby={`v2-${group.code}`}>
                <Typography variant="h6" component="h2" id={`v2-${group.code}`}>
                  {`${group.name} (${group.total})`}
                </Typography>
                <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
                  {group.items.map((item) => (
                    <Box component="li" key={item.id} sx={{ mb: 0.5 }}>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
                        <RegulationLink item={item} />
                        <Typography variant="body2" color="text.secondary" component="span">
                          {optionLabel('kind', item.kind)}
                        </Typography>
                        <StatusChip status={item.status} />
                      </Box>
                    </Box>
                  ))}
                </Box>
                {group.items.length < group.total && (
                  <PageLink
                    to={researchPaths.v4({
                      columns: 'kind',
                      country: [group.code],
                      topics: [],
                      kind: [],
                      status: [],
                      q: '',
                    })}
                  >
                    {`All ${group.total} in the matrix`}
                  </PageLink>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(V2DemoPage);
