// The build's check of the first page's weight: the entry chunk, every chunk it imports statically, and the chunks of
// the modules the first page shows at once (Home and what it renders straight away), gzip. A build whose first page
// grows past the limit fails, saying what it weighs and what weighs most in it (bench/web measures the same in a
// browser; this keeps it from creeping up between benchmark runs).
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the check needs of an output chunk (a subset of Rollup's and Rolldown's OutputChunk). */
export interface BudgetChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  code: string;
  /** Module id → its length in the chunk before minification (the shares of the contributors). */
  modules: Readonly<Record<string, { renderedLength: number }>>;
}

export interface FirstPageWeight {
  gzipBytes: number;
  chunks: { fileName: string; gzipBytes: number }[];
  /** Packages and source folders by their estimated share of the gzip bytes, largest first. */
  contributors: { name: string; gzipBytes: number }[];
}

export interface BudgetOptions {
  /** The limit in bytes of gzip (1 kB = 1000 bytes, as Vite reports). */
  limitBytes: number;
  /** Modules the first page loads at once besides the entry (its page, the sections it renders straight away). */
  firstPage: readonly RegExp[];
}

const gzipSize = (code: string) => gzipSync(code).byteLength;

/** The entry chunks, the chunks holding a first-page module, and everything they import statically. */
export function firstPageChunks(chunks: readonly BudgetChunk[], firstPage: readonly RegExp[]): BudgetChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, BudgetChunk>();
  const visit = (chunk: BudgetChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  for (const chunk of chunks) {
    const holdsPage = Object.keys(chunk.modules).some((id) => firstPage.some((pattern) => pattern.test(id)));
    if (chunk.isEntry || holdsPage) visit(chunk);
  }
  return [...found.values()];
}

/** A module id as a reader knows it: the package under node_modules, else the source folder. */
export function contributorOf(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1]!;
  const inSource = /\/(apps\/[^/]+\/src|packages\/[^/]+\/src)\/(.+)$/.exec(path);
  if (!inSource) return path.split('/').slice(-2).join('/');
  const parts = inSource[2]!.split('/');
  return `${inSource[1]}/${parts.length > 1 ? `${parts[0]}/` : parts[0]}`;
}

/** Weighs the first page: each chunk gzipped, its bytes shared out among its modules by their rendered length. */
export function weighFirstPage(
  chunks: readonly BudgetChunk[],
  firstPage: readonly RegExp[],
  gzip: (code: string) => number = gzipSize,
): FirstPageWeight {
  const weighed = firstPageChunks(chunks, firstPage).map((chunk) => ({ chunk, gzipBytes: gzip(chunk.code) }));
  const shares = new Map<string, number>();
  for (const { chunk, gzipBytes } of weighed) {
    const modules = Object.entries(chunk.modules);
    const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0);
    if (rendered === 0) {
      shares.set(chunk.fileName, (shares.get(chunk.fileName) ?? 0) + gzipBytes);
      continue;
    }
    for (const [id, module] of modules) {
      const name = contributorOf(id);
      shares.set(name, (shares.get(name) ?? 0) + (gzipBytes * module.renderedLength) / rendered);
    }
  }
  return {
    gzipBytes: weighed.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
    chunks: weighed
      .map(({ chunk, gzipBytes }) => ({ fileName: chunk.fileName, gzipBytes }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
    contributors: [...shares]
      .map(([name, gzipBytes]) => ({ name, gzipBytes: Math.round(gzipBytes) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line when within the limit; the weight, the largest chunks and contributors when over it. */
export function budgetMessage(weight: FirstPageWeight, limitBytes: number, top = 8): { ok: boolean; text: string } {
  const ok = weight.gzipBytes <= limitBytes;
  const head =
    `first page: ${kB(weight.gzipBytes)} gzip in ${weight.chunks.length} scripts, limit ${kB(limitBytes)}` +
    (ok ? '' : ` (${kB(weight.gzipBytes - limitBytes)} over)`);
  if (ok) return { ok, text: head };
  const chunks = weight.chunks
    .slice(0, top)
    .map((chunk) => `    ${kB(chunk.gzipBytes).padStart(9)}  ${chunk.fileName}`);
  const contributors = weight.contributors
    .slice(0, top)
    .map((contributor) => `    ${kB(contributor.gzipBytes).padStart(9)}  ${contributor.name}`);
  return {
    ok,
    text: [
      head,
      '  largest scripts:',
      ...chunks,
      '  largest contributors (gzip shared out by size before minification):',
      ...contributors,
      '  Load what the first page does not show at once lazily (import()), or split it out of the entry.',
    ].join('\n'),
  };
}

/** The Vite plugin: weighs the first page of every build and fails the build past the limit. */
export function firstPageBudget(options: BudgetOptions): Plugin {
  return {
    name: 'rh-first-page-budget',
    apply: 'build',
    enforce: 'post',
    // Last of all: Vite writes each lazy import's preload list into the chunks in its own generateBundle, and
    // those lists are part of what the browser downloads (4 kB of gzip in the shell).
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const weight = weighFirstPage(chunks, options.firstPage);
        const { ok, text } = budgetMessage(weight, options.limitBytes);
        if (!ok) this.error(text);
        console.log(text);
      },
    },
  };
}
