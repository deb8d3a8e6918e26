import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import { Alert, Button, Container, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { withQueries } from '../app/with-queries.tsx';
import { alertKeys, fetchNotifications, useMarkNotifications } from '../areas/alerts/api.ts';
import { ExternalAlerts } from './external/ExternalAlerts.tsx';
import { NotificationCard } from '../areas/alerts/NotificationCard.tsx';
import { config } from '../config.ts';
import { useSession } from '../session/useSession.ts';

/**
 * `/notificationsexternal`: the organisation's notifications, found by the alerts set for its account, as the full
 * build's `/notifications` shows a person's — through the same endpoints, which answer for the account of the key.
 */
function NotificationsExternalPage() {
  const { state } = useSession();
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
        New items found by the alerts of {state.user?.username ?? 'your organisation'}, shared by everyone who uses its
        key.
      </Typography>
      <>
        <section aria-labelledby="external-alerts">
          <Typography id="external-alerts" variant="h5" component="h2" gutterBottom>
            Alerts
          </Typography>
          <ExternalAlerts roles={state.roles} />
        </section>
        <Typography variant="h5" component="h2" sx={{ mt: 4 }}>
          Received
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
          <Skeleton variant="rounded" height={160} />
        ) : pages.error ? (
          <Alert severity="error" role="alert">
            The notifications could not be loaded. {pages.error.message}
          </Alert>
        ) : notifications.length === 0 ? (
          <Alert severity="info">{unreadOnly ? 'Nothing unread.' : 'No notification yet.'}</Alert>
        ) : (
          <Stack spacing={1.5}>
            {notifications.map((notification) => (
              <NotificationCard key={notification.id} notification={notification} heading="h3" alertPages={false} />
            ))}
            {pages.hasNextPage && (
              <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
                Older notifications
              </Button>
            )}
          </Stack>
        )}
      </>
    </Container>
  );
}

export default withQueries(NotificationsExternalPage);
