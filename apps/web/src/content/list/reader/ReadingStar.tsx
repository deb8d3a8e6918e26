import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Button } from '@mui/material';
import { useReadingChange } from '../../api/reading.ts';
import type { Item } from '../../api/types.ts';

/**
 * The star of an item read as news, on its own page (the lists star from their rows, the news triage with s): the
 * user's own mark, to come back to it (the workflow's "Starred news"). Nothing for an item without a reading (an
 * API key's, or a type not read as news).
 */
export function ReadingStar({ item }: { item: Item }) {
  const change = useReadingChange(item.type).set;
  if (!item.reading) return null;
  const starred = change.isPending ? !item.reading.starred : item.reading.starred;
  return (
    <Button
      size="small"
      variant={starred ? 'contained' : 'outlined'}
      color="warning"
      aria-pressed={starred}
      startIcon={starred ? <Star /> : <StarBorder />}
      disabled={change.isPending}
      onClick={() => change.mutate({ id: item.id, change: { starred: !item.reading!.starred } })}
    >
      {starred ? 'Starred' : 'Star'}
    </Button>
  );
}
