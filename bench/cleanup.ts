// Cleans up child processes, temporary directories and databases on every way out: normal end, error, Ctrl-C.

type Task = () => Promise<void>;

/** Cleanups still to run, newest last (they run newest first). */
const tasks: Task[] = [];
/** Last-resort cleanups that must be synchronous: they run in the `exit` event (kill -9, rm -rf). */
const exitTasks = new Set<() => void>();

/** Adds an asynchronous cleanup; the function returned removes it once the resource was released normally. */
export function onCleanup(task: Task): () => void {
  tasks.push(task);
  return () => {
    const index = tasks.indexOf(task);
    if (index >= 0) tasks.splice(index, 1);
  };
}

/** Adds a synchronous cleanup that runs even when the process exits abruptly; the function returned removes it. */
export function onExit(task: () => void): () => void {
  exitTasks.add(task);
  return () => exitTasks.delete(task);
}

/** Runs every pending cleanup, newest first; a failing cleanup does not stop the others. */
export async function cleanupAll(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    try {
      await task();
    } catch (error) {
      process.stderr.write(`cleanup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}

let installed = false;
const REPEAT_GRACE_MS = 2_000;

/**
 * Ctrl-C (or SIGTERM, SIGHUP): clean up and exit 130. npm forwards the signal it got itself, so repeats within
 * REPEAT_GRACE_MS are the same Ctrl-C; a later one exits at once (the synchronous exit tasks still run).
 */
export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const task of exitTasks) {
      try {
        task();
      } catch {
        // Nothing more can be done while exiting.
      }
    }
  });
  let firstSignalAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt > REPEAT_GRACE_MS) process.exit(130);
      return;
    }
    firstSignalAt = Date.now();
    process.stderr.write(`\n${signal}: stopping the servers and cleaning up (Ctrl-C again to exit at once)\n`);
    const force = setTimeout(() => process.exit(130), 30_000);
    force.unref();
    void cleanupAll().finally(() => process.exit(130));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
}
