import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/request.ts';
import type { WhatsNew } from './api.ts';

/** How often Home reads what is new again while it is open. */
export const WHATS_NEW_REFRESH_MS = 60_000;

export interface WhatsNewFeed {
  data?: WhatsNew;
  error?: Error;
  /** Reads the feed again now (after the user changed what they follow). */
  reload: () => void;
}

/**
 * Home's "what is new", read without TanStack Query: Home is the first page and must stay ≤ 175 kB of gzip
 * JavaScript (the build checks it), and the query library alone is 12 kB of it. Home reads it on every visit and
 * once a minute, which is all a cache would give it here.
 */
export function useWhatsNewFeed(): WhatsNewFeed {
  const [state, setState] = useState<{ data?: WhatsNew; error?: Error }>({});
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const read = () =>
      api.get<WhatsNew>('cosmos', '/me/whats-new', { signal: controller.signal }).then(
        (data) => setState({ data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState((previous) => ({ ...previous, error: error instanceof Error ? error : new Error(String(error)) }));
        },
      );
    void read();
    const timer = setInterval(() => void read(), WHATS_NEW_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
