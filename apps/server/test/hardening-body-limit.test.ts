import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const TOO_LARGE = '413 {"message":"The request body is too large.","status":413}';

/**
 * Sends an over-size sign-in body several times with `fetch` from another thread: a real client with its own event
 * loop, still writing while the server answers (from the server's own loop, the whole body is written before the
 * server gets to answer, and the fault never shows). `chunked` streams the body without a Content-Length.
 * Returns each outcome: the status and body, or the network error.
 */
async function sendOversize(bytes: number, times: number, chunked: boolean): Promise<string[]> {
  const script = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const text = JSON.stringify({ username: 'x', password: 'y'.repeat(workerData.bytes) });
      const outcomes = [];
      for (let i = 0; i < workerData.times; i += 1) {
        const body = workerData.chunked
          ? new Blob([text]).stream()
          : text;
        try {
          const response = await fetch(workerData.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            duplex: 'half',
          });
          outcomes.push(response.status + ' ' + (await response.text()));
        } catch (error) {
          outcomes.push('failed: ' + (error.cause?.code ?? error.message));
        }
      }
      parentPort.postMessage(outcomes);
    })();`;
  const worker = new Worker(script, {
    eval: true,
    workerData: { url: `${base}/api/auth/login`, bytes, times, chunked },
  });
  try {
    return await new Promise<string[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe('an over-size body', () => {
  it('gets its 413 delivered to a real client every time, not a reset', async () => {
    expect(await sendOversize(11 * 1024 * 1024, 10, false)).toEqual(Array(10).fill(TOO_LARGE));
  });

  it('gets its 413 when it is streamed without a length', async () => {
    expect(await sendOversize(11 * 1024 * 1024, 5, true)).toEqual(Array(5).fill(TOO_LARGE));
  });
});
