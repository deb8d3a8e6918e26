import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Group } from '../api/snapshot.ts';

const FIRST_ROWS = 10;

interface GroupBarsProps {
  id: string;
  title: string;
  groups: readonly Group[];
  /** Where a group's row leads (the list filtered to it), or null for none. */
  linkOf: (group: Group) => string | null;
}

/** Counts of one dimension as a list of bars, the largest first; each name links to its items. */
export function GroupBars({ id, title, groups, linkOf }: GroupBarsProps) {
  const [all, setAll] = useState(false);
  const max = Math.max(1, ...groups.map((group) => group.count));
  const shown = all ? groups : groups.slice(0, FIRST_ROWS);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
        <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
          {groups.length}
        </Typography>
      </Typography>
      {groups.length === 0 && <Typography color="text.secondary">None in this period.</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {shown.map((group) => {
          const to = linkOf(group);
          return (
            <Box component="li" key={group.key}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={group.label}>
                  {to ? (
                    <Link component={RouterLink} to={to}>
                      {group.label}
                    </Link>
                  ) : (
                    group.label
                  )}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {group.count.toLocaleString('en')}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={{
                  height: 6,
                  borderRadius: 3,
                  bgcolor: 'primary.main',
                  opacity: 0.55,
                  width: `${Math.max(2, (group.count / max) * 100)}%`,
                }}
              />
            </Box>
          );
        })}
      </Box>
      {groups.length > FIRST_ROWS && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${groups.length}`}
        </Button>
      )}
    </Paper>
  );
}
