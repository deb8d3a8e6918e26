import {
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { contentType, fieldOf } from '@rh/core/content';
import type { Item } from '../../content/api/types.ts';
import { optionLabel, refTitle } from '../../content/fields/format.ts';
import { idsOf, textOf } from './policy-data.ts';
import { day, MarketChip, PageLink, paths } from './PolicyBits.tsx';

const DOC = contentType('doc');
const DOC_TYPE = fieldOf(DOC, 'docType');
const LANGUAGE = fieldOf(DOC, 'language');
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language code as its English name ("en" → English), the option's label where the browser does not know it. */
export function languageName(code: string): string {
  try {
    return LANGUAGE_NAMES.of(code) ?? optionLabel(LANGUAGE, code);
  } catch {
    return optionLabel(LANGUAGE, code);
  }
}

/** A document's row as text: its type, issuer, date and language ('' where absent). */
export function documentFacts(item: Item) {
  const docType = textOf(item, 'docType');
  const language = textOf(item, 'language');
  const regulator = textOf(item, 'regulator');
  return {
    type: docType ? optionLabel(DOC_TYPE, docType) : '',
    issuer: regulator ? refTitle(item.refs, regulator) : '',
    date: day(textOf(item, 'documentDate')),
    language: language ? languageName(language) : '',
    country: textOf(item, 'country'),
  };
}

/** The policies a document is a text of, each to its page. */
export function PolicyLinks({ item }: { item: Item }) {
  const ids = idsOf(item, 'policies');
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {ids.map((id) => (
        <li key={id}>
          {item.refs[id]?.readable === false ? (
            refTitle(item.refs, id)
          ) : (
            <PageLink to={paths.policy(id)}>{refTitle(item.refs, id)}</PageLink>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** The library's documents: a table from the small breakpoint up, a card each on a phone. */
export function DocumentList({ items }: { items: readonly Item[] }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  if (narrow) {
    return (
      <Stack component="ul" spacing={1.5} aria-label="Documents" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => {
          const facts = documentFacts(item);
          return (
            <Paper key={item.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <PageLink to={paths.library(item.id)}>{item.title}</PageLink>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {[facts.type, facts.issuer, facts.date, facts.language].filter(Boolean).join(' · ')}
              </Typography>
              {facts.country && <MarketChip code={facts.country} />}
              <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                <PolicyLinks item={item} />
              </Typography>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Documents">
        <TableHead>
          <TableRow>
            {['Title', 'Type', 'Jurisdiction', 'Issued by', 'Date', 'Language', 'Policies'].map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const facts = documentFacts(item);
            return (
              <TableRow key={item.id} sx={{ verticalAlign: 'top' }}>
                <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                  <PageLink to={paths.library(item.id)}>{item.title}</PageLink>
                </TableCell>
                <TableCell>{facts.type}</TableCell>
                <TableCell>{facts.country && <MarketChip code={facts.country} />}</TableCell>
                <TableCell>{facts.issuer}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{facts.date}</TableCell>
                <TableCell>{facts.language}</TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  <PolicyLinks item={item} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
