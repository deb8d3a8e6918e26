import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILDS, DEFAULT_BRAND } from '@rh/core';
import { createServer, loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** index.html as Vite turns it into a page, with the real vite.config.ts and the mode's .env file. */
async function pageOf(mode: string): Promise<string> {
  const server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await server.transformIndexHtml('/index.html', await readFile(path.join(root, 'index.html'), 'utf8'));
  } finally {
    await server.close();
  }
}

describe('index.html', () => {
  it.each(BUILDS)('names the brand of the %s build in its title and description', async (build) => {
    const brand = loadEnv(build, root, 'VITE_').VITE_BRAND || DEFAULT_BRAND;
    const page = await pageOf(build);
    expect(page).not.toContain('%VITE_');
    expect(page).toContain(`<title>${brand}</title>`);
    expect(page).toMatch(new RegExp(`<meta name="description" content="${brand}: `));
  });
});
