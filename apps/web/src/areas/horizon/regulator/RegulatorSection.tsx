import { Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import { listItemsOptions } from '../../../content/api/list-items.ts';
import type { Item, ListParams } from '../../../content/api/types.ts';
import { formatTotal } from '../../../content/fields/format.ts';
import { itemPath, listPath } from '../../../content/links.ts';

export interface RegulatorSectionProps {
  title: string;
  /** The content type listed. */
  type: string;
  /** The list's query: the regulator's filter, order and how many. */
  params: ListParams;
  /** The same filter on the full list (its address), without paging. */
  listParams: ListParams;
  /** The line under an item's title (its date, kind…). */
  detail?: (item: Item) => ReactNode;
  empty: string;
  /** The words of the link to the full list (default: all of the type of this regulator). */
  moreLabel?: string;
}

/**
 * One part of a regulator's profile: a few of its items of a type, each a link, and the full list filtered by it.
 * Left out when the user may not read the type (the server refuses the list).
 */
export function RegulatorSection(props: RegulatorSectionProps) {
  const { title, type, params, listParams, detail, empty, moreLabel } = props;
  const declared = contentType(type);
  const list = useQuery({ ...listItemsOptions(type, params, null), retry: false });
  if (list.error instanceof ApiError && list.error.status === 403) return null;
  const base = listPath(declared);
  const all = base ? `${base}?${new URLSearchParams(listParams as Record<string, string>).toString()}` : null;
  const total = list.data?.total;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {total && total.value > 0 && (
          <Typography variant="body2" color="text.secondary">
            {formatTotal(total)}
          </Typography>
        )}
      </Stack>
      {list.isPending && <Skeleton variant="rounded" height={80} />}
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.data?.items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.data?.items.map((item) => (
          <Box component="li" key={item.id}>
            <Link component={RouterLink} to={itemPath(declared, item)}>
              {item.title}
            </Link>
            {detail && (
              <Typography variant="caption" color="text.secondary" component="div">
                {detail(item)}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
      {all && total && total.value > 0 && (
        <Button size="small" component={RouterLink} to={all} sx={{ mt: 1 }}>
          {moreLabel ?? `All ${declared.plural.toLowerCase()} of this regulator`}
        </Button>
      )}
    </Paper>
  );
}
