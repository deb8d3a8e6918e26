import { Box, Button, Container, LinearProgress, Paper, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { config } from '../../../config.ts';
import { useActivity } from '../../activity-api.ts';
import { ActivityFilters } from './ActivityFilters.tsx';
import {
  activityFilterSearch,
  activityQuery,
  parseActivityFilter,
  type ActivityFilterState,
} from './activity-filter-url.ts';
import { ActivityTable } from './ActivityTable.tsx';

/**
 * The journal of changes to the content the user may read, newest first, a page at a time. `admin`: the screen of
 * /admin/recentactivity, which can narrow it to one person.
 */
export function ActivityScreen({ admin }: { admin: boolean }) {
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => parseActivityFilter(search, admin), [search, admin]);
  const query = useMemo(() => activityQuery(filter), [filter]);
  const activity = useActivity(query);
  const entries = useMemo(() => activity.data?.pages.flatMap((page) => page.entries) ?? [], [activity.data]);
  // One "now" per answer, so that "3 min ago" does not shift between rows of one page.
  const now = activity.dataUpdatedAt || Date.now();

  const handleFilter = (next: ActivityFilterState) => setSearch(activityFilterSearch(next), { replace: true });

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <title>{`Recent activity · ${config.brand}`}</title>
      <Typography variant="h4" component="h1">
        Recent activity
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {admin
          ? 'Every change to content, by anyone, newest first.'
          : 'Changes to the content you can read, newest first.'}
      </Typography>
      <ActivityFilters value={filter} admin={admin} onChange={handleFilter} />
      <Paper variant="outlined">
        {activity.isFetching && !activity.isFetchingNextPage && <LinearProgress aria-label="Loading changes" />}
        {activity.isError && <Alert severity="error">{activity.error.message}</Alert>}
        {activity.isSuccess && entries.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No changes match.
          </Typography>
        )}
        {entries.length > 0 && <ActivityTable entries={entries} now={now} />}
        {activity.hasNextPage && (
          <Box sx={{ p: 1.5, textAlign: 'center' }}>
            <Button onClick={() => void activity.fetchNextPage()} loading={activity.isFetchingNextPage}>
              Show older changes
            </Button>
          </Box>
        )}
      </Paper>
    </Container>
  );
}
