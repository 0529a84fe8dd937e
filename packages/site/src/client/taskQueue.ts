/**
 * Runs jobs one per browser task, in the order they were added. Between two jobs the browser
 * gets the main thread back (input, painting, the network), so starting several islands never
 * adds up to one long task.
 */
export interface TaskQueue {
  add(job: () => void): void;
}

/** Posts a callback as a new task; a MessageChannel avoids setTimeout's 4 ms nesting clamp. */
export type PostTask = (callback: () => void) => void;

export function postMessageTask(): PostTask {
  const channel = new MessageChannel();
  const callbacks: Array<() => void> = [];
  channel.port1.onmessage = () => callbacks.shift()?.();
  return (callback) => {
    callbacks.push(callback);
    channel.port2.postMessage(null);
  };
}

export function createTaskQueue(post: PostTask, onError: (error: unknown) => void): TaskQueue {
  const jobs: Array<() => void> = [];
  let posted = false;
  const schedule = () => {
    if (posted || jobs.length === 0) return;
    posted = true;
    post(runNext);
  };
  const runNext = () => {
    posted = false;
    const job = jobs.shift();
    try {
      job?.();
    } catch (error) {
      onError(error);
    }
    schedule();
  };
  return {
    add(job) {
      jobs.push(job);
      schedule();
    },
  };
}
