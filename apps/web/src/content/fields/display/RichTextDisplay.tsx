import { Box } from '@mui/material';
import { htmlToText } from '../format.ts';
import type { DisplayProps } from '../types.ts';
import { EmptyValue } from './EmptyValue.tsx';
import { PlainDisplay } from './PlainDisplay.tsx';

/**
 * Rich text as HTML. The server sanitises rich text when it is written (scripts, event handlers and unsafe URLs are
 * removed), so the stored string is safe to insert; React's innerHTML never runs scripts either. In a table cell
 * the plain text shows instead.
 */
export function RichTextDisplay({ field, value, refs, dense }: DisplayProps) {
  if (typeof value !== 'string' || !htmlToText(value)) return <EmptyValue dense={dense} />;
  if (dense) return <PlainDisplay field={field} value={value} refs={refs} dense />;
  return (
    <Box
      className="rh-richtext"
      sx={{
        typography: 'body1',
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%' },
        '& p:first-of-type': { mt: 0 },
      }}
      dangerouslySetInnerHTML={{ __html: value }}
    />
  );
}
