import { Box, Chip, Container, Tab, Tabs, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import { can } from '@rh/core';
import { AREA_ROUTES, scopeOf, type Area, type Explorer } from '@rh/core/areas';
import { findContentType, type ContentType } from '@rh/core/content';
import { useCallback, useMemo } from 'react';
import { withQueries } from '../app/with-queries.tsx';
import { config } from '../config.ts';
import { parseListState } from '../content/list/list-state.ts';
import { useSearchState } from '../content/list/useListState.ts';
import { useRouteName } from '../routes/useRouteName.ts';
import { useSession } from '../session/useSession.ts';
import { explorerStateToSearch, parseExplorerState, type ExplorerState } from './explorer-state.ts';
import { ExplorerView } from './ExplorerView.tsx';

/** The data explorer of a `datastrat(s)` route (declared in `@rh/core/areas` EXPLORERS): its types as tabs. */
function ExplorerPage() {
  const name = useRouteName();
  const screen = name ? AREA_ROUTES.get(name) : undefined;
  const { roles } = useSession().state;
  const explorer = screen?.screen === 'explorer' ? screen.explorer : undefined;
  const area = screen?.area;
  // Only the types the user may read are offered; the server refuses the others anyway (deny by default).
  const types = useMemo(
    () =>
      (explorer?.types ?? [])
        .flatMap((typeName) => findContentType(typeName) ?? [])
        .filter((type) => can(roles, type.resource, 'read')),
    [explorer, roles],
  );
  const title = `${area?.label ?? 'Admin'}: data explorer`;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`${title} · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {!explorer && <Alert severity="error">This page has no data explorer declared.</Alert>}
      {explorer && types.length === 0 && (
        <Alert severity="warning">You may not read any of the data this explorer shows.</Alert>
      )}
      {explorer && types.length > 0 && (
        <ExplorerTabs key={explorer.route} explorer={explorer} area={area} types={types} />
      )}
    </Container>
  );
}

function ExplorerTabs({ area, types }: { explorer: Explorer; area: Area | undefined; types: readonly ContentType[] }) {
  const first = types[0]!.name;
  const parse = useCallback((search: URLSearchParams) => parseExplorerState(types, search), [types]);
  const toSearch = useCallback((state: ExplorerState) => explorerStateToSearch(state, first), [first]);
  const [state, update] = useSearchState(parse, toSearch);
  const type = types.find((candidate) => candidate.name === state.type) ?? types[0]!;
  const scope = area && scopeOf(area.id, type.name) ? area.id : undefined;
  const scopeLabel = (scope && area && scopeOf(area.id, type.name)?.label) ?? `All ${type.plural.toLowerCase()}`;

  const handleType = (typeName: string) => {
    const next = types.find((candidate) => candidate.name === typeName)!;
    update({ type: next.name, list: parseListState(next, new URLSearchParams()), columns: null, by: [] });
  };
  return (
    <Box>
      {types.length > 1 && (
        <Tabs
          value={type.name}
          onChange={(_event, value: string) => handleType(value)}
          variant="scrollable"
          aria-label="What to explore"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {types.map((candidate) => (
            <Tab key={candidate.name} value={candidate.name} label={candidate.plural} />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography color="text.secondary">Scope:</Typography>
        <Chip label={scopeLabel} size="small" color={scope ? 'primary' : 'default'} data-testid="explorer-scope" />
      </Box>
      <ExplorerView key={type.name} type={type} state={state} onChange={update} scope={scope} firstType={first} />
    </Box>
  );
}

export default withQueries(ExplorerPage);
