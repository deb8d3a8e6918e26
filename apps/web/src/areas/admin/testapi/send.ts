import { createApiClient, safeLocalStorage, type ApiClient } from '../../../api/request.ts';
import { config, type AppConfig } from '../../../config.ts';

/** What the console shows of an answer. */
export interface Answer {
  status: number;
  /** Milliseconds from sending to the whole body read. */
  ms: number;
  headers: [string, string][];
  /** The body as text: pretty-printed when it is JSON. */
  body: string;
  /** Set when no HTTP answer came (network failure, time-out): the wrapper's message. */
  failure: string | null;
}

export interface SendInput {
  method: string;
  /** The operation's path as the document has it (`/api/…`), parameters filled. */
  path: string;
  query: Record<string, string>;
  /** Sent as JSON for methods other than GET; undefined: no body. */
  body?: unknown;
}

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/**
 * Sends one call as the signed-in user through the app's request wrapper (its base address, the mode's credentials:
 * the session cookie, or the skip-auth user, or the API key), without retries, and keeps the raw answer: the wrapper
 * itself answers only the body. `fetchImpl` and `appConfig` are for tests.
 */
export async function sendAsMe(
  input: SendInput,
  fetchImpl: typeof fetch = (request, init) => globalThis.fetch(request, init),
  appConfig: AppConfig = config,
): Promise<Answer> {
  let raw: { status: number; headers: [string, string][]; text: string } | null = null;
  const client: ApiClient = createApiClient({
    config: appConfig,
    storage: safeLocalStorage(),
    fetch: async (request, init) => {
      const response = await fetchImpl(request, init);
      raw = { status: response.status, headers: [...response.headers.entries()], text: await response.clone().text() };
      return response;
    },
  });
  // The document's paths carry the API's own prefix; the wrapper adds its base (`/api` unless configured).
  const path = input.path.replace(/^\/api(?=\/|$)/, '') || '/';
  const started = performance.now();
  let failure: string | null = null;
  try {
    await client.request(input.method, 'cosmos', path, {
      query: input.query,
      body: input.method === 'GET' ? undefined : input.body,
      retry: false,
    });
  } catch (error) {
    // An HTTP error is an answer to show like any other; only a call that got none fails.
    if (raw === null) failure = error instanceof Error ? error.message : String(error);
  }
  const ms = Math.round(performance.now() - started);
  const got = raw as { status: number; headers: [string, string][]; text: string } | null;
  if (!got) return { status: 0, ms, headers: [], body: '', failure };
  return { status: got.status, ms, headers: got.headers, body: pretty(got.text), failure: null };
}
