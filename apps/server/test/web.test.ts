import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'rh-web-'));
  for (const build of ['full', 'external']) {
    await mkdir(path.join(dist, build, 'assets'), { recursive: true });
    await writeFile(path.join(dist, build, 'index.html'), `<!doctype html><title>${build} build</title>`);
    await writeFile(path.join(dist, build, 'assets', 'app.js'), 'console.log(1)');
  }
  t = await createTestApp({ WEB_DIST: dist, WEB_BUILD: 'external' });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the web client', () => {
  it('is the build named by WEB_BUILD, at / and at every client route (history fallback)', async () => {
    for (const url of ['/', '/auth/signin', '/news/type/3', '/settings?tab=key']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('external build');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves assets, and 404 for a missing one rather than the page', async () => {
    expect((await t.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('leaves /api to the API: an unknown call is a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such API call: GET /api/nothing-here', status: 404 });
  });
});
