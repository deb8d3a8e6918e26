// The chart and map chunks of a build (ECharts through apps/web/src/components/charts, the world-atlas TopoJSON),
// found by what they contain, with their gzip sizes: they must stay out of Home and come with the pages that chart.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface LibraryChunk {
  /** `/assets/…js`, as the page requests it. */
  url: string;
  kind: 'chart' | 'map';
  gzipBytes: number;
}

/**
 * Markers that survive minification: ZRender (ECharts' renderer) keeps its name in strings; a TopoJSON world carries
 * `"Topology"` and its `arcs`. Names help too: Vite names a chunk after its module (`echarts-setup`, `countries-110m`).
 */
export function libraryKind(name: string, code: string): LibraryChunk['kind'] | undefined {
  if (/countries-\d+m/.test(name) || (/["']Topology["']/.test(code) && /\barcs\b/.test(code))) return 'map';
  if (/^echarts/.test(name) || /zrender|ZRender/.test(code)) return 'chart';
  return undefined;
}

/** The chart and map chunks of the build in `buildDir` (dist/<build>), largest first. */
export async function libraryChunks(buildDir: string): Promise<LibraryChunk[]> {
  const assets = join(buildDir, 'assets');
  const found: LibraryChunk[] = [];
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    const code = await readFile(join(assets, name));
    const kind = libraryKind(name, code.toString('utf8'));
    if (kind) found.push({ url: `/assets/${name}`, kind, gzipBytes: gzipSync(code).byteLength });
  }
  return found.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
