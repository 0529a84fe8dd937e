/**
 * Actions waiting for their delay (`d`), per module: each runs once when its time comes, and a
 * module that leaves the page cancels what it still has waiting, so nothing acts on a module
 * that is gone. Without a delay an action runs at once (in the event that triggered it, which
 * the Fullscreen API needs).
 */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const pageTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DelayedActions {
  /** Runs `run` after `ms` (at once for 0). */
  after(ms: number, run: () => void): void;
  /** How many are waiting. */
  pending(): number;
  /** Drops every waiting action. */
  cancel(): void;
}

export function DelayedActions(timers: Timers = pageTimers): DelayedActions {
  const waiting = new Set<unknown>();
  return {
    after(ms, run) {
      if (!(ms > 0)) {
        run();
        return;
      }
      const handle = timers.set(() => {
        waiting.delete(handle);
        run();
      }, ms);
      waiting.add(handle);
    },
    pending: () => waiting.size,
    cancel() {
      for (const handle of waiting) timers.clear(handle);
      waiting.clear();
    },
  };
}
