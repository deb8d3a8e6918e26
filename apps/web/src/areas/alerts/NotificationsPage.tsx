import { Container, Link as MuiLink, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { pathTo } from '../../routes/table.ts';
import { announceUnread } from './api.ts';
import { NotificationFeed, NotificationsHeading, useNotificationFeed } from './NotificationFeed.tsx';

/** The user's notifications (`/notifications`): alerts' new items and administrators' messages, unread first marked. */
function NotificationsPage() {
  const feed = useNotificationFeed();
  const { unread } = feed;
  // The top bar's count follows what this page read.
  useEffect(() => {
    if (unread !== undefined) announceUnread(unread);
  }, [unread]);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <NotificationsHeading feed={feed} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        New items found by{' '}
        <MuiLink component={Link} to={pathTo('AlertsList')}>
          your alerts
        </MuiLink>
        , and messages from administrators.
      </Typography>
      <NotificationFeed
        feed={feed}
        loading={<PageSkeleton />}
        failed="Your notifications could not be loaded."
        empty="No notification yet. Create an alert to hear of new items as they arrive."
      />
    </Container>
  );
}

export default withQueries(NotificationsPage);
