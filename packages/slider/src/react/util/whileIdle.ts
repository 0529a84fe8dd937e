/** The longest a piece of work waits for an idle moment before it runs anyway, in ms. */
const WAIT = 2000;
/** What an idle period must still have, in ms, for another piece to start in it. */
const MARGIN = 2;

/**
 * Runs `step` in the main thread's idle periods, as many times per period as it leaves room
 * for, until it answers false (nothing left). Where the browser has no idle callbacks, one
 * step per short timeout. Returns a cancel. (Not built on `whenIdle`: sharing it splits it into
 * a chunk of its own or into `shared`, and either costs the standard module's budget ~25 B.)
 */
export function whileIdle(step: () => boolean): () => void {
  const g = globalThis as typeof globalThis & {
    requestIdleCallback?: (
      cb: (deadline: { timeRemaining(): number }) => void,
      options?: { timeout: number },
    ) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  let cancel = () => {};
  const run = (timeLeft: () => number) => {
    let more = step();
    while (more && timeLeft() > MARGIN) more = step();
    if (more) schedule();
  };
  const schedule = () => {
    if (typeof g.requestIdleCallback === 'function') {
      const handle = g.requestIdleCallback((deadline) => run(() => deadline.timeRemaining()), {
        timeout: WAIT,
      });
      cancel = () => g.cancelIdleCallback?.(handle);
    } else {
      const handle = setTimeout(() => run(() => 0), 50);
      cancel = () => clearTimeout(handle);
    }
  };
  schedule();
  return () => cancel();
}
