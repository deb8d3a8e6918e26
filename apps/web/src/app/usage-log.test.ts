import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/request.ts';
import { readConfig } from '../config.ts';
import { memoryStore } from '../session/storage-keys.ts';
import { createUsageLog } from './usage-log.ts';

const fakeApi = (fail = false) => {
  const calls: { path: string; body: unknown }[] = [];
  return {
    calls,
    put: vi.fn(async (_api: string, path: string, options?: { body?: unknown }) => {
      calls.push({ path, body: options?.body });
      if (fail) throw new Error('down');
      return null;
    }) as unknown as ApiClient['put'],
  };
};

describe('usage log', () => {
  it('sends a pageview with the session ids and the lower-cased user in the full build', () => {
    const api = fakeApi();
    const storage = memoryStore();
    const log = createUsageLog({
      api,
      storage,
      config: readConfig({ VITE_BUILD: 'full' }),
      user: () => 'Ada.Lovelace',
    });
    log.pageview('/news');
    expect(api.calls).toEqual([
      {
        path: '/log',
        body: {
          type: 'pageview',
          page: '/news',
          session_long: storage.getItem('frmCloudSessionLong'),
          session_short: 0,
          user: 'ada.lovelace',
          user_type: 0,
        },
      },
    ]);
    expect(storage.getItem('frmCloudSessionLong')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts visits in session_short and marks external users with user_type 1, name as is', () => {
    const api = fakeApi();
    const storage = memoryStore({ frmCloudSessionLong: 'browser-1', frmCloudSessionShort: '4' });
    const log = createUsageLog({
      api,
      storage,
      config: readConfig({ VITE_BUILD: 'external' }),
      user: () => 'Acme Bank',
    });
    log.event('news', 'open', 'item-3', 2);
    expect(api.calls[0]!.body).toEqual({
      type: 'event',
      category: 'news',
      action: 'open',
      label: 'item-3',
      value: 2,
      session_long: 'browser-1',
      session_short: 5,
      user: 'Acme Bank',
      user_type: 1,
    });
  });

  it('sends nothing before sign-in and only logs failures', async () => {
    const quiet = fakeApi();
    createUsageLog({ api: quiet, storage: memoryStore(), config: readConfig({}), user: () => null }).pageview('/');
    expect(quiet.calls).toHaveLength(0);
    const failing = fakeApi(true);
    const logged = vi.fn();
    createUsageLog({
      api: failing,
      storage: memoryStore(),
      config: readConfig({}),
      user: () => 'x',
      log: logged,
    }).pageview('/');
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('usage log not sent', expect.any(Error)));
  });
});
