// `node system-node.ts /usr/bin/node script args…`: runs a script with another Node (Directus with the system Node:
// its native module is built for that one) as a child whose output and exit are this process's, and passes on
// SIGTERM and SIGINT, so that children.ts can start and stop it like any other server.
import { spawn } from 'node:child_process';

const [node, ...args] = process.argv.slice(2);
if (!node) {
  process.stderr.write('usage: node system-node.ts NODE SCRIPT [ARGS…]\n');
  process.exit(2);
}
const child = spawn(node, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
