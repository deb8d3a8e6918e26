// Builds the web client's builds (Vite modes) whose inputs changed since they were last built, so that
// `npm start` does not spend a minute and a half rebuilding what is already there.
//   node scripts/build-web.ts                 the build the server will serve (WEB_BUILD, default full)
//   node scripts/build-web.ts full external   these builds
//   node scripts/build-web.ts --all --force   every build, whatever its stamp says (tests, releases)
// A build's stamp is a hash of everything that goes into it: the web's and the core's sources, the lockfile, the
// .env files and VITE_* variables of the environment (Vite reads both), and the mode.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BUILDS = ['full', 'external', 'externalkpmgarc'];
const repo = path.resolve(import.meta.dirname, '..');
const web = path.join(repo, 'apps/web');
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(web, 'dist');

/** Files and folders whose content the builds depend on. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/core/src',
  'packages/core/package.json',
  'package-lock.json',
];

function filesOf(relative: string): string[] {
  const full = path.join(repo, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(path.join(relative, name)));
}

function stampOf(build: string): string {
  const hash = createHash('sha256').update(`mode ${build}\n`);
  const envFiles = readdirSync(web)
    .filter((name) => name.startsWith('.env'))
    .map((name) => path.join('apps/web', name));
  for (const file of [...INPUTS.flatMap(filesOf), ...envFiles.sort()]) {
    hash.update(`${file}\n`).update(readFileSync(path.join(repo, file)));
  }
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\n`);
  }
  return hash.digest('hex');
}

/** The budget plugin's line in Vite's output ("first page: 173.0 kB gzip in 10 scripts, limit 175.0 kB"). */
function firstPageLine(output: string): string | undefined {
  return /^first page: .*$/m.exec(output)?.[0];
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((arg) => !arg.startsWith('--'));
const builds = args.includes('--all') ? BUILDS : named.length ? named : [process.env.WEB_BUILD || 'full'];
for (const build of builds) {
  if (!BUILDS.includes(build)) {
    process.stderr.write(`Unknown web build ${build}: one of ${BUILDS.join(', ')}\n`);
    process.exit(1);
  }
  const started = performance.now();
  const stamp = stampOf(build);
  const stampFile = path.join(dist, `${build}.stamp`);
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const current = existsSync(path.join(dist, build, 'index.html')) && existsSync(stampFile);
  if (!force && current && readFileSync(stampFile, 'utf8') === stamp) {
    process.stdout.write(`web build ${build}: up to date (checked in ${seconds()})\n`);
    continue;
  }
  rmSync(stampFile, { force: true }); // a build that fails half-way leaves no stamp behind
  // Vite's own listing stays quiet; the first page's weight (apps/web/tools/first-page-budget.ts, which fails the
  // build past its limit and says why on stderr) is printed with the build's line.
  const vite = spawnSync(
    process.execPath,
    [path.join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--mode', build, '--outDir', path.join(dist, build)],
    { cwd: web, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  writeFileSync(stampFile, stamp);
  const weight = firstPageLine(vite.stdout);
  process.stdout.write(`web build ${build}: built in ${seconds()}${weight ? `; ${weight}` : ''}\n`);
}
