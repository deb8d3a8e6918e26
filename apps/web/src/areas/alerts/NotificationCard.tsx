import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { pathTo } from '../../routes/table.ts';
import { useMarkNotifications, type Notification } from './api.ts';
import { AlertListLink } from './AlertListLink.tsx';
import { ItemTitleLink } from './ItemTitleLink.tsx';
import { formatWhen } from './when.ts';

export interface NotificationCardProps {
  notification: Notification;
  /** The card title's heading level: h3 where the list sits under a section heading. */
  heading?: 'h2' | 'h3';
  /**
   * Whether to link the alert's own pages (its list, the alert, the notification's link): the external builds have
   * none of those routes.
   */
  alertPages?: boolean;
}

/** One notification: its title, when, the new items linked to their pages, and its read state. */
export function NotificationCard({ notification, heading = 'h2', alertPages = true }: NotificationCardProps) {
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
            component={heading}
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
        {alertPages && notification.alert && <AlertListLink alert={notification.alert} label="See them in the list" />}
        {alertPages &&
          notification.link &&
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
        {alertPages && notification.alert && (
          <Button size="small" component={Link} to={pathTo('AlertView', { id: notification.alert.id })}>
            The alert
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
