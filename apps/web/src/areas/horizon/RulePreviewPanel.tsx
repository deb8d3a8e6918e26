import PreviewOutlined from '@mui/icons-material/PreviewOutlined';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/errors.ts';
import type { FormPanelProps } from '../../content/form/form-panels.ts';
import { formatDateTime } from '../../content/fields/format.ts';
import { pathTo } from '../../routes/table.ts';
import { usePreviewRule, type PreviewSnippet } from './api/preview-rule.ts';

const FIELD_LABEL: Record<string, string> = { title: 'Title', summary: 'Summary', content: 'Content', url: 'Link' };

/** A snippet with its matches in <mark>. */
function Marked({ snippet }: { snippet: PreviewSnippet }) {
  const parts: (string | { mark: string })[] = [];
  let at = 0;
  for (const [start, end] of snippet.marks) {
    parts.push(snippet.text.slice(at, start), { mark: snippet.text.slice(start, end) });
    at = end;
  }
  parts.push(snippet.text.slice(at));
  return (
    <Typography variant="body2" color="text.secondary">
      <Box component="span" sx={{ fontWeight: 500, mr: 1 }}>
        {FIELD_LABEL[snippet.field] ?? snippet.field}:
      </Box>
      {parts.map((part, index) =>
        typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : <mark key={index}>{part.mark}</mark>,
      )}
    </Typography>
  );
}

const LABELS: Record<string, string> = {
  terms: 'Words, phrases or pattern',
  exclude: 'Unless it contains',
  fields: 'Look in',
};

/** The messages of a refused preview (the rule as written is not valid yet), each with the field it is about. */
function problems(error: Error): string[] {
  const body =
    error instanceof ApiError ? (error.data as { data?: { issues?: { path: string; message: string }[] } }) : undefined;
  const issues = body?.data?.issues;
  if (!issues?.length) return [error.message];
  return issues.map((issue) => {
    const field = issue.path.replace(/^data\./, '').split('.')[0] ?? '';
    return `${LABELS[field] ?? field}: ${issue.message}`;
  });
}

/** Before a rule is saved: how many stored items it would tag, and the newest of them with the matched text. */
export function RulePreviewPanel({ values }: FormPanelProps) {
  const preview = usePreviewRule();
  const result = preview.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="preview-title" sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="preview-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Preview on past items
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PreviewOutlined />}
          loading={preview.isPending}
          onClick={() => preview.mutate(values())}
        >
          Preview
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Runs the rule as it is written here on the news items already stored, without saving it or changing them.
      </Typography>
      {preview.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problems(preview.error).map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {result && (
        <Box sx={{ mt: 2 }} role="status">
          <Typography sx={{ fontWeight: 500 }}>
            {result.matched === 0
              ? 'It would tag no item.'
              : `It would tag ${result.matched.toLocaleString('en')} item${result.matched === 1 ? '' : 's'}.`}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {result.complete
                ? `Checked ${result.checked.toLocaleString('en')} items that contain its terms, in ${result.tookMs} ms.`
                : `Checked the newest ${result.checked.toLocaleString('en')} candidates only; there are more.`}
            </Typography>
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
            {result.items.map((item) => (
              <li key={item.id}>
                <Link component={RouterLink} to={pathTo('NewsItem', { id: item.id })}>
                  {item.title}
                </Link>
                {item.date && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {formatDateTime(item.date)}
                  </Typography>
                )}
                {item.snippets.map((snippet, index) => (
                  <Marked key={index} snippet={snippet} />
                ))}
              </li>
            ))}
          </Stack>
          {result.matched > result.items.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              The newest {result.items.length} are shown.
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
