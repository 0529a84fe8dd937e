import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serialQueue.js';

describe('createSerialQueue', () => {
  it('runs tasks one at a time in order, and a failure does not stop the next', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run(task('a', 20)),
      queue.run(task('b', 1, true)),
      queue.run(task('c', 1)),
    ]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
