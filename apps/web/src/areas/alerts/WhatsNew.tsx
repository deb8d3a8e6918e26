import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert as MuiAlert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { contentType, countryName, type FieldDef } from '@rh/core/content';
import { useState } from 'react';
import { Link } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { FieldInput } from '../../content/fields/FieldInput.tsx';
import { screenRoute } from '../../content/links.ts';
import { pathTo } from '../../routes/table.ts';
import { useSavePreferences, useWhatsNew, type Brief, type Preferences } from './api.ts';
import { ItemTitleLink } from './ItemTitleLink.tsx';
import { QuerySummary } from './QuerySummary.tsx';

const COUNTRIES: FieldDef = {
  name: 'countries',
  label: 'Countries I follow',
  kind: 'countries',
  help: 'News and events of these countries (and EU, International) show here',
};
const TOPICS: FieldDef = {
  name: 'topics',
  label: 'Topics I follow',
  kind: 'references',
  to: 'topic',
  help: 'With their subtopics',
};

function FollowEditor({ preferences, onDone }: { preferences: Preferences; onDone: () => void }) {
  const save = useSavePreferences();
  const [draft, setDraft] = useState(preferences);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="form"
      aria-label="What I follow"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft, { onSuccess: onDone });
      }}
    >
      <Stack spacing={2}>
        <FieldInput
          field={COUNTRIES}
          value={draft.countries}
          onChange={(value) => setDraft({ ...draft, countries: (value as string[] | null) ?? [] })}
          onBlur={() => undefined}
        />
        <FieldInput
          field={TOPICS}
          value={draft.topics}
          onChange={(value) => setDraft({ ...draft, topics: (value as string[] | null) ?? [] })}
          onBlur={() => undefined}
        />
        {save.error && <MuiAlert severity="error">{save.error.message}</MuiAlert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function BriefList({ items, empty }: { items: Brief[]; empty: string }) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemTitleLink item={item} />
          <Typography variant="body2" color="text.secondary">
            {item.date ? new Date(item.date).toLocaleDateString() : ''}
            {item.countries.length ? ` · ${item.countries.map(countryName).join(', ')}` : ''}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

/** The News list of the week, filtered as far as one list can be (countries or topics: the list ands filters). */
function weekNewsPath(since: string, preferences: Preferences): string {
  const route = screenRoute(contentType('newsitem'), 'list');
  if (!route) return pathTo('Home');
  const search = new URLSearchParams({ 'publishedAt.from': since.slice(0, 10) });
  if (preferences.countries.length && !preferences.topics.length) {
    for (const country of preferences.countries) search.append('countries', country);
  }
  if (preferences.topics.length && !preferences.countries.length) {
    for (const topic of preferences.topics) search.append('topics', topic);
  }
  return `${pathTo(route)}?${search}`;
}

/**
 * Home's "what is new for me": what the user follows (countries, topics; editable here), the week's news in it,
 * coming events, and unread notifications.
 */
function WhatsNew() {
  const feed = useWhatsNew();
  const [editing, setEditing] = useState(false);
  if (feed.isPending) return <Skeleton variant="rounded" height={240} />;
  if (feed.error) return <MuiAlert severity="error">What is new could not be loaded. {feed.error.message}</MuiAlert>;
  const { preferences, news, newsCount, events, unread, since } = feed.data;
  const following = preferences.countries.length + preferences.topics.length > 0;
  return (
    <Box data-testid="whats-new">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Following:
        </Typography>
        {following ? (
          <QuerySummary
            contentType="newsitem"
            showType={false}
            query={{ countries: preferences.countries, topics: preferences.topics }}
          />
        ) : (
          <Chip size="small" label="everything (choose countries and topics to narrow it)" />
        )}
        {!editing && (
          <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            Change
          </Button>
        )}
        {unread > 0 && (
          <Button size="small" component={Link} to={pathTo('Notifications')} sx={{ ml: 'auto' }}>
            {unread} unread {unread === 1 ? 'notification' : 'notifications'}
          </Button>
        )}
      </Stack>
      {editing && <FollowEditor preferences={preferences} onDone={() => setEditing(false)} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box component="section" aria-labelledby="home-week-news">
          <Typography id="home-week-news" variant="h6" component="h3" gutterBottom>
            News this week{newsCount ? ` (${newsCount >= 1000 ? '1,000+' : newsCount})` : ''}
          </Typography>
          <BriefList items={news} empty="No news in what you follow this week." />
          {newsCount > news.length && (
            <Button size="small" component={Link} to={weekNewsPath(since, preferences)} sx={{ mt: 1 }}>
              All news of the week
            </Button>
          )}
        </Box>
        <Box component="section" aria-labelledby="home-events">
          <Typography id="home-events" variant="h6" component="h3" gutterBottom>
            Coming events
          </Typography>
          <BriefList items={events} empty="No coming event in what you follow." />
        </Box>
      </Box>
    </Box>
  );
}

export default withQueries(WhatsNew);
