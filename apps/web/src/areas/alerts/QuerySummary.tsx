import { Chip, Stack, Typography } from '@mui/material';
import { findContentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { lookupItemsOptions } from '../../content/api/lookup-items.ts';
import { describeAlertQuery, type FilterDescription } from './alert-query.ts';
import type { AlertQuery } from './api.ts';

/** Ids of referenced items, shown by their titles once looked up. */
function RefValues({ part }: { part: FilterDescription & { refType: string } }) {
  const titles = useQuery(lookupItemsOptions(part.refType, { ids: part.values.join(',') }));
  const byId = new Map((titles.data ?? []).map((item) => [item.id, item.title]));
  return <>{part.values.map((id) => byId.get(id) ?? (titles.isPending ? '…' : 'unknown')).join(', ')}</>;
}

/** A saved search in words, one chip per filter: "Countries: France, Germany". */
export function QuerySummary({
  contentType,
  query,
  showType = true,
}: {
  contentType: string;
  query: AlertQuery;
  /** A first chip naming the content searched. */
  showType?: boolean;
}) {
  const type = findContentType(contentType);
  if (!type) return <Typography color="text.secondary">Unknown content ({contentType})</Typography>;
  const parts = describeAlertQuery(type, query);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Filters">
      {showType && <Chip size="small" color="primary" variant="outlined" label={type.plural} />}
      {parts.length === 0 && <Chip size="small" label="Everything new" />}
      {parts.map((part) => (
        <Chip
          key={part.param}
          size="small"
          label={
            <>
              {part.label}:{' '}
              {part.refType ? <RefValues part={{ ...part, refType: part.refType }} /> : part.values.join(', ')}
            </>
          }
        />
      ))}
    </Stack>
  );
}
