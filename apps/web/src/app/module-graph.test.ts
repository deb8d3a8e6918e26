import { describe, expect, it } from 'vitest';

/**
 * The module graph of apps/web/src (issue 12 item 5): every import the source writes — static, type-only,
 * re-export and `import()` — between its files, tests left out. Read by Vite, no file system API.
 */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const BASE = 'file:///src/app/';
const files = new Map(Object.entries(SOURCES).map(([path, text]) => [new URL(path, BASE).pathname.slice(5), text]));

const SPECIFIERS = [
  /^\s*(?:import|export)\s[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = new URL(specifier, `file:///src/${from}`).pathname.slice(5);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate));
}

const graph = new Map(
  [...files].map(([file, text]) => {
    const targets = SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map(([, spec = '']) => spec));
    return [file, [...new Set(targets.flatMap((spec) => resolve(file, spec) ?? []))]];
  }),
);

/** The strongly connected components of more than one file (Tarjan): each is an import cycle. */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component = stack.splice(stack.indexOf(file));
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const under = (dir: string) => (file: string) => file.startsWith(`${dir}/`);
const importsFrom = (from: (file: string) => boolean, to: (file: string) => boolean) =>
  [...graph].flatMap(([file, targets]) =>
    from(file) ? targets.filter(to).map((target) => `${file} → ${target}`) : [],
  );

describe('the engine imports no area, and links pull in no page (issue 12 item 5)', () => {
  it('reads the real sources (the checks would pass vacuously otherwise)', () => {
    expect(files.size).toBeGreaterThan(100);
    expect(graph.get('content/detail/ContentDetail.tsx')).toContain('content/detail/panels.ts');
    expect(graph.get('app/pages.ts')).toContain('content/ContentListPage.tsx');
  });

  it('has no import cycle through content/, areas/ or routes/', () => {
    const touching = cycles().filter((cycle) =>
      cycle.some((file) => ['content', 'areas', 'routes'].some((dir) => under(dir)(file))),
    );
    expect(touching).toEqual([]);
  });

  it('keeps the generic engine (content/) free of any area', () => {
    expect(importsFrom(under('content'), under('areas'))).toEqual([]);
  });

  it('keeps routes/ to route data: no page, screen, area or app assembly', () => {
    const pagesAndScreens = (file: string) => !under('routes')(file) && !['config.ts'].includes(file);
    expect(importsFrom(under('routes'), pagesAndScreens)).toEqual([]);
  });

  it('lets an area import another area only through its declared entry (area.ts)', () => {
    const areaOf = (file: string) => /^areas\/([^/]+)\//.exec(file)?.[1];
    const crossing = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => areaOf(file) && areaOf(target) && areaOf(file) !== areaOf(target))
        .filter((target) => !target.endsWith('/area.ts'))
        .map((target) => `${file} → ${target}`),
    );
    expect(crossing).toEqual([]);
  });
});
