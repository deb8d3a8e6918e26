import {
  Box,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../content/fields/format.ts';
import { itemPathOf } from '../../content/links.ts';
import { QueryStates } from '../QueryStates.tsx';
import { useLinkPage } from './list-links.ts';
import { PAGE_SIZES, paramsOf, type Selection } from './selection.ts';
import { typeLabel, type LinkEnd, type LinkRow } from './types.ts';

/** Narrower cells on a phone, so that two columns of titles fit. */
export const COMPACT = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;

/** Hidden on a phone, which shows the link's kind and date under its ends instead. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** One end of a link: its title, to its page where the web has one, and its type. */
function End({ end }: { end: LinkEnd }) {
  const path = itemPathOf(end.type, end);
  return (
    <>
      {path ? (
        <Link component={RouterLink} to={path} sx={{ overflowWrap: 'anywhere' }}>
          {end.title}
        </Link>
      ) : (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {end.title}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {typeLabel(end.type)}
      </Typography>
    </>
  );
}

const madeText = (link: LinkRow) =>
  `${formatDateTime(link.createdAt)}${link.createdBy ? ` by ${link.createdBy.name}` : ''}`;

function LinkLine({ link }: { link: LinkRow }) {
  return (
    <TableRow hover>
      <TableCell sx={{ verticalAlign: 'top', width: { md: '38%' } }}>
        <End end={link.from} />
      </TableCell>
      <TableCell sx={{ ...WIDE, verticalAlign: 'top', color: 'text.secondary' }}>
        {link.label}
        {'\u00a0→'}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top', width: { md: '38%' } }}>
        <End end={link.to} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ display: { md: 'none' } }}>
          {link.label} link, made {madeText(link)}
        </Typography>
      </TableCell>
      <TableCell sx={{ ...WIDE, verticalAlign: 'top', whiteSpace: 'nowrap' }}>
        <time dateTime={link.createdAt}>{formatDateTime(link.createdAt)}</time>
        {link.createdBy && (
          <Typography variant="caption" color="text.secondary" component="p">
            by {link.createdBy.name}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The links of the selection, a page at a time, with both ends linked to their pages. */
export function LinksList({
  selection,
  onChange,
}: {
  selection: Selection;
  onChange: (values: Record<string, string | null>) => void;
}) {
  const query = useLinkPage(paramsOf(selection));
  return (
    <QueryStates
      query={query}
      data={query.data}
      isEmpty={(page) => page.total === 0}
      denied="Your access does not include any content, so no link can be shown."
      what="The links"
      empty={selection.q ? `No link matches “${selection.q}”.` : 'No link of this kind that you may read.'}
      height={320}
    >
      {(page) => (
        <Paper variant="outlined" sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <TableContainer>
            <Table size="small" aria-label="Links" sx={COMPACT}>
              <TableHead>
                <TableRow>
                  <TableCell>From</TableCell>
                  <TableCell sx={WIDE}>Link</TableCell>
                  <TableCell>To</TableCell>
                  <TableCell sx={WIDE}>Made</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.links.map((link) => (
                  <LinkLine key={link.id} link={link} />
                ))}
                {page.links.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>
                      This page is past the last one.{' '}
                      <Link component="button" variant="body2" onClick={() => onChange({ page: null })}>
                        Go to the first page
                      </Link>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={page.total}
            page={Math.min(selection.page, Math.max(0, Math.ceil(page.total / selection.size) - 1))}
            rowsPerPage={selection.size}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_, next) => onChange({ page: next ? String(next) : null })}
            onRowsPerPageChange={(event) => onChange({ size: event.target.value, page: null })}
          />
        </Paper>
      )}
    </QueryStates>
  );
}
