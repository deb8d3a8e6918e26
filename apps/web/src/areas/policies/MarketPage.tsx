import { Container } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { countryName, isCountryCode } from '@rh/core/content';
import { useParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { InitiativeView } from './InitiativeView.tsx';
import { MarketsList } from './MarketsList.tsx';
import { MarketView } from './MarketView.tsx';
import { PageLink, paths } from './PolicyBits.tsx';

/**
 * `/impact/policies/market/:country?/:initiative?`: the markets (no country), one market's policies, initiatives
 * and documents (a country), or one of its initiatives drilled down (both).
 */
function MarketPage() {
  const { country = '', initiative } = useParams();
  const code = country.toUpperCase();
  const title = !code ? 'Markets' : isCountryCode(code) ? countryName(code) : 'Unknown market';
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${title} · Climate Policy · ${config.brand}`}</title>
      {!code ? (
        <MarketsList />
      ) : !isCountryCode(code) ? (
        <Alert severity="warning">
          There is no jurisdiction “{country}”. <PageLink to={paths.market()}>See every market</PageLink>.
        </Alert>
      ) : initiative ? (
        <InitiativeView code={code} id={initiative} />
      ) : (
        <MarketView code={code} />
      )}
    </Container>
  );
}

export default withQueries(MarketPage);
