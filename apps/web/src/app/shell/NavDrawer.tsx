import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  Chip,
  Collapse,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import type { Build, MenuFlags } from '@rh/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { use, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { visuallyHidden } from '../../components/charts/visually-hidden.ts';
import { allowsFor } from '../../routes/access.ts';
import { pathTo } from '../../routes/table.ts';
import { loadScreenGrants } from '../../routes/screen-grants.ts';
import { DRAWER_WIDTH, TOP_BAR_HEIGHT } from '../theme.ts';
import { queryClient } from '../with-queries.tsx';
import type { MenuBadge } from '../../areas/web-area.ts';
import { menuLabel, visibleMenu, type MenuGroup, type MenuItem } from './menu.ts';

export interface NavDrawerProps {
  open: boolean;
  onClose(): void;
  flags: MenuFlags;
  build: Build;
  /** Items whose route would turn these roles away are hidden (no link that bounces); every item is built (menu.test). */
  roles: readonly string[];
}

/**
 * An entry's count, read afresh each time the drawer shows it (the drawer's content mounts when it opens); nothing
 * while it loads, fails or is 0, so that the menu does not move for a number nobody needs.
 */
function MenuCount({ badge }: { badge: MenuBadge }) {
  const { data } = useQuery({ queryKey: badge.key, queryFn: ({ signal }) => badge.load(signal), staleTime: 0 });
  if (!data) return null;
  const description = badge.describe(data);
  return (
    <>
      <Chip
        aria-hidden
        size="small"
        color="primary"
        label={data > 99 ? '99+' : data}
        title={description}
        sx={{ ml: 1, height: 20, fontWeight: 600, '& .MuiChip-label': { px: 0.75 } }}
      />
      <Box component="span" sx={visuallyHidden}>
        {` (${description})`}
      </Box>
    </>
  );
}

function NavItem({ item, onNavigate }: { item: MenuItem; onNavigate(): void }) {
  const { pathname } = useLocation();
  const to = item.route && !item.disabled ? pathTo(item.route) : null;
  const current = to !== null && pathname === to;
  const text = (
    <>
      <ListItemText primary={menuLabel(item)} />
      {item.badge && <MenuCount badge={item.badge} />}
    </>
  );
  return (
    <ListItem disablePadding>
      {to ? (
        <ListItemButton
          component={Link}
          to={to}
          selected={current}
          aria-current={current ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ pl: 9 }}
        >
          {text}
        </ListItemButton>
      ) : (
        <ListItemButton disabled sx={{ pl: 9 }}>
          {text}
        </ListItemButton>
      )}
    </ListItem>
  );
}

interface NavGroupProps {
  group: MenuGroup;
  expanded: boolean;
  onToggle(): void;
  onNavigate(): void;
}

function NavGroup({ group, expanded, onToggle, onNavigate }: NavGroupProps) {
  const Icon = group.icon;
  const listId = `nav-group-${group.id}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={onToggle} aria-expanded={expanded} aria-controls={listId}>
        <ListItemIcon sx={{ minWidth: 56 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={group.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        {expanded ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={group.label}>
          {group.items.map((item) => (
            <NavItem key={item.route ?? item.label} item={item} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/**
 * The left temporary drawer of spec §2: the menu groups this user may see, by build and menu flags. Following
 * a link closes it.
 */
export function NavDrawer({ open, onClose, flags, build, roles }: NavDrawerProps) {
  // Suspends until the screens' grants are loaded (once, cached): the drawer never shows a partial menu that fills
  // in under the user's hand.
  const grants = use(loadScreenGrants());
  const groups = useMemo(
    () => visibleMenu(flags, build, allowsFor(roles, build, grants)),
    [flags, build, roles, grants],
  );
  const { pathname } = useLocation();
  // Until the user folds or unfolds one, the first group is open, and so is the one holding the current page.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const openByDefault = useMemo(() => {
    const holding = groups.find((group) => group.items.some((item) => item.route && pathTo(item.route) === pathname));
    return new Set([groups[0]?.id, holding?.id]);
  }, [groups, pathname]);
  const isExpanded = (id: string) => openByDefault.has(id) !== toggled.has(id);
  const handleToggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, component: 'nav', 'aria-label': 'Main menu' } }}
    >
      <Toolbar
        sx={{
          minHeight: { xs: TOP_BAR_HEIGHT, sm: TOP_BAR_HEIGHT },
          height: TOP_BAR_HEIGHT,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h6" component="p">
          Menu
        </Typography>
      </Toolbar>
      {/* The entries' counts read the server: the drawer (lazy) brings the app's query cache with it. */}
      <QueryClientProvider client={queryClient}>
        <List disablePadding sx={{ overflowY: 'auto' }}>
          {groups.map((group) => (
            <NavGroup
              key={group.id}
              group={group}
              expanded={isExpanded(group.id)}
              onToggle={() => handleToggle(group.id)}
              onNavigate={onClose}
            />
          ))}
        </List>
      </QueryClientProvider>
    </Drawer>
  );
}
