import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import { Alert as MuiAlert, Button, Container, Link as MuiLink, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { pathTo } from '../../routes/table.ts';
import { alertKeys, announceUnread, fetchNotifications, useMarkNotifications } from './api.ts';
import { NotificationCard } from './NotificationCard.tsx';

/** The user's notifications (`/notifications`): alerts' new items and administrators' messages, unread first marked. */
function NotificationsPage() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const markAll = useMarkNotifications();
  const pages = useInfiniteQuery({
    queryKey: alertKeys.notifications(unreadOnly),
    queryFn: ({ pageParam, signal }) => fetchNotifications(unreadOnly, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 60_000,
  });
  const unread = pages.data?.pages[0]?.unread;
  // The top bar's count follows what this page read.
  useEffect(() => {
    if (unread !== undefined) announceUnread(unread);
  }, [unread]);
  const notifications = pages.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`Notifications · ${config.brand}`}</title>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h4" component="h1">
          Notifications
        </Typography>
        <Button
          startIcon={<DoneAllOutlined />}
          disabled={!unread || markAll.isPending}
          onClick={() => markAll.mutate('all')}
        >
          Mark all read
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        New items found by{' '}
        <MuiLink component={Link} to={pathTo('AlertsList')}>
          your alerts
        </MuiLink>
        , and messages from administrators.
      </Typography>
      <Tabs
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(_, value) => setUnreadOnly(value === 'unread')}
        sx={{ mb: 2 }}
      >
        <Tab value="all" label="All" />
        <Tab value="unread" label={unread ? `Unread (${unread})` : 'Unread'} />
      </Tabs>
      {pages.isPending ? (
        <PageSkeleton />
      ) : pages.error ? (
        <MuiAlert severity="error" role="alert">
          Your notifications could not be loaded. {pages.error.message}
        </MuiAlert>
      ) : notifications.length === 0 ? (
        <MuiAlert severity="info">
          {unreadOnly ? 'Nothing unread.' : 'No notification yet. Create an alert to hear of new items as they arrive.'}
        </MuiAlert>
      ) : (
        <Stack spacing={1.5}>
          {notifications.map((notification) => (
            <NotificationCard key={notification.id} notification={notification} />
          ))}
          {pages.hasNextPage && (
            <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              Older notifications
            </Button>
          )}
        </Stack>
      )}
    </Container>
  );
}

export default withQueries(NotificationsPage);
