import OpenInNew from '@mui/icons-material/OpenInNew';
import { Button, Divider, Paper, Stack, Typography } from '@mui/material';
import type { ContentType } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import type { Item } from '../../api/types.ts';
import { FieldDisplay } from '../../fields/FieldDisplay.tsx';
import { linkOf } from '../../fields/format.ts';
import { itemPath } from '../../links.ts';
import { ChipFields, MetaLine } from './ReaderList.tsx';
import { summaryText } from './reader-model.ts';

/**
 * The chosen item beside the list (≥ lg): its title, meta line, summary, and its rich text as the item's page shows it
 * (the server sanitised it when it was written), a link to where it was published, its chips and its own page.
 */
export function ReadingPane({ type, item }: { type: ContentType; item: Item | undefined }) {
  if (!item) {
    return (
      <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
        Choose an item (click it, or <kbd>j</kbd>/<kbd>k</kbd>) to read it here.
      </Paper>
    );
  }
  const summaryField = type.fields.find((field) => field.name === type.reader?.summary);
  // Text beyond the summary: the rich text fields (a news item's content).
  const bodies = type.fields.filter((field) => field.kind === 'richtext' && field.name !== summaryField?.name);
  const source = type.fields
    .filter((field) => field.kind === 'url')
    .map((field) => linkOf(field.kind, item.data[field.name]))
    .find(Boolean);
  // A feed's summary may carry markup: its text, whole.
  const full = summaryField ? summaryText(item.data[summaryField.name], 10_000) : '';
  // A feed often repeats its summary as the first paragraph of the content: then it shows once.
  const repeated = bodies.some((field) => summaryText(item.data[field.name], 100_000).includes(full));
  const summary = repeated ? '' : full;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label="Reading pane"
      sx={{ p: 2.5, overflowY: 'auto', maxHeight: 'calc(100vh - 96px)', position: 'sticky', top: 80 }}
    >
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Typography>
      <MetaLine type={type} item={item} />
      <Stack direction="row" spacing={1} sx={{ my: 1.5, flexWrap: 'wrap' }}>
        {source && (
          <Button
            size="small"
            variant="outlined"
            endIcon={<OpenInNew fontSize="small" />}
            href={source.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            Read at the source
          </Button>
        )}
        <Button size="small" component={RouterLink} to={itemPath(type, item)}>
          Open the item’s page
        </Button>
      </Stack>
      <ChipFields type={type} item={item} />
      <Divider sx={{ my: 2 }} />
      {summary && (
        <Typography variant="body1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {summary}
        </Typography>
      )}
      {bodies.map(
        (field) =>
          Boolean(item.data[field.name]) && (
            <FieldDisplay key={field.name} field={field} value={item.data[field.name]} refs={item.refs} />
          ),
      )}
    </Paper>
  );
}
