import { API_KEY_HEADER, RETRY_BACKOFF_CAP_MS, RETRY_LIMIT, SKIPAUTH_USER_HEADER } from '@rh/core';
import { config, type AppConfig } from '../config.ts';
import { memoryStore, STORAGE_KEYS, type KeyValueStore } from '../session/storage-keys.ts';
import type { SavedFile } from './download.ts';
import { ApiError, canceledError, httpError, MESSAGES, TIMEOUT_MESSAGE } from './errors.ts';

export { ApiError, MESSAGES, TIMEOUT_MESSAGE } from './errors.ts';

/** The two named backends of spec §7. */
export type ApiName = 'cosmos' | 'sql';
/** The methods the wrapper supports (spec §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Per-call options of the wrapper. */
export interface RequestOptions {
  /** JSON-encoded unless FormData, Blob or string; ignored for GET. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Appended as a query string; null and undefined values are skipped. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Repeat on 429/500/502/503/504/timeouts/throttling. Default: true for GET/PUT/DELETE, false for POST. */
  retry?: boolean;
  /** Per attempt; default 30 s. A timeout is retryable. */
  timeoutMs?: number;
}

/** Options of a file download: a GET like any other, and the name to give the file when the server names none. */
export interface DownloadOptions extends Omit<RequestOptions, 'body'> {
  fileName: string;
}

/** What the client needs; everything but config and storage has a browser default. */
export interface ApiClientDeps {
  config: AppConfig;
  storage: KeyValueStore;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source, default Math.random. */
  random?: () => number;
  /** Called once per 401 answer (the session module plugs §4's handling in here); the call still rejects. */
  onUnauthorized?: (error: ApiError) => void;
  /** Hands a downloaded file to the user; default: a temporary `<a download>` on an object URL. */
  saveFile?: (blob: Blob, fileName: string) => void;
}

/** The request wrapper of spec §7: every call resolves the answer body or rejects with an ApiError. */
export interface ApiClient {
  request<T = unknown>(method: string, apiName: string, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(apiName: ApiName, path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(apiName: ApiName, path: string, options?: RequestOptions): Promise<T>;
  put<T = unknown>(apiName: ApiName, path: string, options?: RequestOptions): Promise<T>;
  del<T = unknown>(apiName: ApiName, path: string, options?: RequestOptions): Promise<T>;
  /**
   * GETs a file with the base and headers of every call (the external builds' API key included) and saves it under
   * the name of its Content-Disposition, else `options.fileName`; a non-2xx answer rejects with its ApiError.
   */
  download(apiName: ApiName, path: string, options: DownloadOptions): Promise<SavedFile>;
  setUnauthorizedHandler(handler: ((error: ApiError) => void) | null): void;
}

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE'] satisfies HttpMethod[];
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);
/** First backoff step; the n-th retry waits up to RETRY_BASE_MS * 2^(n-1), capped at RETRY_BACKOFF_CAP_MS. */
export const RETRY_BASE_MS = 300;
/** Default time limit of one attempt. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Default time limit of one attempt of a download, which reads a whole file (an export of thousands of rows). */
export const DOWNLOAD_TIMEOUT_MS = 120_000;
/** The x-user of skip-auth mode when no user name is stored (spec §6). */
export const SKIPAUTH_FALLBACK_USER = 'localuser';

/**
 * The wait after failed attempt number `attempt` (1-based): the server's Retry-After (seconds or HTTP date) when
 * given, else capped exponential backoff with full jitter; never more than RETRY_BACKOFF_CAP_MS.
 */
export function retryDelay(
  attempt: number,
  random: () => number,
  retryAfter?: string | null,
  now = Date.now(),
): number {
  const hinted = parseRetryAfter(retryAfter, now);
  if (hinted !== null) return Math.min(hinted, RETRY_BACKOFF_CAP_MS);
  return Math.floor(random() * Math.min(RETRY_BACKOFF_CAP_MS, RETRY_BASE_MS * 2 ** (attempt - 1)));
}

function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function queryString(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? (path.includes('?') ? '&' : '?') + text : '';
}

function encodeBody(body: unknown): { body?: BodyInit; json: boolean } {
  if (body === undefined || body === null) return { json: false };
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return { body, json: false };
  return { body: JSON.stringify(body), json: true };
}

/** Builds a client; the app uses the `api` instance below, tests build their own with fakes. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { config: appConfig, storage } = deps;
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = deps.random ?? Math.random;
  let onUnauthorized = deps.onUnauthorized ?? null;

  function modeHeaders(): Record<string, string> {
    if (appConfig.apiMode === 'skipauth') {
      return { [SKIPAUTH_USER_HEADER]: storage.getItem(STORAGE_KEYS.username) || SKIPAUTH_FALLBACK_USER };
    }
    if (appConfig.apiMode === 'localexternal' || appConfig.apiMode === 'external') {
      const key = storage.getItem(STORAGE_KEYS.apiKey);
      return key ? { [API_KEY_HEADER]: key } : {};
    }
    return {}; // cloud: the HttpOnly session cookie authenticates
  }

  /** One attempt with its own time limit; every failure becomes an ApiError. */
  async function attempt(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    timeoutMs: number,
    asFile: boolean,
  ) {
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await doFetch(url, { ...init, signal: controller.signal });
      // A file is read as it came; an error answer (JSON `{ message, status, data }`) as any other.
      return { response, body: asFile && response.ok ? await response.blob() : await readBody(response) };
    } catch {
      if (signal?.aborted) throw canceledError();
      if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 0, undefined, 'Timeout');
      throw new ApiError(MESSAGES.network, 0, undefined, 'NetworkError');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Sleeps between attempts; the caller's signal cuts the wait short. */
  async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    if (!signal) return sleep(ms);
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(canceledError());
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([sleep(ms), aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    if (signal.aborted) throw canceledError();
  }

  function request<T>(method: string, apiName: string, path: string, options: RequestOptions = {}): Promise<T> {
    return send(method, apiName, path, options, false).then(({ body }) => body as T);
  }

  async function download(apiName: ApiName, path: string, options: DownloadOptions): Promise<SavedFile> {
    const { fileName, ...rest } = options;
    const headers = { accept: '*/*', ...rest.headers };
    const timeoutMs = rest.timeoutMs ?? DOWNLOAD_TIMEOUT_MS;
    const { response, body } = await send('GET', apiName, path, { ...rest, headers, timeoutMs }, true);
    const blob = body instanceof Blob ? body : new Blob([body === null ? '' : String(body)]);
    // Loaded on the first download: the first page (at its size budget) carries none of it.
    const { fileNameOf, saveFile } = await import('./download.ts');
    const saved = { fileName: fileNameOf(response.headers.get('content-disposition'), fileName), size: blob.size };
    (deps.saveFile ?? saveFile)(blob, saved.fileName);
    return saved;
  }

  async function send(
    method: string,
    apiName: string,
    path: string,
    options: RequestOptions,
    asFile: boolean,
  ): Promise<{ response: Response; body: unknown }> {
    const verb = method.toUpperCase();
    if (!METHODS.includes(verb)) throw new ApiError(MESSAGES.unsupportedMethod, 0);
    const base = apiName === 'cosmos' ? appConfig.apiUrl : apiName === 'sql' ? appConfig.sqlApiUrl : null;
    if (!base) throw new ApiError(MESSAGES.invalidApiName, 0);
    if (!path.startsWith('/')) throw new ApiError(`Path must start with "/": ${path}`, 0, undefined, 'InvalidPath');
    const { signal } = options;
    if (signal?.aborted) throw canceledError();

    const encoded = verb === 'GET' ? { json: false } : encodeBody(options.body);
    const extra = Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(encoded.json ? { 'content-type': 'application/json' } : {}),
      ...modeHeaders(),
      ...Object.fromEntries(extra),
    };
    const init: RequestInit = { method: verb, headers, credentials: 'same-origin' };
    if (encoded.body !== undefined) init.body = encoded.body;
    const url = base + path + queryString(path, options.query);
    const retry = options.retry ?? verb !== 'POST';
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

    for (let n = 1; ; n++) {
      let error: ApiError;
      let retryAfter: string | null = null;
      try {
        const answer = await attempt(url, init, signal, timeoutMs, asFile);
        const { response, body } = answer;
        if (response.ok) return answer;
        error = httpError(response.status, body);
        retryAfter = response.headers.get('retry-after');
      } catch (caught) {
        error = caught as ApiError;
      }
      if (error.status === 401) {
        try {
          onUnauthorized?.(error);
        } catch (handlerError) {
          console.error('Unauthorized handler failed', handlerError);
        }
      }
      const retryable = RETRYABLE_STATUS.has(error.status) || error.code === 'Timeout';
      if (!retry || !retryable || n >= RETRY_LIMIT) throw error;
      await pause(retryDelay(n, random, retryAfter), signal);
    }
  }

  return {
    request,
    get: <T>(apiName: ApiName, path: string, options?: RequestOptions) => request<T>('GET', apiName, path, options),
    post: <T>(apiName: ApiName, path: string, options?: RequestOptions) => request<T>('POST', apiName, path, options),
    put: <T>(apiName: ApiName, path: string, options?: RequestOptions) => request<T>('PUT', apiName, path, options),
    del: <T>(apiName: ApiName, path: string, options?: RequestOptions) => request<T>('DELETE', apiName, path, options),
    download,
    setUnauthorizedHandler: (handler) => void (onUnauthorized = handler),
  };
}

/** `window.localStorage` when the browser lets us use it, else a store in memory (also in node tests). */
export function safeLocalStorage(): KeyValueStore {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '__rh_storage_probe__';
      window.localStorage.setItem(probe, probe);
      window.localStorage.removeItem(probe);
      return window.localStorage;
    }
  } catch {
    // storage disabled or full: fall through to memory
  }
  return memoryStore();
}

/** The app's client: build-time config, local storage; the session module sets the 401 handler. */
export const api: ApiClient = createApiClient({ config, storage: safeLocalStorage() });
