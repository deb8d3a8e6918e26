import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { contentType, countryName, IMPACT, NEWS_TYPES } from '@rh/core/content';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { itemPath } from '../../../content/links.ts';
import type { RuleSets, TagTestResult } from './api/test-tags.ts';

const FIELD_LABEL: Record<string, string> = { title: 'Title', summary: 'Summary', content: 'Content', url: 'Link' };
const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The values of what rules set, as [heading, chip labels], empty ones left out. */
function setRows(sets: RuleSets, labels: Readonly<Record<string, string>>): [string, string[]][] {
  const rows: [string, string[]][] = [
    ['Tags', sets.tags.map((slug) => labels[slug] ?? slug)],
    ['Topics', sets.topics.map((id) => labels[id] ?? 'A topic no longer there')],
    ['News types', sets.newsTypes.map((value) => optionLabel(NEWS_TYPES, value))],
    ['Countries', sets.countries.map(countryName)],
    ['Regulator', sets.regulator ? [labels[sets.regulator] ?? 'A regulator no longer there'] : []],
    ['Impact', sets.impact ? [optionLabel(IMPACT, sets.impact)] : []],
  ];
  return rows.filter(([, values]) => values.length > 0);
}

function Chips({ values, variant }: { values: string[]; variant?: 'outlined' }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {values.map((value) => (
        <Chip key={value} label={value} size="small" variant={variant ?? 'filled'} />
      ))}
    </Stack>
  );
}

/** Headings beside their chips (one above the other on a phone). */
function SetList({ rows, dense }: { rows: [string, string[]][]; dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: dense ? 0.5 : 1,
        m: 0,
        '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
      }}
    >
      {rows.map(([heading, values]) => (
        <Fragment key={heading}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
            {heading}
          </Typography>
          <dd>
            <Chips values={values} variant={dense ? 'outlined' : undefined} />
          </dd>
        </Fragment>
      ))}
    </Box>
  );
}

/** What the live rules give a text, and which rule matched which words. */
export function TagTestResultView({ result }: { result: TagTestResult }) {
  const got = setRows(result.result, result.labels);
  const suggested = result.result.suggestions.map((entry) => {
    const [field, value = ''] = entry.split(':');
    return field === 'topics' || field === 'tags' ? (result.labels[value] ?? value) : value;
  });
  if (suggested.length) got.push(['Suggested', suggested]);
  return (
    <Box component="section" aria-labelledby="tag-test-result" aria-live="polite" sx={{ mt: 3 }}>
      <Typography id="tag-test-result" variant="h6" component="h2" gutterBottom>
        It would get
      </Typography>
      {got.length === 0 ? (
        <Typography color="text.secondary">No enabled rule matches this text.</Typography>
      ) : (
        <SetList rows={got} />
      )}
      {result.rules.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            Rules that matched ({result.rules.length})
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {result.rules.map((rule) => (
              <Paper component="li" variant="outlined" key={rule.id} sx={{ p: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
                  <Link
                    component={RouterLink}
                    to={itemPath(contentType(rule.kind === 'set' ? 'autotag' : 'suggestrule'), rule)}
                    sx={{ fontWeight: 500 }}
                  >
                    {rule.name}
                  </Link>
                  <Typography variant="caption" color="text.secondary">
                    {rule.kind === 'set' ? 'auto-tagging rule' : 'suggestion rule: proposes only'}
                  </Typography>
                </Stack>
                {rule.matched.map((match) => (
                  <Typography key={match.field} variant="body2" sx={{ mb: 0.5 }}>
                    <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                      Found in the {(FIELD_LABEL[match.field] ?? match.field).toLowerCase()}:
                    </Box>
                    {match.words.map((word, index) => (
                      <Fragment key={word}>
                        {index > 0 && ', '}
                        <mark>{word}</mark>
                      </Fragment>
                    ))}
                  </Typography>
                ))}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 0.5 }}>
                  {rule.kind === 'set' ? 'It sets' : 'It suggests'}
                </Typography>
                <SetList rows={setRows(rule.sets, result.labels)} dense />
              </Paper>
            ))}
          </Stack>
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {`Tried ${result.checked.toLocaleString('en')} enabled rule${result.checked === 1 ? '' : 's'}.`}
        {result.sourceOnly > 0 &&
          ` ${result.sourceOnly.toLocaleString('en')} more apply to one source only and were not tried on a pasted text.`}
      </Typography>
    </Box>
  );
}
