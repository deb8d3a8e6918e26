import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../config.ts';
import { config } from '../../../config.ts';
import { sendAsMe } from './send.ts';

const APP: AppConfig = { ...config, apiUrl: '/api', apiMode: 'cloud' };

describe('sendAsMe', () => {
  it('sends through the request wrapper and keeps the status, headers and the body pretty-printed', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init: init! });
      return new Response('{"ok":true,"n":[1]}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const answer = await sendAsMe({ method: 'GET', path: '/api/health', query: { full: 'true' } }, fake, APP);
    expect(calls.map((call) => call.url)).toEqual(['/api/health?full=true']);
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(answer).toMatchObject({ status: 200, failure: null, body: '{\n  "ok": true,\n  "n": [\n    1\n  ]\n}' });
    expect(answer.headers).toContainEqual(['content-type', 'application/json']);
  });

  it('shows an error answer like any other, once (no retry), and a JSON body for other methods', async () => {
    let count = 0;
    let sent: unknown;
    const fake: typeof fetch = async (_url, init) => {
      count += 1;
      sent = init?.body;
      return new Response('{"message":"Nope","status":503}', {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });
    };
    const answer = await sendAsMe({ method: 'PUT', path: '/api/x', query: {}, body: { a: 1 } }, fake, APP);
    expect(count).toBe(1);
    expect(sent).toBe('{"a":1}');
    expect(answer).toMatchObject({ status: 503, failure: null });
    expect(JSON.parse(answer.body)).toEqual({ message: 'Nope', status: 503 });
  });

  it('says so when no answer came', async () => {
    const fake: typeof fetch = async () => {
      throw new TypeError('offline');
    };
    const answer = await sendAsMe({ method: 'GET', path: '/api/x', query: {} }, fake, APP);
    expect(answer).toMatchObject({ status: 0, failure: 'A network error has occurred.' });
  });
});
