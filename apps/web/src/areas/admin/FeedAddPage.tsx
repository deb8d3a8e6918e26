import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Box,
  Button,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Link,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { useCreateItem } from '../../content/api/create-item.ts';
import { ReferenceAutocomplete } from '../../content/fields/ReferenceAutocomplete.tsx';
import { itemPath, listPath } from '../../content/links.ts';
import { isDenied } from '../QueryStates.tsx';
import { DISCOVER_KEY, useDiscoverFeed, type DiscoveredFeed } from './discover-feed.ts';
import { FeedPreview, formatLabel } from './FeedPreview.tsx';

const SOURCE = contentType('source');

/** A name for the source: the feed's title, else its host. */
function nameOf(feed: DiscoveredFeed): string {
  if (feed.title) return feed.title.slice(0, 200);
  try {
    return new URL(feed.url).hostname;
  } catch {
    return feed.url;
  }
}

/** Says that a source has the feed's address already, and links to it when the user may read it. */
function ExistingSource({ existing }: { existing: NonNullable<DiscoveredFeed['existing']> }) {
  return (
    <Alert severity="info" role="status">
      A source has this address already
      {existing.id ? (
        <>
          :{' '}
          <Link component={RouterLink} to={itemPath(SOURCE, { id: existing.id })}>
            {existing.name ?? 'open it'}
          </Link>
        </>
      ) : (
        ' (one you may not read)'
      )}
      . Choose another feed, or change that source.
    </Alert>
  );
}

/** Creates the source of a previewed feed (name and regulator chosen here), then opens its page. */
function AddSource({ feed }: { feed: DiscoveredFeed }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useCreateItem(SOURCE.name);
  const [name, setName] = useState(nameOf(feed));
  const [regulator, setRegulator] = useState<string[]>([]);
  if (!feed.format) return null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = { name: name.trim(), url: feed.url, kind: feed.format, enabled: true, regulator: regulator[0] };
    create.mutate(data, {
      onSuccess: (item) => {
        void client.invalidateQueries({ queryKey: DISCOVER_KEY });
        void navigate(itemPath(SOURCE, item));
      },
    });
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={handleSubmit} sx={{ p: 2 }} aria-label="The new source">
      <Typography variant="h6" component="h2" gutterBottom>
        Add it as a source
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          helperText={`${formatLabel(feed.format)} feed, fetched on schedule once added`}
        />
        <ReferenceAutocomplete
          to="regulator"
          multiple={false}
          value={regulator}
          onChange={setRegulator}
          label="Regulator"
          helperText="The publisher its news items are given"
        />
        {create.error && <Alert severity="error">The source was not saved: {create.error.message}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={!name.trim() || create.isPending}>
            {create.isPending ? 'Adding…' : 'Add source'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** A feed the page lists but the first answer did not fetch: its own address is discovered when it is chosen. */
function LatePreview({ feed }: { feed: DiscoveredFeed }) {
  const query = useDiscoverFeed(feed.url);
  if (query.isPending) return <LinearProgress aria-label="Reading the feed" />;
  const read = query.data?.feeds[0];
  if (!read)
    return (
      <Alert severity="warning" role="alert">
        This feed could not be read: {query.error?.message}
      </Alert>
    );
  return <Chosen feed={{ ...read, title: read.title ?? feed.title }} />;
}

function Chosen({ feed }: { feed: DiscoveredFeed }) {
  if (!feed.previewed) return <LatePreview feed={feed} />;
  return (
    <Stack spacing={2}>
      {feed.existing && <ExistingSource existing={feed.existing} />}
      <FeedPreview feed={feed} />
      {!feed.existing && <AddSource key={feed.url} feed={feed} />}
    </Stack>
  );
}

/** The feeds a page links, one to choose. */
function FeedChoice(props: { feeds: DiscoveredFeed[]; chosen: number; onChoose: (index: number) => void }) {
  return (
    <FormControl>
      <FormLabel id="feed-choice">Choose a feed</FormLabel>
      <RadioGroup
        aria-labelledby="feed-choice"
        value={String(props.chosen)}
        onChange={(event) => props.onChoose(Number(event.target.value))}
      >
        {props.feeds.map((feed, index) => (
          <FormControlLabel
            key={feed.url}
            value={String(index)}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
            label={
              <Box sx={{ overflowWrap: 'anywhere' }}>
                {feed.title ?? 'Untitled feed'}
                <Typography variant="body2" color="text.secondary">
                  {feed.format ? `${formatLabel(feed.format)} · ` : ''}
                  {feed.url}
                  {feed.existing ? ' · already a source' : ''}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** `/feed/add`: a page or feed address fetched by the server, its feed previewed, then added as a source. */
function FeedAddPage() {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [chosen, setChosen] = useState(0);
  const query = useDiscoverFeed(asked);
  const sources = listPath(SOURCE);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const url = typed.trim();
    if (!url) return;
    setChosen(0);
    setAsked(url);
    if (url === asked) void query.refetch();
  };
  const answer = query.data;
  const feed = answer?.feeds[chosen] ?? answer?.feeds[0];
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`Add a source from a feed address · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Add a source from a feed address
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        Paste the address of a regulator’s feed, or of a page of its site that links one. The server fetches it as it
        fetches sources (public addresses only) and shows what a source would read; then add it.
        {sources && (
          <>
            {' '}
            All sources are in the{' '}
            <Link component={RouterLink} to={sources}>
              sources list
            </Link>
            .
          </>
        )}
      </Typography>
      <Stack
        component="form"
        onSubmit={handleSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 3 }}
      >
        <TextField
          label="Page or feed address"
          placeholder="https://www.regulator.example/news"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'off', spellCheck: false, maxLength: 2000 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchOutlined />}
          disabled={!typed.trim() || query.isFetching}
          sx={{ flexShrink: 0, alignSelf: { sm: 'center' }, whiteSpace: 'nowrap' }}
        >
          Find feed
        </Button>
      </Stack>
      {query.isFetching && <LinearProgress aria-label="Fetching the address" sx={{ mb: 2 }} />}
      {query.error && !query.isFetching && (
        <Alert severity={isDenied(query.error) ? 'info' : 'error'} role="alert">
          {isDenied(query.error) ? 'Your access does not include adding sources.' : query.error.message}
        </Alert>
      )}
      {answer && feed && !query.isFetching && (
        <Stack spacing={2}>
          {answer.kind === 'page' && (
            <Typography role="status">
              The page {answer.pageTitle ? `“${answer.pageTitle}” ` : ''}links {answer.feeds.length}{' '}
              {answer.feeds.length === 1 ? 'feed' : 'feeds'}.
            </Typography>
          )}
          {answer.feeds.length > 1 && <FeedChoice feeds={answer.feeds} chosen={chosen} onChoose={setChosen} />}
          <Chosen key={feed.url} feed={feed} />
        </Stack>
      )}
    </Container>
  );
}

export default withQueries(FeedAddPage);
