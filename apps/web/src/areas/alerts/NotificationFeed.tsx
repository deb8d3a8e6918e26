import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import { Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Alert as MuiAlert } from '../../components/Alert.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { config } from '../../config.ts';
import { alertKeys, fetchNotifications, useMarkNotifications } from './api.ts';
import { NotificationCard, type NotificationCardProps } from './NotificationCard.tsx';

/** The caller's notifications, all or unread only, a page at a time (a user's, or an API key's account's). */
export function useNotificationFeed() {
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
  return { unreadOnly, setUnreadOnly, markAll, pages, unread, notifications };
}

export type NotificationFeedState = ReturnType<typeof useNotificationFeed>;

/** The page's title and heading, with "Mark all read" beside it. */
export function NotificationsHeading({ feed }: { feed: NotificationFeedState }) {
  return (
    <>
      <title>{`Notifications · ${config.brand}`}</title>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h4" component="h1">
          Notifications
        </Typography>
        <Button
          startIcon={<DoneAllOutlined />}
          disabled={!feed.unread || feed.markAll.isPending}
          onClick={() => feed.markAll.mutate('all')}
        >
          Mark all read
        </Button>
      </Stack>
    </>
  );
}

export interface NotificationFeedProps {
  feed: NotificationFeedState;
  /** Shown while the first page loads. */
  loading: ReactNode;
  /** Before the error's own message. */
  failed: string;
  /** When there is no notification at all (not filtered to unread). */
  empty: string;
  /** How each card is drawn (heading level, the alert's own links). */
  card?: Omit<NotificationCardProps, 'notification'>;
}

/** The all/unread tabs and the notifications, newest first, with "Older notifications" while there are more. */
export function NotificationFeed({ feed, loading, failed, empty, card }: NotificationFeedProps) {
  const { unreadOnly, setUnreadOnly, pages, unread, notifications } = feed;
  return (
    <>
      <Tabs
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(_, value) => setUnreadOnly(value === 'unread')}
        sx={{ mb: 2 }}
      >
        <Tab value="all" label="All" />
        <Tab value="unread" label={unread ? `Unread (${unread})` : 'Unread'} />
      </Tabs>
      {pages.isPending ? (
        loading
      ) : pages.error ? (
        <MuiAlert severity="error" role="alert">
          {failed} {pages.error.message}
        </MuiAlert>
      ) : notifications.length === 0 ? (
        <MuiAlert severity="info">{unreadOnly ? 'Nothing unread.' : empty}</MuiAlert>
      ) : (
        <Stack spacing={1.5}>
          {notifications.map((notification) => (
            <NotificationCard key={notification.id} notification={notification} {...card} />
          ))}
          {pages.hasNextPage && (
            <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              Older notifications
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
