import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedFile } from './download.ts';
import { api, type ApiName, type DownloadOptions } from './request.ts';

/** A file to download: which API, its path (with its query) and the name to use when the server gives none. */
export interface DownloadTarget {
  apiName?: ApiName;
  path: string;
  fileName: string;
}

/**
 * One download button's state: `start` fetches and saves the file through `api.download`; `pending` while it runs,
 * `error` (an ApiError's message) when it failed, cleared by the next start. Leaving the page cancels it.
 */
export function useDownload() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (target: DownloadTarget): Promise<SavedFile | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPending(true);
    setError(null);
    const options: DownloadOptions = { fileName: target.fileName, signal: current.signal };
    try {
      return await api.download(target.apiName ?? 'cosmos', target.path, options);
    } catch (caught) {
      if (!current.signal.aborted) setError(caught instanceof Error ? caught.message : String(caught));
      return null;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPending(false);
      }
    }
  }, []);

  return { start, pending, error, clearError: useCallback(() => setError(null), []) };
}
