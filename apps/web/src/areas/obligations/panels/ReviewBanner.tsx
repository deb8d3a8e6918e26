import {
  AlertTitle,
  Box,
  Button,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../../api/request.ts';
import { contentKeys } from '../../../content/api/keys.ts';
import { formatDateTime } from '../../../content/fields/format.ts';
import { itemPathOf } from '../../../content/links.ts';
import { confirmReview, getItemReview, type ReviewFlag } from '../../chain-api.ts';
import { changeRows } from '../journal/changes.ts';
import { causeText, reviewHeadline } from './review-text.ts';

export const reviewKey = (itemId: string) => ['regdecomp', 'review', itemId] as const;

function Cause({ flag }: { flag: ReviewFlag }) {
  const path = itemPathOf(flag.causeItem.type, flag.causeItem);
  const rows = flag.cause === 'version' ? changeRows('regulation', flag.changes) : [];
  return (
    <Box component="li" sx={{ mb: 1 }}>
      <Typography variant="body2">
        {causeText(flag)}{' '}
        {path && (
          <MuiLink component={Link} to={path} color="inherit" sx={{ fontWeight: 600 }}>
            {flag.cause === 'news' ? flag.causeItem.title : `Open ${flag.causeItem.title}`}
          </MuiLink>
        )}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          ({formatDateTime(flag.since)})
        </Typography>
      </Typography>
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`What changed in ${flag.regulation.title}`} sx={{ mt: 0.5 }}>
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>Before</TableCell>
                <TableCell>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.field}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.from || <em>empty</em>}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.to || <em>empty</em>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/**
 * The review banner of an obligation or a control flagged because something above it changed (its regulation, an
 * amendment, a news item marked as a change): since when, each cause with its field diff, and "Confirm — nothing to
 * change" for those who may clear it. Shows nothing when the item is not flagged.
 */
export function ReviewBanner({ itemId, type }: { itemId: string; type: string }) {
  const client = useQueryClient();
  const review = useQuery({ queryKey: reviewKey(itemId), queryFn: ({ signal }) => getItemReview(itemId, signal) });
  const confirm = useMutation({
    mutationFn: () => confirmReview(itemId),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reviewKey(itemId) });
      await client.invalidateQueries({ queryKey: contentKeys.type(type) });
      await client.invalidateQueries({ queryKey: ['regdecomp'] });
    },
  });
  if (review.isError) {
    // An item nobody flagged may answer 404 on an older server: nothing to review then.
    if (review.error instanceof ApiError && review.error.status === 404) return null;
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        Whether it needs a review could not be loaded. {review.error.message}
      </Alert>
    );
  }
  const flags = review.data?.flags ?? [];
  const headline = reviewHeadline(flags);
  if (confirm.isSuccess && !headline) {
    return (
      <Alert severity="success" sx={{ mb: 2 }} role="status">
        Review confirmed: nothing to change.
      </Alert>
    );
  }
  if (!headline) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      component="section"
      // A standing notice, not an error: a named region (MUI's default role is "alert", which tells a screen reader
      // something went wrong and reads it out at once).
      role="region"
      aria-label="Review"
    >
      <AlertTitle>{headline}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {flags.map((flag) => (
          <Cause key={flag.id} flag={flag} />
        ))}
      </Box>
      {confirm.isError && (
        <Typography variant="body2" color="error" role="alert">
          Could not confirm: {confirm.error.message}
        </Typography>
      )}
      {review.data?.canClear ? (
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          sx={{ mt: 1 }}
          loading={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          Confirm — nothing to change
        </Button>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Someone who may edit it confirms the review, or edits it.
        </Typography>
      )}
    </Alert>
  );
}
