import { Link } from '@mui/material';
import { linkOf } from '../format.ts';
import type { DisplayProps } from '../types.ts';
import { EmptyValue } from './EmptyValue.tsx';

/** URLs and files open in a new tab, e-mail addresses in the mail program. */
export function LinkDisplay({ field, value, dense }: DisplayProps) {
  const link = linkOf(field.kind, value);
  if (!link) return typeof value === 'string' && value ? <span>{value}</span> : <EmptyValue dense={dense} />;
  const external = field.kind !== 'email';
  return (
    <Link
      href={link.href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{ overflowWrap: 'anywhere', ...(dense ? { whiteSpace: 'nowrap' } : {}) }}
    >
      {link.text}
    </Link>
  );
}
