import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { countryName } from '@rh/core/countries';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../routes/table.ts';
import type { Brief } from './api.ts';
import { briefPath, weekNewsPath } from './brief-links.ts';
import { FollowingSummary } from './FollowingSummary.tsx';
import { useWhatsNewFeed } from './useWhatsNewFeed.ts';
import { LoadingBlock } from '../../components/LoadingBlock.tsx';

// Home carries only what it shows at once (bench/web, the build's first-page check): the editor's field inputs load
// when the user changes what they follow.
const FollowEditor = lazy(() => import('./FollowEditor.tsx').then((m) => ({ default: m.FollowEditor })));

function BriefTitle({ item }: { item: Brief }) {
  const path = briefPath(item);
  if (!path) return <>{item.title}</>;
  return (
    <MuiLink component={Link} to={path} underline="hover">
      {item.title}
    </MuiLink>
  );
}

function BriefList({ items, empty }: { items: Brief[]; empty: string }) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <BriefTitle item={item} />
          <Typography variant="body2" color="text.secondary">
            {item.date ? new Date(item.date).toLocaleDateString() : ''}
            {item.countries.length ? ` · ${item.countries.map(countryName).join(', ')}` : ''}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

/**
 * Home's "what is new for me": what the user follows (countries, topics; editable here), the week's news in it,
 * coming events, and unread notifications.
 */
export default function WhatsNew() {
  const feed = useWhatsNewFeed();
  const [editing, setEditing] = useState(false);
  if (feed.error) {
    // Text rather than MUI's Alert, which Home would otherwise carry for this one case.
    return (
      <Typography role="alert" color="error">
        What is new could not be loaded. {feed.error.message}
      </Typography>
    );
  }
  if (!feed.data) return <LoadingBlock height={240} />;
  const { preferences, news, newsCount, events, unread, since } = feed.data;
  const following = preferences.countries.length + preferences.topics.length > 0;
  return (
    <Box data-testid="whats-new">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Following:
        </Typography>
        {following ? (
          <FollowingSummary preferences={preferences} />
        ) : (
          <Typography variant="body2">everything (choose countries and topics to narrow it)</Typography>
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
      {editing && (
        <Suspense fallback={<LoadingBlock height={160} />}>
          <FollowEditor
            preferences={preferences}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              feed.reload();
            }}
          />
        </Suspense>
      )}
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
