import { Button } from '@mui/material';
import { findContentType } from '@rh/core/content';
import { Link } from 'react-router';
import { screenRoute } from '../../content/links.ts';
import { pathTo, routeByName } from '../../routes/table.ts';
import { alertListSearch, scopedListRoute } from './alert-query.ts';
import type { AlertQuery } from './api.ts';

/**
 * "Open the list": the watched type's list (its area's list for a scoped alert), filtered as the alert is; nothing
 * when the build has no such list.
 */
export function AlertListLink({
  alert,
  label = 'Open the list',
}: {
  alert: { contentType: string; query: AlertQuery };
  label?: string;
}) {
  const type = findContentType(alert.contentType);
  // A scoped alert opens its area's list, which applies the same scope.
  const route =
    type && (scopedListRoute(type, alert.query, (name) => routeByName(name).area) ?? screenRoute(type, 'list'));
  if (!type || !route) return null;
  return (
    <Button size="small" component={Link} to={`${pathTo(route)}${alertListSearch(type, alert.query)}`}>
      {label}
    </Button>
  );
}
