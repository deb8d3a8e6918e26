import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListSubheader,
  Typography,
} from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLinks } from '../api/get-links.ts';
import type { Item, ItemLink } from '../api/types.ts';
import { itemPathOf } from '../links.ts';
import { groupLinks } from './detail-model.ts';

function LinkedItem({ link }: { link: ItemLink }) {
  const path = link.item.deletedAt ? null : itemPathOf(link.item.type, link.item);
  const title = link.item.deletedAt ? `${link.item.title} (deleted)` : link.item.title;
  return (
    <ListItem dense sx={{ py: 0.25 }}>
      {path ? (
        <Link component={RouterLink} to={path}>
          {title}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
          {title}
        </Typography>
      )}
    </ListItem>
  );
}

/** The items this one points at and those pointing at it, grouped by relation. */
export function RelationshipsPanel({ type, item }: { type: ContentType; item: Item }) {
  const [open, setOpen] = useState(true);
  const links = useLinks(type.name, item.id, open);
  const groups = links.data ? groupLinks(type, links.data) : [];
  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="relationships" id="relationships-header">
        <Typography variant="h6" component="h2">
          Relationships{links.data ? ` (${links.data.length})` : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="relationships">
        {links.isPending && <CircularProgress size={24} aria-label="Loading relationships" />}
        {links.isError && <Alert severity="error">{links.error.message}</Alert>}
        {links.data && groups.length === 0 && <Typography color="text.secondary">No related items.</Typography>}
        {groups.map((group) => (
          <List
            key={group.key}
            dense
            disablePadding
            subheader={
              <ListSubheader disableSticky sx={{ px: 0, lineHeight: 2.5 }}>
                {group.direction === 'out' ? '→ ' : '← '}
                {group.label}
              </ListSubheader>
            }
          >
            {group.links.map((link) => (
              <LinkedItem key={link.id} link={link} />
            ))}
          </List>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
