import { Link } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import type { ContentType } from '@rh/core/content';
import { Link as RouterLink } from 'react-router';
import { listPath } from '../links.ts';

/** A detail route whose item param is optional (`/admin/sla/:id?`), opened without one. */
export function NoItemChosen({ type }: { type: ContentType }) {
  const list = listPath(type);
  return (
    <Alert severity="info">
      No {type.label.toLowerCase()} is chosen.{' '}
      {list && (
        <Link component={RouterLink} to={list}>
          Choose one from the {type.plural.toLowerCase()}.
        </Link>
      )}
    </Alert>
  );
}
