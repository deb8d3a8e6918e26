import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { Button, Container, InputAdornment, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import SearchIcon from '@mui/icons-material/Search';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { withQueries } from '../../../app/with-queries.tsx';
import { config } from '../../../config.ts';
import { PageSkeleton } from '../../../content/PageSkeleton.tsx';
import { pathTo } from '../../../routes/table.ts';
import { useSession } from '../../../session/useSession.ts';
import { useTagUsage, type TagUsage } from './api/tag-usage.ts';
import { MergeTagDialog } from './MergeTagDialog.tsx';
import { RenameTagDialog } from './RenameTagDialog.tsx';
import { tagMatches } from './tag-format.ts';
import { TagsTable, type SortKey } from './TagsTable.tsx';

const ALL_GROUPS = '*';

const sortValue: Record<SortKey, (tag: TagUsage) => number | string> = {
  name: (tag) => tag.name.toLowerCase(),
  news: (tag) => tag.counts.newsitem ?? 0,
  items: (tag) => tag.items - (tag.counts.newsitem ?? 0),
};

/** `/admin/tags`: the tags with how many items carry each; rename, and merge one into another. */
function TagsPage() {
  const { state } = useSession();
  const usage = useTagUsage();
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState(ALL_GROUPS);
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({ key: 'name', dir: 'asc' });
  const [open, setOpen] = useState<{ action: 'rename' | 'merge'; id: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const tags = usage.data?.tags;
  const groups = useMemo(
    () => [...new Set((tags ?? []).flatMap((tag) => (tag.group ? [tag.group] : [])))].sort(),
    [tags],
  );
  const shown = useMemo(() => {
    const value = sortValue[sort.key];
    const order = sort.dir === 'asc' ? 1 : -1;
    return (tags ?? [])
      .filter((tag) => (group === ALL_GROUPS || tag.group === group) && tagMatches(tag, query))
      .sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        return (x < y ? -order : x > y ? order : 0) || a.name.localeCompare(b.name);
      });
  }, [tags, group, query, sort]);
  // The dialog reads the tag as the list has it now: after a reload (a stale version), the new version.
  const current = open && tags?.find((tag) => tag.id === open.id);
  const unused = (tags ?? []).filter((tag) => tag.items + tag.rules === 0).length;

  const handleSort = (key: SortKey) =>
    setSort((was) =>
      was.key === key
        ? { key, dir: was.dir === 'asc' ? 'desc' : 'asc' }
        : { key, dir: key === 'name' ? 'asc' : 'desc' },
    );
  const handleDone = (message: string) => {
    setOpen(null);
    setDone(message);
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Tags · ${config.brand}`}</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            Tags
          </Typography>
          <Typography color="text.secondary">
            How many items carry each tag. Rename a tag, or merge one into another: its items and rules move over.
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to={pathTo('TestTagSimple')}
          variant="outlined"
          startIcon={<ScienceOutlined />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Test the rules on a text
        </Button>
      </Stack>
      {done && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {usage.isPending ? (
        <PageSkeleton />
      ) : usage.error ? (
        <Alert severity="error">The tags could not be loaded. {usage.error.message}</Alert>
      ) : (
        <Paper variant="outlined">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              type="search"
              label="Search tags"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              sx={{ flex: 1, maxWidth: { sm: 360 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {groups.length > 0 && (
              <TextField
                select
                size="small"
                label="Group"
                value={group}
                onChange={(event) => setGroup(event.target.value)}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value={ALL_GROUPS}>All groups</MenuItem>
                {groups.map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
              {shown.length === usage.data.tags.length
                ? `${usage.data.tags.length.toLocaleString('en')} tags, ${unused.toLocaleString('en')} unused`
                : `${shown.length.toLocaleString('en')} of ${usage.data.tags.length.toLocaleString('en')} tags`}
            </Typography>
          </Stack>
          {shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2, pt: 0 }}>
              {usage.data.tags.length === 0 ? 'No tag yet: tags are added in the Tags list.' : 'No tag matches.'}
            </Typography>
          ) : (
            <TagsTable
              tags={shown}
              roles={state.roles}
              sort={sort}
              onSort={handleSort}
              abilities={usage.data.abilities}
              onRename={(tag) => setOpen({ action: 'rename', id: tag.id })}
              onMerge={(tag) => setOpen({ action: 'merge', id: tag.id })}
            />
          )}
        </Paper>
      )}
      {current && open.action === 'rename' && (
        <RenameTagDialog tag={current} onClose={() => setOpen(null)} onDone={handleDone} />
      )}
      {current && open.action === 'merge' && (
        <MergeTagDialog from={current} tags={tags ?? []} onClose={() => setOpen(null)} onDone={handleDone} />
      )}
    </Container>
  );
}

export default withQueries(TagsPage);
