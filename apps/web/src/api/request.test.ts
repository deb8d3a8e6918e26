import { RETRY_BACKOFF_CAP_MS, type ApiMode } from '@rh/core';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { memoryStore } from '../session/storage-keys.ts';
import {
  api,
  ApiError,
  createApiClient,
  MESSAGES,
  retryDelay,
  safeLocalStorage,
  TIMEOUT_MESSAGE,
  type ApiClientDeps,
} from './request.ts';

/** One answer of the fake server: a fresh Response per call, or a thrown error. */
type Answer = (init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => {
  return () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
};
const text = (status: number, body: string, type = 'text/plain'): Answer => {
  return () => new Response(body, { status, headers: { 'content-type': type } });
};
const fail = (error: Error): Answer => {
  return () => Promise.reject(error);
};
/** Never answers; rejects like a browser when the request's signal aborts. */
const hang: Answer = (init) =>
  new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

const BASE = 'https://api.test/prod';

/** A client over a fake fetch that answers in order (the last answer repeats) and records every call. */
function setup(
  answers: Answer[],
  opts: { mode?: ApiMode; sql?: string; stored?: Record<string, string> } & Partial<ApiClientDeps> = {},
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const sleeps: number[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const answer = answers[Math.min(calls.length, answers.length) - 1]!;
    return answer(init);
  });
  const { mode = 'cloud', sql, stored = {}, ...deps } = opts;
  const config = readConfig({ VITE_API_MODE: mode, VITE_API_URL: BASE, VITE_SQL_API_URL: sql ?? '' });
  const client = createApiClient({
    config,
    storage: memoryStore(stored),
    fetch,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...deps,
  });
  return { client, calls, sleeps, fetch };
}

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have rejected'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('messages (spec §8)', () => {
  it('are word for word', () => {
    expect(MESSAGES).toEqual({
      failed: 'API request failed',
      unsupportedMethod: 'Unsupported HTTP method',
      invalidApiName: 'API name is invalid.',
      network: 'A network error has occurred.',
      canceled: 'Request is canceled by user',
      unauthenticated: 'User needs to be authenticated to call this API.',
    });
  });

  it('rejects unknown methods without calling fetch; methods are case-insensitive', async () => {
    const { client, calls } = setup([json(200, { ok: true })]);
    const error = await rejection(client.request('PATCH', 'cosmos', '/x'));
    expect(error.toJSON()).toEqual({ message: 'Unsupported HTTP method', status: 0, data: undefined });
    expect(calls).toHaveLength(0);
    await expect(client.request('get', 'cosmos', '/x')).resolves.toEqual({ ok: true });
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('rejects unknown API names, and sql unless a separate SQL endpoint is configured', async () => {
    const { client, calls } = setup([json(200, 1)]);
    expect((await rejection(client.request('GET', 'nosuch', '/x'))).message).toBe('API name is invalid.');
    expect((await rejection(client.get('sql', '/x'))).status).toBe(0);
    expect(calls).toHaveLength(0);
    const same = setup([json(200, 1)], { sql: BASE });
    expect((await rejection(same.client.get('sql', '/x'))).message).toBe('API name is invalid.');
    const sql = setup([json(200, 1)], { sql: 'https://sql.test/prod/' });
    await sql.client.get('sql', '/rows');
    await sql.client.get('cosmos', '/ping');
    expect(sql.calls.map((c) => c.url)).toEqual(['https://sql.test/prod/rows', `${BASE}/ping`]);
  });

  it('a failed fetch is a network error, not retried', async () => {
    const { client, calls } = setup([fail(new TypeError('Failed to fetch'))]);
    const error = await rejection(client.get('cosmos', '/ping'));
    expect(error).toMatchObject({ message: 'A network error has occurred.', status: 0, code: 'NetworkError' });
    expect(calls).toHaveLength(1);
  });

  it('a 401 without a message is the unauthenticated error', async () => {
    const { client } = setup([text(401, '')]);
    const error = await rejection(client.get('cosmos', '/ping'));
    expect(error).toMatchObject({
      message: 'User needs to be authenticated to call this API.',
      status: 401,
      code: 'UserUnAuthenticatedException',
    });
  });
});

describe('cancel and timeout', () => {
  it('an already aborted signal rejects without calling fetch', async () => {
    const { client, calls } = setup([json(200, 1)]);
    const error = await rejection(client.get('cosmos', '/x', { signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ message: 'Request is canceled by user', status: 0, code: 'Canceled' });
    expect(calls).toHaveLength(0);
  });

  it('aborting a pending request cancels it, without retry', async () => {
    const { client, calls } = setup([hang]);
    const controller = new AbortController();
    const pending = client.get('cosmos', '/slow', { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ message: MESSAGES.canceled, code: 'Canceled' });
    expect(calls).toHaveLength(1);
  });

  it('aborting during the backoff wait stops the retries', async () => {
    const controller = new AbortController();
    const sleep = () => {
      controller.abort();
      return new Promise<void>(() => {});
    };
    const { client, calls } = setup([json(503, {})], { sleep });
    const error = await rejection(client.get('cosmos', '/x', { signal: controller.signal }));
    expect(error.code).toBe('Canceled');
    expect(calls).toHaveLength(1);
  });

  it('times out, and a timeout is retried when retry is on', async () => {
    const once = setup([hang]);
    const error = await rejection(once.client.post('cosmos', '/x', { timeoutMs: 5 }));
    expect(error).toMatchObject({ message: TIMEOUT_MESSAGE, status: 0, code: 'Timeout' });
    expect(TIMEOUT_MESSAGE).toBe('The request timed out.');
    expect(once.calls).toHaveLength(1);
    const retried = setup([hang]);
    expect((await rejection(retried.client.get('cosmos', '/x', { timeoutMs: 5 }))).code).toBe('Timeout');
    expect(retried.calls).toHaveLength(3);
    expect(retried.sleeps).toHaveLength(2);
  });
});

describe('headers by API mode (spec §6)', () => {
  const headersOf = async (mode: ApiMode, stored: Record<string, string> = {}) => {
    const { client, calls } = setup([json(200, {})], { mode, stored });
    await client.get('cosmos', '/x');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    return calls[0]!.init.headers;
  };

  it('cloud sends nothing but accept (the session cookie authenticates)', async () => {
    expect(await headersOf('cloud', { username: 'ada', frmCloudExApiKey: 'k' })).toEqual({
      accept: 'application/json',
    });
  });

  it('skipauth sends x-user from the stored username, else localuser', async () => {
    expect(await headersOf('skipauth', { username: 'ada' })).toEqual({ accept: 'application/json', 'x-user': 'ada' });
    expect(await headersOf('skipauth')).toEqual({ accept: 'application/json', 'x-user': 'localuser' });
  });

  it.each(['external', 'localexternal'] as const)('%s sends x-api-key when one is stored', async (mode) => {
    const stored = { frmCloudExApiKey: 'key-1', username: 'ada' };
    expect(await headersOf(mode, stored)).toEqual({ accept: 'application/json', 'x-api-key': 'key-1' });
    expect(await headersOf(mode)).toEqual({ accept: 'application/json' });
  });

  it('caller headers are added (lower-cased, overriding defaults)', async () => {
    const { client, calls } = setup([json(200, {})]);
    await client.get('cosmos', '/x', { headers: { Accept: 'text/csv', 'X-Trace': 't' } });
    expect(calls[0]!.init.headers).toEqual({ accept: 'text/csv', 'x-trace': 't' });
  });
});

describe('request bodies, query and path', () => {
  it('JSON-encodes objects with a content-type; strings and FormData go as they are', async () => {
    const { client, calls } = setup([json(200, {})]);
    await client.post('cosmos', '/a', { body: { n: 1 } });
    await client.put('cosmos', '/b', { body: 'raw' });
    const form = new FormData();
    await client.post('cosmos', '/c', { body: form });
    await client.get('cosmos', '/d', { body: { ignored: true } });
    expect(calls.map((c) => c.init.body)).toEqual(['{"n":1}', 'raw', form, undefined]);
    expect(calls.map((c) => (c.init.headers as Record<string, string>)['content-type'])).toEqual([
      'application/json',
      undefined,
      undefined,
      undefined,
    ]);
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'PUT', 'POST', 'GET']);
  });

  it('builds the query string, skipping null and undefined', async () => {
    const { client, calls } = setup([json(200, {})]);
    await client.del('cosmos', '/items/1', { query: { a: 'x y', n: 2, b: false, c: null, d: undefined } });
    await client.get('cosmos', '/s?q=1', { query: { page: 3 } });
    await client.get('cosmos', '/t', { query: { c: null } });
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/items/1?a=x+y&n=2&b=false`, `${BASE}/s?q=1&page=3`, `${BASE}/t`]);
    expect(calls[0]!.init.method).toBe('DELETE');
  });

  it('rejects a path without a leading slash', async () => {
    const { client, calls } = setup([json(200, {})]);
    expect((await rejection(client.get('cosmos', 'ping'))).code).toBe('InvalidPath');
    expect(calls).toHaveLength(0);
  });
});

describe('responses', () => {
  it('reads JSON when the content-type says so, else text; empty and 204 give null', async () => {
    const { client } = setup([
      json(200, { a: [1] }),
      text(200, '{"not":"json"}'),
      text(200, '{"p":1}', 'application/problem+json; charset=utf-8'),
      text(200, ''),
      () => new Response(null, { status: 204 }),
    ]);
    expect(await client.get('cosmos', '/1')).toEqual({ a: [1] });
    expect(await client.get('cosmos', '/2')).toBe('{"not":"json"}');
    expect(await client.get('cosmos', '/3')).toEqual({ p: 1 });
    expect(await client.get('cosmos', '/4')).toBeNull();
    expect(await client.del('cosmos', '/5')).toBeNull();
  });

  it("takes the server's error body as message, status and data", async () => {
    const body = { message: 'Title is required', status: 400, data: { field: 'title' } };
    const { client } = setup([json(400, body)]);
    const error = await rejection(client.post('cosmos', '/articles', { body: {} }));
    expect(error.toJSON()).toEqual({ message: 'Title is required', status: 400, data: body });
    expect(JSON.parse(JSON.stringify(error))).toEqual({ message: 'Title is required', status: 400, data: body });
    expect(error.name).toBe('ApiError');
  });

  it('a non-JSON or message-less error body gets the default message', async () => {
    const { client } = setup([text(502, 'Bad gateway', 'text/html'), json(404, { status: 404 })]);
    const gateway = await rejection(client.get('cosmos', '/x', { retry: false }));
    expect(gateway.toJSON()).toEqual({ message: 'API request failed', status: 502, data: 'Bad gateway' });
    const missing = await rejection(client.get('cosmos', '/y'));
    expect(missing.toJSON()).toEqual({ message: 'API request failed', status: 404, data: { status: 404 } });
  });
});

describe('401', () => {
  it('calls the handler once and is not retried', async () => {
    const onUnauthorized = vi.fn();
    const { client, calls } = setup([json(401, { message: 'Session expired' })], { onUnauthorized });
    const error = await rejection(client.put('cosmos', '/log', { body: {} }));
    expect(error).toMatchObject({ message: 'Session expired', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(calls).toHaveLength(1);
  });

  it('setUnauthorizedHandler replaces the handler; null removes it; a throwing handler still rejects', async () => {
    const first = vi.fn();
    const second = vi.fn(() => {
      throw new Error('handler bug');
    });
    const { client } = setup([json(401, {})], { onUnauthorized: first });
    client.setUnauthorizedHandler(second);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await rejection(client.get('cosmos', '/x'))).status).toBe(401);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    client.setUnauthorizedHandler(null);
    await rejection(client.get('cosmos', '/x'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('retries (spec §8, §9)', () => {
  it.each([429, 500, 502, 503, 504])(
    'retries %i up to 3 attempts, then rejects with the last answer',
    async (status) => {
      const { client, calls, sleeps } = setup([json(status, { message: `m${status}` })]);
      expect(await rejection(client.get('cosmos', '/x'))).toMatchObject({ status, message: `m${status}` });
      expect(calls).toHaveLength(3);
      expect(sleeps).toHaveLength(2);
    },
  );

  it.each([400, 403, 404, 409])('does not retry %i', async (status) => {
    const { client, calls } = setup([json(status, {})]);
    expect((await rejection(client.put('cosmos', '/x'))).status).toBe(status);
    expect(calls).toHaveLength(1);
  });

  it('resolves when a retry succeeds', async () => {
    const { client, calls } = setup([json(503, {}), json(200, { ok: 1 })]);
    expect(await client.del('cosmos', '/x')).toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it('does not retry POST unless asked, nor anything with retry: false', async () => {
    const post = setup([json(503, {})]);
    await rejection(post.client.post('cosmos', '/x'));
    expect(post.calls).toHaveLength(1);
    const optIn = setup([json(503, {})]);
    await rejection(optIn.client.post('cosmos', '/x', { retry: true }));
    expect(optIn.calls).toHaveLength(3);
    const optOut = setup([json(429, {})]);
    await rejection(optOut.client.get('cosmos', '/x', { retry: false }));
    expect(optOut.calls).toHaveLength(1);
  });

  it('waits with exponential backoff and full jitter', async () => {
    const draws = [0.1, 0.9];
    const { client, sleeps } = setup([json(500, {})], { random: () => draws.shift()! });
    await rejection(client.get('cosmos', '/x'));
    expect(sleeps).toEqual([30, 540]); // 0.1 × 300, 0.9 × 600
    const top = setup([json(500, {})], { random: () => 1 });
    await rejection(top.client.get('cosmos', '/x'));
    expect(top.sleeps).toEqual([300, 600]);
  });

  it('backoff grows and is capped at 5 minutes', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, () => 1))).toEqual([300, 600, 1200, 2400, 4800]);
    expect(retryDelay(20, () => 1)).toBe(RETRY_BACKOFF_CAP_MS);
    expect(RETRY_BACKOFF_CAP_MS).toBe(300_000);
    expect(retryDelay(20, () => 0.25)).toBe(75_000);
  });

  it('honours Retry-After in seconds or as an HTTP date, capped', async () => {
    const { client, sleeps } = setup([json(429, {}, { 'retry-after': '2' })]);
    await rejection(client.get('cosmos', '/x'));
    expect(sleeps).toEqual([2000, 2000]);
    const now = Date.UTC(2025, 0, 1, 12);
    const random = () => 0.5;
    expect(retryDelay(1, random, new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(retryDelay(1, random, new Date(now - 5_000).toUTCString(), now)).toBe(0);
    expect(retryDelay(1, random, '3600', now)).toBe(RETRY_BACKOFF_CAP_MS);
    expect(retryDelay(2, random, 'soon', now)).toBe(300);
  });
});

describe('app instance', () => {
  it('falls back to a memory store outside the browser and exposes a client', () => {
    const store = safeLocalStorage();
    store.setItem('k', 'v');
    expect(store.getItem('k')).toBe('v');
    expect(typeof api.get).toBe('function');
  });
});

describe('download', () => {
  const file = (status: number, body: string, headers: Record<string, string>): Answer => {
    return () => new Response(body, { status, headers });
  };

  it('GETs from the API base with the build’s API key and saves the body under the server’s name', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    const { client, calls } = setup(
      [file(200, 'a,b\n1,2\n', { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="x.csv"' })],
      { mode: 'external', stored: { frmCloudExApiKey: 'key-1' }, saveFile: (blob, name) => saved.push({ blob, name }) },
    );
    const result = await client.download('cosmos', '/content/policy/export?format=csv', { fileName: 'fallback.csv' });
    expect(calls[0]!.url).toBe(`${BASE}/content/policy/export?format=csv`);
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.headers).toEqual({ accept: '*/*', 'x-api-key': 'key-1' });
    expect(result).toEqual({ fileName: 'x.csv', size: 8 });
    expect(saved.map((s) => s.name)).toEqual(['x.csv']);
    expect(await saved[0]!.blob.text()).toBe('a,b\n1,2\n');
  });

  it('falls back to the given name when the server names no file', async () => {
    const names: string[] = [];
    const { client } = setup([file(200, 'x', { 'content-type': 'application/octet-stream' })], {
      saveFile: (_blob, name) => names.push(name),
    });
    await client.download('cosmos', '/f', { fileName: 'mine.xlsx' });
    expect(names).toEqual(['mine.xlsx']);
  });

  it('refuses a non-2xx answer with the server’s JSON error and saves nothing', async () => {
    const saveFile = vi.fn();
    const { client } = setup([json(403, { message: 'Not allowed to export policies', status: 403, data: null })], {
      saveFile,
    });
    const error = await client.download('cosmos', '/policies/export/basic?format=xlsx', { fileName: 'p.xlsx' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual({
      message: 'Not allowed to export policies',
      status: 403,
      data: { message: 'Not allowed to export policies', status: 403, data: null },
    });
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('retries a 503 like any GET, then saves', async () => {
    const names: string[] = [];
    const { client, calls } = setup([json(503, { message: 'busy' }), file(200, 'ok', {})], {
      saveFile: (_blob, name) => names.push(name),
    });
    await client.download('cosmos', '/f', { fileName: 'f.txt' });
    expect(calls).toHaveLength(2);
    expect(names).toEqual(['f.txt']);
  });
});
