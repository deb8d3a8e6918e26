import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetMessage,
  contributorOf,
  firstPageBudget,
  firstPageChunks,
  weighFirstPage,
  type BudgetChunk,
} from './first-page-budget.ts';

const chunk = (fileName: string, parts: Partial<BudgetChunk> = {}): BudgetChunk => ({
  fileName,
  isEntry: false,
  imports: [],
  code: '',
  modules: {},
  ...parts,
});

const SRC = '/repo/apps/web/src';
const NM = '/repo/node_modules';
const CHUNKS = [
  chunk('index.js', {
    isEntry: true,
    imports: ['shell.js'],
    modules: { [`${SRC}/main.tsx`]: { renderedLength: 100 } },
  }),
  chunk('shell.js', {
    code: 'x'.repeat(1000),
    modules: {
      [`${NM}/react-dom/cjs/react-dom-client.production.js`]: { renderedLength: 600 },
      [`${NM}/@mui/material/Button/Button.mjs`]: { renderedLength: 300 },
      [`${SRC}/app/Layout.tsx`]: { renderedLength: 100 },
    },
  }),
  chunk('HomePage.js', {
    imports: ['shell.js', 'Card.js'],
    modules: { [`${SRC}/pages/HomePage.tsx`]: { renderedLength: 10 } },
  }),
  chunk('Card.js', { modules: { [`${NM}/@mui/material/Card/Card.mjs`]: { renderedLength: 10 } } }),
  chunk('Grid.js', { modules: { [`${NM}/@mui/x-data-grid/index.mjs`]: { renderedLength: 10 } } }),
  chunk('ListPage.js', {
    imports: ['Grid.js', 'shell.js'],
    modules: { [`${SRC}/content/ListPage.tsx`]: { renderedLength: 9 } },
  }),
];

describe('the first page', () => {
  it('is the entry, the first page’s modules and what they import statically, never a lazy page', () => {
    const names = firstPageChunks(CHUNKS, [/pages\/HomePage\.tsx$/]).map((c) => c.fileName);
    expect(names.sort()).toEqual(['Card.js', 'HomePage.js', 'index.js', 'shell.js']);
  });

  it('names contributors by package, or by source folder', () => {
    expect(contributorOf(`${NM}/@mui/material/Button/Button.mjs`)).toBe('@mui/material');
    expect(contributorOf(`${NM}/react-dom/cjs/x.js`)).toBe('react-dom');
    expect(contributorOf(`${SRC}/app/shell/TopBar.tsx`)).toBe('apps/web/src/app/');
    expect(contributorOf(`${SRC}/main.tsx`)).toBe('apps/web/src/main.tsx');
    expect(contributorOf('C:\\repo\\node_modules\\react\\index.js?commonjs')).toBe('react');
  });

  it('shares a chunk’s gzip bytes among its modules by their size', () => {
    const weight = weighFirstPage(CHUNKS, [/HomePage/], (code) => code.length);
    expect(weight.gzipBytes).toBe(1000);
    expect(weight.chunks[0]).toEqual({ fileName: 'shell.js', gzipBytes: 1000 });
    expect(weight.contributors.slice(0, 3)).toEqual([
      { name: 'react-dom', gzipBytes: 600 },
      { name: '@mui/material', gzipBytes: 300 },
      { name: 'apps/web/src/app/', gzipBytes: 100 },
    ]);
  });

  it('passes in one line within the limit, and says by how much and why when over it', () => {
    const weight = weighFirstPage(CHUNKS, [/HomePage/], (code) => code.length);
    expect(budgetMessage(weight, 1000)).toEqual({ ok: true, text: expect.stringMatching(/^first page: 1\.0 kB/) });
    const over = budgetMessage(weight, 900);
    expect(over.ok).toBe(false);
    expect(over.text).toContain('(0.1 kB over)');
    expect(over.text).toMatch(/largest scripts:\n\s+1\.0 kB {2}shell\.js/);
    expect(over.text).toMatch(/0\.6 kB {2}react-dom/);
  });
});

describe('the Vite plugin in a real build', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'rh-budget-'));
    await writeFile(path.join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
    // The entry carries ~10 kB of incompressible text; the lazy page 50 kB more, which must not count.
    const noise = (n: number) => Array.from({ length: n }, (_, i) => ((i * 2654435761) >>> 0).toString(36)).join('');
    await writeFile(path.join(root, 'main.js'), `console.log(${JSON.stringify(noise(1500))}); import('./lazy.js');`);
    await writeFile(path.join(root, 'lazy.js'), `export const big = ${JSON.stringify(noise(8000))};`);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const buildWith = (limitBytes: number) =>
    build({
      root,
      logLevel: 'silent',
      configFile: false,
      build: { outDir: path.join(root, 'dist'), write: false },
      plugins: [firstPageBudget({ limitBytes, firstPage: [] })],
    });

  it('passes a first page within the limit, lazy chunks aside', async () => {
    await expect(buildWith(20_000)).resolves.toBeDefined();
  });

  it('fails the build past the limit', async () => {
    await expect(buildWith(2_000)).rejects.toThrow(/first page: \d+\.\d kB gzip in 1 scripts, limit 2\.0 kB/);
  });
});
