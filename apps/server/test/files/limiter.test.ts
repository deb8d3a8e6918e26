import { describe, expect, it } from 'vitest';
import { BusyError, Limiter } from '../../src/files/pdf-text.ts';

/** A task that runs until the test lets it end. */
function gate() {
  let open!: (value: string) => void;
  const done = new Promise<string>((resolve) => (open = resolve));
  return { task: () => done, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Limiter (the PDF readers)', () => {
  it('runs at most `concurrency` tasks, queues `queueSize` more, and refuses the next with BusyError', async () => {
    const limiter = new Limiter(2, 3);
    let started = 0;
    const gates = Array.from({ length: 5 }, () => gate());
    const runs = gates.map((g, index) =>
      limiter.run(() => {
        started += 1;
        return g.task().then((value) => `${index}:${value}`);
      }),
    );
    await tick();
    expect(started).toBe(2);
    expect(limiter.load).toEqual({ running: 2, waiting: 3 });
    await expect(limiter.run(async () => 'never')).rejects.toBeInstanceOf(BusyError);

    // One ends: the first waiting task takes its place, in the order they came.
    gates[1]!.open('b');
    await expect(runs[1]).resolves.toBe('1:b');
    await tick();
    expect(started).toBe(3);
    expect(limiter.load).toEqual({ running: 2, waiting: 2 });
    // With a place free in the queue, a new task is taken again.
    const late = gate();
    const lateRun = limiter.run(late.task);
    expect(limiter.load).toEqual({ running: 2, waiting: 3 });

    for (const g of [gates[0]!, gates[2]!, gates[3]!, gates[4]!, late]) g.open('x');
    await expect(Promise.all([...runs, lateRun])).resolves.toEqual(['0:x', '1:b', '2:x', '3:x', '4:x', 'x']);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a task that fails', async () => {
    const limiter = new Limiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
    const blocker = gate();
    const running = limiter.run(blocker.task);
    await expect(limiter.run(async () => 'second')).rejects.toBeInstanceOf(BusyError);
    blocker.open('done');
    await expect(running).resolves.toBe('done');
    await expect(limiter.run(async () => 'again')).resolves.toBe('again');
  });
});
