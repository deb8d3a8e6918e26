import { Button } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { countArrived, readingKeys } from '../../api/reading.ts';
import type { ListParams } from '../../api/types.ts';

/** How often the list asks what has arrived since it was loaded. */
export const ARRIVED_EVERY_MS = 60_000;

/**
 * The list holds still while someone works through it (it shows what had arrived by `since`); this bar says how many
 * items have arrived since and shows them on request (`onShow`: the list loaded again, from now).
 */
export function NewItemsBar(props: { type: string; params: ListParams; since: string; onShow: () => void }) {
  const { type, params, since, onShow } = props;
  const client = useQueryClient();
  const arrived = useQuery({
    queryKey: readingKeys.arrived(type, params, since),
    queryFn: () => countArrived(type, params, since),
    refetchInterval: ARRIVED_EVERY_MS,
    // The first ask after a minute: the list has just been loaded.
    initialData: { count: 0 },
    initialDataUpdatedAt: Date.now(),
    staleTime: ARRIVED_EVERY_MS,
    refetchOnWindowFocus: false,
  });
  const count = arrived.data.count;
  if (count <= 0) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 1.5, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            onShow();
            // What arrived is unread too: the counts take it in.
            void client.invalidateQueries({ queryKey: readingKeys.unread(type) });
          }}
        >
          Show
        </Button>
      }
    >
      {count === 1 ? '1 new item' : `${count.toLocaleString()} new items`}
    </Alert>
  );
}
