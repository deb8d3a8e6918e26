import { useQuery } from '@tanstack/react-query';
import { listItemsOptions } from '../../../content/api/list-items.ts';

/**
 * Whether the user may add items of a type, as the server says in a list's abilities (CONVENTIONS 7): one item is
 * asked for, and the answer is shared with any list of the same query. False while unknown or when refused.
 */
export function useCanCreate(type: string): boolean {
  const list = useQuery({ ...listItemsOptions(type, { limit: '1' }, null), retry: false });
  return list.data?.abilities.create ?? false;
}
