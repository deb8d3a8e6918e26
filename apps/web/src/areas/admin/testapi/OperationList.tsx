import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { Fragment, useMemo, useState } from 'react';
import { matchesSearch, type Operation } from './openapi.ts';
import { MethodChip } from './MethodChip.tsx';

/** The most operations listed at once: the document holds hundreds, a search finds the rest. */
const MAX_SHOWN = 120;

/** The operations grouped by tag, with a search over method, path, tag and summary. */
export function OperationList(props: {
  operations: Operation[];
  selected: string | null;
  onSelect: (operation: Operation) => void;
}) {
  const { operations, selected, onSelect } = props;
  const [search, setSearch] = useState('');
  const { groups, found } = useMemo(() => {
    const matching = operations.filter((one) => matchesSearch(one, search));
    const byTag = new Map<string, Operation[]>();
    for (const operation of matching.slice(0, MAX_SHOWN)) {
      byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
    }
    return { groups: [...byTag.entries()], found: matching.length };
  }, [operations, search]);

  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ p: 1.5 }}>
        <TextField
          size="small"
          type="search"
          label="Search operations"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
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
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
          {found === operations.length ? `${found} operations` : `${found} of ${operations.length} operations`}
          {found > MAX_SHOWN && `: the first ${MAX_SHOWN} listed, search to find the others`}
        </Typography>
      </Box>
      <List dense aria-label="Operations" sx={{ maxHeight: { xs: 320, md: 560 }, overflow: 'auto', pt: 0 }}>
        {groups.map(([tag, list]) => (
          <Fragment key={tag}>
            <ListSubheader sx={{ lineHeight: 2.5 }}>{tag}</ListSubheader>
            {list.map((operation) => (
              <ListItem key={operation.id} disablePadding>
                <ListItemButton
                  selected={operation.id === selected}
                  onClick={() => onSelect(operation)}
                  sx={{ gap: 1, alignItems: 'flex-start' }}
                >
                  <MethodChip method={operation.method} />
                  <ListItemText
                    primary={operation.path}
                    secondary={operation.summary}
                    slotProps={{
                      primary: { sx: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' } },
                      secondary: { sx: { fontSize: 12 } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </Fragment>
        ))}
      </List>
    </Paper>
  );
}
