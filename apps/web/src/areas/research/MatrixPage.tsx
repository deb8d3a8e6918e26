import { Container, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { can } from '@rh/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../api/DownloadButton.tsx';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { useSession } from '../../session/useSession.ts';
import { QueryStates } from '../QueryStates.tsx';
import { countryRegulationsFile, getCountryRegulations } from './api.ts';
import { MatrixFilters } from './MatrixFilters.tsx';
import { matrixSearch, readMatrixState, type MatrixState } from './matrix-query.ts';
import { MatrixList, MatrixTable } from './MatrixTable.tsx';
import { count, PageHeading, PageLink, researchPaths } from './ResearchBits.tsx';

const TITLE = 'Country regulations';

/**
 * `/research/country-regulations/v4` (v1–v3 redirect here; sign-in needed): regulations by jurisdiction × topic
 * area, topic or type, each cell listing its regulations with their status. The filters live in the address.
 */
function MatrixPage() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readMatrixState(search), [search]);
  const query = useMemo(() => matrixSearch(state), [state]);
  const key = query.toString();
  const allowed = can(useSession().state.roles, 'regulation', 'read');
  const matrix = useQuery({
    queryKey: ['research', 'country-regulations', key],
    queryFn: ({ signal }) => getCountryRegulations(query, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const change = (next: MatrixState) => setSearch(matrixSearch(next), { replace: false });
  const fileName = `country-regulations-${new Date().toISOString().slice(0, 10)}`;

  return (
    <Container maxWidth={false} sx={{ py: 3, maxWidth: 1600 }}>
      <title>{`${TITLE} · ${config.brand}`}</title>
      <PageHeading
        title={TITLE}
        intro={
          <>
            Regulations by jurisdiction and topic area, topic or type: each cell lists the regulations of one
            jurisdiction in one column, with their status. A count is the regulation list’s for the same filters; a
            regulation on two topics is in both columns and once in its row’s total. Earlier versions:{' '}
            <PageLink to={researchPaths.v2()}>v2 demo</PageLink>, <PageLink to={researchPaths.v3()}>v3 demo</PageLink>.
          </>
        }
      />
      {!allowed ? (
        <Alert severity="info">Your access does not include regulations, which this matrix shows.</Alert>
      ) : (
        <>
          <MatrixFilters state={state} data={matrix.data} onChange={change} />
          <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography role="status" sx={{ mr: 'auto' }}>
              {matrix.data
                ? `${count(matrix.data.total, 'regulation')} in ${count(matrix.data.rows.length, 'jurisdiction')}${matrix.data.hiddenRows ? ` (${matrix.data.hiddenRows} smaller ones left out: filter by jurisdiction)` : ''}.`
                : ''}
            </Typography>
            <DownloadButton
              variant="outlined"
              size="small"
              target={{ path: countryRegulationsFile(query, 'xlsx'), fileName: `${fileName}.xlsx` }}
            >
              Export XLSX
            </DownloadButton>
            <DownloadButton
              variant="outlined"
              size="small"
              target={{ path: countryRegulationsFile(query, 'csv'), fileName: `${fileName}.csv` }}
            >
              Export CSV
            </DownloadButton>
          </Stack>
          <QueryStates
            query={matrix}
            data={matrix.data}
            isEmpty={(data) => data.total === 0}
            denied="Your access does not include regulations, which this matrix shows."
            what="The matrix"
            empty="No regulation matches these filters."
          >
            {(data) => (narrow ? <MatrixList data={data} state={state} /> : <MatrixTable data={data} state={state} />)}
          </QueryStates>
        </>
      )}
    </Container>
  );
}

export default withQueries(MatrixPage);
