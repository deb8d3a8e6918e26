import { Box, Container, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { can } from '@rh/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/request.ts';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { displayNameOf } from '../../../session/session-state.ts';
import { useSession } from '../../../session/useSession.ts';
import { QueryStates } from '../../QueryStates.tsx';
import { AnswerView } from './AnswerView.tsx';
import { operationsOf, type OpenApiDocument } from './openapi.ts';
import { OperationForm } from './OperationForm.tsx';
import { OperationList } from './OperationList.tsx';
import { sendAsMe, type Answer, type SendInput } from './send.ts';

const documentOptions = () =>
  queryOptions({
    queryKey: ['openapi'],
    queryFn: ({ signal }) => api.get<OpenApiDocument>('cosmos', '/openapi.json', { signal }),
    staleTime: Infinity,
  });

/**
 * `/testapi`: the API console. Picks an operation of the OpenAPI document and sends it as the signed-in user; GET
 * only unless the user holds the app configuration's update right. The server checks each call's own access anyway.
 */
function TestapiPage() {
  const { state } = useSession();
  const query = useQuery(documentOptions());
  const operations = useMemo(() => (query.data ? operationsOf(query.data) : []), [query.data]);
  const [params, setParams] = useSearchParams();
  const selected = operations.find((operation) => operation.id === params.get('op')) ?? null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);
  const mayWrite = can(state.roles, 'appconfig', 'update');

  const handleSend = (input: SendInput) => {
    setSending(true);
    setAnswer(null);
    void sendAsMe(input).then((got) => {
      setAnswer(got);
      setSending(false);
    });
  };

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`API console · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        API console
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>
        Pick an operation of the API, fill it in and send it as yourself ({displayNameOf(state.user)}).{' '}
        {mayWrite
          ? 'You may send every method; a DELETE asks first.'
          : 'You may send read-only (GET) operations from here.'}{' '}
        The server still checks your access to each call, as it does for the app itself.
      </Typography>
      <QueryStates
        query={query}
        data={query.data}
        denied="Your access does not include the API description."
        what="The API description"
        height={420}
      >
        {(doc) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 2fr) minmax(0, 3fr)' },
              alignItems: 'start',
            }}
          >
            <OperationList
              operations={operations}
              selected={selected?.id ?? null}
              onSelect={(operation) => {
                setAnswer(null);
                setParams({ op: operation.id }, { replace: true });
              }}
            />
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              {selected ? (
                <OperationForm
                  key={selected.id}
                  doc={doc}
                  operation={selected}
                  allowed={selected.method === 'GET' || mayWrite}
                  sending={sending}
                  onSend={handleSend}
                />
              ) : (
                <Alert severity="info">Pick an operation in the list.</Alert>
              )}
              {answer && <AnswerView answer={answer} />}
            </Box>
          </Box>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(TestapiPage);
