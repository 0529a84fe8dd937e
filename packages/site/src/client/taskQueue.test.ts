import { describe, expect, it } from 'vitest';
import { createTaskQueue, type PostTask, postMessageTask } from './taskQueue.js';

/** A stand-in for the browser's task queue: posted callbacks run only when `runTask` says. */
function fakeTasks() {
  const posted: Array<() => void> = [];
  const post: PostTask = (callback) => posted.push(callback);
  return {
    post,
    pending: () => posted.length,
    runTask: () => posted.shift()?.(),
  };
}

describe('createTaskQueue', () => {
  it('runs one job per task, in the order they were added', () => {
    const tasks = fakeTasks();
    const ran: string[] = [];
    const queue = createTaskQueue(tasks.post, () => {});
    queue.add(() => ran.push('header'));
    queue.add(() => ran.push('back to top'));
    queue.add(() => ran.push('live score'));
    // Nothing runs in the task that adds the jobs.
    expect(ran).toEqual([]);
    expect(tasks.pending()).toBe(1);

    tasks.runTask();
    expect(ran).toEqual(['header']);
    tasks.runTask();
    expect(ran).toEqual(['header', 'back to top']);
    tasks.runTask();
    expect(ran).toEqual(['header', 'back to top', 'live score']);
    expect(tasks.pending()).toBe(0);
  });

  it('posts a single task at a time, also for jobs added by a running job', () => {
    const tasks = fakeTasks();
    const ran: string[] = [];
    const queue = createTaskQueue(tasks.post, () => {});
    queue.add(() => {
      ran.push('first');
      queue.add(() => ran.push('added by first'));
    });
    queue.add(() => ran.push('second'));
    tasks.runTask();
    expect(tasks.pending()).toBe(1);
    tasks.runTask();
    tasks.runTask();
    expect(ran).toEqual(['first', 'second', 'added by first']);
    expect(tasks.pending()).toBe(0);
  });

  it('reports a job that throws and goes on with the next', () => {
    const tasks = fakeTasks();
    const errors: unknown[] = [];
    const ran: string[] = [];
    const queue = createTaskQueue(tasks.post, (error) => errors.push(error));
    queue.add(() => {
      throw new Error('broken island');
    });
    queue.add(() => ran.push('next'));
    tasks.runTask();
    tasks.runTask();
    expect(errors).toEqual([new Error('broken island')]);
    expect(ran).toEqual(['next']);
  });

  it('hands jobs to real tasks with a MessageChannel', async () => {
    const queue = createTaskQueue(postMessageTask(), () => {});
    const order: string[] = [];
    const done = new Promise<void>((resolve) => {
      queue.add(() => order.push('job 1'));
      queue.add(() => {
        order.push('job 2');
        resolve();
      });
    });
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'job 1', 'job 2']);
  });
});
