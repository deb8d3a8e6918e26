import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** The one query cache of the app, shared by every page that reads server state. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

/**
 * Gives a page TanStack Query. The provider comes with the first page that needs it rather than with the shell,
 * so that the first page a user sees does not carry the library unless it reads server state itself.
 */
export function withQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `withQueries(${Page.displayName ?? Page.name})`;
  return WithQueries;
}
