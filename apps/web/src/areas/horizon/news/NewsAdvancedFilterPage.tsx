import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Search from '@mui/icons-material/Search';
import { Box, Button, Container, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { contentType, type FieldDef } from '@rh/core/content';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { FilterControl } from '../../../content/list/FilterControl.tsx';
import {
  filterFields,
  listStateToSearch,
  parseListState,
  withFilter,
  type ListState,
} from '../../../content/list/list-state.ts';
import { pathTo } from '../../../routes/table.ts';

const NEWS = contentType('newsitem');
const FIELDS = filterFields(NEWS);
const byName = (names: readonly string[]) => FIELDS.filter((field) => names.includes(field.name));
/** The News filters in groups a reader scans: when and where, who, what about, and where it stands. */
const GROUPS: readonly { title: string; fields: FieldDef[] }[] = [
  { title: 'When and where', fields: byName(['publishedAt', 'countries']) },
  { title: 'Who published it', fields: byName(['regulator', 'source']) },
  { title: 'What it is about', fields: byName(['newsTypes', 'topics', 'tags']) },
  { title: 'Triage', fields: byName(['impact', 'status']) },
];

/**
 * Every News filter on one form, with the same controls as the list's filter bar; "Show news" opens News with them
 * in its address. Opened from News, it starts from the filters News had.
 */
function NewsAdvancedFilterPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [state, setState] = useState<ListState>(() => parseListState(NEWS, search));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = listStateToSearch({ ...state, q: state.q.trim() }).toString();
    void navigate(`${pathTo('News')}${query ? `?${query}` : ''}`);
  };
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`Filter news · ${config.brand}`}</title>
      <Typography variant="h4" component="h1">
        Filter news
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Combine any of these; within one filter, any of the values chosen matches.
      </Typography>
      <Box component="form" aria-label="News filters" noValidate onSubmit={handleSubmit}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
          <TextField
            fullWidth
            type="search"
            label="Words in the news"
            helperText='Words, "a phrase", OR, -left out'
            value={state.q}
            onChange={(event) => setState({ ...state, q: event.target.value })}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Paper>
        {GROUPS.map((group) => (
          <Paper
            key={group.title}
            component="fieldset"
            variant="outlined"
            sx={{ p: { xs: 2, md: 3 }, mb: 2, mx: 0, minWidth: 0 }}
          >
            <Typography component="legend" variant="h6" sx={{ px: 1 }}>
              {group.title}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& > *': { maxWidth: 'none !important' } }}>
              {group.fields.map((field) => (
                <FilterControl
                  key={field.name}
                  field={field}
                  values={state.filters}
                  onChange={(param, values) => setState(withFilter(state, param, values))}
                />
              ))}
            </Box>
          </Paper>
        ))}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" startIcon={<Search />}>
            Show news
          </Button>
          <Button
            startIcon={<FilterAltOffOutlined />}
            onClick={() => setState({ ...state, q: '', filters: {} })}
            disabled={!state.q && Object.keys(state.filters).length === 0}
          >
            Clear all
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}

export default withQueries(NewsAdvancedFilterPage);
