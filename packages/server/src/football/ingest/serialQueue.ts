/**
 * Runs tasks one after another. Ingest batches go through one, so that batches are committed
 * and published in the order they arrived: a slow batch can never publish a score after a newer
 * one (within this process).
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.catch(() => {});
      return result;
    },
  };
}
