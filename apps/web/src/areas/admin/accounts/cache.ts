import type { QueryClient } from '@tanstack/react-query';
import { accountKeys, type Account } from './types.ts';

/** After a change: the account as answered, when it was, and everything of accounts read again. */
export function afterAccountChange(client: QueryClient, account?: Account): Promise<void> {
  if (account) client.setQueryData(accountKeys.item(account.id), account);
  return client.invalidateQueries({ queryKey: accountKeys.all });
}
