import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useMarkNotifications, type Notification } from '../../areas/alerts/api.ts';
import { ItemTitleLink } from '../../areas/alerts/ItemTitleLink.tsx';
import { formatWhen } from '../../areas/alerts/when.ts';

/**
 * One notification of the organisation: as the full build's card (title, when, the new items linked to their pages,
 * read state), without the links to the alert's own pages, which the external builds do not have.
 */
export function ExternalNotificationCard({ notification }: { notification: Notification }) {
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
            component="h3"
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
        <Button
          size="small"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: notification.id, read: !notification.read })}
        >
          {notification.read ? 'Mark unread' : 'Mark read'}
        </Button>
      </CardActions>
    </Card>
  );
}
