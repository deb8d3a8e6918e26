import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import {
  Alert as MuiAlert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Container,
  Link as MuiLink,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { PageSkeleton } from '../../content/PageSkeleton.tsx';
import { pathTo } from '../../routes/table.ts';
import { alertKeys, announceUnread, fetchNotifications, useMarkNotifications, type Notification } from './api.ts';
import { AlertListLink } from './AlertListLink.tsx';
import { ItemTitleLink } from './ItemTitleLink.tsx';
import { formatWhen } from './when.ts';

function NotificationCard({ notification }: { notification: Notification }) {
  const mark = useMarkNotifications();
  const more = notification.itemCount - notification.items.length;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`notification-${notification.id}`}
      data-unread={!notification.read || undefined}
      sx={{ borderLeftWidth: 4, borderLeftColor: notification.read ? 'divider' : 'primary.main' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography
            id={`notification-${notification.id}`}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: notification.read ? 400 : 700 }}
          >
            {notification.title}
          </Typography>
          <Chip size="small" variant="outlined" label={notification.kind === 'admin' ? 'Message' : 'Alert'} />
          <Typography variant="body2" color="text.secondary" title={new Date(notification.createdAt).toLocaleString()}>
            {formatWhen(notification.createdAt)}
          </Typography>
        </Stack>
        {notification.body && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {notification.body}
          </Typography>
        )}
        {notification.items.length > 0 && (
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {notification.items.map((item) => (
              <li key={item.id}>
                <ItemTitleLink item={item} />
                {item.date && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    · {new Date(item.date).toLocaleDateString()}
                  </Typography>
                )}
                {item.url && (
                  <MuiLink
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${item.title} on the publisher’s site`}
                    sx={{ ml: 0.5, verticalAlign: 'middle' }}
                  >
                    <OpenInNewOutlined sx={{ fontSize: 14 }} />
                  </MuiLink>
                )}
              </li>
            ))}
          </Box>
        )}
        {more > 0 && (
          <Typography variant="body2" color="text.secondary">
            … and {more} more.
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {notification.alert && <AlertListLink alert={notification.alert} label="See them in the list" />}
        {notification.link &&
          (notification.link.startsWith('/') ? (
            <Button size="small" component={Link} to={notification.link}>
              Open
            </Button>
          ) : (
            <Button size="small" href={notification.link} target="_blank" rel="noopener noreferrer">
              Open
            </Button>
          ))}
        <Button
          size="small"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: notification.id, read: !notification.read })}
        >
          {notification.read ? 'Mark unread' : 'Mark read'}
        </Button>
        {notification.alert && (
          <Button size="small" component={Link} to={pathTo('AlertView', { id: notification.alert.id })}>
            The alert
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

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
