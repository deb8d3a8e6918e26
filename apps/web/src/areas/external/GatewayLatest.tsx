import { findContentType } from '@rh/core/content';
import { Box, Button, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../content/fields/format.ts';
import { itemPath, screenRoute } from '../../content/links.ts';
import { pathTo } from '../../routes/table.ts';
import type { Gateway } from './get-gateway.ts';

/** The type's list in this build, when it has one: "all of them" beside its newest. */
function listPathOf(typeName: string): string | null {
  const type = findContentType(typeName);
  const route = type && screenRoute(type, 'list');
  return route ? pathTo(route) : null;
}

/** The newest items of each type the organisation reads, as the server chose them (its roles, published only). */
export function GatewayLatest({ latest }: { latest: Gateway['latest'] }) {
  const groups = latest.filter((group) => group.items.length > 0);
  if (groups.length === 0) {
    return (
      <Typography color="text.secondary">Nothing has been published yet in what your organisation reads.</Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {groups.map((group) => {
        const type = findContentType(group.type);
        const all = listPathOf(group.type);
        return (
          <Box
            key={group.type}
            component="section"
            aria-labelledby={`gateway-latest-${group.type}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            <Typography id={`gateway-latest-${group.type}`} variant="h6" component="h3">
              {group.label}
            </Typography>
            <List dense disablePadding>
              {group.items.map((item) => (
                <ListItem key={item.id} disableGutters>
                  <ListItemText
                    primary={
                      type ? (
                        <MuiLink component={Link} to={itemPath(type, item)} underline="hover">
                          {item.title}
                        </MuiLink>
                      ) : (
                        item.title
                      )
                    }
                    secondary={
                      item.date ? formatDate(item.date.slice(0, 10)) : `Added ${formatDateTime(item.createdAt)}`
                    }
                  />
                </ListItem>
              ))}
            </List>
            {all && (
              <Button component={Link} to={all} size="small">
                All {group.label.toLowerCase()}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
