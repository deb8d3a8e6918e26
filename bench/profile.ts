// `npm run profile -w @rh/bench [-- files…]`: where the server's CPU time goes, from the `--cpu-prof` profiles that
// `BENCH_CPU_PROF=1 npm run bench` writes to bench/.tmp/profiles. Without arguments: the profiles of the latest run.
// Each profile is cut into the measured windows written beside it (`….phases.json`), so every request is seen alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(benchDir, '..');
export const profileDir = join(benchDir, '.tmp/profiles');
const TOP = Number(process.env.PROFILE_TOP ?? 15);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
export interface Phase {
  label: string;
  /** Microseconds of the monotonic clock, as in the profile. */
  start: number;
  end: number;
}

/** Groups code by where it comes from: a package, Node itself, the project's own files, or V8's pseudo-frames. */
function origin(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native / wasm)';
  if (url.startsWith('node:')) return 'node (internals)';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const packages = path.split('/node_modules/');
  if (packages.length > 1) {
    const rest = packages.at(-1)!.split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (path.startsWith(repoRoot)) return relative(repoRoot, path);
  return path;
}

function describe(frame: CallFrame): string {
  const where = frame.url ? `${origin(frame)}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
}

interface Tally {
  samples: number;
  self: Map<string, number>;
  selfByOrigin: Map<string, number>;
  /** Samples with the function anywhere on the stack, for the project's own functions and the packages. */
  inclusive: Map<string, number>;
}

/** Tallies the samples within any of the windows (all samples when there are none). */
function tally(profile: CpuProfile, windows: Phase[]): Tally {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const result: Tally = { samples: 0, self: new Map(), selfByOrigin: new Map(), inclusive: new Map() };
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (windows.length > 0 && !windows.some((w) => time >= w.start && time <= w.end)) return;
    const leaf = byId.get(id);
    if (!leaf) return;
    result.samples += 1;
    add(result.self, describe(leaf.callFrame));
    add(result.selfByOrigin, origin(leaf.callFrame));
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id) ?? -1)) {
      if (!node.callFrame.url) continue;
      const key = describe(node.callFrame);
      if (!seen.has(key)) {
        seen.add(key);
        add(result.inclusive, key);
      }
    }
  });
  return result;
}

function top(map: Map<string, number>, total: number, count: number, filter: (key: string) => boolean = () => true) {
  return [...map]
    .filter(([key]) => filter(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, samples]) => `    ${((100 * samples) / total).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
}

export function summarize(file: string): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const phasesFile = file.replace(/\.cpuprofile$/, '.phases.json');
  const phases = existsSync(phasesFile) ? (JSON.parse(readFileSync(phasesFile, 'utf8')) as Phase[]) : [];
  // One section per request, over all its rounds; the whole profile when the windows are unknown.
  const labels = phases.length > 0 ? [...new Set(phases.map((phase) => phase.label))] : [undefined];
  const out: string[] = [];
  for (const label of labels) {
    const t = tally(
      profile,
      phases.filter((phase) => phase.label === label),
    );
    out.push(`\n## ${basename(file)}${label ? `: ${label}` : ' (whole profile)'} — ${t.samples} samples`);
    if (t.samples === 0) continue;
    const ownCode = (key: string) => /\s(apps|packages)\//.test(key);
    out.push('  self time by origin:', top(t.selfByOrigin, t.samples, TOP));
    out.push('  self time by function:', top(t.self, t.samples, TOP));
    out.push('  total time (self + callees) of the project’s functions:', top(t.inclusive, t.samples, TOP, ownCode));
    out.push(
      '  total time (self + callees) of package functions:',
      top(t.inclusive, t.samples, TOP, (key) => !ownCode(key) && !key.includes(' node (internals)')),
    );
  }
  return out.join('\n');
}

function latestRun(): string[] {
  if (!existsSync(profileDir)) return [];
  const files = readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort();
  const stamp = files.at(-1)?.split('_')[0];
  return files.filter((name) => name.startsWith(`${stamp}_`)).map((name) => join(profileDir, name));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : latestRun();
  if (files.length === 0) {
    console.error(`No profile given and none in ${profileDir}: run \`BENCH_CPU_PROF=1 npm run bench\` first.`);
    process.exit(1);
  }
  for (const file of files) console.log(summarize(file));
}
