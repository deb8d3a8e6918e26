import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { itemPathOf } from '../../content/links.ts';

/** An item's title, linked to its page when this build has one for its type. */
export function ItemTitleLink({ item }: { item: { id: string; type: string; title: string } }) {
  const path = itemPathOf(item.type, item);
  if (!path) return <>{item.title}</>;
  return (
    <MuiLink component={Link} to={path} underline="hover">
      {item.title}
    </MuiLink>
  );
}
