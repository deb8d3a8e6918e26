import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's lint rules of module boundaries, web and server alike (here because this project runs in Node):
 * each case lints a source as if it were a file of the repository, through ESLint's own API and eslint.config.js.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The boundary errors ESLint reports on this source, as if it were the file at `path` (from the root). */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/import-zones').map((m) => m.message);
}

describe('the linter keeps module boundaries (issue 12 item 5, CONVENTIONS 11 and 13)', () => {
  it('forbids the generic engine to import an area, statically or lazily', async () => {
    const lazily = "export const load = () => import('../../areas/horizon/SourceStatePanel.tsx');\n";
    expect(await boundaryErrors('apps/web/src/content/detail/panels.ts', lazily)).toEqual([
      expect.stringMatching(/engine \(content\/\) imports no area/),
    ]);
    const statically = "import type { Thing } from '../areas/horizon/area.ts';\nexport type T = Thing;\n";
    expect(await boundaryErrors('apps/web/src/content/x.ts', statically)).toHaveLength(1);
    // What the engine may import: itself and route data.
    const fine = "import { pathTo } from '../routes/table.ts';\nexport const home = pathTo('Home');\n";
    expect(await boundaryErrors('apps/web/src/content/x.ts', fine)).toEqual([]);
  });

  it("forbids an area to import another area's insides, and allows its declared entry", async () => {
    const insides = "export { api } from '../../alerts/api.ts';\n";
    expect(await boundaryErrors('apps/web/src/areas/horizon/news/x.ts', insides)).toEqual([
      expect.stringMatching(/through its declared entry \(apps\/web\/src\/areas\/alerts\/area\.ts\)/),
    ]);
    const entry = "export { horizonArea } from '../horizon/area.ts';\nexport { full } from '../web-area.ts';\n";
    expect(await boundaryErrors('apps/web/src/areas/ai/x.ts', entry)).toEqual([]);
    const own = "export { NewsActions } from './news/NewsActions.tsx';\n";
    expect(await boundaryErrors('apps/web/src/areas/horizon/x.ts', own)).toEqual([]);
  });

  it('keeps pages out of route data', async () => {
    const page = "export const load = () => import('../pages/HomePage.tsx');\n";
    expect(await boundaryErrors('apps/web/src/routes/x.ts', page)).toHaveLength(1);
  });

  it("forbids the server's generic content routes to import a module", async () => {
    const source = "import { horizon } from '../modules/horizon/index.ts';\nexport default horizon;\n";
    expect(await boundaryErrors('apps/server/src/content/routes-x.ts', source)).toEqual([
      expect.stringMatching(/content routes import no module/),
    ]);
    expect(await boundaryErrors('apps/server/src/app-x.ts', source.replace('../', './'))).toEqual([]);
  });
});
