/**
 * The clock the gallery's timings run on (scroll throttle, resize debounce, the lightbox's
 * idle bars). One replaceable provider, so tests drive the spec's numbers with fake time.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
  now(): number;
}

/** The page's own timers, looked up at call time (so a fake clock installed later applies). */
export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as number,
  clearTimeout: (id) => globalThis.clearTimeout(id),
  now: () => Date.now(),
};

export interface Scheduled {
  (): void;
  cancel(): void;
}

/**
 * Runs `callback` at most once per `wait` ms: at once on the first call, then once more at the
 * end of the window if calls came in during it (so the last position is never missed).
 */
export function throttle(callback: () => void, wait: number, timers: Timers): Scheduled {
  let last = Number.NEGATIVE_INFINITY;
  let pending: number | null = null;
  const run = () => {
    pending = null;
    last = timers.now();
    callback();
  };
  const throttled = () => {
    const elapsed = timers.now() - last;
    if (elapsed >= wait && pending === null) run();
    else if (pending === null) pending = timers.setTimeout(run, Math.max(0, wait - elapsed));
  };
  throttled.cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return throttled;
}

/** Runs `callback` once calls have stopped for `wait` ms. */
export function debounce(callback: () => void, wait: number, timers: Timers): Scheduled {
  let pending: number | null = null;
  const debounced = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = timers.setTimeout(() => {
      pending = null;
      callback();
    }, wait);
  };
  debounced.cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return debounced;
}
