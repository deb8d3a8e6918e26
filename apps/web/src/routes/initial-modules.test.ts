import { describe, expect, it } from 'vitest';

/** Sources of the web app and of @rh/core, by path relative to this file (read by Vite, no file system API). */
const SOURCES = {
  ...import.meta.glob<string>('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../../packages/core/src/**/*.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};
const BASE = 'file:///repo/apps/web/src/routes/';
const byUrl = new Map(Object.entries(SOURCES).map(([path, text]) => [new URL(path, BASE).href, text]));
const at = (path: string) => new URL(path, BASE).href;
const CORE_INDEX = at('../../../../packages/core/src/index.ts');
const SRC = at('../');

/** Static imports and re-exports (not `import type`, not `import()`), the specifier captured. */
const STATIC = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The modules the first page loads before any lazy import: files of the repo, and packages by name. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const text = byUrl.get(file);
    if (text === undefined) throw new Error(`Not found: ${file}`);
    files.add(file);
    for (const [, spec = ''] of text.matchAll(STATIC)) {
      if (spec.startsWith('.')) visit(new URL(spec, file).href);
      else if (spec === '@rh/core') visit(CORE_INDEX);
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

/**
 * Home must stay light (≤ 175 kB of gzip JavaScript, bench/web): the content declarations with zod, the data grid,
 * the tree view, the form library and the generic screens load only with the pages that use them.
 */
describe('what the first page loads', () => {
  const { files, packages } = staticGraph(at('../main.tsx'));
  const local = [...files].filter((file) => file.startsWith(SRC)).map((file) => file.slice(SRC.length));

  it('leaves out the content declarations and the heavy libraries of the content screens', () => {
    const heavy = ['@rh/core/content', 'zod', '@mui/x-data-grid', '@mui/x-tree-view', 'react-hook-form', '@hookform'];
    expect([...packages].filter((name) => heavy.some((h) => name === h || name.startsWith(`${h}/`)))).toEqual([]);
  });

  it('leaves out the page table: its loaders and the chunk names they carry load with the first page opened', () => {
    expect(local).not.toContain('app/pages.ts');
  });

  it('leaves out the generic content screens', () => {
    expect(local.filter((file) => file.startsWith('content/'))).toEqual([]);
  });

  it('is walked from the real entry (the check would pass vacuously otherwise)', () => {
    expect(local).toEqual(
      expect.arrayContaining(['main.tsx', 'app/router.tsx', 'app/build-routes.ts', 'app/GuardedRoute.tsx']),
    );
    expect(files).toContain(CORE_INDEX);
    expect(packages).toContain('@mui/material');
  });
});
