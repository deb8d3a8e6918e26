import { Container, Skeleton, Typography } from '@mui/material';
import { withQueries } from '../app/with-queries.tsx';
import { NotificationFeed, NotificationsHeading, useNotificationFeed } from '../areas/alerts/NotificationFeed.tsx';
import { useSession } from '../session/useSession.ts';
import { ExternalAlerts } from './external/ExternalAlerts.tsx';

/**
 * `/notificationsexternal`: the organisation's notifications, found by the alerts set for its account, as the full
 * build's `/notifications` shows a person's — through the same endpoints, which answer for the account of the key.
 */
function NotificationsExternalPage() {
  const { state } = useSession();
  const feed = useNotificationFeed();

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <NotificationsHeading feed={feed} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        New items found by the alerts of {state.user?.username ?? 'your organisation'}, shared by everyone who uses its
        key.
      </Typography>
      <section aria-labelledby="external-alerts">
        <Typography id="external-alerts" variant="h5" component="h2" gutterBottom>
          Alerts
        </Typography>
        <ExternalAlerts roles={state.roles} />
      </section>
      <Typography variant="h5" component="h2" sx={{ mt: 4 }}>
        Received
      </Typography>
      <NotificationFeed
        feed={feed}
        loading={<Skeleton variant="rounded" height={160} />}
        failed="The notifications could not be loaded."
        empty="No notification yet."
        card={{ heading: 'h3', alertPages: false }}
      />
    </Container>
  );
}

export default withQueries(NotificationsExternalPage);
